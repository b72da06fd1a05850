/**
 * Reviews that reach people (issue 30, item 4) through the real server, on PGlite or on the
 * PostgreSQL of DATABASE_URL: the inbox's counts ("awaiting my review": not my own, only where my
 * role may approve; "my requests" with their state), comment threads (several people, newest
 * last, plain text; control characters, huge text and another tenant's change request refused),
 * notifications (who hears of what, marked read by their owner only) and the tenant's webhook
 * (its URL held to https and public addresses, the secret never answered in full, the JSON body
 * signed with HMAC-SHA256 and checked here by a local receiver, retried after a failure, and
 * never holding up the request that caused it). A cashier sees none of it.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioClient, type Draft } from './support/studio.ts';
import { call, expectError, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
}, 180_000);

afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const { get, post, operator, tenant } = studioClient(() => server);
const editor = () => operator('demo-editor', 'editor1234');
const publisher = () => operator('demo-publisher', 'publisher1234');
const cashier = () => operator('demo-cashier', 'cashier1234');
const lucky = () => operator('lucky-operator', 'operator1234');
const admin = () => operator('platform-admin', 'admin1234');

let serial = 0;
/** A new change request on demo by `token` (a TY label no other request has); its id. */
async function submit(token: string, title = 'Rename the home tab'): Promise<number> {
  const current = await tenant('demo', token);
  const draft: Draft = structuredClone(current.merged);
  draft.messages.TY['menu.home'] = `Bahay ${++serial} ${Date.now()}`;
  const res = await post('tenants/demo/changes', { baseVersion: current.version, title, draft }, token);
  expect(res.status, res.text).toBe(200);
  return res.json.value.id as number;
}

const counts = async (token: string) => {
  const res = await get('inbox/counts', token);
  expect(res.status, res.text).toBe(200);
  return res.json.value as { awaitingReview: number; myOpen: number; unread: number };
};

const notificationsOf = async (token: string) => {
  const res = await get('notifications', token);
  expect(res.status, res.text).toBe(200);
  return res.json.value as {
    unread: number;
    list: { id: number; event: string; tenantId: string; changeId: number; title: string; actor: string; at: string; read: boolean }[];
  };
};

describe('the inbox', () => {
  it('counts what awaits my review (not my own, only where I may approve) and my requests with their state', async () => {
    const before = { editor: await counts(await editor()), publisher: await counts(await publisher()), lucky: await counts(await lucky()) };
    const id = await submit(await editor(), 'Inbox count');

    const pub = await counts(await publisher());
    expect(pub.awaitingReview).toBe(before.publisher.awaitingReview + 1);
    const ed = await counts(await editor());
    // an editor may not approve: nothing awaits their review, and their own request is not counted there
    expect(ed.awaitingReview).toBe(0);
    expect(ed.myOpen).toBe(before.editor.myOpen + 1);
    // another tenant's operator sees nothing of demo's
    expect(await counts(await lucky())).toEqual(before.lucky);

    const inbox = (await get('inbox', await publisher())).json.value;
    expect(inbox.awaitingReview.count).toBe(pub.awaitingReview);
    expect(inbox.awaitingReview.list[0]).toMatchObject({
      id,
      tenantId: 'demo',
      title: 'Inbox count',
      author: 'demo-editor',
      status: 'open',
    });
    expect(inbox.webhookTenants).toEqual(['demo']);
    const mine = (await get('inbox', await editor())).json.value;
    expect(mine.awaitingReview).toEqual({ count: 0, list: [] });
    expect(mine.mine.list[0]).toMatchObject({ id, status: 'open', comments: 0 });
    expect(mine.webhookTenants).toEqual([]);

    // the platform admin may review every tenant's requests
    const adminInbox = (await get('inbox', await admin())).json.value;
    expect(adminInbox.awaitingReview.list.map((c: { id: number }) => c.id)).toContain(id);

    // once rejected it awaits nobody, and the editor's request shows its new state
    expect((await post(`changes/${id}/reject`, { comment: 'Not now' }, await publisher())).status).toBe(200);
    expect((await counts(await publisher())).awaitingReview).toBe(before.publisher.awaitingReview);
    const after = (await get('inbox', await editor())).json.value;
    expect(after.mine.list.find((c: { id: number }) => c.id === id)).toMatchObject({ status: 'rejected' });
    expect(after.mine.count).toBe(before.editor.myOpen);
  });

  it('a publisher’s own request is never awaiting their own review', async () => {
    const before = await counts(await publisher());
    const id = await submit(await publisher(), 'My own');
    const after = await counts(await publisher());
    expect(after.awaitingReview).toBe(before.awaitingReview);
    expect(after.myOpen).toBe(before.myOpen + 1);
    expect((await counts(await editor())).awaitingReview).toBe(0);
    await post(`changes/${id}/reject`, {}, await admin());
  });

  it('a cashier sees none of it: inbox, counts, notifications, comments and the webhook answer 403 E_CASHIER_ROLE', async () => {
    const id = await submit(await editor(), 'Not for the cash desk');
    const token = await cashier();
    for (const path of ['inbox', 'inbox/counts', 'notifications', `changes/${id}/comments`, 'tenants/demo/webhook'])
      expectError(await get(path, token), 403, 'E_CASHIER_ROLE');
    expectError(await post('notifications/read', { all: true }, token), 403, 'E_CASHIER_ROLE');
    expectError(await post(`changes/${id}/comments`, { body: 'hello' }, token), 403, 'E_CASHIER_ROLE');
    expectError(await post('tenants/demo/webhook', { url: '' }, token), 403, 'E_CASHIER_ROLE');
    // and no notification is ever made for a cashier
    const rows = await server.server.db.query(
      `SELECT count(*)::int AS n FROM studio_notifications n JOIN operators o ON o.id = n.operator_id WHERE o.username LIKE 'demo-cashier%'`,
    );
    expect(rows.rows[0]).toEqual({ n: 0 });
    expectError(await get('inbox'), 401, 'E_UNAUTHORIZED');
  });
});

