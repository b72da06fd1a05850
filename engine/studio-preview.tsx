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

/** Waits for the studio's configs and renders each one. */
export function startStudioPreview({ root, registry, chrome, nonce, firstData }: PreviewParts): void {
  const frame = new URLSearchParams(window.location.search).get('studioPreview') ?? '';
  const origin = window.location.origin;
  let engine: Engine | undefined;
  let sessionToken: string | null = null;
  /** what the rendered app was built from, but for the palettes (which only set CSS variables) */
  let shown: string | undefined;
  let shownTheme: ThemeName | undefined;

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
    // A draft that differs from the one shown only in its palettes changes CSS variables, not the app.
    const key = JSON.stringify([{ ...config, themes: { ...config.themes, palettes: null } }, language, theme, info]);
    if (engine && key === shown) {
      paint(theme, config.themes.palettes[theme]);
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
    shown = key;
    shownTheme = theme;
    paint(theme, config.themes.palettes[theme]);
    root.render(<Root key={generation} engine={engine} registry={registry} chrome={chrome} nonce={nonce} />);
    rendered(generation);
  });
  window.parent.postMessage({ type: 'studio-preview-ready', frame }, origin);
}
