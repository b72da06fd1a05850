// Layer boundaries (issue 9 item 6), checked by ESLint on every import of engine/, server/ and
// screens/. The table below is the whole architecture in one place: which folder may import
// which. A folder imports itself freely. A new arrow is a design decision: add it here, and
// tests/unit/scripts/boundaries.test.ts checks that the table stays free of loops.
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Folder -> the folders it may import. '(root)' is a file directly in engine/, server/ or screens/. */
export const LAYERS = {
  // The engine, bottom up: config and the condition language; pure parts; the core (no React);
  // the React binding (react, render, shell); boot, the entry that screens/app.tsx calls.
  'engine/config': [],
  // The grammars of amounts, usernames, passwords and mobile numbers: forms and server read one copy.
  'engine/grammar': [],
  // The tenant's own day: periods cut in its time zone (server and lazily loaded screens share it).
  'engine/time': ['engine/config'],
  'engine/account': ['engine/config'],
  'engine/api': ['engine/config'],
  'engine/i18n': ['engine/config'],
  'engine/router': ['engine/config'],
  'engine/stores': ['engine/config'],
  'engine/theme': ['engine/config'],
  'engine/status': ['engine/config', 'engine/theme'],
  'engine/core': ['engine/api', 'engine/config', 'engine/i18n', 'engine/router', 'engine/stores'],
  'engine/actions': ['engine/api', 'engine/config', 'engine/core'],
  'engine/react': ['engine/actions', 'engine/api', 'engine/config', 'engine/core', 'engine/router'],
  'engine/render': ['engine/config', 'engine/react'],
  'engine/shell': ['engine/config', 'engine/core', 'engine/i18n', 'engine/react', 'engine/render', 'engine/router'],
  // index.ts, the entry screens/ import the engine from, names modules of most folders.
  'engine/(root)': [
    'engine/account',
    'engine/actions',
    'engine/api',
    'engine/config',
    'engine/core',
    'engine/grammar',
    'engine/i18n',
    'engine/react',
    'engine/render',
    'engine/shell',
    'engine/status',
    'engine/stores',
    'engine/theme',
    'engine/time',
  ],
  // The server, bottom up: storage and crypto; HTTP plumbing; the domain; endpoints; the server.
  // It may use the engine's plain modules (config, i18n, account rules), never its React parts.
  'server/db': [],
  'server/generated': [],
  'server/security': [],
  // Content in several languages (issue 27 item 5): the stored shape and the per-field pick; the
  // studio's content (issue 30 item 2): who sees a row, and the copy of the config into the tables.
  'server/content': ['engine/config', 'engine/grammar', 'server/db', 'server/members'],
  'server/time': ['engine/config', 'engine/time', 'server/db'],
  'server/http': ['engine/config', 'engine/grammar', 'server/db', 'server/generated', 'server/security'],
  // server/security: the URL lint decrypts encrypted customer-service paths to check them (SPEC 9.22).
  'server/tenants': ['engine/config', 'engine/router', 'engine/theme', 'engine/time', 'server/generated', 'server/security'],
  'server/static': ['engine/api', 'engine/config', 'engine/core', 'engine/i18n', 'engine/theme', 'server/http'],
  'server/wallet': ['engine/grammar', 'server/db', 'server/http'],
  'server/members': ['engine/config', 'server/db', 'server/security'],
  'server/records': ['engine/grammar', 'server/db', 'server/http', 'server/time', 'server/wallet'],
  // The lottery centre's names are localized content, and its draws are cut on the tenant's clock.
  'server/games': [
    'engine/config',
    'server/content',
    'server/db',
    'server/http',
    'server/responsible-gaming',
    'server/security',
    'server/time',
    'server/wallet',
  ],
  'server/loyalty': ['engine/config', 'engine/grammar', 'server/db', 'server/http', 'server/time', 'server/wallet'],
  'server/member-centre': ['engine/config', 'server/db', 'server/http'],
  'server/account': [
    'engine/account',
    'engine/config',
    'engine/grammar',
    'server/db',
    'server/http',
    'server/members',
    'server/security',
    'server/time',
    'server/wallet',
  ],
  'server/payments': [
    'engine/config',
    'engine/grammar',
    'server/account',
    'server/db',
    'server/http',
    'server/security',
    'server/time',
    'server/wallet',
  ],
  // Limits, breaks and the checks on the money paths (issue 29): payments' order window and transfers.
  'server/responsible-gaming': [
    'engine/config',
    'engine/grammar',
    'server/db',
    'server/http',
    'server/payments',
    'server/time',
    'server/wallet',
  ],
  'server/demo-game': ['server/db', 'server/games', 'server/http'],
  'server/agents': [
    'engine/config',
    'engine/grammar',
    'server/account',
    'server/content',
    'server/db',
    'server/http',
    'server/members',
    'server/records',
    'server/responsible-gaming',
    'server/security',
    'server/time',
    'server/wallet',
  ],
  // Images operators upload (issue 30): checked, re-encoded or sanitised, stored and served.
  'server/uploads': ['engine/config', 'server/db', 'server/http'],
  'server/studio': [
    'engine/config',
    'server/account',
    'server/db',
    'server/generated',
    'server/http',
    'server/members',
    'server/payments',
    'server/records',
    'server/responsible-gaming',
    'server/security',
    'server/static',
    'server/tenants',
    'server/uploads',
    'server/wallet',
  ],
  'server/seed': [
    'server/agents',
    'server/content',
    'server/db',
    'server/games',
    'server/members',
    'server/security',
    'server/time',
    'server/wallet',
  ],
  'server/endpoints': [
    'server/agents',
    'engine/api',
    'engine/config',
    'engine/grammar',
    'engine/status',
    'server/account',
    'server/content',
    'server/db',
    'server/games',
    'server/http',
    'server/loyalty',
    'server/member-centre',
    'server/members',
    'server/payments',
    'server/records',
    'server/responsible-gaming',
    'server/security',
    'server/time',
    'server/wallet',
  ],
  'server/(root)': [
    'server/agents',
    'engine/config',
    'server/account',
    'server/content',
    'server/db',
    'server/demo-game',
    'server/endpoints',
    'server/http',
    'server/loyalty',
    'server/payments',
    'server/security',
    'server/seed',
    'server/static',
    'server/studio',
    'server/tenants',
    'server/time',
    'server/uploads',
  ],
  // The screens by domain, bottom up (they import the engine through engine/index.ts, above):
  // what several domains share; the pages of one domain each; the shell around them; the studio
  // (its own bundle); the composition root and the node registry, which name every domain.
  'screens/common': [],
  'screens/wallet': ['screens/common'],
  'screens/loyalty': ['screens/common'],
  'screens/games': ['screens/common'],
  'screens/home': ['screens/common', 'screens/games'],
  // the register page's banner is home's
  'screens/account': ['screens/common', 'screens/home'],
  // the agent's register form is account's; its contract prompts wait for home's popups
  'screens/agent': ['screens/account', 'screens/common', 'screens/home', 'screens/wallet'],
  // the security centre's SMS and payment-password forms; the activity statement's figures are the agent centre's
  'screens/member': ['screens/account', 'screens/agent', 'screens/common', 'screens/wallet'],
  // the shell watches a member's responsible-gaming limits (screens/member/responsible/MemberWatch.tsx)
  'screens/shell': ['screens/common', 'screens/member'],
  'screens/studio': ['screens/common'],
  'screens/(root)': [
    'screens/account',
    'screens/agent',
    'screens/common',
    'screens/games',
    'screens/home',
    'screens/loyalty',
    'screens/member',
    'screens/shell',
    'screens/wallet',
  ],
};

