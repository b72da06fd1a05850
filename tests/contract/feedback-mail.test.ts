/**
 * SPEC 7.34 feedback mail ("Feedback mail: POST form encoded"): the help centre's "E-mail us"
 * form, end to end against the running server: form encoded only, the e-mail, subject and message
 * bounds (trimmed, counted in characters), header injection and control characters, huge and
 * malformed bodies, the per-address limit, the row kept in feedback_mails (member id only when
 * signed in), the mail handed to the provider (the console's log line, the development helper's
 * copy; MAIL_PROVIDER=http posts it to a bridge) and tenant isolation. Runs on PGlite and, with
 * scripts/postgres.ts, on PostgreSQL.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/main.ts';
import {
  call,
  expectError,
  expectOk,
  freshMember,
  loginToken,
  randomAddress,
  ROOT,
  startContractServer,
  type ContractServer,
} from './support/server.ts';
import { recordingBridge, type RecordingBridge } from './support/recording-bridge.ts';

let server: ContractServer;
const lines: string[] = [];

beforeAll(async () => {
  server = await startContractServer({ log: (line) => lines.push(line) });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const MESSAGE = 'My deposit of 500.00 has not arrived after an hour.';

/** A unique sender, so the development helper's copy is this test's mail. */
const sender = (tag = 'mail') => `${tag}.${Math.random().toString(36).slice(2, 10)}@example.com`;

/** A form-encoded body of these fields (URLSearchParams: spaces as +, the rest percent-encoded). */
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

interface SendOptions {
  token?: string;
  tenant?: string;
  address?: string;
  headers?: Record<string, string>;
}

/** POST /api/feedback/mail with a raw body (form encoded unless headers say otherwise). */
function sendMail(body: string | undefined, options: SendOptions = {}) {
  return call(server, '/api/feedback/mail', {
    method: 'POST',
    token: options.token,
    body,
    headers: {
      ...FORM,
      'x-tenant': options.tenant ?? 'demo',
      'x-forwarded-for': options.address ?? randomAddress(),
      ...options.headers,
    },
  });
}

const valid = (overrides: Record<string, string> = {}) =>
  form({ email: sender(), subject: 'Deposit missing', content: MESSAGE, ...overrides });

interface MailRow {
  tenant_id: string;
  member_id: number | null;
  address: string;
  email: string;
  subject: string;
  content: string;
}

async function rowsFrom(email: string): Promise<MailRow[]> {
  const found = await server.server.db.query<MailRow>(
    'SELECT tenant_id, member_id, address, email, subject, content FROM feedback_mails WHERE email = $1 ORDER BY id',
    [email],
  );
  return found.rows.map((row) => ({ ...row, member_id: row.member_id === null ? null : Number(row.member_id) }));
}

const devMail = (email: string, tenant = 'demo') =>
  call(server, `/api/dev/mail?email=${encodeURIComponent(email)}`, { headers: { 'x-tenant': tenant } });

