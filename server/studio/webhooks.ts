/**
 * A tenant's webhook (issue 30, item 4): review events of the studio POSTed as JSON to a URL an
 * operator sets, so email or chat can be wired to them. The body is signed with the tenant's
 * secret: `X-Signature: sha256=<hex HMAC-SHA256 of the exact body>` (README, "Review webhook").
 *
 * Deliveries are an outbox (webhook_deliveries): written in the transaction of the event, sent
 * once it has committed, never inside the request that caused it. A failed attempt is retried
 * with backoff (WEBHOOK_BACKOFF_MS), the last failure kept on the row; one that is still due
 * after a restart is picked up by the studio's timer (deliverDue). Each attempt claims its row
 * first, so two servers on one PostgreSQL never send the same attempt twice.
 *
 * The URL is operator input, so it is held to what cannot reach the platform's own network:
 * https only, no credentials, no private, loopback, link-local or otherwise special address (as
 * written, and as the name resolves when sent: the connection goes to the address checked, so a
 * name cannot be rebound to a private one in between), a timeout, no redirects followed. With
 * the development helpers on (tests, DEV_HELPERS=1; refused in production) http and https to
 * localhost are allowed too, so a test can run its own receiver.
 */
import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';
import type { Db, Queryable } from '../db/types.ts';
import { ApiError } from '../http/api-error.ts';

/** The waits before the 2nd, 3rd and 4th attempt; the 4th failure is the last. */
const WEBHOOK_BACKOFF_MS = [500, 2_000, 8_000];
const WEBHOOK_ATTEMPTS = WEBHOOK_BACKOFF_MS.length + 1;
/** One attempt's limit, connection to answer. */
const WEBHOOK_TIMEOUT_MS = 5_000;
/** How long a claimed attempt holds its row before another server may take it. */
const CLAIM_MS = 60_000;

export const WEBHOOK_SECRET_MIN = 16;

/** Addresses a webhook may never reach (outside tests, loopback included). */
const SPECIAL = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  SPECIAL.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  SPECIAL.addSubnet(net, bits, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** An IPv4 address mapped into IPv6 (::ffff:10.0.0.1) as IPv4; any other address as it is. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/** Whether the webhook may connect to this address. */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  const ip = unmapped(address.replace(/^\[|\]$/g, ''));
  const family = isIP(ip);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (allowLoopback && LOOPBACK.check(ip, type)) return true;
  // an IPv6 form of an IPv4 address other than ::ffff:x (e.g. ::7f00:1) is refused outright
  if (type === 'ipv6' && /^::[0-9a-f]{1,4}:[0-9a-f]{1,4}$/i.test(ip)) return false;
  return !SPECIAL.check(ip, type);
}

const badUrl = (message: string) => new ApiError(400, 'E_WEBHOOK_URL', `body.url: ${message}`, { field: 'url' });

const LOCAL_NAME = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

/** The URL as the webhook will use it, or 400 E_WEBHOOK_URL saying what is wrong with it. */
export function checkWebhookUrl(text: string, allowLoopback: boolean): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badUrl('must be a full address such as https://hooks.example.com/studio');
  }
  const host = url.hostname.toLowerCase();
  const loopbackName = host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  if (url.protocol !== 'https:' && !(allowLoopback && url.protocol === 'http:' && loopbackName))
    throw badUrl('must start with https:// (a webhook carries signed review events)');
  if (url.username || url.password) throw badUrl('must not hold a user name or password; the secret signs the events');
  if (url.hash) throw badUrl('must not hold a #fragment');
  if (url.port && !(allowLoopback && loopbackName) && url.port !== '443' && Number(url.port) < 1024)
    throw badUrl('must not use a system port other than 443');
  if (allowLoopback && loopbackName) return url;
  if (isIP(host.replace(/^\[|\]$/g, ''))) {
    if (!addressAllowed(host, false)) throw badUrl('must not point at a private, loopback or reserved address');
    return url;
  }
  if (!host.includes('.') || LOCAL_NAME.test(host)) throw badUrl('must name a public host');
  return url;
}

/** "••••••••cdef": enough of a secret to recognise it, never enough to use it. */
export const secretHint = (secret: string) => `••••••••${secret.slice(-4)}`;

