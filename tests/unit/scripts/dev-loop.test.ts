/**
 * `npm run dev` (scripts/dev.ts) as a developer uses it, on a temporary copy of the checkout (so
 * the test edits files nobody else is working on): the page comes from the reference server with
 * the production CSP, tenant config and nonce; it renders in Chromium; a component edit shows
 * without a page reload (React Fast Refresh); a tenant edit shows on the next load; a server edit
 * restarts the server on the same data folder (the lock released, not found stale); Ctrl-C
 * stops everything and leaves no lock.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/ensure-chromium.ts';
import { LOCK_FILE } from '../../../server/db/data-lock.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const copy = mkdtempSync('/tmp/dev-loop-copy-');
const dataDir = mkdtempSync('/tmp/dev-loop-data-');
let child: ChildProcess | undefined;
let browser: Browser | undefined;

afterAll(async () => {
  await browser?.close();
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  rmSync(copy, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

function edit(path: string, from: string, to: string): void {
  const file = join(copy, path);
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

it(
  'serves the server-rendered page with Fast Refresh, restarts the server on server edits and stops on Ctrl-C',
  { timeout: 150_000 },
  async () => {
    for (const part of ['engine', 'screens', 'server', 'scripts', 'schemas', 'tenants', 'package.json', 'tsconfig.json'])
      cpSync(join(ROOT, part), join(copy, part), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));

    child = spawn(process.execPath, ['--import', 'tsx', join(copy, 'scripts', 'dev.ts')], {
      cwd: copy,
      env: { ...process.env, PORT: '0', SERVER_PORT: '', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', TENANTS_DIR: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((done) => child!.once('exit', (code) => done(code)));
    // A fresh data folder and Vite's first start: some 10 s alone, three times that on a loaded machine.
    const port = await until('the address to open', () => /Open http:\/\/localhost:(\d+)\//.exec(output)?.[1], 60_000);
    const serverPort = /reference server on port (\d+)/.exec(output)![1];
    const base = `http://localhost:${port}`;

    // The page: rendered by the server (production CSP, tenant config, its nonce handed to Vite too).
    const answer = await fetch(`${base}/m/home`, { headers: { Accept: 'text/html' } });
    expect(answer.status).toBe(200);
    const csp = answer.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}';`);
    const html = await answer.text();
    expect(html).toContain(`<meta name="csp-nonce" content="${nonce}"><meta property="csp-nonce" nonce="${nonce}">`);
    const configFile = /<script id="tenant-config" type="application\/json" data-src="([^"]+)"><\/script>/.exec(html)?.[1];
    expect((await fetch(`${base}${configFile}`)).status).toBe(200);
    expect(html).toContain('src="/@vite/client"');
    expect((await fetch(`${base}/api/tenant`)).status).toBe(200);

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text())) blocked.push(message.text());
    });
    await page.goto(`${base}/m/home`);
    await expect.poll(() => page.getByRole('link', { name: 'Log in', exact: true }).count(), { timeout: 20_000 }).toBe(1);
    await page.evaluate(() => Object.assign(window, { devLoopMark: 'same page' }));

    // A component edit: shown in place, the page not reloaded (the mark survives).
    edit('screens/home/HomeHeader.tsx', '    </header>', '      <span>Fast Refresh probe</span>\n    </header>');
    await expect.poll(() => page.getByText('Fast Refresh probe').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.evaluate(() => (window as { devLoopMark?: string }).devLoopMark)).toBe('same page');

    // A tenant edit: on the next load.
    edit('tenants/demo/tenant.json', '"name": "Demo Play"', '"name": "Demo Play Dev"');
    await until('the tenant edit', async () => {
      const next = await (await fetch(`${base}/m/home`, { headers: { Accept: 'text/html' } })).text();
      const file = /<script id="tenant-config" type="application\/json" data-src="([^"]+)"><\/script>/.exec(next)?.[1];
      const config = file ? ((await (await fetch(`${base}${file}`)).json()) as { brand: { name: string } }) : undefined;
      return config?.brand.name === 'Demo Play Dev' ? true : undefined;
    });

    // A server edit: tsx watch restarts the server, which reopens the same data folder.
    edit('server/main.ts', 'export const REPO_ROOT', '// edited by the dev loop test\nexport const REPO_ROOT');
    await until('the restarted server', () => (output.split('[dev] reference server ready').length === 3 ? true : undefined), 30_000);
    expect((await fetch(`${base}/api/tenant`)).status).toBe(200);
    expect(output).not.toContain('removing the stale lock');
    expect(blocked).toEqual([]);

    // Ctrl-C: both stop, the lock is gone, the server port is closed.
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    await expect(fetch(`http://127.0.0.1:${serverPort}/api/tenant`)).rejects.toThrow();
  },
);