describe('SPEC 7.34 feedback mail: POST form encoded', () => {
  it("SPEC 7.34 feedback mail: a guest's mail is kept without a member, reaches the mail provider, and is answered { sent: true }", async () => {
    const email = sender('guest');
    const address = randomAddress();
    const body = form({ email: `  ${email} `, subject: '  Deposit missing  ', content: `  ${MESSAGE}\r\nOrder D2026.  ` });
    expect(expectOk(await sendMail(body, { address }), 'api/feedbackMail.response')).toEqual({ sent: true });
    // trimmed, the message's line break kept
    expect(await rowsFrom(email)).toEqual([
      { tenant_id: 'demo', member_id: null, address, email, subject: 'Deposit missing', content: `${MESSAGE}\r\nOrder D2026.` },
    ]);
    const delivered = expectOk(await devMail(email), 'api/devMail.response');
    expect(delivered).toMatchObject({ email, subject: 'Deposit missing', content: `${MESSAGE}\r\nOrder D2026.`, memberId: null });
    // the console provider's line: the sender masked, the texts quoted, so the line break forges no log line
    const line = lines.find((l) => l.startsWith(`Feedback mail #${delivered.id} (demo)`));
    expect(line).toBe(
      `Feedback mail #${delivered.id} (demo) from g***@example.com: "Deposit missing" ${JSON.stringify(`${MESSAGE}\r\nOrder D2026.`)}`,
    );
    expect(line).not.toContain(email);
    expect(lines).toContain('Feedback mails are printed in this log (MAIL_PROVIDER=console)');
  });

  it("SPEC 7.34 feedback mail: a signed-in member's mail records the member id; a guest's records none", async () => {
    const member = await freshMember(server);
    const token = await loginToken(server, member.account, member.password);
    const [mine, guest] = [sender('member'), sender('guest')];
    expectOk(await sendMail(valid({ email: mine }), { token }), 'api/feedbackMail.response');
    expectOk(await sendMail(valid({ email: guest })), 'api/feedbackMail.response');
    expect((await rowsFrom(mine)).map((r) => r.member_id)).toEqual([member.id]);
    expect((await rowsFrom(guest)).map((r) => r.member_id)).toEqual([null]);
    expect(expectOk(await devMail(mine), 'api/devMail.response').memberId).toBe(member.id);
    // a token that is sent must be a live one: no mail is kept in the name of nobody
    const stale = sender('stale');
    expectError(await sendMail(valid({ email: stale }), { token: 'x'.repeat(43) }), 401, 'E_UNAUTHORIZED');
    expect(await rowsFrom(stale)).toEqual([]);
  });

  it('SPEC 7.34 feedback mail: only a form-encoded body is taken; JSON, multipart and text are refused as set head icon refuses them', async () => {
    const email = sender('json');
    const fields = { email, subject: 'Deposit missing', content: MESSAGE };
    // a charset parameter is the same media type
    expectOk(
      await sendMail(form({ ...fields, email: sender() }), {
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      }),
      'api/feedbackMail.response',
    );
    for (const [type, body] of [
      ['application/json', JSON.stringify(fields)],
      ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${email}\r\n--x--`],
      ['text/plain', form(fields)],
    ]) {
      const refused = await sendMail(body, { headers: { 'content-type': type } });
      expect(expectError(refused, 400, 'E_BAD_REQUEST'), type).toBe('body: must be sent as application/x-www-form-urlencoded');
    }
    expect(await rowsFrom(email)).toEqual([]);
  });

  it('SPEC 7.34 feedback mail: the message is 20 to 200 characters and the subject 1 to 80, trimmed; one over is refused naming the field', async () => {
    const accepted = async (fields: Record<string, string>) => {
      const email = sender('bound');
      expectOk(await sendMail(valid({ email, ...fields })), 'api/feedbackMail.response');
      return (await rowsFrom(email))[0];
    };
    const refused = async (fields: Record<string, string>, field: string, messageKey: string) => {
      const email = sender('over');
      const result = await sendMail(valid({ email, ...fields }));
      expect(expectError(result, 400, 'E_BAD_REQUEST')).toMatch(new RegExp(`^body\\.${field}: `));
      expect(result.json.value).toEqual({ field, messageKey });
      expect(await rowsFrom(email)).toEqual([]);
    };
    expect((await accepted({ content: 'm'.repeat(20) })).content).toHaveLength(20);
    expect((await accepted({ content: 'm'.repeat(200) })).content).toHaveLength(200);
    // characters, not UTF-16 units: 200 emoji are 200 characters (the table counts them so too)
    expect(Array.from((await accepted({ content: '🎰'.repeat(200) })).content)).toHaveLength(200);
    expect((await accepted({ content: `   ${'m'.repeat(20)}   ` })).content).toBe('m'.repeat(20));
    await refused({ content: 'm'.repeat(19) }, 'content', 'feedback.contentLength');
    await refused({ content: 'm'.repeat(201) }, 'content', 'feedback.contentLength');
    await refused({ content: '🎰'.repeat(201) }, 'content', 'feedback.contentLength');
    await refused({ content: `   ${'m'.repeat(19)}   ` }, 'content', 'feedback.contentLength');
    expect((await accepted({ subject: 's' })).subject).toBe('s');
    expect((await accepted({ subject: 's'.repeat(80) })).subject).toHaveLength(80);
    expect((await accepted({ subject: ` ${'s'.repeat(80)} ` })).subject).toHaveLength(80);
    await refused({ subject: 's'.repeat(81) }, 'subject', 'feedbackMail.subjectLength');
    await refused({ subject: '   ' }, 'subject', 'feedbackMail.subjectLength');
    await refused({ subject: '' }, 'subject', 'feedbackMail.subjectLength');
  });

  it('SPEC 7.34 feedback mail: an e-mail address must be one (under 255 characters), else 400 rule.email naming email', async () => {
    const longest = `${'a'.repeat(242)}@example.com`;
    expect(longest).toHaveLength(254);
    expectOk(await sendMail(valid({ email: longest })), 'api/feedbackMail.response');
    expect(await rowsFrom(longest)).toHaveLength(1);
    for (const email of ['', 'not-an-email', 'a@b', 'two words@example.com', '<a@example.com>', 'a@@example.com', `b${longest}`]) {
      const result = await sendMail(valid({ email }));
      expect(expectError(result, 400, 'E_BAD_REQUEST'), email).toMatch(/^body\.email: /);
      expect(result.json.value, email).toEqual({ field: 'email', messageKey: 'rule.email' });
    }
  });

  it('SPEC 7.34 feedback mail: CR/LF or control characters in the subject or e-mail (header injection) are 400 E_BAD_CHARACTER naming the field', async () => {
    const email = sender('inject');
    const cases: [Record<string, string>, string][] = [
      [{ subject: 'Hello\r\nBcc: victim@example.net' }, 'body.subject'],
      [{ subject: 'Hello\nBcc: victim@example.net' }, 'body.subject'],
      [{ subject: 'Hello\rX' }, 'body.subject'],
      [{ subject: 'Tab\there' }, 'body.subject'],
      [{ subject: 'Null\u0000' }, 'body.subject'],
      [{ subject: 'Bell\u0007' }, 'body.subject'],
      [{ subject: 'Del\u007f' }, 'body.subject'],
      [{ subject: 'Next line\u0085Bcc: x@example.net' }, 'body.subject'],
      [{ subject: 'Line sep\u2028Bcc: x@example.net' }, 'body.subject'],
      [{ subject: 'Para sep\u2029Bcc: x@example.net' }, 'body.subject'],
      [{ email: `${email}\r\nBcc: victim@example.net` }, 'body.email'],
      [{ email: `${email}\nCc: victim@example.net` }, 'body.email'],
      [{ email: `${email}\u2028` }, 'body.email'],
      [{ email: `\u202e${email}` }, 'body.email'],
      // the message may hold line breaks and tabs, nothing else of the kind
      [{ content: `${MESSAGE}\u0000` }, 'body.content'],
      [{ content: `${MESSAGE}\u001b[31m` }, 'body.content'],
    ];
    for (const [fields, field] of cases) {
      const result = await sendMail(form({ email, subject: 'Deposit missing', content: MESSAGE, ...fields }));
      expectError(result, 400, 'E_BAD_CHARACTER');
      expect(result.json.value, JSON.stringify(fields)).toEqual({ field });
    }
    // a control character in a field name
    const named = await sendMail(`${form({ email, subject: 'Deposit missing', content: MESSAGE })}&x%0Ay=1`);
    expectError(named, 400, 'E_BAD_CHARACTER');
    expect(named.json.value).toEqual({ field: 'body' });
    expect(await rowsFrom(email)).toEqual([]);
    // line breaks and tabs in the message go through as written
    expectOk(
      await sendMail(form({ email, subject: 'Deposit missing', content: `${MESSAGE}\n\tLine two\r\nLine three` })),
      'api/feedbackMail.response',
    );
    expect((await rowsFrom(email))[0].content).toBe(`${MESSAGE}\n\tLine two\r\nLine three`);
  });

  it('SPEC 7.34 feedback mail: huge, missing, repeated and extra fields are refused before anything is kept', async () => {
    const email = sender('huge');
    expectError(await sendMail(valid({ email, content: 'm'.repeat(70 * 1024) })), 413, 'E_TOO_LARGE');
    // within the body limit, past the fields' own caps
    expect(expectError(await sendMail(valid({ email, content: 'm'.repeat(401) })), 400, 'E_BAD_REQUEST')).toBe(
      'body.content: must NOT have more than 400 characters',
    );
    expect(expectError(await sendMail(valid({ email, subject: 's'.repeat(161) })), 400, 'E_BAD_REQUEST')).toMatch(/^body\.subject: /);
    expect(expectError(await sendMail(undefined), 400, 'E_BAD_REQUEST')).toBe('body.email: is required');
    expect(expectError(await sendMail(form({ email, subject: 'Deposit missing' })), 400, 'E_BAD_REQUEST')).toBe(
      'body.content: is required',
    );
    expect(expectError(await sendMail(`${valid({ email })}&subject=again`), 400, 'E_BAD_REQUEST')).toMatch(/^body\.subject: /);
    expect(expectError(await sendMail(`${valid({ email })}&to=boss@example.com`), 400, 'E_BAD_REQUEST')).toBe('body.to: is not allowed');
    const many = Array.from({ length: 1001 }, (_, i) => `f${i}=1`).join('&');
    expect(expectError(await sendMail(`${many}&${valid({ email })}`), 400, 'E_BAD_REQUEST')).toBe('body: more than 1000 fields');
    expect(await rowsFrom(email)).toEqual([]);
  });

  it('SPEC 7.34 feedback mail: a form on another site cannot send one in the visitor’s name (403 E_CSRF)', async () => {
    const email = sender('csrf');
    expectError(await sendMail(valid({ email }), { headers: { 'sec-fetch-site': 'cross-site' } }), 403, 'E_CSRF');
    expectError(await sendMail(valid({ email }), { headers: { origin: 'https://attacker.test' } }), 403, 'E_CSRF');
    expect(await rowsFrom(email)).toEqual([]);
  });

  it("SPEC 7.34 feedback mail: tenant isolation: a mail is its tenant's, and another tenant's session names nobody here", async () => {
    const email = sender('lucky');
    expectOk(await sendMail(valid({ email }), { tenant: 'lucky' }), 'api/feedbackMail.response');
    expect((await rowsFrom(email)).map((r) => r.tenant_id)).toEqual(['lucky']);
    expect(expectOk(await devMail(email, 'lucky'), 'api/devMail.response').email).toBe(email);
    expectError(await devMail(email, 'demo'), 404, 'E_NOT_FOUND');
    // a demo member's token on lucky is no session there
    const member = await freshMember(server);
    const token = await loginToken(server, member.account, member.password);
    const other = sender('crossing');
    expectError(await sendMail(valid({ email: other }), { token, tenant: 'lucky' }), 401, 'E_UNAUTHORIZED');
    expect(await rowsFrom(other)).toEqual([]);
  });

  it('SPEC 7.34 feedback mail: 5 mails per client address an hour, then 429 with Retry-After; refused mails do not count', async () => {
    const address = randomAddress();
    expectError(await sendMail(valid({ email: 'nobody' }), { address }), 400, 'E_BAD_REQUEST');
    for (let i = 0; i < 5; i++) expectOk(await sendMail(valid(), { address }), 'api/feedbackMail.response');
    const email = sender('sixth');
    const refused = await sendMail(valid({ email }), { address });
    expectError(refused, 429, 'E_RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await rowsFrom(email)).toEqual([]);
    // another address is not held back
    expectOk(await sendMail(valid()), 'api/feedbackMail.response');
    server.advanceClock(61 * 60 * 1000);
    expectOk(await sendMail(valid({ email }), { address }), 'api/feedbackMail.response');
    expect(await rowsFrom(email)).toHaveLength(1);
  });
});

describe('SPEC 7.34 feedback mail: MAIL_PROVIDER=http', () => {
  let bridged: ContractServer;
  let bridge: RecordingBridge;
  beforeAll(async () => {
    bridge = await recordingBridge('/mail');
    bridged = await startContractServer({ mail: { provider: 'http', httpUrl: bridge.url } });
  }, 120_000);
  afterAll(async () => {
    await bridged?.close();
    bridge?.close();
  });

  const post = (email: string, address = randomAddress()) =>
    call(bridged, '/api/feedback/mail', {
      method: 'POST',
      body: form({ email, subject: 'Deposit missing', content: MESSAGE }),
      headers: { ...FORM, 'x-forwarded-for': address },
    });

  it('SPEC 7.34 feedback mail: posts the mail as JSON to MAIL_HTTP_URL; a failing bridge is 502 E_MAIL_UNAVAILABLE, nothing kept or counted', async () => {
    const email = sender('bridge');
    expectOk(await post(email), 'api/feedbackMail.response');
    const { received } = bridge;
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      contentType: 'application/json',
      tenantId: 'demo',
      replyTo: email,
      subject: 'Deposit missing',
      content: MESSAGE,
      memberId: null,
    });
    expect(typeof received[0].id).toBe('number');
    bridge.answer(500);
    const address = randomAddress();
    const lost = sender('lost');
    for (let i = 0; i < 6; i++) expectError(await post(lost, address), 502, 'E_MAIL_UNAVAILABLE');
    const kept = await bridged.server.db.query('SELECT 1 FROM feedback_mails WHERE email = $1', [lost]);
    expect(kept.rows).toEqual([]);
    // the failures took nothing of the address's five
    bridge.answer(200);
    expectOk(await post(lost, address), 'api/feedbackMail.response');
  });

  it('SPEC 7.34 feedback mail: an unknown provider or a missing URL is refused at start', async () => {
    const refusedAtStart = { port: 0, tenantsDir: join(ROOT, 'tenants'), log: () => {} };
    await expect(startServer({ ...refusedAtStart, mail: { provider: 'pigeon' } })).rejects.toThrow(/MAIL_PROVIDER/);
    await expect(startServer({ ...refusedAtStart, mail: { provider: 'http' } })).rejects.toThrow(/MAIL_HTTP_URL/);
  });
});
