/** Helpers of the account contract tests: captchas solved through the development endpoint, SMS codes read from the sink. */
import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { call, expectOk, randomAddress, type ContractServer } from './support/server.ts';

export const tenantHeader = (tenant = 'demo') => ({ 'x-tenant': tenant });

/** A random Philippine mobile number nobody uses yet. */
export function freshNumber(): string {
  return `9${randomInt(100_000_000, 999_999_999)}`;
}

export async function newCaptcha(
  server: ContractServer,
  tenant = 'demo',
  address = randomAddress(),
): Promise<{ captchaId: string; image: string }> {
  return expectOk(
    await call(server, '/api/captcha', { headers: { ...tenantHeader(tenant), 'x-forwarded-for': address } }),
    'api/captcha.response',
  );
}

/** A captcha id with its answer, read through GET /api/dev/captcha. */
export async function solvedCaptcha(server: ContractServer, tenant = 'demo'): Promise<{ captchaId: string; answer: string }> {
  const { captchaId } = await newCaptcha(server, tenant);
  const solved = expectOk(
    await call(server, `/api/dev/captcha?captchaId=${captchaId}`, { headers: tenantHeader(tenant) }),
    'api/devCaptcha.response',
  );
  return { captchaId, answer: solved.answer };
}

export function sendSms(
  server: ContractServer,
  mobileNum: string,
  purpose: string,
  options: { tenant?: string; address?: string; dial?: string } = {},
) {
  return call(server, '/api/sms/send', {
    method: 'POST',
    body: { mobileNum, countryDialingCode: options.dial ?? '63', purpose },
    headers: { ...tenantHeader(options.tenant), 'x-forwarded-for': options.address ?? randomAddress() },
  });
}

/** Sends a code and reads it from the development sink. */
export async function smsCode(server: ContractServer, mobileNum: string, purpose: string, tenant = 'demo'): Promise<string> {
  expectOk(await sendSms(server, mobileNum, purpose, { tenant }), 'api/sendSmsCode.response');
  const read = expectOk(
    await call(server, `/api/dev/sms?mobileNum=${mobileNum}&countryDialingCode=63`, { headers: tenantHeader(tenant) }),
    'api/devSms.response',
  );
  expect(read.code).toMatch(/^[0-9]{6}$/);
  return read.code;
}

/** A code that is not the one sent (same length). */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
