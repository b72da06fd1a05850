/**
 * The API router's start-time checks: every handler has a route, is mounted under its own name,
 * and every schema it needs has a validator, so a missing schema stops the server at start with a
 * clear message instead of starting and failing every call of that endpoint.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HANDLERS } from '../../../server/endpoints/index.ts';
import type { ApiHandler } from '../../../server/http/handler.ts';
import { createApiRouter, RouteTableError } from '../../../server/http/router.ts';
import { readBaseRoutes } from '../../../server/main.ts';

const TENANTS = fileURLToPath(new URL('../../../tenants', import.meta.url));
const routes = readBaseRoutes(TENANTS);

describe('createApiRouter', () => {
  it('mounts every real handler: each has a route and each schema it names exists', () => {
    expect(() => createApiRouter(routes, HANDLERS)).not.toThrow();
  });

  it('refuses a route whose schema has no validator, naming the route and the id', () => {
    // A schema deleted or never generated: the ids come from the route name (defineEndpoint), so only this can miss.
    const missing: ApiHandler = { ...HANDLERS.withdrawCreate, query: 'api/withdrawCreat.query' };
    expect(() => createApiRouter(routes, { ...HANDLERS, withdrawCreate: missing })).toThrow(RouteTableError);
    expect(() => createApiRouter(routes, { ...HANDLERS, withdrawCreate: missing })).toThrow(
      'The route "withdrawCreate" needs the schema "api/withdrawCreat.query", which has no validator',
    );
    const body: ApiHandler = { ...HANDLERS.withdrawCreate, body: 'api/withdrawCreate.requst' };
    expect(() => createApiRouter(routes, { ...HANDLERS, withdrawCreate: body })).toThrow('"api/withdrawCreate.requst"');
  });

  it('refuses a handler mounted under another route name', () => {
    expect(() => createApiRouter(routes, { ...HANDLERS, withdrawCreate: HANDLERS.withdrawCancel })).toThrow(
      'The route "withdrawCreate" is given the handler of "withdrawCancel"',
    );
  });

  it('refuses a handler the route table cannot reach', () => {
    expect(() => createApiRouter(routes, { ...HANDLERS, strayHandler: HANDLERS.withdrawCreate })).toThrow(
      'Handler "strayHandler" has no entry in api.routes',
    );
  });
});
