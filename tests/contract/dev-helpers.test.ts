/**
 * Issue 8 item 1: the default start exposes no development helper (no code, captcha answer,
 * payment outcome or withdrawal review); SMS codes go to the console provider (code and masked
 * number in the server log) or, with SMS_PROVIDER=http, are posted to a gateway bridge; the
 * helpers exist only with the opt-in, announced by one log line.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshNumber, newCaptcha, sendSms, tenantHeader } from './account-support.ts';
import { PAYMENT_PASSWORD, payingMember, withdraw } from './hardening-support.ts';
import { startServer } from '../../server/main.ts';
import { call, expectError, expectOk, ROOT, startContractServer, type ContractServer } from './support/server.ts';
import { recordingBridge, type RecordingBridge } from './support/recording-bridge.ts';

/** Options for a start that must be refused before anything is opened (no database, no port). */
const refusedAtStart = { port: 0, tenantsDir: join(ROOT, 'tenants'), log: () => {} };

const DEV_PATHS: [string, string, unknown?][] = [
  ['GET', '/api/dev/sms?mobileNum=9171234567&countryDialingCode=63'],
  ['GET', '/api/dev/captcha?captchaId=x'],
  ['POST', '/api/dev/firebase-token', { mobileNum: '9171234567', countryDialingCode: '63' }],
  ['GET', '/api/dev/mail?email=a%40example.com'],
  ['GET', '/api/dev/pay/order?order=x&token=y'],
  ['POST', '/api/dev/pay', { order: 'x', token: 'y', outcome: 'pay' }],
  ['POST', '/api/dev/withdraw/review', { orderNo: 'x', decision: 'approve' }],
];

describe('default start (no DEV_HELPERS)', () => {
  let server: ContractServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startContractServer({ devHelpers: false, log: (line) => lines.push(line) });
  }, 120_000);
  afterAll(() => server?.close());

  it('has no /api/dev/* path: each answers 404 like any unknown API path', async () => {
    for (const [method, path, body] of DEV_PATHS) {
      expectError(await call(server, path, { method, body }), 404, 'E_NOT_FOUND');
    }
    expect((await call(server, '/demo-pay/pay.js')).headers['content-type']).not.toMatch(/javascript/);
    expect(lines.some((line) => /DEVELOPMENT HELPERS/.test(line))).toBe(false);
  });

  it("a deposit's payUrl opens a page that says there is no payment page, not the site's home", async () => {
    const member = await payingMember(server);
    const order = expectOk(
      await call(server, '/api/deposit', {
        method: 'POST',
        token: member.token,
        body: { channelId: 'bank', amount: '100' },
        headers: { 'idempotency-key': `pay-${member.id}` },
      }),
      'api/depositCreate.response',
    );
    const page = await call(server, order.payUrl);
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('<title>Payment page not available</title>');
    expect(page.text).toContain(`Your deposit order <strong>${order.orderNo}</strong> is saved as pending`);
    expect(page.text).toContain("operator's payment gateway");
    expect(page.text).toContain('href="/m/voucherCenter"');
    expect(page.text).not.toContain('id="root"');
    // The style runs under the response's CSP nonce; a forged order number is not echoed.
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(page.text).toContain(`<style nonce="${nonce}">`);
    const forged = await call(server, '/demo-pay/?order=%3Cscript%3Ealert(1)%3C/script%3E&token=x');
    expect(forged.status).toBe(404);
    expect(forged.text).not.toMatch(/<script|Your deposit order/);
    const listed = expectOk(
      await call(server, '/api/deposit/orders?pageNo=1&pageSize=10', { token: member.token }),
      'api/depositOrders.response',
    );
    expect(listed.list[0]).toMatchObject({ orderNo: order.orderNo, status: 'pending' });
  }, 30_000);

  it('a login-free POST to the old withdraw review path approves nothing', async () => {
    const member = await payingMember(server);
    const pending = expectOk(await withdraw(server, member.token, PAYMENT_PASSWORD), 'api/withdrawCreate.response');
    for (const decision of ['approve', 'reject']) {
      expectError(
        await call(server, '/api/dev/withdraw/review', { method: 'POST', body: { orderNo: pending.orderNo, decision } }),
        404,
        'E_NOT_FOUND',
      );
    }
    const list = expectOk(await call(server, '/api/withdraw/list', { token: member.token }), 'api/withdrawList.response');
    expect(list.list.map((w: { status: string }) => w.status)).toEqual(['pending']);
  }, 30_000);

  it('prints an SMS code with the masked number in the server log (console provider)', async () => {
    const number = freshNumber();
    expectOk(await sendSms(server, number, 'register'), 'api/sendSmsCode.response');
    const line = lines.find((l) => l.startsWith('SMS register code') && l.includes(number.slice(-2)));
    expect(line).toMatch(/: [0-9]{6}$/);
    expect(line).not.toContain(number);
    expect(line).toContain(`+63 ${number.slice(0, -6)}****${number.slice(-2)}`);
  });
});

