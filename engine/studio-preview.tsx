/**
 * The site inside one of the studio's preview frames (/m/...?studioPreview=<frame>, framed by
 * /studio on the same origin). It renders the studio's draft config instead of the published one,
 * in the language, theme and role the studio asks for, and again on every edit, without a reload.
 * A draft that changes only the palettes re-writes the theme's CSS variables (--c-*) and theme-color,
 * and the studio posts a palette edit as it is made (PreviewThemeRequest): the app is not rebuilt
 * for a colour. A palette value that is not a colour is never applied (engine/theme/preview-palette.ts).
 * Nothing it does reaches the published site or this browser's real session: storage is in
 * memory, the session is the tenant's preview account's (its token a Bearer header held in memory
 * only; the frame's calls send no cookie, so an operator signed in to the member site in the same
 * browser never previews as that member), and no service worker is registered.
 * Loaded only in a preview frame, so the member site's bundle does not carry it.
 */
import type { Root as ReactRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import type { FirstData } from './api/first-data';
import type { TenantConfig, ThemeName } from './config/types';
import { LANGUAGE_KEY } from './i18n/language';
import type { NodeRegistry } from './render/registry';
import { Root } from './shell/Root';
import type { ShellChrome } from './shell/Shell';
import { SESSION_KEY, SESSION_LANGUAGE_KEY, type SessionInfo } from './stores/session';
import { memoryStorage } from './stores/storage';
import { applyTheme, THEME_KEY } from './theme/theme';
import { detectDevices } from './core/device';
import { createEngine, type Engine } from './core/engine';
import { previewFetch } from './api/preview-fetch';
import { safePalette } from './theme/preview-palette';

/** What the studio posts to a frame: the draft config and how to show it. */
export interface PreviewRequest {
  type: 'studio-preview';
  /** increases with every edit; echoed back once rendered */
  generation: number;
  config: TenantConfig;
  language: string;
  theme: ThemeName;
  /** the preview account's session for member and agent views (the studio's answer, with its token); null for a guest */
  session: (Omit<SessionInfo, 'signedIn'> & { token: string }) | null;
}

/**
 * A palette edit, posted by the studio as it is made (ahead of the server's check): the draft's
 * palettes by theme name. The frame re-writes its theme's colours and nothing else.
 */
export interface PreviewThemeRequest {
  type: 'studio-preview-theme';
  generation: number;
  palettes: Record<string, unknown>;
}

interface PreviewParts {
  root: ReactRoot;
  registry: NodeRegistry;
  chrome: ShellChrome;
  nonce?: string;
  firstData: FirstData;
}

/**
 * The parts of a config an app shown takes in place: the engine reads them as it renders, so the
 * same engine re-renders them (no new engine, no remount, no data asked again). A change to any
 * other part (routes, API, constants, flags, languages, ...) builds a new engine and remounts.
 */
const IN_PLACE = new Set(['messages', 'menus', 'screens', 'brand']);

/** The names of the parts whose JSON differs between two configs. */
function changedParts(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((part) => before.get(part) !== after.get(part));
}

/** Waits for the studio's configs and renders each one. */
export function startStudioPreview({ root, registry, chrome, nonce, firstData }: PreviewParts): void {
  const frame = new URLSearchParams(window.location.search).get('studioPreview') ?? '';
  const origin = window.location.origin;
  let engine: Engine | undefined;
  let sessionToken: string | null = null;
  /** what the shown app was built from: its frame settings, and each part of its config as JSON (palettes aside: they only set CSS variables) */
  let shown: { frame: string; parts: Map<string, string> } | undefined;
  let shownTheme: ThemeName | undefined;
  /** the key of the mounted app: a new one remounts it */
  let mounted = 0;

  /** Re-writes the theme's CSS variables and theme-color: no engine, no render. A palette that is not all colours is not applied. */
  const paint = (theme: ThemeName, palette: unknown) => {
    const safe = safePalette(palette);
    if (safe) applyTheme(document.documentElement, theme, safe);
    else console.warn(`[preview] the ${theme} palette holds a value that is not a colour; its colours are not applied`);
  };
  const rendered = (generation: number) =>
    requestAnimationFrame(() =>
      setTimeout(() => window.parent.postMessage({ type: 'studio-preview-rendered', frame, generation }, origin), 0),
    );

  window.addEventListener('message', (event: MessageEvent<PreviewRequest | PreviewThemeRequest>) => {
    if (event.origin !== origin || event.source !== window.parent) return;
    if (event.data?.type === 'studio-preview-theme') {
      if (!shownTheme || typeof event.data.palettes !== 'object' || event.data.palettes === null) return;
      paint(shownTheme, event.data.palettes[shownTheme]);
      rendered(event.data.generation);
      return;
    }
    if (event.data?.type !== 'studio-preview') return;
    const { config, language, theme, session: info, generation } = event.data;
    const { token, ...member } = info ?? { token: undefined };
    const next = {
      frame: JSON.stringify([language, theme, info]),
      parts: new Map(
        Object.entries({ ...config, themes: { ...config.themes, palettes: null } }).map(([part, value]) => [part, JSON.stringify(value)]),
      ),
    };
    const changed = shown && shown.frame === next.frame ? changedParts(shown.parts, next.parts) : undefined;
    if (engine && changed && changed.every((part) => IN_PLACE.has(part))) {
      // A draft that differs from the one shown only in its palettes changes CSS variables, not the
      // app; one that differs in texts, menus, screens or brand re-renders the app as it stands.
      shown = next;
      paint(theme, config.themes.palettes[theme]);
      if (changed.length > 0) {
        const live = engine.config as unknown as Record<string, unknown>;
        for (const part of changed) {
          // the messages object is the one the engine's catalogues read: its languages are replaced inside it
          if (part === 'messages') Object.assign(live.messages as object, config.messages);
          else live[part] = (config as unknown as Record<string, unknown>)[part];
        }
        root.render(<Root key={mounted} engine={engine} registry={registry} chrome={chrome} nonce={nonce} />);
      }
      rendered(generation);
      return;
    }
    const local = memoryStorage();
    const session = memoryStorage();
    local.setItem(LANGUAGE_KEY, language);
    session.setItem(SESSION_LANGUAGE_KEY, language);
    local.setItem(THEME_KEY, theme);
    if (info) session.setItem(SESSION_KEY, JSON.stringify({ ...member, signedIn: true }));
    const previous = engine;
    engine = createEngine({
      config,
      firstData,
      local,
      session,
      language,
      theme,
      devices: detectDevices(navigator, (q) => window.matchMedia(q)),
      browserLanguage: navigator.language,
      online: navigator.onLine,
      navigate: (to, options) => navigate(to, { replace: options?.replace }),
      // A preview never leaves the frame: outside links are not followed.
      openUrl: () => undefined,
      fetch: previewFetch(token),
    });
    // The same account as before keeps showing while the new engine loads it: no signed-out flash.
    if (previous && (token ?? null) === sessionToken) engine.account.setState(previous.account.getState());
    else if (info) void engine.services.loadAccount();
    sessionToken = token ?? null;
    shown = next;
    shownTheme = theme;
    mounted = generation;
    paint(theme, config.themes.palettes[theme]);
    root.render(<Root key={mounted} engine={engine} registry={registry} chrome={chrome} nonce={nonce} />);
    rendered(generation);
  });
  window.parent.postMessage({ type: 'studio-preview-ready', frame }, origin);
}
