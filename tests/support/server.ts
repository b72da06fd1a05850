/**
 * The real server for browser tests: a temp copy of tenants/ (so tests may edit tenant files on
 * disk), a fresh PGlite data dir, and a temp copy of the built site from dist/.
 *
 * The copy also holds one extra tenant per test that edits files on disk: a copy of `demo`
 * reached at http://<name>.localhost:<port>/ (Chromium resolves *.localhost to loopback), so
 * those tests never change what the tests of `demo` see and can run in parallel.
 */
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');

/** The demo copies that tests edit on disk, by the test that owns each. */
export const EDIT_TENANTS = {
  maintenance: 'e2e-maintenance',
  restricted: 'e2e-restricted',
  both: 'e2e-both',
  flag: 'e2e-flag',
  invalid: 'e2e-invalid',
  social: 'e2e-social',
  templates: 'e2e-templates',
  sideMenu: 'e2e-side-menu',
  studio: 'e2e-studio',
  studioSafety: 'e2e-studio-safety',
  merge: 'e2e-merge',
  platform: 'e2e-platform',
  inbox: 'e2e-inbox',
  ticketLink: 'e2e-ticket-link',
  referral: 'e2e-referral',
  studioPhone: 'e2e-studio-phone',
  studioWords: 'e2e-studio-words',
  presence: 'e2e-presence',
  content: 'e2e-content',
  firebase: 'e2e-firebase',
  popupSize: 'e2e-popup-size',
} as const;

/** The provider the ticket-link copy trusts with {token}, and the address its Promotion menu item opens (tests/e2e/session-cookie.spec.ts). */
export const TICKET_LINK = { origin: 'https://games.example', url: 'https://games.example/play' } as const;

/**
 * The inbox's browser test (tests/e2e/studio-inbox.spec.ts) has operators of its own on its copy,
 * so the counts it reads are never moved by another test's change requests.
 */
export const INBOX_OPERATORS = {
  editor: { username: 'inbox-editor', password: 'inbox-editor-1234' },
  publisher: { username: 'inbox-publisher', password: 'inbox-publisher-1234' },
} as const;

/** The brand name of the platform copy, so its site is told from demo's by what a visitor sees. */
export const PLATFORM_COPY_BRAND = 'Platform Copy';

/**
 * What each copy adds to demo's tenant.json: the templates copy selects the new member centre and
 * deposit templates; the platform copy (whose hosts the platform admin changes) has a brand name of its own.
 */
const COPY_CONFIG: Partial<Record<keyof typeof EDIT_TENANTS, (demo: Record<string, unknown>) => Record<string, unknown>>> = {
  templates: () => ({ settings: { mobileTemplate: { mem_cen: 1, dep_func: 1 } } }),
  // SMS login and mobile registration on the Firebase flow (settings.phoneProof), proven by the console client (tests/e2e/phone-proof.spec.ts)
  firebase: (demo) => ({
    flags: { ...(demo.flags as Record<string, unknown> | undefined), MOBILEVERCODELOGIN3: true, MOBILENUMREG3: true },
    settings: { ...(demo.settings as Record<string, unknown> | undefined), phoneProof: 'firebase' },
  }),
  platform: (demo) => ({ brand: { ...(demo.brand as Record<string, unknown>), name: PLATFORM_COPY_BRAND } }),
  // a trusted provider, and the bottom menu's Promotion opening it in a new window with the member's {token}
  ticketLink: (demo) => ({
    security: { ...(demo.security as Record<string, unknown>), trustedOrigins: [TICKET_LINK.origin] },
    menus: {
      bottom: [
        {
          id: 'promotion',
          action: { action: 'openUrl', url: TICKET_LINK.url, query: { t: '{token}', lang: '{language}' }, target: '_blank' },
        },
      ],
    },
  }),
};

/** The flag the flag-edit test turns on, and the message a text node shows only while it is on. */
export const FLAG_PROBE = { flag: 'REFERRAL', message: 'title.inviteFriends' } as const;

