/** What an API endpoint is: its schemas, its auth rule and the function computing the value. */
import type { IncomingMessage } from 'node:http';
import type { SchemaTypes } from '../../engine/config/types.gen.ts';
import type { PageConfig, TenantConfig } from '../../engine/config/types.ts';
import type { Db } from '../db/types.ts';
import { validatorIds } from '../generated/validators.ts';
import type { AuthedMember } from './auth.ts';

export type QueryParams = Record<string, string | undefined>;

export interface ApiContext<Body = undefined, Query = QueryParams, Member = AuthedMember | null> {
  db: Db;
  req: IncomingMessage;
  tenantId: string;
  tenant: TenantConfig;
  /** the signed-in member: always set when auth is "required", else null for guests */
  member: Member;
  /** the query string, validated against the handler's query schema */
  query: Query;
  /** the JSON body, validated against the handler's body schema */
  body: Body;
  /** path parameters (":name" segments of the route path) */
  params: Record<string, string>;
  address: string;
  countryCode: string;
  now: Date;
  /** the request came over HTTPS (its own TLS, or a trusted proxy's X-Forwarded-Proto) */
  https: boolean;
  /** Set-Cookie lines the answer carries: the session cookie's (server/http/session-cookie.ts) */
  cookies: string[];
}

/**
 * auth "required": a live session (Bearer header or session cookie) or 401; "optional": guests
 * allowed, but a Bearer token that is sent must be valid; "none": neither is looked at.
 */
export type AuthRule = 'required' | 'optional' | 'none';

/**
 * An endpoint's name, the key of its route in api.routes: every endpoint has a query schema,
 * schemas/api/<name>.query.json, and its other schemas are named after it.
 */
export type EndpointName = { [K in keyof SchemaTypes]: K extends `api/${infer N}.query` ? N : never }[keyof SchemaTypes];

/** The JSON body an endpoint takes (schemas/api/<name>.request.json); undefined when it takes none. */
export type BodyOf<N extends EndpointName> = `api/${N}.request` extends keyof SchemaTypes ? SchemaTypes[`api/${N}.request`] : undefined;

/** The query string an endpoint takes, as its schema types it. */
export type QueryOf<N extends EndpointName> = SchemaTypes[`api/${N}.query`];

/**
 * What an endpoint answers: the envelope's value (server/http/envelope.ts), which
 * schemas/api/<name>.response.json describes, as the browser's ResponseOf reads it. GET /api/tenant
 * answers the merged config as the page carries it (engine/config/types.ts PageConfig), which has
 * its own schema (schemas/config.json), so it has none there.
 * An endpoint without either answers never, so its handler does not compile until it has one.
 */
export type AnswerOf<N extends EndpointName> = N extends 'tenant'
  ? PageConfig
  : `api/${N}.response` extends keyof SchemaTypes
    ? SchemaTypes[`api/${N}.response`]
    : never;

export interface ApiHandler<N extends EndpointName = EndpointName> {
  /** the route's name; its schemas are named after it */
  name: N;
  /** $id of the schema of the query string: api/<name>.query */
  query: string;
  /**
   * $id of the schema of the JSON body, api/<name>.request, when that schema exists (an absent
   * body is checked as {}); without it a request carrying a body is refused
   */
  body?: string;
  /** the largest JSON body accepted, when an endpoint needs more than BODY_LIMIT_BYTES (uploads) */
  maxBodyBytes?: number;
  /** turns the body as read into the one its schema checks (login opens a sealed payload: server/account/login-encryption.ts) */
  decodeBody?: BodyDecoder;
  auth: AuthRule;
  /**
   * SQL select-list text over the member row `m`, read in the same statement as the session
   * check (server/http/auth.ts); its columns reach the handler as `member.read`. A constant.
   */
  withSession?: string;
  /**
   * What a studio preview identity may do here (server/http/preview-guard.ts). Unset: read with
   * GET and HEAD, and be refused every other method with 403 E_PREVIEW_READ_ONLY. "refused": a
   * GET that writes (it records or creates something); "allowed": a call that ends only the
   * preview's own session (logout).
   */
  preview?: 'allowed' | 'refused';
  handle(ctx: ApiContext<unknown, unknown, AuthedMember | null>): Promise<unknown>;
}

/** The context of endpoint N's handler: its body and query typed from its schemas; a member always with auth "required". */
export type EndpointContext<N extends EndpointName, A extends AuthRule = AuthRule> = ApiContext<
  BodyOf<N>,
  QueryOf<N>,
  A extends 'required' ? AuthedMember : AuthedMember | null
>;

/** A body decoder: the body as read in, the body the schema checks out. */
export type BodyDecoder = (body: unknown, ctx: { db: Db; req: IncomingMessage }) => Promise<unknown>;

interface EndpointSpec<N extends EndpointName, A extends AuthRule> {
  auth: A;
  maxBodyBytes?: number;
  decodeBody?: BodyDecoder;
  withSession?: string;
  preview?: 'allowed' | 'refused';
  handle(ctx: EndpointContext<N, A>): Promise<AnswerOf<N>>;
}

// Generated from the same schemas as SchemaTypes, so an endpoint has a body schema here exactly when BodyOf gives it one.
const SCHEMA_IDS = new Set(validatorIds());

/**
 * Declares the endpoint `name`: its query and body schemas are api/<name>.query and
 * api/<name>.request, its context is typed from them and its answer from api/<name>.response.
 */
export function defineEndpoint<N extends EndpointName, A extends AuthRule>(name: N, spec: EndpointSpec<N, A>): ApiHandler<N> {
  const body = `api/${name}.request`;
  return {
    ...spec,
    name,
    query: `api/${name}.query`,
    body: SCHEMA_IDS.has(body) ? body : undefined,
  };
}
