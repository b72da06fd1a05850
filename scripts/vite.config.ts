import { fileURLToPath } from 'node:url';
import { APP_PRELOAD_END, APP_PRELOAD_START } from '../server/static/app-preload.ts';
import { stacklessReactSentinels } from './react-sentinels.ts';
import { build, defineConfig, type InlineConfig, type Plugin, type PluginOption, type UserConfig } from 'vite';

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

const jsx = { runtime: 'automatic', importSource: '@emotion/react' } as const;
/** Messages arrive compiled (server/static/compiled-messages.ts): no ICU parser in either bundle. */
const noMessageParser = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js',
};
/** Emotion's withTheme helper, unused here, without its CommonJS dependency (scripts/shims/). */
const noStaticsHoisting = {
  find: /^hoist-non-react-statics$/,
  replacement: fileURLToPath(new URL('./shims/hoist-non-react-statics.ts', import.meta.url)),
};

/**
 * The engine's public entry (engine/index.ts) only re-exports, and the bundler is told so: a
 * screen's import from it then binds each name to the module that defines it, and each module
 * lands in the chunk it did with a deep import. Without this the entry is a module with work of
 * its own (the RegExps of the grammars, React's interop), so a chunk of its own in the home
 * route's first load, with the grammars and the retrying node in it (+0.5 KB gzip).
 */
const ENGINE_ENTRY = fileURLToPath(new URL('../engine/index.ts', import.meta.url));
function engineEntryWithoutSideEffects(): Plugin {
  return {
    name: 'engine-entry-without-side-effects',
    apply: 'build',
    transform: {
      filter: { id: /\/engine\/index\.ts$/ },
      handler: (code, id) => (id === ENGINE_ENTRY ? { code, moduleSideEffects: false } : null),
    },
  };
}

/**
 * The server's first-screen renderer (screens/ssr.tsx, issue 11), built right after the browser
 * bundle into <outDir>/.ssr/ (a dot folder the site never serves), so every `vite build` makes
 * both and the server never renders with code older than the bundle that hydrates it.
 */
function firstScreenRenderer(): Plugin {
  const config: InlineConfig = {
    configFile: false,
    root,
    publicDir: false,
    plugins: [engineEntryWithoutSideEffects()],
    logLevel: 'warn',
    oxc: { jsx },
    resolve: { alias: [noMessageParser] },
    // Bundled whole with React's production build: the server's own NODE_ENV means something else
    // (development helpers), and one React instance must serve every library that renders.
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: `${root}/ssr.tsx`,
      outDir: `${outDir}/.ssr`,
      emptyOutDir: true,
      target: 'node20',
      reportCompressedSize: false,
      // .mjs: ES modules wherever the folder is copied (no package.json with "type": "module" above it).
      // One file: the server loads each new build as ssr.mjs?v=<mtime>, and a lazy chunk importing
      // "../ssr.mjs" would bind a second copy of it (its own router and contexts).
      rollupOptions: { output: { entryFileNames: 'ssr.mjs', codeSplitting: false } },
    },
  };
  return {
    name: 'first-screen-renderer',
    apply: 'build',
    async closeBundle() {
      await build(config);
    },
  };
}

/**
 * The page's entry loads the app (screens/app.tsx) with a dynamic import (screens/main.tsx). For a
 * page the browser renders, the app's chunk and its static imports should download with the page,
 * as static imports would: this puts modulepreload links for them into index.html between
 * APP_PRELOAD markers, which the server removes from a page that carries server-rendered markup
 * (server/static/index-html.ts), so there no script download starts before the first paint.
 */
function preloadApp(): Plugin {
  return {
    name: 'preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.filename.endsWith('index.html')) return html;
        const chunks = Object.values(context.bundle).filter((item) => item.type === 'chunk');
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/screens/app.tsx'));
        if (!app) throw new Error('preload-app: no chunk for screens/app.tsx in the build');
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          chunks.find((chunk) => chunk.fileName === file)?.imports.forEach(visit);
        };
        visit(app.fileName);
        const links = [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
        return html.replace('</head>', `${APP_PRELOAD_START}${links}${APP_PRELOAD_END}</head>`);
      },
    },
  };
}

/** The page entry's chunk (screens/main.tsx, named after the HTML entry `main`). */
const ENTRY_CHUNK = /(^|\/)main-[\w-]+\.js$/;

/** Builds the browser engine; the manifest lets the size budget find the home route's chunks. */
export default defineConfig(async ({ command }): Promise<UserConfig> => ({
  root,
  publicDir: false,
  plugins:
    command === 'serve'
      ? await devPlugins()
      : [engineEntryWithoutSideEffects(), preloadApp(), stacklessReactSentinels(), firstScreenRenderer()],
  oxc: { jsx },
  resolve: {
    // Messages reach the browser compiled (server/static/compiled-messages.ts): no ICU parser in the bundle.
    alias: [noMessageParser, noStaticsHoisting],
  },
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    target: 'es2020',
    modulePreload: {
      polyfill: false,
      // Only the entry's import of the app preloads that chunk's imports (one <link> each). A
      // node's or a screen's chunk imports its files itself (Rollup lists them all in it), one
      // round trip later; preloading them cost a <link> per file added at run time (some 30 as
      // the home hydrated, a large part of those tasks) and the lists of files in the app chunk
      // (1.6 KB gzip of the home's JavaScript).
      resolveDependencies: (_file, deps, { hostType, hostId }) => (hostType === 'js' && !ENTRY_CHUNK.test(hostId) ? [] : deps),
    },
    reportCompressedSize: false,
    // The operator studio is its own entry: member pages never load its code.
    rollupOptions: { input: { main: `${root}/index.html`, studio: `${root}/studio.html` } },
  },
}));