/**
 * The engine's public entry (issue 28 item 4): screens/ import the engine from engine/index.ts
 * only, which names everything screens use. These files may also import the modules listed,
 * which the entry leaves out on purpose:
 * - screens/main.tsx is the page's entry, its own small chunk that runs before the app: the start
 *   language's messages and the Intl warm-up are start-up only, and it keeps its own graph apart
 *   from the app's (the idle helper too).
 * - screens/app.tsx, the composition root, starts the engine in the browser (boot.tsx: start-up only).
 * - screens/ssr.tsx, the server's composition root, renders the first screen (server-render.tsx
 *   brings react-dom's server renderer; first-screen.ts is its input).
 * - The operator studio is an entry of its own (studio.html). Rolldown places a module by the
 *   chunks whose imports reach it, through the entry too: a value the studio imports from
 *   engine/index.ts ties the member site's modules to the studio's chunks, and that split the renderer
 *   out of the app chunk (+0.34 KB gzip on the home route, over its budget). So the studio
 *   imports only types from the entry, and its two values (contrast, preview palettes) deep.
 */
export const ENGINE_DEEP_IMPORTS = {
  'screens/main.tsx': ['engine/config/config-file', 'engine/i18n/catalogues', 'engine/i18n/intl-warmup', 'engine/render/idle'],
  'screens/app.tsx': ['engine/boot'],
  'screens/ssr.tsx': ['engine/server-render', 'engine/core/first-screen'],
  'screens/studio/Preview.tsx': ['engine/theme/preview-palette'],
  'screens/studio/editors/ThemeEditor.tsx': ['engine/theme/colour'],
};

