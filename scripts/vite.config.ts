import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('../engine', import.meta.url));
// DIST_DIR lets two people build side by side without overwriting each other's site.
const outDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));

/** Builds the browser engine; the manifest lets the size budget find the home route's chunks. */
export default defineConfig({
  root,
  publicDir: false,
  esbuild: { jsx: 'automatic', jsxImportSource: '@emotion/react' },
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    target: 'es2020',
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
  },
});