describe('comment threads', () => {
  it('holds several people’s comments with author and time, newest last; plain text kept as written', async () => {
    const id = await submit(await editor(), 'Thread');
    const first = await post(`changes/${id}/comments`, { body: 'Could you check the TY label?' }, await publisher());
    expect(first.status, first.text).toBe(200);
    const markup = '<img src=x onerror=alert(1)> & "quotes"\nsecond line';
    const second = await post(`changes/${id}/comments`, { body: `  ${markup}\r\n` }, await editor());
    expect(second.status, second.text).toBe(200);
    await post(`changes/${id}/comments`, { body: 'Looks right now.' }, await admin());
    const thread = (await get(`changes/${id}/comments`, await publisher())).json.value as { author: string; body: string; at: string }[];
    expect(thread.map((c) => [c.author, c.body])).toEqual([
      ['demo-publisher', 'Could you check the TY label?'],
      ['demo-editor', markup],
      ['platform-admin', 'Looks right now.'],
    ]);
    for (const c of thread) expect(new Date(c.at).toISOString()).toBe(c.at);
    expect(thread[0].at <= thread[1].at && thread[1].at <= thread[2].at).toBe(true);
    // the inbox counts the thread
    const mine = (await get('inbox', await editor())).json.value;
    expect(mine.mine.list.find((c: { id: number }) => c.id === id)).toMatchObject({ comments: 3 });
  });

  it('refuses control characters, empty and huge text, bad ids, and another tenant’s change request', async () => {
    const id = await submit(await editor(), 'Hostile');
    const token = await publisher();
    for (const body of ['bell\u0007', 'nul\u0000', 'esc\u001b[31m', 'c1\u0085'])
      expectError(await post(`changes/${id}/comments`, { body }, token), 400, 'E_BAD_CHARACTER');
    expectError(await post(`changes/${id}/comments`, { body: '   \n\t ' }, token), 400, 'E_COMMENT_EMPTY');
    expectError(await post(`changes/${id}/comments`, { body: 'x'.repeat(2001) }, token), 400, 'E_COMMENT_TOO_LONG');
    expectError(await post(`changes/${id}/comments`, { body: 'x'.repeat(5000) }, token), 400, 'E_BAD_REQUEST');
    expectError(await post(`changes/${id}/comments`, { body: 'x'.repeat(200_000) }, token), 413, 'E_TOO_LARGE');
    expectError(await post(`changes/${id}/comments`, { body: 'ok', extra: 1 }, token), 400, 'E_BAD_REQUEST');
    expectError(await post(`changes/${id}/comments`, { body: 12 }, token), 400, 'E_BAD_REQUEST');
    expectError(await post(`changes/${id}/comments`, {}, token), 400, 'E_BAD_REQUEST');
    expect((await post(`changes/${id}/comments`, { body: 'x'.repeat(2000) }, token)).status).toBe(200);
    for (const bad of ['0', '-1', 'abc', '1e3', '99999999999'])
      expectError(await post(`changes/${bad}/comments`, { body: 'hi' }, token), 400, 'E_BAD_REQUEST');
    expectError(await post('changes/2147483647/comments', { body: 'hi' }, token), 404, 'E_NOT_FOUND');
    // lucky's publisher cannot read or write demo's thread, and learns no more than for a missing one
    const other = await lucky();
    expectError(await get(`changes/${id}/comments`, other), 404, 'E_NOT_FOUND');
    expectError(await post(`changes/${id}/comments`, { body: 'sneaky' }, other), 404, 'E_NOT_FOUND');
    const thread = (await get(`changes/${id}/comments`, token)).json.value as { body: string }[];
    expect(thread.map((c) => c.body.length)).toEqual([2000]);
  });
});

