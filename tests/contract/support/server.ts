/**
 * A real server for one contract test file: a temp copy of tenants/ (plus the extra tenants a
 * file asks for), a fixture dist/ whose index.html carries the <!--app-head--> marker, a fresh
 * PGlite data dir (or, with DATABASE_URL, a database of its own created on that PostgreSQL server
 * and dropped afterwards, so files never see each other's changes), a movable clock and X-Forwarded-For trusted so each test can be its
 * own client address.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { randomBytes, randomInt } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { expect } from 'vitest';
import { getValidator } from '../../../server/generated/validators.ts';
import { startServer, type RunningServer } from '../../../server/main.ts';
import { describeSchemaError } from '../../../server/http/validate.ts';

export const ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');

/** The hashed bundle the fixture index.html loads (large enough to be compressed). */
export const FIXTURE_BUNDLE = 'assets/index-Ab12Cd34.js';

export interface ContractServer {
  url: string;
  port: number;
  server: RunningServer;
  tenantsDir: string;
  distDir: string;
  /** moves the server's clock forward */
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

export interface ContractServerOptions {
  /** extra tenant folders to create: id -> tenant.json overlay (screens/messages optional) */
  tenants?: Record<string, { tenant: Record<string, unknown>; messages?: Record<string, Record<string, string>> }>;
  /** the development helpers (/api/dev/*), on unless a test checks the default start */
  devHelpers?: boolean;
  /** SMS provider settings (startServer's sms) */
  sms?: { provider?: string; httpUrl?: string };
  /** mail provider settings (startServer's mail) */
  mail?: { provider?: string; httpUrl?: string };
  /** phone-proof provider settings (startServer's phoneProof) */
  phoneProof?: { provider?: string; firebaseProjectId?: string; firebaseJwksUrl?: string };
  /** receives every server log line */
  log?: (line: string) => void;
  /** what the server's clock reads at start (it runs on from there); default the real time */
  startsAt?: Date;
}

function writeFixtureDist(distDir: string): void {
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<!--app-head-->\n<title>Fixture</title>\n' +
      `<script type="module" src="/${FIXTURE_BUNDLE}"></script>\n</head>\n<body><div id="root"></div></body>\n</html>\n`,
  );
  writeFileSync(join(distDir, FIXTURE_BUNDLE), `export const fixture = ${JSON.stringify('x'.repeat(4000))};\n`);
}

/** Starts the server for one test file. */
export async function startContractServer(options: ContractServerOptions = {}): Promise<ContractServer> {
  const tenantsDir = mkdtempSync('/tmp/contract-tenants-');
  cpSync(join(ROOT, 'tenants'), tenantsDir, { recursive: true });
  for (const [id, extra] of Object.entries(options.tenants ?? {})) {
    mkdirSync(join(tenantsDir, id), { recursive: true });
    writeFileSync(join(tenantsDir, id, 'tenant.json'), JSON.stringify(extra.tenant, null, 2));
    for (const [lang, messages] of Object.entries(extra.messages ?? {})) {
      mkdirSync(join(tenantsDir, id, 'messages'), { recursive: true });
      writeFileSync(join(tenantsDir, id, 'messages', `${lang}.json`), JSON.stringify(messages, null, 2));
    }
  }
  const distDir = mkdtempSync('/tmp/contract-dist-');
  writeFixtureDist(distDir);
  const databaseUrl = process.env.DATABASE_URL ? await createFileDatabase(process.env.DATABASE_URL) : undefined;
  const dataDir = databaseUrl ? undefined : mkdtempSync('/tmp/contract-data-');
  let offset = 0;
  const shift = options.startsAt ? options.startsAt.getTime() - Date.now() : 0;
  const server = await startServer({
    port: 0,
    tenantsDir,
    distDir,
    databaseUrl,
    dataDir,
    trustProxy: true,
    devHelpers: options.devHelpers ?? true,
    sms: options.sms,
    mail: options.mail,
    phoneProof: options.phoneProof,
    clock: () => new Date(Date.now() + shift + offset),
    // Settlements run when a test asks (server.settleNow), not on a timer in the middle of a test.
    settleEveryMs: 0,
    // Routine lines (tenant reloads) stay quiet; an internal error is shown to explain a failure.
    log: (line) => {
      options.log?.(line);
      if (line.startsWith('E_INTERNAL')) console.error(line);
    },
  });
  return {
    url: server.url,
    port: server.port,
    server,
    tenantsDir,
    distDir,
    advanceClock(ms) {
      offset += ms;
    },
    async close() {
      await server.close();
      rmSync(tenantsDir, { recursive: true, force: true });
      rmSync(distDir, { recursive: true, force: true });
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) await dropFileDatabase(process.env.DATABASE_URL!, databaseUrl);
    },
  };
}

