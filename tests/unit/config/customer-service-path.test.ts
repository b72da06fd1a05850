/**
 * SPEC 9.22: customer-service paths are decrypted using the last 8 characters as the key
 * (server/security/service-path-cipher.ts). The form is OpenSSL's (and CryptoJS's) salted
 * AES-256-CBC in base64, then the key; what it decrypts to is checked as a plain address is
 * (server/tenants/lint-urls.ts), and the browser gets the address (server/http/served-config.ts).
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../engine/config/merge';
import { baseConfig } from './base-config';
import { schemaCatalog } from '../../../server/generated/validators';
import { servedConfig } from '../../../server/http/served-config';
import { decryptServicePath, encryptServicePath, isEncryptedServicePath } from '../../../server/security/service-path-cipher';
import { lintConfig } from '../../../server/tenants/lint';
import { customerServicePath } from '../../../scripts/customer-service-path';

const catalog = schemaCatalog();

/** Made by `printf '%s' /m/message?from=login | openssl enc -aes-256-cbc -md md5 -a -A -salt -pass pass:Zy9xW8vU`, then the key. */
const FROM_OPENSSL = 'U2FsdGVkX1+vMvmneR0iwvz8G0Q020sZQX7jeVxm5pHi7cuteFB+OkCVBKvz0zaNZy9xW8vU';

/** The merged config of _base with these customer-service entries, t.example allowed (as demo's). */
function configWith(customerService: Record<string, string>): JsonObject {
  return baseConfig({
    security: { allowedOrigins: ['https://t.example'], trustedOrigins: [] },
    customerService: { url: '/m/message', telegram: '', affiliateService: '', ...customerService },
  });
}

/** The customer-service issues of a config as "pointer code". */
function serviceIssues(config: JsonObject): string[] {
  return lintConfig(config, catalog)
    .filter((i) => i.pointer.startsWith('/customerService/'))
    .map((i) => `${i.pointer} ${i.code}`);
}

/** FROM_OPENSSL with one character of its salt changed: it no longer decrypts (a fixed value, so the test is too). */
const DAMAGED = `${FROM_OPENSSL.slice(0, 16)}A${FROM_OPENSSL.slice(17)}`;
const BASE64_PART = FROM_OPENSSL.slice(0, -8);

