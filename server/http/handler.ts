/** What an API endpoint is: its schemas, its auth rule and the function computing the value. */
import type { IncomingMessage } from 'node:http';
import type { TenantConfig } from '../../engine/config/types.ts';
import type { Db } from '../db/types.ts';
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

export interface ApiHandler {
  /** $id of the schema of the query string (every endpoint has one) */
  query: string;
  /** $id of the schema of the JSON body (an absent body is checked as {}); without it a request carrying a body is refused */
  body?: string;
  /** the largest JSON body accepted, when an endpoint needs more than BODY_LIMIT_BYTES (uploads) */
  maxBodyBytes?: number;
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

interface HandlerSpec<Body, Query, Member, Value> {
  query: string;
  body?: string;
  maxBodyBytes?: number;
  withSession?: string;
  preview?: 'allowed' | 'refused';
  handle(ctx: ApiContext<Body, Query, Member>): Promise<Value>;
}

/** Declares an endpoint; with auth "required" the handler sees a non-null member. */
export function defineHandler<Body = undefined, Query = QueryParams, Value = unknown>(
  spec: HandlerSpec<Body, Query, AuthedMember, Value> & { auth: 'required' },
): ApiHandler;
export function defineHandler<Body = undefined, Query = QueryParams, Value = unknown>(
  spec: HandlerSpec<Body, Query, AuthedMember | null, Value> & { auth: 'optional' | 'none' },
): ApiHandler;
export function defineHandler(spec: ApiHandler): ApiHandler {
  return spec;
}
