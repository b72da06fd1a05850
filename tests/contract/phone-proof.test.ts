/**
 * SPEC 3.21 and 3.28 (the login and registration payloads' Firebase path) and 7.07 (a Firebase SMS
 * flow as the alternative to the site's own code), with the console phone-proof provider: tokens
 * come from POST /api/dev/firebase-token (development helpers), are HMAC-signed, live 5 minutes
 * and are used once. The tenant's settings.phoneProof chooses the flow, and each flow refuses the
 * other's proof with 400 E_PHONE_PROOF_FLOW. The firebase provider is phone-proof-firebase.test.ts.
 * Runs on PGlite and, with scripts/postgres.ts, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshNumber, smsCode, solvedCaptcha, tenantHeader } from './account-support.ts';
import { call, expectError, expectOk, freshMember, randomAddress, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;

const PHONE_FLAGS = { MOBILEVERCODELOGIN3: true, MOBILENUMREG3: true };

beforeAll(async () => {
  server = await startContractServer({
    tenants: {
      fireland: { tenant: { version: 1, hosts: ['fireland.test'], flags: PHONE_FLAGS, settings: { phoneProof: 'firebase' } } },
      smsland: { tenant: { version: 1, hosts: ['smsland.test'], flags: PHONE_FLAGS } },
    },
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const login = (body: Record<string, unknown>, tenant = 'fireland', address = randomAddress()) =>
  call(server, '/api/member/login', { method: 'POST', body, headers: { ...tenantHeader(tenant), 'x-forwarded-for': address } });

async function consoleToken(mobileNum: string, tenant = 'fireland', dial = '63'): Promise<string> {
  const value = expectOk(
    await call(server, '/api/dev/firebase-token', {
      method: 'POST',
      body: { mobileNum, countryDialingCode: dial },
      headers: tenantHeader(tenant),
    }),
    'api/devFirebaseToken.response',
  );
  return value.idToken;
}

const firebaseLogin = (mobileNum: string, idToken: string, extra: Record<string, unknown> = {}) => ({
  type: 'sms',
  mobileNum,
  countryDialingCode: '63',
  firebaseChannel: 'sms',
  firebaseIdToken: idToken,
  ...extra,
});

function register(body: Record<string, unknown>, tenant = 'fireland') {
  return call(server, '/api/member/register', { method: 'PUT', body, headers: tenantHeader(tenant) });
}

async function mobileRegistration(mobileNum: string, proof: Record<string, unknown>, tenant = 'fireland') {
  const { captchaId, answer } = await solvedCaptcha(server, tenant);
  return register(
    {
      mode: 'mobile',
      method: 'H5',
      mobileNum,
      countryDialingCode: '63',
      password: 'secret12',
      confirmPassword: 'secret12',
      captchaId,
      captcha: answer,
      ...proof,
    },
    tenant,
  );
}

/** A member of fireland registered by a console token. */
async function fireMember(): Promise<{ number: string; userName: string }> {
  const number = freshNumber();
  const value = expectOk(
    await mobileRegistration(number, { firebaseChannel: 'sms', firebaseIdToken: await consoleToken(number) }),
    'api/register.response',
  );
  return { number, userName: value.userName };
}

