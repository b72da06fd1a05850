import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { createApiClient } from './api/client';
import { createFirstData } from './api/first-data';
import { detectDevices } from './core/device';
import { createEngine } from './core/engine';
import { Frame, Root } from './shell/Root';
import type { NodeRegistry } from './render/registry';
import type { ShellChrome } from './shell/Shell';
import type { TenantConfig } from './config/types';
import { LANGUAGE_KEY, startupLanguage } from './i18n/language';
import { SESSION_LANGUAGE_KEY } from './stores/session';
import { safeStorage } from './stores/storage';
import { gateFor, type SystemStatus } from './status/status';
import { StatusPage, type StatusIcon } from './status/StatusPage';
import { applyTheme, startupTheme, THEME_KEY } from './theme/theme';
import { registerServiceWorker } from './core/service-worker';
import { isStudioPreview } from './studio-preview-gate';

/** What the site is made of beyond the engine: supplied by the composition root (screens/main.tsx). */
export interface SiteParts {
  /** The node components, by node type. */
  registry: NodeRegistry;
  /** The shell's header, menus, panels and overlays. */
  chrome: ShellChrome;
  /** The picture on the full-page maintenance, region and error pages. */
  statusIcon: StatusIcon;
}

/** Boots the site: config from the page, system status gate, language, theme, session. */
export function boot(parts: SiteParts): void {
  start(parts).catch((error) => {
    console.error('[engine] boot failed', error);
    const root = document.getElementById('root');
    if (root) root.textContent = 'The site could not start. Please reload the page.';
  });
}

async function start({ registry, chrome, statusIcon }: SiteParts) {
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  const config = readInjectedConfig();
  const firstData = createFirstData(readInjectedJson<Record<string, unknown>>('first-data') ?? {});
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
  if (isStudioPreview()) {
    const { startStudioPreview } = await import('./studio-preview');
    startStudioPreview({ root, registry, chrome, nonce, firstData });
    return;
  }
  const local = safeStorage(() => window.localStorage);
  const session = safeStorage(() => window.sessionStorage);

  const theme = startupTheme(config.themes, local.getItem(THEME_KEY));
  applyTheme(document.documentElement, theme, config.themes.palettes[theme]);
  const browserLanguage = navigator.language;
  const choices = { session: session.getItem(SESSION_LANGUAGE_KEY), stored: local.getItem(LANGUAGE_KEY) };
  const retry = () => window.location.reload();

  let status: SystemStatus;
  try {
    status = await createApiClient({ routes: config.api.routes, tenantId: config.id, getToken: () => undefined, firstData }).call(
      'systemStatus',
    );
  } catch {
    const language = startupLanguage(config.languages, choices, { browserLanguage });
    root.render(
      <Frame config={config} language={language} nonce={nonce}>
        <StatusPage kind="error" brand={config.brand.name} logo={config.brand.logo} icon={statusIcon} onRetry={retry} />
      </Frame>,
    );
    return;
  }
  const countryCode = status.location?.countryCode;
  const language = startupLanguage(config.languages, choices, { browserLanguage, countryCode });
  const gate = gateFor(status);
  if (gate !== 'app') {
    root.render(
      <Frame config={config} language={language} nonce={nonce}>
        <StatusPage kind={gate} brand={config.brand.name} logo={config.brand.logo} icon={statusIcon} />
      </Frame>,
    );
    return;
  }

  const engine = createEngine({
    config,
    firstData,
    local,
    session,
    language,
    theme,
    devices: detectDevices(navigator, (q) => window.matchMedia(q)),
    browserLanguage,
    countryCode,
    online: navigator.onLine,
    navigate: (to, options) => navigate(to, { replace: options?.replace }),
    openUrl: (url, target) => (target === '_blank' ? window.open(url, '_blank', 'noopener') : window.location.assign(url)),
  });

  engine.ui.subscribe((state, previous) => {
    if (state.language !== previous.language) {
      local.setItem(LANGUAGE_KEY, state.language);
      session.setItem(SESSION_LANGUAGE_KEY, state.language);
    }
    if (state.theme !== previous.theme) {
      local.setItem(THEME_KEY, state.theme);
      applyTheme(document.documentElement, state.theme, config.themes.palettes[state.theme]);
    }
  });

  window.addEventListener('online', () => engine.services.setOnline(true));
  window.addEventListener('offline', () => engine.services.setOnline(false));

  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token) {
    url.searchParams.delete('token');
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
    void engine.services.adoptToken(token);
  } else {
    void engine.services.loadAccount();
  }

  root.render(<Root engine={engine} registry={registry} chrome={chrome} nonce={nonce} />);
  registerServiceWorker();
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

function readInjectedConfig(): TenantConfig {
  const element = document.getElementById('tenant-config');
  if (!element?.textContent) throw new Error('The page carries no tenant config (#tenant-config).');
  return JSON.parse(element.textContent) as TenantConfig;
}