/** Why an import by a file of screens/ of engine module `to` (no ending) breaks the entry rule, or null. */
function entryProblem(from, to, typeOnly) {
  const isEntry = to === 'engine' || to === 'engine/index';
  if (isEntry && from.startsWith('screens/studio/') && !typeOnly) {
    return "screens/studio/ imports only types from engine/index.ts: a value import ties the member site to the studio's chunks (scripts/eslint/boundaries.js, ENGINE_DEEP_IMPORTS)";
  }
  if (isEntry || ENGINE_DEEP_IMPORTS[from]?.includes(to)) return null;
  return `screens/ import the engine from engine/index.ts, not ${to}: export the name there (a start-up or server-only module stays out: ENGINE_DEEP_IMPORTS in scripts/eslint/boundaries.js)`;
}

/** The areas whose folders the table lists. */
const LAYERED_AREAS = ['engine', 'server', 'screens'];

/** engine/x/y.ts -> 'engine/x'; engine/y.ts -> 'engine/(root)' (so for server/ and screens/); other areas by their top folder. */
export function folderOf(repoPath) {
  const parts = repoPath.split('/');
  if (!LAYERED_AREAS.includes(parts[0])) return parts[0];
  return `${parts[0]}/${parts.length > 2 ? parts[1] : '(root)'}`;
}

/**
 * Why an import from file `from` of `to` (both repo-relative) breaks the layers, or null;
 * `typeOnly` when the import brings types only (erased before bundling).
 */
export function boundaryProblem(from, to, typeOnly = false) {
  const source = folderOf(from);
  const target = folderOf(to);
  const area = source.split('/')[0];
  const targetArea = target.split('/')[0];
  if (area === 'engine' && (targetArea === 'screens' || targetArea === 'server')) return `engine/ may not import ${targetArea}/`;
  if (area === 'screens' && targetArea === 'server') return 'screens/ may not import server/';
  if (area === 'screens' && targetArea === 'engine') return entryProblem(from, to.replace(/\.tsx?$/, ''), typeOnly);
  if (area === 'server' && targetArea === 'screens') return 'server/ may not import screens/';
  if (source === target || !(source in LAYERS)) return null;
  if (!LAYERED_AREAS.includes(targetArea)) return null;
  if (LAYERS[source].includes(target)) return null;
  return `${source} may not import ${target} (scripts/eslint/boundaries.js lists what ${source} may import)`;
}

/** An import or re-export that brings types only: `import type`, or every name marked `type`. */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const names = node.specifiers ?? [];
  return names.length > 0 && names.every((name) => name.importKind === 'type' || name.exportKind === 'type');
}

const rule = {
  meta: { type: 'problem', docs: { description: 'keeps imports within the layers of scripts/eslint/boundaries.js' }, schema: [] },
  create(context) {
    const file = relative(ROOT, context.filename).split('\\').join('/');
    const check = (node) => {
      const spec = node.source && node.source.type === 'Literal' ? node.source.value : null;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = relative(ROOT, resolve(dirname(context.filename), spec))
        .split('\\')
        .join('/');
      const problem = boundaryProblem(file, target, typeOnly(node));
      if (problem) context.report({ node: node.source, message: problem });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** The local plugin: `layers/boundaries`. */
export const layersPlugin = { rules: { boundaries: rule } };

/** Flat-config entries enforcing the table. */
export const boundaries = [
  {
    files: ['engine/**/*.{ts,tsx}', 'server/**/*.ts', 'screens/**/*.{ts,tsx}'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/boundaries': 'error' },
  },
];