describe('SPEC 3.28 registration payload: the Firebase path (firebaseChannel sms, firebaseIdToken)', () => {
  it('registers a mobile member with a console token in place of the SMS code, and signs it in', async () => {
    const number = freshNumber();
    const value = expectOk(
      await mobileRegistration(number, { firebaseChannel: 'sms', firebaseIdToken: await consoleToken(number) }),
      'api/register.response',
    );
    expect(value.token.length).toBeGreaterThan(0);
  });

  it('refuses a token used before, a token of another number and a missing one', async () => {
    const number = freshNumber();
    const token = await consoleToken(number);
    expectOk(await mobileRegistration(number, { firebaseChannel: 'sms', firebaseIdToken: token }), 'api/register.response');
    const again = freshNumber();
    const reused = await mobileRegistration(again, { firebaseChannel: 'sms', firebaseIdToken: token });
    expect(reused.status).toBe(400);
    expect(reused.json.value).toMatchObject({ field: 'messageCode', messageKey: 'rule.messageCodeWrong' });
    const other = await mobileRegistration(again, { firebaseChannel: 'sms', firebaseIdToken: await consoleToken(freshNumber()) });
    expectError(other, 400, 'E_FIREBASE_PHONE_MISMATCH');
    const missing = await mobileRegistration(again, {});
    expect(missing.json.value).toMatchObject({ field: 'messageCode', messageKey: 'rule.required' });
    const noChannel = await mobileRegistration(again, { firebaseIdToken: await consoleToken(again) });
    expect(expectError(noChannel, 400, 'E_BAD_REQUEST')).toContain('firebaseChannel');
  });

  it('on the Firebase flow refuses an SMS code; on the SMS flow refuses a token (400 E_PHONE_PROOF_FLOW)', async () => {
    const number = freshNumber();
    const code = await smsCode(server, number, 'register', 'fireland');
    expectError(await mobileRegistration(number, { messageCode: code }), 400, 'E_PHONE_PROOF_FLOW');
    const other = freshNumber();
    const token = await consoleToken(other, 'smsland');
    const refused = await mobileRegistration(other, { firebaseChannel: 'sms', firebaseIdToken: token }, 'smsland');
    expect(expectError(refused, 400, 'E_PHONE_PROOF_FLOW')).toContain('messageCode');
  });
});

