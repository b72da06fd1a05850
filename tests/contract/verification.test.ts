/**
 * SPEC 7.14's verification call (GET with a query): whether an SMS code is the number's live code
 * for its purpose, without using it up, so the forget-password form can say "code OK" first. A
 * wrong code counts as a wrong guess of the live code (5 burn it), so the call cannot be used to
 * try codes faster than the login or the reset could; 30 checks per address in 10 minutes.
 * Runs on PGlite and, with scripts/postgres.ts, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshNumber, otherCode, smsCode } from './account-support.ts';
import { call, expectError, expectOk, freshMember, randomAddress, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

function check(query: Record<string, string>, address = randomAddress()) {
  return call(server, `/api/verification?${new URLSearchParams(query)}`, { headers: { 'x-forwarded-for': address } });
}

const query = (mobileNum: string, verificationCode: string, purpose = 'forget') => ({
  mobileNum,
  countryDialingCode: '63',
  verificationCode,
  purpose,
});

/** A demo member with a number (bound as mobile registration would). */
async function memberWithNumber(): Promise<string> {
  const member = await freshMember(server);
  const number = freshNumber();
  await server.server.db.query(
    "INSERT INTO member_contacts (member_id, tenant_id, dialing_code, mobile_num) VALUES ($1, 'demo', '63', $2)",
    [member.id, number],
  );
  return number;
}

describe('SPEC 7.14 verification (GET with a query)', () => {
  it('says valid with the expiry for the live code, and the code still works afterwards', async () => {
    const number = await memberWithNumber();
    const code = await smsCode(server, number, 'forget');
    const value = expectOk(await check(query(number, code)), 'api/verification.response');
    expect(value.valid).toBe(true);
    expect(value.expiresAt).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect(expectOk(await check(query(number, code)), 'api/verification.response').valid).toBe(true);
    const reset = await call(server, '/api/member/password/forget', {
      method: 'POST',
      body: { mobileNum: number, countryDialingCode: '63', messageCode: code, newPassword: 'newpass12' },
    });
    expectOk(reset, 'api/forgetPassword.response');
    expect(expectOk(await check(query(number, code)), 'api/verification.response')).toEqual({ valid: false });
  });

  it('says not valid for a wrong code, another purpose and an expired code', async () => {
    const number = freshNumber();
    const code = await smsCode(server, number, 'forget');
    expect(expectOk(await check(query(number, otherCode(code))), 'api/verification.response')).toEqual({ valid: false });
    expect(expectOk(await check(query(number, code, 'login')), 'api/verification.response')).toEqual({ valid: false });
    server.advanceClock(5 * 60_000 + 1000);
    expect(expectOk(await check(query(number, code)), 'api/verification.response')).toEqual({ valid: false });
  });

  it("counts wrong codes toward the code's limit: after 5 the right code is burnt here and at the reset", async () => {
    const number = await memberWithNumber();
    const code = await smsCode(server, number, 'forget');
    for (let i = 0; i < 4; i++)
      expect(expectOk(await check(query(number, otherCode(code))), 'api/verification.response').valid).toBe(false);
    expect(expectOk(await check(query(number, code)), 'api/verification.response').valid).toBe(true);
    expect(expectOk(await check(query(number, otherCode(code))), 'api/verification.response').valid).toBe(false);
    expect(expectOk(await check(query(number, code)), 'api/verification.response').valid).toBe(false);
    const reset = await call(server, '/api/member/password/forget', {
      method: 'POST',
      body: { mobileNum: number, countryDialingCode: '63', messageCode: code, newPassword: 'newpass12' },
    });
    expectError(reset, 400, 'E_BAD_REQUEST');
  });

  it('limits one address to 30 checks in 10 minutes (429 with Retry-After)', async () => {
    const address = randomAddress();
    const number = freshNumber();
    for (let i = 0; i < 30; i++) expectOk(await check(query(number, '000000'), address), 'api/verification.response');
    const limited = await check(query(number, '000000'), address);
    expectError(limited, 429, 'E_RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses bad input with 400: missing fields, control characters, huge values, an unknown purpose', async () => {
    const number = freshNumber();
    const bad: Record<string, string>[] = [
      { mobileNum: number, countryDialingCode: '63', purpose: 'forget' },
      query(number, '12\u00003456'),
      query(number, '123456\n'),
      query(`${number}\u0007`, '123456'),
      query('9'.repeat(5000), '123456'),
      query(number, '1'.repeat(5000)),
      query(number, '123456', 'steal'),
      { ...query(number, '123456'), countryDialingCode: '+999999' },
      query('12ab', '123456'),
    ];
    for (const q of bad) {
      const refused = await check(q);
      expect(refused.status, JSON.stringify(q).slice(0, 80)).toBe(400);
      // a control character is named as such (server/http/validate.ts), the rest by the schema
      expect(['E_BAD_REQUEST', 'E_BAD_CHARACTER']).toContain(refused.json.code);
    }
  });
});