describe('notifications', () => {
  it('tell publishers of a request awaiting them, and the author of comments, approval and rejection; marked read by their owner only', async () => {
    const id = await submit(await editor(), 'Notify me');
    const pub = await notificationsOf(await publisher());
    expect(pub.list[0]).toMatchObject({ event: 'change.submitted', changeId: id, tenantId: 'demo', actor: 'demo-editor', read: false });
    // the author is not told of their own submission, lucky of nothing of demo's
    expect((await notificationsOf(await editor())).list.find((n) => n.changeId === id)).toBeUndefined();
    expect((await notificationsOf(await lucky())).list.find((n) => n.changeId === id)).toBeUndefined();

    await post(`changes/${id}/comments`, { body: 'One question' }, await publisher());
    let ed = await notificationsOf(await editor());
    expect(ed.list[0]).toMatchObject({ event: 'change.commented', changeId: id, actor: 'demo-publisher', title: 'Notify me', read: false });
    // the editor answers: the publisher who commented hears of it, the editor does not hear of their own comment
    await post(`changes/${id}/comments`, { body: 'An answer' }, await editor());
    expect((await notificationsOf(await publisher())).list[0]).toMatchObject({ event: 'change.commented', actor: 'demo-editor' });
    ed = await notificationsOf(await editor());
    expect(ed.list.filter((n) => n.changeId === id).map((n) => n.event)).toEqual(['change.commented']);

    expect((await post(`changes/${id}/approve`, {}, await publisher())).status).toBe(200);
    ed = await notificationsOf(await editor());
    expect(ed.list[0]).toMatchObject({ event: 'change.approved', changeId: id, actor: 'demo-publisher' });
    expect((await counts(await editor())).unread).toBe(ed.unread);

    // another operator cannot mark the editor's notifications read
    const editorIds = ed.list.filter((n) => !n.read).map((n) => n.id);
    expect((await post('notifications/read', { ids: editorIds }, await publisher())).status).toBe(200);
    expect((await notificationsOf(await editor())).unread).toBe(ed.unread);
    // the editor marks one, then all
    const one = await post('notifications/read', { ids: [editorIds[0]] }, await editor());
    expect(one.json.value).toEqual({ unread: ed.unread - 1 });
    expect((await notificationsOf(await editor())).list.find((n) => n.id === editorIds[0])?.read).toBe(true);
    expect((await post('notifications/read', { all: true }, await editor())).json.value).toEqual({ unread: 0 });
    expect((await counts(await editor())).unread).toBe(0);
    expectError(await post('notifications/read', {}, await editor()), 400, 'E_BAD_REQUEST');
    expectError(await post('notifications/read', { ids: [] }, await editor()), 400, 'E_BAD_REQUEST');
    expectError(await post('notifications/read', { ids: ['1'] }, await editor()), 400, 'E_BAD_REQUEST');
    expectError(await post('notifications/read', { all: false }, await editor()), 400, 'E_BAD_REQUEST');
  });

  it('a rejection reaches the author', async () => {
    const id = await submit(await editor(), 'Reject me');
    await post(`changes/${id}/reject`, { comment: 'No' }, await publisher());
    expect((await notificationsOf(await editor())).list[0]).toMatchObject({
      event: 'change.rejected',
      changeId: id,
      actor: 'demo-publisher',
    });
  });
});

