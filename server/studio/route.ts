/**
 * The shape of a studio API route (server/studio/api.ts, cash-desk-api.ts), typed from the
 * schemas as the member API's endpoints are (server/http/handler.ts): a route names its body's
 * schema $id, and its handler receives that schema's generated type, checked before it runs. A
 * misspelt $id, or a field the schema does not have, fails the compiler.
 */
import type { IncomingMessage } from 'node:http';
import type { SchemaTypes } from '../../engine/config/types.gen.ts';
import type { Db } from '../db/types.ts';
import type { Operator } from './operators.ts';

/** The $ids of the studio's request bodies (schemas/studio/*.request.json). */
export type StudioBodyId = Extract<keyof SchemaTypes, `studio/${string}.request`>;

/** What a route's handler is given; `body` is its schema's type (undefined for a route without a body). */
export interface StudioCtx<Body = undefined> {
  db: Db;
  req: IncomingMessage;
  operator: Operator;
  params: Record<string, string>;
  body: Body;
  now: Date;
  address: string;
  /** the request came over HTTPS (the session cookie is then Secure) */
  https: boolean;
  /** Set-Cookie lines of the answer */
  cookies: string[];
}

interface RouteBase {
  method: 'GET' | 'POST';
  path: string;
  /** false: no operator session needed (sign-in) */
  auth?: false;
  maxBodyBytes?: number;
}

/** A route without a body, or one whose `body` $id types its handler's body. */
export type StudioRoute =
  | (RouteBase & { body?: undefined; handle: (ctx: StudioCtx) => Promise<unknown> })
  | { [Id in StudioBodyId]: RouteBase & { body: Id; handle: (ctx: StudioCtx<SchemaTypes[Id]>) => Promise<unknown> } }[StudioBodyId];