export interface TestServer {
  url: string;
  tenantsDir: string;
  /** the server's private copy of the build */
  distDir: string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

/** Copies tenants/ to a temp dir and adds the demo copies the editing tests own. */
export function prepareTenants(): string {
  const tenantsDir = mkdtempSync('/tmp/e2e-tenants-');
  cpSync(join(ROOT, 'tenants'), tenantsDir, { recursive: true });
  const demo = readJson(join(tenantsDir, 'demo', 'tenant.json'));
  for (const [key, name] of Object.entries(EDIT_TENANTS) as [keyof typeof EDIT_TENANTS, string][]) {
    mkdirSync(join(tenantsDir, name), { recursive: true });
    writeFileSync(
      join(tenantsDir, name, 'tenant.json'),
      JSON.stringify({ ...demo, ...COPY_CONFIG[key]?.(demo), hosts: [`${name}.localhost`] }, null, 2),
    );
    // demo's logo and banners, so a copy's pages (and their screenshots) show no broken image
    cpSync(join(tenantsDir, 'demo', 'assets'), join(tenantsDir, name, 'assets'), { recursive: true });
  }
  // The flag tenant's home gets one text node gated by the probe flag (off in demo).
  const baseHome = readJson(join(tenantsDir, '_base', 'screens', 'home.json')) as { nodes: unknown[] };
  const probeNode = { type: 'text', id: 'e2e-flag-probe', text: FLAG_PROBE.message, when: { flag: FLAG_PROBE.flag } };
  mkdirSync(join(tenantsDir, EDIT_TENANTS.flag, 'screens'), { recursive: true });
  writeFileSync(
    join(tenantsDir, EDIT_TENANTS.flag, 'screens', 'home.json'),
    JSON.stringify({ ...baseHome, nodes: [...baseHome.nodes, probeNode] }, null, 2),
  );
  return tenantsDir;
}

/** Builds dist/ when it is missing, so `npm run test:e2e` works on a fresh clone. */
function ensureBuilt(distDir: string) {
  if (existsSync(join(distDir, 'index.html')) && existsSync(join(distDir, 'studio.html')) && existsSync(join(distDir, '.ssr', 'ssr.mjs')))
    return;
  console.log('[e2e] dist/index.html missing: running vite build --config scripts/vite.config.ts');
  const result = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--config', 'scripts/vite.config.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`E_BUILD: vite build failed (exit ${result.status}); the browser tests need dist/`);
}

const RUNS_DIR = join(ROOT, 'test-results', 'e2e-runs');
const KEEP_RUNS_MS = 24 * 60 * 60 * 1000;

/** The server's log file of this run (test-results/e2e-runs/<run>/server.log); prunes runs older than a day. */
function serverLogFile(): string {
  const runId = process.env.E2E_RUN_ID ?? String(process.pid);
  mkdirSync(join(RUNS_DIR, runId), { recursive: true });
  for (const name of readdirSync(RUNS_DIR)) {
    const dir = join(RUNS_DIR, name);
    if (name !== runId && Date.now() - statSync(dir).mtimeMs > KEEP_RUNS_MS) rmSync(dir, { recursive: true, force: true });
  }
  return join(RUNS_DIR, runId, 'server.log');
}

/** Starts the real server on a temp tenants copy and a fresh PGlite data dir. */
export async function startTestServer(): Promise<TestServer> {
  const builtDir = process.env.DIST_DIR ?? join(ROOT, 'dist');
  ensureBuilt(builtDir);
  // A private copy of the build, so a rebuild in the checkout during the run cannot pull it away.
  const distDir = mkdtempSync('/tmp/e2e-dist-');
  cpSync(builtDir, distDir, { recursive: true });
  const tenantsDir = prepareTenants();
  const dataDir = mkdtempSync('/tmp/e2e-data-');
  const port = await freePort();
  const { startServer } = await import('../../server/main.ts');
  const logFile = serverLogFile();
  writeFileSync(logFile, '');
  const log = (line: string) => appendFileSync(logFile, `${new Date().toISOString()} ${line}\n`);
  // Tests send X-Forwarded-For (fixtures.ts: one client address per test); they read SMS codes,
  // captcha answers and pay deposits through the development helpers (/api/dev/*).
  const server = await startServer({ port, tenantsDir, dataDir, distDir, log, trustProxy: true, devHelpers: true });
  // The studio's browser tests work on their own demo copies, with demo's seeded editor and publisher.
  for (const tenant of [
    EDIT_TENANTS.studio,
    EDIT_TENANTS.studioSafety,
    EDIT_TENANTS.merge,
    EDIT_TENANTS.studioPhone,
    EDIT_TENANTS.studioWords,
    EDIT_TENANTS.presence,
    EDIT_TENANTS.content,
  ])
    await server.db.query(
      `INSERT INTO operator_roles (operator_id, tenant_id, role) SELECT id, $1, CASE username WHEN 'demo-editor' THEN 'editor' ELSE 'publisher' END
         FROM operators WHERE username IN ('demo-editor', 'demo-publisher') ON CONFLICT DO NOTHING`,
      [tenant],
    );
  const { hashPassword } = await import('../../server/security/password.ts');
  for (const [role, who] of Object.entries(INBOX_OPERATORS))
    await server.db.query(
      `WITH o AS (INSERT INTO operators (username, password_hash) VALUES ($1, $2) RETURNING id)
       INSERT INTO operator_roles (operator_id, tenant_id, role) SELECT id, $3, $4 FROM o`,
      [who.username, await hashPassword(who.password), EDIT_TENANTS.inbox, role],
    );
  return {
    url: server.url.replace(/\/$/, ''),
    tenantsDir,
    distDir,
    async close() {
      await server.close();
      for (const dir of [tenantsDir, dataDir, distDir]) rmSync(dir, { recursive: true, force: true });
    },
  };
}