/** Creates an empty database for one test file on the server of `adminUrl`; returns its URL. */
export async function createFileDatabase(adminUrl: string): Promise<string> {
  const name = `contract_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropFileDatabase(adminUrl: string, fileUrl: string): Promise<void> {
  const name = new URL(fileUrl).pathname.slice(1);
  await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

async function withAdmin(adminUrl: string, fn: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

export interface CallOptions {
  method?: string;
  /** JSON-encoded unless a string (sent as is) */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Host header; default 127.0.0.1:port */
  host?: string;
}

export interface CallResult {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** the parsed body when it is JSON */
  json: { success: boolean; code: string; message: string; value: any } & Record<string, any>;
}

/** A random client address, so login failures of one test never count against another. */
export function randomAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A raw HTTP request (node:http, so Host and any header can be set). */
export function call(server: ContractServer, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { 'x-forwarded-for': randomAddress(), ...options.headers };
  let payload: Buffer | undefined;
  if (options.body !== undefined) {
    payload = Buffer.from(typeof options.body === 'string' ? options.body : JSON.stringify(options.body));
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = String(payload.length);
  }
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  headers.host = options.host ?? `127.0.0.1:${server.port}`;
  return new Promise((resolveCall, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: server.port, path, method: options.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: CallResult['json'];
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined as unknown as CallResult['json'];
        }
        resolveCall({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Raw bytes of a response (for compressed bodies). */
export function callRaw(
  server: ContractServer,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolveCall, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: server.port, path, headers: { host: `127.0.0.1:${server.port}`, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolveCall({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Sends raw bytes (a request no HTTP client would send) and returns the raw answer. */
export function rawRequest(server: ContractServer, text: string): Promise<string> {
  return new Promise((resolveRaw, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => resolveRaw(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

/** Asserts the body is a success envelope whose value matches the response schema. */
export function expectOk(result: CallResult, responseSchema: string): any {
  expect(result.status, result.text).toBe(200);
  expect(result.json).toMatchObject({ success: true, code: 'OK' });
  expectSchema('api/envelope', result.json);
  expectSchema(responseSchema, result.json.value);
  return result.json.value;
}

/** Asserts an error envelope with this status and code; returns its message. */
export function expectError(result: CallResult, status: number, code: string): string {
  expect(result.status, result.text).toBe(status);
  expectSchema('api/envelope', result.json);
  expect(result.json.success).toBe(false);
  expect(result.json.code).toBe(code);
  expect(result.json.message.length).toBeGreaterThan(0);
  expect(result.text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  return result.json.message;
}

/** Asserts data conforms to the schema with this $id. */
export function expectSchema(id: string, data: unknown): void {
  const validate = getValidator(id);
  const ok = validate(data);
  expect(ok, ok ? '' : `${id}: ${describeSchemaError('value', validate.errors)} in ${JSON.stringify(data).slice(0, 300)}`).toBe(true);
}

/** Logs in and returns the token. */
export async function loginToken(
  server: ContractServer,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  tenant?: string,
): Promise<string> {
  const result = await call(server, '/api/member/login', {
    method: 'POST',
    body: { type: 'username', username, password, ...extra },
    headers: tenant ? { 'x-tenant': tenant } : {},
  });
  return expectOk(result, 'api/login.response').token;
}

/** A fresh member of a tenant with a random account name (so state never leaks between tests). */
export async function freshMember(
  server: ContractServer,
  tenantId = 'demo',
  type = 0,
): Promise<{ account: string; password: string; id: number }> {
  const { createMember } = await import('../../../server/members/accounts.ts');
  const account = `t_${randomBytes(6).toString('hex')}`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const id = await createMember(server.server.db, { tenantId, account, password, type });
  return { account, password, id };
}