describe('with the opt-in (devHelpers, DEV_HELPERS=1)', () => {
  let server: ContractServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startContractServer({ devHelpers: true, log: (line) => lines.push(line) });
  }, 120_000);
  afterAll(() => server?.close());

  it('announces itself in one line and serves the helpers', async () => {
    expect(lines.filter((line) => line.startsWith('DEVELOPMENT HELPERS ON'))).toHaveLength(1);
    const { captchaId } = await newCaptcha(server);
    expect(
      expectOk(await call(server, `/api/dev/captcha?captchaId=${captchaId}`, { headers: tenantHeader() }), 'api/devCaptcha.response')
        .answer,
    ).toMatch(/^[0-9]{4}$/);
    const number = freshNumber();
    expectOk(await sendSms(server, number, 'register'), 'api/sendSmsCode.response');
    expect(expectOk(await call(server, `/api/dev/sms?mobileNum=${number}&countryDialingCode=63`), 'api/devSms.response').code).toMatch(
      /^[0-9]{6}$/,
    );
    expect((await call(server, '/demo-pay/pay.js')).headers['content-type']).toMatch(/javascript/);
  });

  it('cannot be turned on with NODE_ENV=production', async () => {
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(startServer({ ...refusedAtStart, devHelpers: true })).rejects.toThrow(/NODE_ENV=production/);
    } finally {
      process.env.NODE_ENV = saved;
    }
  });

  it('still has no withdrawal review in the API (an operator command instead)', async () => {
    expectError(
      await call(server, '/api/dev/withdraw/review', { method: 'POST', body: { orderNo: 'x', decision: 'approve' } }),
      404,
      'E_NOT_FOUND',
    );
  });
});

describe('SMS_PROVIDER=http', () => {
  let server: ContractServer;
  let gateway: RecordingBridge;
  beforeAll(async () => {
    gateway = await recordingBridge('/sms');
    server = await startContractServer({ devHelpers: false, sms: { provider: 'http', httpUrl: gateway.url } });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    gateway?.close();
  });

  it('posts the code as JSON to SMS_HTTP_URL, and a failing gateway is 502 E_SMS_UNAVAILABLE', async () => {
    const number = freshNumber();
    expectOk(await sendSms(server, number, 'register'), 'api/sendSmsCode.response');
    const { received } = gateway;
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ contentType: 'application/json', tenantId: 'demo', phone: `+63 ${number}`, purpose: 'register' });
    expect(received[0].code).toMatch(/^[0-9]{6}$/);
    gateway.answer(500);
    expectError(await sendSms(server, freshNumber(), 'register'), 502, 'E_SMS_UNAVAILABLE');
  });

  it('refuses an unknown provider or a missing URL at start', async () => {
    await expect(startServer({ ...refusedAtStart, sms: { provider: 'pigeon' } })).rejects.toThrow(/SMS_PROVIDER/);
    await expect(startServer({ ...refusedAtStart, sms: { provider: 'http' } })).rejects.toThrow(/SMS_HTTP_URL/);
  });
});
