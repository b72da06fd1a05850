import { createRoot, hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import { startTransition, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { createApiClient } from './api/client';
import { createFirstData } from './api/first-data';
import { detectDevices } from './core/device';
import { createEngine } from './core/engine';
import { Frame, Root } from './shell/Root';
import type { NodeRegistry } from './render/registry';
import { loadScreenCodeAt, type ShellChrome } from './shell/Shell';
import { loadPageConfig } from './config/config-file';
import type { PageConfig } from './config/types';
import { LANGUAGE_KEY, startupLanguage } from './i18n/language';
import { SESSION_KEY, SESSION_LANGUAGE_KEY } from './stores/session';
import { safeStorage } from './stores/storage';
import { gateFor, type SystemStatus } from './status/status';
import { StatusPage, type StatusIcon } from './status/StatusPage';
import { applyTheme, startupTheme, THEME_KEY } from './theme/theme';
import { registerServiceWorker } from './core/service-worker';
import { nextTask, whenIdle } from './render/idle';
import { createCatalogues, readMessageFileList, type Catalogue } from './i18n/catalogues';
import { intlWarm } from './i18n/intl-warmup';
import { isStudioPreview } from './studio-preview-gate';
import { HINT_COOKIES, hintCookieWrites, readHintCookies, type SsrAssumptions } from './core/first-screen';
import { cookieValue } from './config/cookies';
import type { DeviceKind } from './config/types';

/** What the site is made of beyond the engine: supplied by the composition root (screens/app.tsx). */
export interface SiteParts {
  /** The node components, by node type. */
  registry: NodeRegistry;
  /** The shell's header, menus, panels and overlays. */
  chrome: ShellChrome;
  /** The picture on the full-page maintenance, region and error pages. */
  statusIcon: StatusIcon;
}

/** Boots the site: the config file the page names, system status gate, language, theme, session. */
export function boot(parts: SiteParts): void {
  start(parts).catch((error) => {
    console.error('[engine] boot failed', error);
    const root = document.getElementById('root');
    if (root) root.textContent = 'The site could not start. Please reload the page.';
  });
}

async function start({ registry, chrome, statusIcon }: SiteParts) {
  // Start-up in tasks of its own rather than in the one that evaluated the app's modules. The
  // first use of Intl builds the browser's lists of locales (25-75 ms on a desktop core, four
  // times that on a cheap phone); react-intl's IntlProvider asks for them when it first renders.
  // The entry's worker builds them off this thread (engine/i18n/intl-warmup.ts): start-up waits
  // for it a little, and where it is later still, they are built here in a task alone, not in
  // the first task of hydration.
  await nextTask();
  await intlWarm;
  Intl.NumberFormat.supportedLocalesOf('en');
  Intl.DateTimeFormat.supportedLocalesOf('en');
  await nextTask();
  const container = document.getElementById('root')!;
  // Rendering afresh replaces any markup the server sent (engine/server-render.tsx).
  let root: ReactRoot | undefined;
  const render = (element: ReactNode) => (root ??= createRoot(container)).render(element);
  const config = await loadPageConfig();
  const messageFiles = readMessageFileList();
  const catalogues = createCatalogues(config.messages as Record<string, Catalogue>, messageFiles?.files);
  const firstData = createFirstData(readInjectedJson<Record<string, unknown>>('first-data') ?? {});
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
  if (isStudioPreview()) {
    const preview = await import('./studio-preview');
    preview.startStudioPreview({ root: createRoot(container), registry, chrome, nonce, firstData });
    return;
  }
  const local = safeStorage(() => window.localStorage);
  const session = safeStorage(() => window.sessionStorage);
  // The page's first use of its storage loads it from the browser's process (some 2-10 ms on a
  // desktop core): the rest of start-up goes on in a task of its own, so no one task grows long.
  await nextTask();

  // The visitor's choices: the stored ones, else the hints this browser sends the server (its
  // storage cleared or refused); the hint cookies are kept equal to them (writeHints below).
  const hints = readHintCookies(document.cookie);
  const chosen = { theme: local.getItem(THEME_KEY) ?? hints.theme, language: local.getItem(LANGUAGE_KEY) ?? hints.language };
  const theme = startupTheme(config.themes, chosen.theme ?? null);
  applyTheme(document.documentElement, theme, config.themes.palettes[theme]);
  const browserLanguage = navigator.language;
  const choices = { session: session.getItem(SESSION_LANGUAGE_KEY), stored: chosen.language ?? null };
  const retry = () => window.location.reload();
  /** The service error page, in the language's messages, or in the few the page carries for it. */
  const showServiceError = async (language: string) => {
    const loaded = await catalogues.load(language).then(
      () => true,
      () => false,
    );
    const messages = loaded ? config.messages : { [language]: messageFiles?.errorPage ?? {} };
    render(
      <Frame config={{ ...config, messages } as PageConfig} language={language} nonce={nonce}>
        <StatusPage kind="error" brand={config.brand.name} logo={config.brand.logo} icon={statusIcon} onRetry={retry} />
      </Frame>,
    );
  };

  let status: SystemStatus;
  try {
    status = await createApiClient({ routes: config.api.routes, tenantId: config.id, sessionKey: () => undefined, firstData }).call(
      'systemStatus',
    );
  } catch {
    await showServiceError(startupLanguage(config.languages, choices, { browserLanguage }));
    return;
  }
  const countryCode = status.location?.countryCode;
  const language = startupLanguage(config.languages, choices, { browserLanguage, countryCode });
  // The start language's messages (the entry asked for them while the app's code downloaded).
  try {
    await catalogues.load(language);
  } catch {
    await showServiceError(language);
    return;
  }
  const gate = gateFor(status);
  if (gate !== 'app') {
    render(
      <Frame config={config} language={language} nonce={nonce}>
        <StatusPage kind={gate} brand={config.brand.name} logo={config.brand.logo} icon={statusIcon} />
      </Frame>,
    );
    return;
  }

  const devices = detectDevices(navigator, (q) => window.matchMedia(q));
  const engine = createEngine({
    config,
    firstData,
    local,
    session,
    language,
    theme,
    devices,
    browserLanguage,
    countryCode,
    online: navigator.onLine,
    catalogues,
    navigate: (to, options) => navigate(to, { replace: options?.replace }),
    openUrl: (url, target) => {
      if (typeof url === 'string') return target === '_blank' ? window.open(url, '_blank', 'noopener') : window.location.assign(url);
      // opened in the tap, before the address is known: a window opened after a call is a blocked popup
      const opened = target === '_blank' ? window.open() : null;
      if (opened) opened.opener = null;
      void url.then((to) => (to ? (opened ?? window).location.assign(to) : opened?.close()));
    },
  });

  // Building the engine took a few milliseconds more: what follows gets a task of its own too.
  await nextTask();
  const writeHints = () =>
    hintCookieWrites(
      { member: engine.session.signedIn(), remembered: local.getItem(SESSION_KEY) !== null, ...chosen },
      window.location.protocol === 'https:',
    ).forEach((cookie) => (document.cookie = cookie));
  engine.session.subscribe(writeHints);
  engine.ui.subscribe((state, previous) => {
    if (state.language === previous.language && state.theme === previous.theme) return;
    if (state.language !== previous.language) {
      chosen.language = state.language;
      local.setItem(LANGUAGE_KEY, state.language);
      session.setItem(SESSION_LANGUAGE_KEY, state.language);
    }
    if (state.theme !== previous.theme) {
      chosen.theme = state.theme;
      local.setItem(THEME_KEY, state.theme);
      applyTheme(document.documentElement, state.theme, config.themes.palettes[state.theme]);
    }
    writeHints();
  });

  window.addEventListener('online', () => engine.services.setOnline(true));
  window.addEventListener('offline', () => engine.services.setOnline(false));

  // Session renewal (SPEC 4): the browser holds a session (the server's member hint: it exchanged
  // a token on the page address for the session cookie, or another tab signed in) but no session info.
  if (!engine.session.signedIn() && cookieValue(document.cookie, HINT_COOKIES.member)) await engine.services.renewSession();
  else void engine.services.loadAccount();
  // The server's markup is hydrated only when it was rendered for exactly this start state (and member).
  const hydrate = matchesServerRender(container, {
    path: window.location.pathname,
    language,
    theme,
    devices,
    member: engine.session.getState().info?.id,
  });
  writeHints();

  // React starts in a task of its own: reading the page's config and storage and building the
  // engine above already made one of some 15 ms on a desktop core (60 on a phone-speed CPU).
  await nextTask();
  const app = <Root engine={engine} registry={registry} chrome={chrome} nonce={nonce} />;
  if (hydrate) {
    await loadScreenCodeAt(registry, config, window.location.pathname);
    moveServerStyles(container);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole screen (the page is already painted; a tap still gets through).
    startTransition(() => {
      hydrateRoot(container, app, {
        // React renders afresh whatever it could not hydrate; the page stays usable. The component
        // stack says where the server's markup and the browser's first render parted.
        onRecoverableError: (error, info) => console.warn('[engine] server markup replaced', error, info.componentStack),
      });
    });
  } else {
    // Rendered afresh (a start state the server did not render for), also as a
    // transition: the screen is built in slices of a few milliseconds, not in one long task.
    startTransition(() => render(app));
  }
  registerServiceWorker();
  // The other languages' messages, so a switch is instant and works offline later.
  for (const other of config.languages.offered) if (other !== language) whenIdle(() => void catalogues.load(other).catch(() => undefined));
}

/** The assumptions the server rendered the first screen for (data-ssr on the root), if any. */
function serverAssumptions(container: HTMLElement): SsrAssumptions | undefined {
  const text = container.dataset.ssr;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SsrAssumptions;
  } catch {
    return undefined;
  }
}

function matchesServerRender(container: HTMLElement, state: SsrAssumptions): boolean {
  const ssr = serverAssumptions(container);
  const sameDevices = (a: DeviceKind[], b: DeviceKind[]) => [...a].sort().join() === [...b].sort().join();
  return (
    !!ssr &&
    ssr.path === state.path &&
    ssr.member === state.member &&
    ssr.language === state.language &&
    ssr.theme === state.theme &&
    Array.isArray(ssr.devices) &&
    sameDevices(ssr.devices, state.devices)
  );
}

/**
 * The server's Emotion styles sit at the start of its markup (gathered by engine/server-render.tsx);
 * the browser keeps them in <head>, where its style cache finds them (no second insert), so
 * hydration meets only markup.
 */
function moveServerStyles(container: HTMLElement) {
  container.querySelectorAll('style[data-emotion]').forEach((style) => document.head.appendChild(style));
}

/** JSON the server put in a <script type="application/json"> of the page, or undefined. */
function readInjectedJson<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