describe('SPEC 9.22 customer-service paths are decrypted using the last 8 characters as the key', () => {
  it('opens what OpenSSL (and CryptoJS) encrypt, and what it encrypts OpenSSL opens: the last 8 characters are the key', () => {
    expect(isEncryptedServicePath(FROM_OPENSSL)).toBe(true);
    expect(decryptServicePath(FROM_OPENSSL)).toEqual({ address: '/m/message?from=login' });
    const sealed = encryptServicePath('https://t.example/demoplay', 'Ab3dE5gH');
    expect(sealed).toMatch(/^U2FsdGVkX1[A-Za-z0-9+/]+={0,2}Ab3dE5gH$/);
    expect(decryptServicePath(sealed)).toEqual({ address: 'https://t.example/demoplay' });
    // a fresh salt each time, and a fresh key unless one is given
    expect(encryptServicePath('/m/message', 'Ab3dE5gH')).not.toBe(encryptServicePath('/m/message', 'Ab3dE5gH'));
    expect(encryptServicePath('/m/message').slice(-8)).toMatch(/^[A-Za-z0-9]{8}$/);
    // plain addresses are not in the encrypted form
    for (const plain of ['/m/message', 'https://t.example/x', '']) expect(isEncryptedServicePath(plain)).toBe(false);
  });

  it('refuses values that do not open: another key, a damaged text, a cut one, no key, not base64, too long', () => {
    const cases: [string, string][] = [
      [`${BASE64_PART}Ab3dE5gH`, 'cipher'],
      [DAMAGED, 'cipher'],
      [`${BASE64_PART.slice(0, 24)}Zy9xW8vU`, 'form'],
      [BASE64_PART, 'form'],
      [`${BASE64_PART}Zy9 W8vU`, 'form'],
      [`U2FsdGVkX1!!!!${FROM_OPENSSL.slice(14)}`, 'form'],
      [`${BASE64_PART}${'A'.repeat(5000)}Zy9xW8vU`, 'form'],
    ];
    for (const [value, problem] of cases) expect(decryptServicePath(value), value).toEqual({ problem });
  });

  it('refuses a text that decrypts to control characters, which no address holds', () => {
    for (const hostile of ['/m/message\u0000', '/m/\nmessage', 'https://t.example/\u0085', '\u2028/m/message'])
      expect(decryptServicePath(encryptServicePath(hostile, 'Ab3dE5gH'))).toEqual({ problem: 'control' });
  });

  it('the lint checks what an entry decrypts to as a plain address: good values pass, hostile ones are refused', () => {
    const good = configWith({
      url: encryptServicePath('/m/message?from=service'),
      telegram: encryptServicePath('https://t.example/demoplay'),
      affiliateService: FROM_OPENSSL,
    });
    expect(serviceIssues(good)).toEqual([]);
    const hostile: [string, string][] = [
      ['javascript:alert(document.cookie)', 'E_URL_SCHEME'],
      [' JaVaScRiPt:alert(1)', 'E_URL_SCHEME'],
      ['data:text/html,<script>alert(1)</script>', 'E_URL_SCHEME'],
      ['http://t.example/plain', 'E_URL_SCHEME'],
      ['https://evil.example/phish', 'E_URL_ORIGIN'],
      ['//evil.example/phish', 'E_URL_INVALID'],
      ['/m\\..\\evil', 'E_URL_INVALID'],
      ['https://t.example@evil.example/', 'E_URL_INVALID'],
      ['https://t.example/chat?session={token}', 'E_URL_TOKEN'],
      ['/m/message\u0007', 'E_URL_ENCRYPTED'],
    ];
    for (const [address, code] of hostile) {
      expect(serviceIssues(configWith({ telegram: encryptServicePath(address) })), address).toEqual([`/customerService/telegram ${code}`]);
    }
    const refused = lintConfig(configWith({ url: encryptServicePath('javascript:alert(1)') }), catalog).find(
      (i) => i.pointer === '/customerService/url',
    );
    expect(refused?.message).toContain('the encrypted address decrypts to "javascript:alert(1)"');
    const broken = lintConfig(configWith({ url: DAMAGED }), catalog).find((i) => i.pointer === '/customerService/url');
    expect(broken).toMatchObject({ code: 'E_URL_ENCRYPTED' });
    expect(broken?.message).toContain('last 8 characters as the key');
  });

  it('the browser gets the decrypted addresses, never the encrypted form, and only the page config', () => {
    const config = configWith({ url: FROM_OPENSSL, telegram: encryptServicePath('https://t.example/demoplay'), affiliateService: '' });
    const served = servedConfig(config) as JsonObject;
    expect(served.customerService).toEqual({ url: '/m/message?from=login', telegram: 'https://t.example/demoplay', affiliateService: '' });
    expect(JSON.stringify(served)).not.toContain('U2FsdGVkX1');
    expect(served).not.toHaveProperty('payments');
    // the loaded config keeps its encrypted form (the studio edits that)
    expect((config.customerService as JsonObject).url).toBe(FROM_OPENSSL);
    // a value that does not open (the loader refuses such a config) is served blank: no entry
    expect((servedConfig(configWith({ telegram: DAMAGED })) as JsonObject).customerService).toMatchObject({ telegram: '' });
  });

  it('scripts/customer-service-path.ts encrypts a site path or https address for operators, and refuses what is no address', () => {
    const sealed = customerServicePath(['encrypt', 'https://t.example/demoplay', '--key', 'Ab3dE5gH']);
    expect(sealed.endsWith('Ab3dE5gH')).toBe(true);
    expect(customerServicePath(['decrypt', sealed])).toBe('https://t.example/demoplay');
    expect(customerServicePath(['decrypt', customerServicePath(['encrypt', '/m/message'])])).toBe('/m/message');
    expect(() => customerServicePath(['encrypt', 'javascript:alert(1)'])).toThrow(/javascript: addresses are refused/);
    expect(() => customerServicePath(['encrypt', 'data:text/html,x'])).toThrow(/data: addresses are refused/);
    expect(() => customerServicePath(['encrypt', '/m/\u0000x'])).toThrow(/control characters/);
    expect(() => customerServicePath(['encrypt', '//evil.example'])).toThrow(/not a site path/);
    expect(() => customerServicePath(['encrypt', '/m/message', '--key', 'short'])).toThrow(/8 printable characters/);
    expect(() => customerServicePath(['decrypt', DAMAGED])).toThrow(/does not decrypt/);
    expect(() => customerServicePath(['sign', '/m/message'])).toThrow(/usage/);
  });
});
