/**
 * The site inside one of the studio's preview frames (/m/...?studioPreview=<frame>, framed by
 * /studio on the same origin). It renders the studio's draft config instead of the published one,
 * in the language, theme and role the studio asks for, and again on every edit, without a reload.
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

  window.addEventListener('message', (event: MessageEvent<PreviewRequest>) => {
    if (event.origin !== origin || event.source !== window.parent || event.data?.type !== 'studio-preview') return;
    const { config, language, theme, session: info, generation } = event.data;
    const local = memoryStorage();
    const session = memoryStorage();
    local.setItem(LANGUAGE_KEY, language);
    session.setItem(SESSION_LANGUAGE_KEY, language);
    local.setItem(THEME_KEY, theme);
    const { token, ...member } = info ?? { token: undefined };
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
    applyTheme(document.documentElement, theme, config.themes.palettes[theme]);
    root.render(<Root key={generation} engine={engine} registry={registry} chrome={chrome} nonce={nonce} />);
    requestAnimationFrame(() =>
      setTimeout(() => window.parent.postMessage({ type: 'studio-preview-rendered', frame, generation }, origin), 0),
    );
  });
  window.parent.postMessage({ type: 'studio-preview-ready', frame }, origin);
}
