/** The operator studio's entry (/studio): its own bundle, so member pages never load it. */
import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { colours } from './ui';

const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
const cache = createCache({ key: 's', nonce });

createRoot(document.getElementById('root')!).render(
  <CacheProvider value={cache}>
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        body: {
          margin: 0,
          background: colours.page,
          color: colours.ink,
          fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
          fontSize: 14,
        },
        'button, input, select, textarea': { font: 'inherit' },
        ':focus-visible': { outline: `2px solid ${colours.accent}`, outlineOffset: 2 },
        a: { color: colours.accent },
      }}
    />
    <App />
  </CacheProvider>,
);
