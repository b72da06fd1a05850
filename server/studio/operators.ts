/**
 * Operator accounts of the studio: sign-in (limited per address, with a captcha per account, by
 * the members' login guard), sessions (a Bearer header or the studio cookie, server/studio/session-cookie.ts) stored only as hashes, and the role an operator holds on a
 * tenant. A member's token is not an operator's: it answers 401 on every studio endpoint.
 */
import type { IncomingMessage } from 'node:http';
import type { Db, Queryable } from '../db/types.ts';
import { issueCaptcha, type IssuedCaptcha } from '../account/captcha.ts';
import { CAPTCHA_ADDRESS_LIMIT } from '../account/limits.ts';
import { beginLogin } from '../account/login-guard.ts';
import { takeRate } from '../account/rate-limit.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';
import { rehashIfOld, verifyAgainstDummy, verifyPassword } from '../security/password.ts';
import { createSessionToken, hashSessionToken, isWellFormedToken, SESSION_TTL_MS } from '../security/session-token.ts';
import { studioCredential } from './session-cookie.ts';

/** editor: drafts; publisher: also reviews and publishes; cashier: the cash desk and nothing else. */
export type StudioRole = 'editor' | 'publisher' | 'cashier';

export interface Operator {
  id: number;
  username: string;
  sessionId: number;
  /** role per tenant id */
  roles: Record<string, StudioRole>;
  /** owns the platform's fields, four-eyes and roles, and may publish on every tenant */
  platformAdmin: boolean;
}

/**
 * Studio sign-ins are counted and captcha'd by the members' login guard (server/account/
 * login-guard.ts: 20 refused attempts per client address in 15 minutes, then 429; past 3 refused
 * attempts of an account, a solved captcha with each attempt; an account is never locked), in a
 * realm of their own: failures are kept under this tenant id (no tenant id holds a colon) with
 * the address marked as the studio's, so the member site's failures and the studio's never add
 * up, and the studio's captchas (issued under the same id) answer no member form.
 */
export const STUDIO_REALM = ':studio';

const STUDIO_LOGIN_FAILED = 'The username or password is wrong';

/** The captcha an attempt carries, once the account needs one (GET /studio/api/captcha). */
export interface StudioLoginCaptcha {
  captchaId?: string;
  /** the captcha's answer */
  identifying?: string;
}

/** A fresh captcha for the studio's sign-in form; limited per client address like the member site's. */
export async function issueStudioCaptcha(db: Db, address: string, now: Date): Promise<IssuedCaptcha> {
  await takeRate(db, 'studio-captcha', address, CAPTCHA_ADDRESS_LIMIT, now);
  return issueCaptcha(db, STUDIO_REALM, now);
}

/**
 * Checks username and password (and the captcha, once the account needs one); returns a new
 * session token and the operator. 401 E_LOGIN_FAILED says in value.captcha whether the next
 * attempt needs a captcha; 401 E_CAPTCHA_REQUIRED when it needed one and had none, or a wrong one.
 */
export async function operatorLogin(
  db: Db,
  username: string,
  password: string,
  address: string,
  now: Date,
  captcha: StudioLoginCaptcha = {},
): Promise<{ token: string; operator: Operator }> {
  const account = username.trim().toLowerCase();
  const attempt = await beginLogin(db, { tenantId: STUDIO_REALM, accountKey: account, address: `studio ${address}` }, captcha, now);
  const found = await db.query<{ id: number; password_hash: string }>(
    'SELECT id, password_hash FROM operators WHERE lower(username) = $1 AND NOT disabled',
    [account],
  );
  const row = found.rows[0];
  const ok = row ? await verifyPassword(password, row.password_hash) : await verifyAgainstDummy(password);
  if (!row || !ok) {
    const refused = await attempt.fail();
    throw new ApiError(401, 'E_LOGIN_FAILED', STUDIO_LOGIN_FAILED, refused.value);
  }
  await attempt.succeed();
  const rehashed = await rehashIfOld(row.password_hash, password);
  if (rehashed) await db.query('UPDATE operators SET password_hash = $2 WHERE id = $1', [row.id, rehashed]);
  const token = createSessionToken();
  const session = await db.query<{ id: number; username: string }>(
    `INSERT INTO operator_sessions (operator_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)
     RETURNING id, (SELECT username FROM operators WHERE id = $1) AS username`,
    [row.id, hashSessionToken(token), now, new Date(now.getTime() + SESSION_TTL_MS)],
  );
  const { id: sessionId, username: name } = session.rows[0];
  return { token, operator: { id: Number(row.id), username: name, sessionId: Number(sessionId), ...(await accessOf(db, row.id)) } };
}