/** A local HTTP receiver: records every POST; `answer` decides each status (and may wait). */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
let receiver: { url: string; received: Received[]; answer: (n: number) => Promise<number>; close(): Promise<void> } | undefined;

async function startReceiver() {
  const received: Received[] = [];
  const state = { answer: async (_n: number) => 200 };
  const http: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      void state.answer(received.length).then((status) => {
        res.statusCode = status;
        res.end();
      });
    });
  });
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  const r = {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/hook`,
    received,
    get answer() {
      return state.answer;
    },
    set answer(fn) {
      state.answer = fn;
    },
    close: () =>
      new Promise<void>((done) => {
        http.closeAllConnections();
        http.close(() => done());
      }),
  };
  return r;
}

async function waitFor<T>(read: () => T | undefined | Promise<T | undefined>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const SECRET = 'test-secret-0123456789abcdef';

describe('the webhook', () => {
  it('only a publisher sets it; the URL is held to https and public addresses; the secret is never shown in full', async () => {
    expectError(await get('tenants/demo/webhook', await editor()), 403, 'E_FORBIDDEN');
    expectError(
      await post('tenants/demo/webhook', { url: 'https://hooks.example.com/x', secret: SECRET }, await editor()),
      403,
      'E_FORBIDDEN',
    );
    expectError(
      await post('tenants/demo/webhook', { url: 'https://hooks.example.com/x', secret: SECRET }, await lucky()),
      403,
      'E_FORBIDDEN',
    );
    const token = await publisher();
    for (const url of [
      'ftp://hooks.example.com/x',
      'http://hooks.example.com/x',
      'javascript:alert(1)',
      'not a url',
      'https://10.0.0.7/x',
      'https://192.168.1.5/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[fe80::1]/x',
      'https://[::ffff:10.0.0.1]/x',
      'https://0.0.0.0/x',
      'https://user:pass@hooks.example.com/x',
      'https://intranet/x',
      'https://printer.local/x',
      'http://10.0.0.7/x',
    ])
      expectError(await post('tenants/demo/webhook', { url, secret: SECRET }, token), 400, 'E_WEBHOOK_URL');
    expectError(await post('tenants/demo/webhook', { url: 'https://hooks.example.com/x' }, token), 400, 'E_WEBHOOK_SECRET');
    expectError(await post('tenants/demo/webhook', { url: 'https://hooks.example.com/x', secret: 'short' }, token), 400, 'E_BAD_REQUEST');
    expectError(
      await post('tenants/demo/webhook', { url: 'https://hooks.example.com/x', secret: 'has spaces in it, no good' }, token),
      400,
      'E_WEBHOOK_SECRET',
    );
    expectError(
      await post('tenants/demo/webhook', { url: 'https://hooks.example.com/\u0007', secret: SECRET }, token),
      400,
      'E_BAD_CHARACTER',
    );

    const set = await post('tenants/demo/webhook', { url: 'https://hooks.example.com/studio', secret: SECRET }, token);
    expect(set.status, set.text).toBe(200);
    expect(set.json.value).toMatchObject({
      url: 'https://hooks.example.com/studio',
      secretHint: '••••••••cdef',
      updatedBy: 'demo-publisher',
    });
    expect(set.text).not.toContain(SECRET);
    expect((await get('tenants/demo/webhook', token)).text).not.toContain(SECRET);
    // the audit log keeps the origin, never the secret or the path
    const audit = (await get('tenants/demo/audit', token)).text;
    expect(audit).toContain('settings.webhook');
    expect(audit).not.toContain(SECRET);
    // a new URL without a secret keeps the old one; "" removes the webhook
    const moved = await post('tenants/demo/webhook', { url: 'https://chat.example.org/in' }, token);
    expect(moved.json.value).toMatchObject({ url: 'https://chat.example.org/in', secretHint: '••••••••cdef' });
    const removed = await post('tenants/demo/webhook', { url: '' }, token);
    expect(removed.json.value).toMatchObject({ url: null, secretHint: null });
  });

  it('POSTs each event as JSON signed with HMAC-SHA256 of the body, without holding up the request; retries a failure', async () => {
    receiver = await startReceiver();
    // the receiver holds its first answer 3 s, then fails it: the submit must not wait for it
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    receiver.answer = async (n) => {
      if (n === 1) {
        await held;
        return 500;
      }
      return 204;
    };
    const token = await publisher();
    const set = await post('tenants/demo/webhook', { url: receiver.url, secret: SECRET }, token);
    expect(set.status, set.text).toBe(200);

    const started = Date.now();
    const id = await submit(await editor(), 'Signed <event>');
    const first = await waitFor(() => receiver!.received[0]);
    // the request was answered while the receiver still held its answer
    expect(receiver.received).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(3_000);
    release();

    const expected = `sha256=${createHmac('sha256', SECRET).update(first.body).digest('hex')}`;
    expect(first.headers['x-signature']).toBe(expected);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['x-webhook-event']).toBe('change.submitted');
    const payload = JSON.parse(first.body);
    expect(payload).toEqual({
      id: expect.any(Number),
      event: 'change.submitted',
      tenant: 'demo',
      changeRequest: { id, title: 'Signed <event>', status: 'open' },
      actor: 'demo-editor',
      at: expect.any(String),
    });
    expect(new Date(payload.at).toISOString()).toBe(payload.at);
    // a wrong secret would not match
    expect(createHmac('sha256', 'another-secret-0000000000').update(first.body).digest('hex')).not.toBe(expected.slice(7));

    // the 500 is retried after the backoff with the same body and signature
    const second = await waitFor(() => receiver!.received[1]);
    expect(second.body).toBe(first.body);
    expect(second.headers['x-signature']).toBe(expected);
    expect(second.headers['x-webhook-attempt']).toBe('2');
    const hook = await waitFor(async () => {
      const v = (await get('tenants/demo/webhook', token)).json.value;
      return v.deliveries[0]?.status === 'delivered' ? v : undefined;
    });
    expect(hook.deliveries[0]).toMatchObject({ event: 'change.submitted', status: 'delivered', attempts: 2 });

    // comments and the review go out too
    await post(`changes/${id}/comments`, { body: 'Checked' }, token);
    await post(`changes/${id}/reject`, { comment: 'Later' }, token);
    const events = await waitFor(() =>
      receiver!.received.length >= 4 ? receiver!.received.slice(2).map((r) => JSON.parse(r.body).event) : undefined,
    );
    expect(events.sort()).toEqual(['change.commented', 'change.rejected']);
    for (const r of receiver.received)
      expect(r.headers['x-signature']).toBe(`sha256=${createHmac('sha256', SECRET).update(r.body).digest('hex')}`);
    await post('tenants/demo/webhook', { url: '' }, token);
  });
});

describe('bad calls', () => {
  it('answer 400, 404 or 405 with a code, never a crash', async () => {
    const token = await publisher();
    expectError(await post('inbox', {}, token), 405, 'E_METHOD');
    expectError(await get('inbox/nothing', token), 404, 'E_NOT_FOUND');
    expectError(await call(server, '/studio/api/inbox', { token, body: 'x' }), 400, 'E_BAD_REQUEST');
    expectError(await post('notifications/read', '{"all": tru', token), 400, 'E_BAD_REQUEST');
    expectError(await get('tenants/nope/webhook', token), 403, 'E_FORBIDDEN');
    expectError(await post('tenants/demo/webhook', { url: 'x'.repeat(600) }, token), 400, 'E_BAD_REQUEST');
  });
});