describe('SPEC 3.21 login payload and 7.07 the Firebase SMS flow: type sms with firebaseIdToken', () => {
  it('signs in with a console token once; the same token again is refused', async () => {
    const member = await fireMember();
    const token = await consoleToken(member.number);
    const value = expectOk(
      await login(firebaseLogin(member.number, token, { firebaseMobileNo: `+63${member.number}` })),
      'api/login.response',
    );
    expect(value.userName).toBe(member.userName);
    expectError(await login(firebaseLogin(member.number, token)), 401, 'E_LOGIN_FAILED');
  });

  it('refuses an expired token (5 minutes), a tampered one and one of another number', async () => {
    const member = await fireMember();
    const expired = await consoleToken(member.number);
    server.advanceClock(5 * 60_000 + 1000);
    expectError(await login(firebaseLogin(member.number, expired)), 401, 'E_LOGIN_FAILED');

    const good = await consoleToken(member.number);
    const [prefix, body, mac] = good.split('.');
    const statement = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { phone: string };
    const forged = Buffer.from(JSON.stringify({ ...statement, exp: Date.now() + 3_600_000 })).toString('base64url');
    expectError(await login(firebaseLogin(member.number, `${prefix}.${forged}.${mac}`)), 401, 'E_LOGIN_FAILED');
    const flipped = `${prefix}.${body}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'AB' : 'AA'}`;
    expectError(await login(firebaseLogin(member.number, flipped)), 401, 'E_LOGIN_FAILED');
    // the untouched token still works (the refusals did not use it up), with the captcha 3 failures ask for
    const { captchaId, answer } = await solvedCaptcha(server, 'fireland');
    expectOk(await login(firebaseLogin(member.number, good, { captchaId, identifying: answer })), 'api/login.response');

    const stranger = await consoleToken(freshNumber());
    const message = expectError(await login(firebaseLogin(member.number, stranger)), 401, 'E_FIREBASE_PHONE_MISMATCH');
    expect(message).toBe('The verified mobile number is not the one entered');
    const claimed = await login(firebaseLogin(member.number, await consoleToken(member.number), { firebaseMobileNo: '+639999999999' }));
    expectError(claimed, 401, 'E_FIREBASE_PHONE_MISMATCH');
  });

  it('counts refused tokens as failed logins: a captcha after 3, as for a wrong code', async () => {
    const member = await fireMember();
    const address = randomAddress();
    for (let i = 0; i < 2; i++) {
      const refused = await login(firebaseLogin(member.number, 'console1.bm90.c2ln'), 'fireland', address);
      expect(refused.json.value).toEqual({ captcha: false });
    }
    const mismatch = await login(firebaseLogin(member.number, await consoleToken(freshNumber())), 'fireland', address);
    expectError(mismatch, 401, 'E_FIREBASE_PHONE_MISMATCH');
    expect(mismatch.json.value).toEqual({ captcha: true });
    const token = await consoleToken(member.number);
    expectError(await login(firebaseLogin(member.number, token), 'fireland', address), 401, 'E_CAPTCHA_REQUIRED');
    const { captchaId, answer } = await solvedCaptcha(server, 'fireland');
    const fresh = await consoleToken(member.number);
    expectOk(
      await login(firebaseLogin(member.number, fresh, { captchaId, identifying: answer }), 'fireland', address),
      'api/login.response',
    );
  });

  it('keeps the portal check: a token does not open the agent centre to a member', async () => {
    const member = await fireMember();
    expectError(await login(firebaseLogin(member.number, await consoleToken(member.number), { portal: 'agent' })), 403, 'E_NOT_AGENT');
  });

  it("refuses the other flow's proof with 400 E_PHONE_PROOF_FLOW, before anything is counted", async () => {
    const member = await fireMember();
    const code = await smsCode(server, member.number, 'login', 'fireland');
    const smsOnFirebase = await login({ type: 'sms', mobileNum: member.number, countryDialingCode: '63', messageCode: code });
    expect(expectError(smsOnFirebase, 400, 'E_PHONE_PROOF_FLOW')).toContain('firebaseIdToken');
    const number = freshNumber();
    const tokenOnSms = await login(firebaseLogin(number, await consoleToken(number, 'smsland')), 'smsland');
    expect(expectError(tokenOnSms, 400, 'E_PHONE_PROOF_FLOW')).toContain('messageCode');
  });

  it('takes messageCode or firebaseIdToken with its channel, not both and not neither (400)', async () => {
    const number = freshNumber();
    const token = await consoleToken(number);
    expectError(await login(firebaseLogin(number, token, { messageCode: '123456' })), 400, 'E_BAD_REQUEST');
    expectError(await login({ type: 'sms', mobileNum: number, countryDialingCode: '63' }), 400, 'E_BAD_REQUEST');
    expectError(await login({ type: 'sms', mobileNum: number, countryDialingCode: '63', firebaseIdToken: token }), 400, 'E_BAD_REQUEST');
    expectError(await login(firebaseLogin(number, 'x'.repeat(5000))), 400, 'E_BAD_REQUEST');
    expectError(await login(firebaseLogin(number, 'a b')), 400, 'E_BAD_REQUEST');
    for (const bad of ['tok\u0000en', 'tok\nen']) expectError(await login(firebaseLogin(number, bad)), 400, 'E_BAD_CHARACTER');
    expectError(await login(firebaseLogin(number, token, { firebaseChannel: 'email' })), 400, 'E_BAD_REQUEST');
    expectError(await login(firebaseLogin(number, token, { firebaseMobileNo: '+63 917' })), 400, 'E_BAD_REQUEST');
  });
});

describe('the console provider without the development helpers', () => {
  it('issues nothing and refuses every token, so production cannot be signed in to by Firebase unconfigured', async () => {
    const number = freshNumber();
    const earlier = await consoleToken(number);
    await server.close();
    server = await startContractServer({
      devHelpers: false,
      tenants: { fireland: { tenant: { version: 1, hosts: ['fireland.test'], flags: PHONE_FLAGS, settings: { phoneProof: 'firebase' } } } },
    });
    const member = await freshMember(server, 'fireland');
    await server.server.db.query(
      "INSERT INTO member_contacts (member_id, tenant_id, dialing_code, mobile_num) VALUES ($1, 'fireland', '63', $2)",
      [member.id, number],
    );
    const issued = await call(server, '/api/dev/firebase-token', {
      method: 'POST',
      body: { mobileNum: number, countryDialingCode: '63' },
      headers: tenantHeader('fireland'),
    });
    expect(issued.status).toBe(404);
    expectError(await login(firebaseLogin(number, earlier)), 401, 'E_LOGIN_FAILED');
  }, 120_000);
});
