/**
 * The API router's start-time checks: every handler has a route and every schema it names has a
 * validator, so a misspelt schema id stops the server at start with a clear message instead of
 * starting and failing every call of that endpoint.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HANDLERS } from '../../../server/endpoints/index.ts';
import { defineHandler } from '../../../server/http/handler.ts';
import { createApiRouter, RouteTableError } from '../../../server/http/router.ts';
import { readBaseRoutes } from '../../../server/main.ts';

const TENANTS = fileURLToPath(new URL('../../../tenants', import.meta.url));
const routes = readBaseRoutes(TENANTS);

describe('createApiRouter', () => {
  it('mounts every real handler: each has a route and each schema it names exists', () => {
    expect(() => createApiRouter(routes, HANDLERS)).not.toThrow();
  });

  it('refuses a handler whose query or body schema id is misspelt, naming the handler and the id', () => {
    const misspelt = defineHandler({ query: 'api/withdrawCreat.query', auth: 'required', handle: async () => null });
    expect(() => createApiRouter(routes, { ...HANDLERS, withdrawCreate: misspelt })).toThrow(RouteTableError);
    expect(() => createApiRouter(routes, { ...HANDLERS, withdrawCreate: misspelt })).toThrow(
      'Handler "withdrawCreate" names the schema "api/withdrawCreat.query", which has no validator',
    );
    const body = defineHandler({
      query: 'api/withdrawCreate.query',
      body: 'api/withdrawCreate.requst',
      auth: 'required',
      handle: async () => null,
    });
    expect(() => createApiRouter(routes, { ...HANDLERS, withdrawCreate: body })).toThrow('"api/withdrawCreate.requst"');
  });

  it('refuses a handler the route table cannot reach', () => {
    const stray = defineHandler({ query: 'api/withdrawCreate.query', auth: 'required', handle: async () => null });
    expect(() => createApiRouter(routes, { ...HANDLERS, strayHandler: stray })).toThrow(
      'Handler "strayHandler" has no entry in api.routes',
    );
  });
});
