/**
 * One publish for every server, for `npm run bench` (part "publish"): two servers on one
 * PostgreSQL, each with its own copy of tenants/ (as on two machines), and a run of publishes of
 * demo's home tab label in A's studio. Each counts from A answering "published" (its commit is
 * done and A serves it) to B serving the new label on GET /api/tenant, checked every 2 ms; and
 * from the approve request's start. PostgreSQL is DATABASE_URL's server (a database of its own is
 * made and dropped), else a throwaway one from scripts/postgres.ts, else the row says skipped.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { median, startBenchServer } from './bench-runner.ts';
import { startTempPostgres, type TempPostgres } from './postgres.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const PUBLISHES = 10;
const MEASURE = 'publish on A to B serving it (PostgreSQL)';

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Figures by measure name. */
export async function benchPublish(): Promise<Record<string, string>> {
  let temp: TempPostgres | null = null;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    temp = await startTempPostgres(() => undefined);
    if (!temp) return { [MEASURE]: 'skipped: PostgreSQL binaries not found (scripts/postgres.ts)' };
    adminUrl = temp.url;
  }
  const name = `bench_publish_${randomBytes(5).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const work = mkdtempSync('/tmp/bench-publish-');
  const distDir = join(work, 'dist');
  mkdirSync(distDir);
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body></body></html>');
  const servers: Awaited<ReturnType<typeof startBenchServer>>[] = [];
  try {
    for (const server of ['a', 'b']) {
      const tenantsDir = join(work, `tenants-${server}`);
      cpSync(join(ROOT, 'tenants'), tenantsDir, { recursive: true });
      servers.push(await startBenchServer({ tenantsDir, distDir, databaseUrl: url.toString() }));
    }
    const [a, b] = servers;
    const studio = async (path: string, token?: string, body?: unknown) => {
      const res = await fetch(`${a.url}studio/api/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as { code: string; message: string; value: Record<string, unknown> };
      if (!res.ok) throw new Error(`${path}: ${res.status} ${json.code} ${json.message}`);
      return json.value;
    };
    const signIn = async (username: string, password: string) => (await studio('login', undefined, { username, password })).token as string;
    const editor = await signIn('demo-editor', 'editor1234');
    const publisher = await signIn('demo-publisher', 'publisher1234');
    const servedByB = async () => {
      const res = await fetch(`${b.url}api/tenant`, { headers: { 'x-tenant': 'demo' } });
      const json = (await res.json()) as { value: { messages: Record<string, Record<string, string>> } };
      return json.value.messages.TY['menu.home'];
    };
    const fromAnswer: number[] = [];
    const fromRequest: number[] = [];
    for (let i = 0; i < PUBLISHES; i++) {
      const label = `Bahay ${i} ${randomBytes(3).toString('hex')}`;
      const current = await studio('tenants/demo', editor);
      const draft = structuredClone(current.merged) as { messages: Record<string, Record<string, string>> };
      draft.messages.TY = { ...draft.messages.TY, 'menu.home': label };
      const change = await studio('tenants/demo/changes', editor, { baseVersion: current.version, title: `Bench ${i}`, draft });
      const requested = performance.now();
      await studio(`changes/${String(change.id)}/approve`, publisher, {});
      const answered = performance.now();
      while ((await servedByB()) !== label) {
        if (performance.now() - answered > 10_000) throw new Error(`B did not serve publish ${i} within 10 s`);
        await new Promise((r) => setTimeout(r, 2));
      }
      const served = performance.now();
      fromAnswer.push(served - answered);
      fromRequest.push(served - requested);
    }
    const ms = (v: number) => `${v.toFixed(0)} ms`;
    return {
      [MEASURE]: `median ${ms(median(fromAnswer))}, worst ${ms(Math.max(...fromAnswer))}`,
      [`${MEASURE}, from the approve request`]: `median ${ms(median(fromRequest))}, worst ${ms(Math.max(...fromRequest))}`,
    };
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    rmSync(work, { recursive: true, force: true });
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    temp?.stop();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${resolve(process.argv[1])}`).href) {
  benchPublish().then(
    (figures) => {
      for (const [measure, value] of Object.entries(figures)) console.log(`${measure}: ${value}`);
      process.exit(0);
    },
    (error: Error) => {
      console.error(`E_BENCH: ${error.message}`);
      process.exit(1);
    },
  );
}