export const signBody = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** dns.lookup for the connection, refusing any address the webhook may not reach. */
function guardedLookup(allowLoopback: boolean) {
  return (
    hostname: string,
    options: object,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses;
      const refused = list.find((a) => !addressAllowed(a.address, allowLoopback));
      if (list.length === 0 || refused) {
        const denied = Object.assign(new Error(`${hostname} resolves to a private or reserved address`), { code: 'E_WEBHOOK_ADDRESS' });
        return callback(denied, '');
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}

export interface SendResult {
  ok: boolean;
  /** what went wrong, for the delivery's row */
  error?: string;
}

/** One POST of `body` to `url`, signed with `secret`; never throws. */
export function sendWebhook(
  url: URL,
  secret: string,
  body: string,
  headers: Record<string, string>,
  allowLoopback: boolean,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<SendResult> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = request(url, {
      method: 'POST',
      lookup: guardedLookup(allowLoopback),
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(body)),
        'User-Agent': 'whitelabel-studio-webhook/1',
        'X-Signature': signBody(secret, body),
        ...headers,
      },
    });
    const timer = setTimeout(() => {
      req.destroy(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    timer.unref();
    req.on('error', (error: NodeJS.ErrnoException) => finish({ ok: false, error: error.message.slice(0, 300) }));
    req.on('response', (res) => {
      res.resume();
      const status = res.statusCode ?? 0;
      res.on('end', () => finish(status >= 200 && status < 300 ? { ok: true } : { ok: false, error: `answered ${status}` }));
      res.on('error', (error) => finish({ ok: false, error: error.message.slice(0, 300) }));
    });
    req.end(body);
  });
}

export type ReviewEventName = 'change.submitted' | 'change.approved' | 'change.rejected' | 'change.commented';

/** The JSON a webhook receives (README, "Review webhook"). */
export interface WebhookPayload {
  /** the delivery's id: the same on every retry of it */
  id: number;
  event: ReviewEventName;
  tenant: string;
  changeRequest: { id: number; title: string; status: string };
  actor: string;
  at: string;
}

/** Queues the event for the tenant's webhook, when it has one; call in the event's transaction. */
export async function queueWebhook(q: Queryable, input: Omit<WebhookPayload, 'id'>, now: Date): Promise<void> {
  const hook = await q.query('SELECT 1 FROM tenant_webhooks WHERE tenant_id = $1', [input.tenant]);
  if (hook.rows.length === 0) return;
  const inserted = await q.query<{ id: number }>(
    `INSERT INTO webhook_deliveries (tenant_id, event, body, status, next_at, created_at) VALUES ($1, $2, '', 'pending', $3, $3) RETURNING id`,
    [input.tenant, input.event, now],
  );
  const id = Number(inserted.rows[0].id);
  // the id goes into the body, which is then fixed: every retry sends (and signs) the same text
  const body = JSON.stringify({ id, ...input });
  await q.query('UPDATE webhook_deliveries SET body = $2 WHERE id = $1', [id, body]);
}

/** Sends the deliveries that are due, after commits and on the studio's timer. */
export function createWebhookSender(deps: { db: Db; clock: () => Date; log: (line: string) => void; allowLoopback: boolean }) {
  const { db, clock, log } = deps;
  const inFlight = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  async function attempt(id: number): Promise<void> {
    if (closed) return;
    const now = clock();
    const claimed = await db.query<{ tenant_id: string; event: string; body: string; attempts: number }>(
      `UPDATE webhook_deliveries SET attempts = attempts + 1, next_at = $3 WHERE id = $1 AND status = 'pending' AND next_at <= $2
       RETURNING tenant_id, event, body, attempts`,
      [id, now, new Date(now.getTime() + CLAIM_MS)],
    );
    const row = claimed.rows[0];
    if (!row) return;
    const attempts = Number(row.attempts);
    const hook = await db.query<{ url: string; secret: string }>('SELECT url, secret FROM tenant_webhooks WHERE tenant_id = $1', [
      row.tenant_id,
    ]);
    let result: SendResult;
    if (!hook.rows[0]) result = { ok: false, error: 'the webhook was removed' };
    else {
      let url: URL | undefined;
      try {
        url = checkWebhookUrl(hook.rows[0].url, deps.allowLoopback);
      } catch (error) {
        result = { ok: false, error: (error as Error).message };
      }
      result ??= await sendWebhook(
        url!,
        hook.rows[0].secret,
        row.body,
        { 'X-Webhook-Event': row.event, 'X-Webhook-Delivery': String(id), 'X-Webhook-Attempt': String(attempts) },
        deps.allowLoopback,
      );
    }
    const done = clock();
    if (result.ok) {
      await db.query(`UPDATE webhook_deliveries SET status = 'delivered', delivered_at = $2, last_error = NULL WHERE id = $1`, [id, done]);
      return;
    }
    const last = attempts >= WEBHOOK_ATTEMPTS || !hook.rows[0];
    const waitMs = WEBHOOK_BACKOFF_MS[attempts - 1] ?? 0;
    await db.query(`UPDATE webhook_deliveries SET status = $2, last_error = $3, next_at = $4 WHERE id = $1`, [
      id,
      last ? 'failed' : 'pending',
      result.error ?? 'failed',
      new Date(done.getTime() + waitMs),
    ]);
    if (last) {
      log(`studio: webhook delivery ${id} of ${row.tenant_id} failed after ${attempts} attempts: ${result.error}`);
      return;
    }
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      run(id);
    }, waitMs);
    timer.unref();
    timers.add(timer);
  }

  function run(id: number): void {
    const job = attempt(id)
      .catch((error: unknown) => {
        if (!closed) log(`studio: webhook delivery ${id}: ${String(error)}`);
      })
      .finally(() => inFlight.delete(job));
    inFlight.add(job);
  }

  return {
    /** Starts every delivery due now (without waiting for them). */
    async deliverDue(): Promise<void> {
      if (closed) return;
      const due = await db.query<{ id: number }>(
        `SELECT id FROM webhook_deliveries WHERE status = 'pending' AND next_at <= $1 ORDER BY id LIMIT 50`,
        [clock()],
      );
      for (const { id } of due.rows) run(Number(id));
    },
    /** Stops retrying and waits for the attempts under way (before the database closes). */
    async close(): Promise<void> {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
