/**
 * The review webhook's guards outside tests (server/studio/webhooks.ts): https only, no loopback,
 * private or reserved address as written or as resolved at send time, and the signature's form.
 */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/http/api-error.ts';
import { addressAllowed, checkWebhookUrl, secretHint, sendWebhook, signBody } from '../../../server/studio/webhooks.ts';

const refused = (url: string, allowLoopback = false) => {
  try {
    checkWebhookUrl(url, allowLoopback);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).code;
  }
  return null;
};

describe('checkWebhookUrl', () => {
  it('takes public https URLs', () => {
    expect(checkWebhookUrl('https://hooks.slack.com/services/T/B/x', false).href).toBe('https://hooks.slack.com/services/T/B/x');
    expect(refused('https://203.0.114.9:8443/in')).toBeNull();
  });

  it('refuses loopback outside tests, in every spelling', () => {
    for (const url of [
      'http://localhost:3000/x',
      'https://localhost/x',
      'https://127.0.0.1/x',
      'https://127.1.2.3/x',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://2130706433/x',
      'https://0x7f000001/x',
      'https://app.localhost/x',
    ])
      expect(refused(url), url).toBe('E_WEBHOOK_URL');
  });

  it('allows http and https to localhost only with the development helpers', () => {
    expect(refused('http://127.0.0.1:4000/x', true)).toBeNull();
    expect(refused('http://localhost:4000/x', true)).toBeNull();
    expect(refused('http://10.0.0.1/x', true)).toBe('E_WEBHOOK_URL');
    expect(refused('https://192.168.0.1/x', true)).toBe('E_WEBHOOK_URL');
  });

  it('refuses system ports other than 443', () => {
    expect(refused('https://hooks.example.com:22/x')).toBe('E_WEBHOOK_URL');
    expect(refused('https://hooks.example.com:443/x')).toBeNull();
  });
});

describe('addressAllowed', () => {
  it('refuses private, loopback, link-local, CGNAT, multicast and mapped forms', () => {
    for (const ip of [
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      '::7f00:1',
    ])
      expect(addressAllowed(ip, false), ip).toBe(false);
    for (const ip of ['93.184.216.34', '8.8.8.8', '2606:4700::1111']) expect(addressAllowed(ip, false), ip).toBe(true);
    expect(addressAllowed('127.0.0.1', true)).toBe(true);
    expect(addressAllowed('10.0.0.1', true)).toBe(false);
  });
});

describe('sendWebhook', () => {
  it('does not connect to a name that resolves to loopback outside tests', async () => {
    let hits = 0;
    const receiver = createServer((_req, res) => {
      hits++;
      res.end();
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    const port = (receiver.address() as AddressInfo).port;
    // a public-looking name is checked again when resolved: localhost.localdomain-like names resolve to 127.0.0.1
    const result = await sendWebhook(new URL(`http://localhost:${port}/x`), 'secret-secret-secret', '{}', {}, false, 2_000);
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/private or reserved/);
    expect(hits).toBe(0);
    const allowed = await sendWebhook(new URL(`http://localhost:${port}/x`), 'secret-secret-secret', '{}', {}, true, 2_000);
    expect(allowed).toEqual({ ok: true });
    expect(hits).toBe(1);
    receiver.close();
  });

  it('gives up after its timeout', async () => {
    const receiver = createServer(() => undefined);
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    const port = (receiver.address() as AddressInfo).port;
    const started = Date.now();
    const result = await sendWebhook(new URL(`http://127.0.0.1:${port}/x`), 'secret-secret-secret', '{}', {}, true, 300);
    expect(result.ok).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    receiver.closeAllConnections();
    receiver.close();
  });
});

describe('the signature', () => {
  it('is sha256= and the hex HMAC-SHA256 of the exact body with the secret; the hint shows 4 characters', () => {
    const body = '{"event":"change.submitted"}';
    expect(signBody('s3cret-s3cret-s3cret', body)).toBe(
      `sha256=${createHmac('sha256', 's3cret-s3cret-s3cret').update(body).digest('hex')}`,
    );
    expect(secretHint('s3cret-s3cret-abcd')).toBe('••••••••abcd');
  });
});