/** The operator behind the request's bearer token (or, without one, its studio session cookie), or 401. */
export async function authenticateOperator(db: Queryable, req: IncomingMessage, now: Date): Promise<Operator> {
  const { token } = studioCredential(req);
  if (!token || !isWellFormedToken(token)) throw apiErrors.unauthorized();
  const found = await db.query<{ session_id: number; id: number; username: string }>(
    `SELECT s.id AS session_id, o.id, o.username FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND NOT o.disabled`,
    [hashSessionToken(token), now],
  );
  const row = found.rows[0];
  if (!row) throw apiErrors.unauthorized();
  return { id: Number(row.id), username: row.username, sessionId: Number(row.session_id), ...(await accessOf(db, row.id)) };
}

/** What the operator may do: its role per tenant, and whether it is a platform admin. */
export async function accessOf(db: Queryable, operatorId: number): Promise<Pick<Operator, 'roles' | 'platformAdmin'>> {
  const found = await db.query<{ platform_admin: boolean }>('SELECT platform_admin FROM operators WHERE id = $1', [operatorId]);
  return { roles: await rolesOf(db, operatorId), platformAdmin: found.rows[0]?.platform_admin === true };
}

/** The operator's role per tenant. */
async function rolesOf(db: Queryable, operatorId: number): Promise<Record<string, StudioRole>> {
  const roles = await db.query<{ tenant_id: string; role: StudioRole }>(
    'SELECT tenant_id, role FROM operator_roles WHERE operator_id = $1',
    [operatorId],
  );
  return Object.fromEntries(roles.rows.map((r) => [r.tenant_id, r.role]));
}

/** Ends the operator's session and the preview sessions it was given (server/studio/preview-session.ts). */
export async function operatorLogout(db: Queryable, operator: Operator, now: Date): Promise<void> {
  await db.query(
    `WITH ended AS (UPDATE operator_sessions SET revoked_at = $2 WHERE id = $1 RETURNING id)
     UPDATE sessions SET revoked_at = $2 WHERE operator_session_id IN (SELECT id FROM ended) AND revoked_at IS NULL`,
    [operator.sessionId, now],
  );
}

/** 403 unless the operator is a platform admin: hosts, origins, four-eyes and roles are theirs alone. */
export function requirePlatformAdmin(operator: Operator): void {
  if (!operator.platformAdmin) throw new ApiError(403, 'E_PLATFORM_ONLY', 'Only a platform admin can change this');
}

/**
 * The operator's role on a tenant (a platform admin publishes on every tenant); 403 when it holds none (the same answer whether or not the
 * tenant exists, so one operator cannot list another's tenants), or when `need` is publisher. `editor` (the default) is the config's
 * work, which a cashier may not do; `cashier` is the cash desk, which only a cashier may do (not a publisher, not a platform admin).
 */
export function requireRole(operator: Operator, tenantId: string, need: StudioRole = 'editor'): StudioRole {
  const role = operator.platformAdmin ? 'publisher' : operator.roles[tenantId];
  if (!role) throw apiErrors.forbidden('You have no role on this tenant');
  if (need === 'cashier') {
    if (role !== 'cashier') throw new ApiError(403, 'E_CASHIER_ONLY', 'Only a cashier of this tenant works at the cash desk');
    return role;
  }
  if (role === 'cashier') throw new ApiError(403, 'E_CASHIER_ROLE', 'A cashier works only at the cash desk');
  if (need === 'publisher' && role !== 'publisher') throw apiErrors.forbidden('Only a publisher of this tenant can do this');
  return role;
}
