/**
 * Framing and transport headers: X-Frame-Options is what server/README.md says it is, and HSTS
 * goes only on responses the client reached over HTTPS (behind a trusted proxy: X-Forwarded-Proto).
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedOverHttps } from '../../server/security/headers.ts';
import { call, rawRequest, ROOT, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer({
    tenants: {
      pictures: {
        tenant: {
          version: 1,
          hosts: ['pictures.test'],
          settings: { imageCDNs: ['https://img1.pictures.example/', 'https://img2.pictures.example'] },
          // the URL policy: a CDN must be an allowed origin
          security: { allowedOrigins: ['https://img1.pictures.example', 'https://img2.pictures.example'], trustedOrigins: [] },
        },
      },
    },
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const PATHS = ['/m/home', '/api/tenant', '/api/nope', '/studio/api/nope', '/demo-game/lottery.html'];
const HSTS = 'max-age=31536000; includeSubDomains';

describe('framing', () => {
  it('X-Frame-Options is the value server/README.md documents, and CSP frame-ancestors agrees', async () => {
    const readme = readFileSync(join(ROOT, 'server', 'README.md'), 'utf8');
    const documented = [...readme.matchAll(/`X-Frame-Options: ([A-Z-]+)`/g)].map((m) => m[1]);
    expect(documented).toEqual(['SAMEORIGIN']);
    for (const path of PATHS) {
      const result = await call(server, path);
      expect(result.headers['x-frame-options'], path).toBe(documented[0]);
      expect(String(result.headers['content-security-policy']), path).toContain("frame-ancestors 'self'");
    }
  });

  it('a request whose target is not a path is refused 400, framed and typed like any other answer', async () => {
    // absolute-form, which HTTP/1.1 servers must accept from proxies: the site serves paths only
    const answer = await rawRequest(
      server,
      'GET http://elsewhere.example/m/home HTTP/1.1\r\nHost: elsewhere.example\r\nConnection: close\r\n\r\n',
    );
    const [head, body] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(head).toMatch(/^X-Frame-Options: SAMEORIGIN$/im);
    expect(head).toMatch(/^X-Content-Type-Options: nosniff$/im);
    expect(head).toMatch(/^Content-Security-Policy: default-src 'self';.*frame-ancestors 'self'/im);
    expect(body).toBe('E_BAD_REQUEST: the request target must be a path');
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when the trusted proxy says the request came over HTTPS', async () => {
    for (const path of PATHS) {
      const result = await call(server, path, { headers: { 'x-forwarded-proto': 'https' } });
      expect(result.headers['strict-transport-security'], path).toBe(HSTS);
    }
    // A chain of proxies: the first value is the one the client used.
    const chained = await call(server, '/api/tenant', { headers: { 'x-forwarded-proto': 'https, http' } });
    expect(chained.headers['strict-transport-security']).toBe(HSTS);
  });

  it('is not sent over plain HTTP', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'http' }] as Record<string, string>[]) {
      for (const path of PATHS) {
        const result = await call(server, path, { headers });
        expect(result.headers['strict-transport-security'], `${path} ${JSON.stringify(headers)}`).toBeUndefined();
      }
    }
  });

  it('does not believe X-Forwarded-Proto without TRUST_PROXY (any client can send it)', () => {
    const request = (headers: Record<string, string>, encrypted = false) =>
      ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;
    expect(servedOverHttps(request({ 'x-forwarded-proto': 'https' }), false)).toBe(false);
    expect(servedOverHttps(request({ 'x-forwarded-proto': 'https' }), true)).toBe(true);
    expect(servedOverHttps(request({}, true), false)).toBe(true);
  });
});

describe('Content-Security-Policy img-src', () => {
  const imgSrc = (csp: unknown) =>
    String(csp)
      .split('; ')
      .find((part) => part.startsWith('img-src ')) ?? '';

  it("allows the resolved tenant's image CDN origins (settings.imageCDNs), on the page and the API alike", async () => {
    for (const path of PATHS) {
      const result = await call(server, path, { host: 'pictures.test' });
      expect(imgSrc(result.headers['content-security-policy']), path).toBe(
        "img-src 'self' data: https://img1.pictures.example https://img2.pictures.example",
      );
    }
  });

  it("does not allow another tenant's image CDNs", async () => {
    for (const host of ['127.0.0.1', 'lucky.localhost']) {
      const result = await call(server, '/m/home', { host });
      expect(imgSrc(result.headers['content-security-policy']), host).toBe("img-src 'self' data:");
    }
  });
});
