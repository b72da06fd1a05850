/**
 * SPEC 9.22 over HTTP: a tenant whose customer-service paths are encrypted (the last 8 characters
 * the key) is served with the addresses decrypted, in the page and from GET /api/tenant, so the
 * browser never sees the encrypted form nor needs a cipher. The cipher and the checks of hostile
 * values are tests/unit/config/customer-service-path.test.ts.
 * Runs on PGlite and, with scripts/postgres.ts, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptServicePath } from '../../server/security/service-path-cipher.ts';
import { call, expectOk, startContractServer, type ContractServer } from './support/server.ts';

const TENANT = 'sealed-service';
const ADDRESSES = { url: '/m/message?from=service', telegram: 'https://t.example/sealed', affiliateService: '' };

let server: ContractServer;

beforeAll(async () => {
  const customerService = {
    url: encryptServicePath(ADDRESSES.url),
    telegram: encryptServicePath(ADDRESSES.telegram),
    affiliateService: '',
  };
  server = await startContractServer({
    tenants: {
      [TENANT]: {
        tenant: {
          version: 1,
          hosts: [`${TENANT}.test`],
          security: { allowedOrigins: ['https://t.example'], trustedOrigins: [] },
          customerService,
        },
      },
    },
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const headers = { 'x-tenant': TENANT };

describe('SPEC 9.22 customer-service paths decrypted with the last 8 characters as the key, by the server', () => {
  it('GET /api/tenant answers the decrypted addresses', async () => {
    const config = expectOk(await call(server, '/api/tenant', { headers }), 'page-config');
    expect(config.customerService).toEqual(ADDRESSES);
    expect(JSON.stringify(config)).not.toContain('U2FsdGVkX1');
  });

  it('the config file the page names carries the decrypted addresses', async () => {
    const page = await call(server, '/m/login', { headers });
    expect(page.status).toBe(200);
    const src = /<script id="tenant-config" type="application\/json" data-src="([^"]+)"><\/script>/.exec(page.text)![1];
    const file = await call(server, src, { headers });
    expect(JSON.parse(file.text).customerService).toEqual(ADDRESSES);
    expect(page.text + file.text).not.toContain('U2FsdGVkX1');
  });
});
