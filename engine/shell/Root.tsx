import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import type { PageConfig } from '../config/types';
import { localeOf } from '../i18n/language';
import { RegistryProvider } from '../render/Renderer';
import type { NodeRegistry } from '../render/registry';
import { Shell, type ShellChrome } from './Shell';
import type { Engine } from '../core/engine';
import { EngineProvider, useEngine, useUi } from '../react/hooks';

const globalStyles = {
  '*, *::before, *::after': { boxSizing: 'border-box' as const },
  html: { WebkitTextSizeAdjust: '100%', fontSize: 16 },
  body: {
    margin: 0,
    background: 'var(--c-background)',
    color: 'var(--c-text)',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    lineHeight: 1.4,
    WebkitTapHighlightColor: 'transparent',
  },
  'button, input, select, textarea': { font: 'inherit' },
  button: { cursor: 'pointer' },
  ':focus-visible': { outline: '2px solid var(--c-accent)', outlineOffset: 2 },
  a: { color: 'var(--c-accent)' },
};

/** Providers shared by the app and the status pages: style cache with the CSP nonce, intl. */
export function Frame({
  config,
  language,
  nonce,
  children,
}: {
  config: PageConfig;
  language: string;
  nonce?: string;
  children: ReactNode;
}) {
  // No vendor prefixer: the browsers the site serves read the standard properties, and the few that
  // still want a prefix (-webkit-user-select, -webkit-mask-image on iOS) are written by hand. The
  // prefixer's copies were a sixth of the first screen's CSS, in the page and in each rule inserted.
  const cache = useMemo(() => createCache({ key: 'c', nonce, stylisPlugins: [] }), [nonce]);
  const messages = (config.messages[language] ?? config.messages[config.languages.default] ?? {}) as Record<string, string>;
  return (
    <CacheProvider value={cache}>
      <IntlProvider locale={localeOf(language)} messages={messages} defaultLocale="en" onError={reportIntlError}>
        <Global styles={globalStyles} />
        {children}
      </IntlProvider>
    </CacheProvider>
  );
}

/**
 * The whole site for one tenant. `location` is the path when rendering on the server (the
 * browser reads its own address).
 */
export function Root({
  engine,
  registry,
  chrome,
  nonce,
  location,
}: {
  engine: Engine;
  registry: NodeRegistry;
  chrome: ShellChrome;
  nonce?: string;
  location?: string;
}) {
  return (
    <EngineProvider engine={engine}>
      <LiveFrame nonce={nonce}>
        <RegistryProvider registry={registry}>
          <Router ssrPath={location}>
            <Shell chrome={chrome} />
          </Router>
        </RegistryProvider>
      </LiveFrame>
    </EngineProvider>
  );
}

/**
 * The frame in the member's language. A language whose messages are not here yet (engine/i18n/
 * catalogues.ts) is fetched while the page stays in the language it shows; when the fetch fails
 * the choice goes back to that language, with the spec's network message.
 */
function LiveFrame({ nonce, children }: { nonce?: string; children: ReactNode }) {
  const engine = useEngine();
  const { catalogues, config, ui } = engine;
  const language = useUi((s) => s.language);
  const ready = useSyncExternalStore(
    catalogues.subscribe,
    () => catalogues.get(language) !== undefined,
    () => true,
  );
  const [shown, setShown] = useState(language);
  if (ready && shown !== language) setShown(language);
  useEffect(() => {
    if (ready) return;
    let current = true;
    catalogues.load(language).catch(() => {
      if (!current) return;
      ui.set({ language: shown });
      ui.toast('offline', 'error.network', config.constants.toast.shortMs);
    });
    return () => {
      current = false;
    };
  }, [catalogues, config, ui, language, ready, shown]);
  useEffect(() => {
    document.documentElement.lang = localeOf(shown);
  }, [shown]);
  return (
    <Frame config={config} language={shown} nonce={nonce}>
      {children}
    </Frame>
  );
}

function reportIntlError(error: { code?: string; message: string }) {
  if (import.meta.env.DEV || error.code !== 'MISSING_TRANSLATION') console.error(`[intl] ${error.message}`);
}
