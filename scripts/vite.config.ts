import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption, type UserConfig } from 'vite';

const root = fileURLToPath(new URL('../screens', import.meta.url));
// DIST_DIR lets two people build side by side without overwriting each other's site.
const outDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));

/**
 * React Fast Refresh for `npm run dev` (scripts/dev.ts) only. The build compiles JSX with
 * Oxc (below) and needs no plugin; and the plugin is a devDependency, absent where
 * `npm ci --omit=dev && npm start` builds the site, so it is imported only when serving.
 */
async function devPlugins(): Promise<PluginOption[]> {
  const { default: react } = await import('@vitejs/plugin-react');
  return [react({ jsxImportSource: '@emotion/react' })];
}

/** Builds the browser engine; the manifest lets the size budget find the home route's chunks. */
export default defineConfig(async ({ command }): Promise<UserConfig> => ({
  root,
  publicDir: false,
  plugins: command === 'serve' ? await devPlugins() : [],
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  resolve: {
    // Messages reach the browser compiled (server/static/compiled-messages.ts): no ICU parser in the bundle.
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js' }],
  },
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    target: 'es2020',
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    // The operator studio is its own entry: member pages never load its code.
    rollupOptions: { input: { main: `${root}/index.html`, studio: `${root}/studio.html` } },
  },
}));
