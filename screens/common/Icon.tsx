/** Outline icons drawn on a 24-unit grid; names are the ones tenant menus use. */
const paths: Record<string, string> = {
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  deposit: 'M3 7h18v12H3zM3 11h18M12 3v6M9 6l3 3 3-3',
  withdraw: 'M3 7h18v12H3zM3 11h18M12 9V3M9 6l3-3 3 3',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  headset: 'M4 14v-2a8 8 0 0116 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1-2 2-5 2',
  megaphone: 'M3 10v4h4l8 4V6L7 10H3zM18 9a4 4 0 010 6',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  list: 'M8 6h13M8 12h13M8 18h13M3 6h1M3 12h1M3 18h1',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  crown: 'M3 18h18M4 8l4 4 4-7 4 7 4-4-2 10H6z',
  shield: 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6z',
  download: 'M12 4v11M7 10l5 5 5-5M4 20h16',
  bag: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 016 0v2',
  book: 'M4 5a2 2 0 012-2h13v16H6a2 2 0 00-2 2zM4 19V5',
  target: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 16a4 4 0 100-8 4 4 0 000 8z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  refresh: 'M20 12a8 8 0 11-2.3-5.6M20 4v5h-5',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z',
  eyeOff: 'M3 3l18 18M10.6 6.1A10 10 0 0112 6c6 0 10 6 10 6a17 17 0 01-3 3.6M6.6 6.6C3.9 8.4 2 12 2 12s4 7 10 7a9.6 9.6 0 004.4-1.1',
  chevron: 'M9 6l6 6-6 6',
  globe: 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  moon: 'M20 14A8 8 0 1110 4a7 7 0 0010 10z',
  game: 'M6 9h12a4 4 0 010 8c-2 0-3-2-6-2s-4 2-6 2a4 4 0 010-8zM8 11v4M6 13h4M16 12h.01M18 14h.01',
  logout: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
  speaker: 'M4 10v4h4l5 4V6l-5 4H4zM16 9a4 4 0 010 6',
  hourglass: 'M6 3h12M6 21h12M7 3c0 5 10 7 10 9s-10 4-10 9M17 3c0 5-10 7-10 9s10 4 10 9',
  tools: 'M14 6a4 4 0 005 5l-9 9a2 2 0 01-3-3l9-9a4 4 0 01-2-2zM4 4l4 4M3 7l4-4',
  blocked: 'M12 21a9 9 0 100-18 9 9 0 000 18zM5.6 5.6l12.8 12.8',
  warning: 'M12 3l10 18H2zM12 10v5M12 18h.01',
  info: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v6M12 7h.01',
  check: 'M5 12l5 5 9-10',
  play: 'M8 5v14l11-7z',
  send: 'M22 3L2 11l7 3 3 7zM9 14l13-11',
  offline: 'M2 9a15 15 0 0120 0M5 13a10 10 0 0114 0M8.5 16.5a5 5 0 017 0M12 20h.01M3 3l18 18',
  flag: 'M5 21V4M5 4h11l-2 4 2 4H5',
  chat: 'M4 5h16v11H9l-5 4zM8 10h.01M12 10h.01M16 10h.01',
};

export function Icon({ name, size = 22 }: { name: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d={paths[name] ?? paths.target} />
    </svg>
  );
}

/** Every icon name, in drawing order (the studio's picker; the schema's enum must list the same). */
export function iconNames(): string[] {
  return Object.keys(paths);
}
