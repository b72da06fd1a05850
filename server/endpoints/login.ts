/** login (username and password) and logout. */
import { findMemberByAccount } from '../members/accounts.ts';
import { checkLoginThrottle, clearAccountFailures, recordLoginFailure } from '../security/login-throttle.ts';
import { verifyAgainstDummy, verifyPassword } from '../security/password.ts';
import { openSession } from '../members/sessions.ts';
import { apiErrors } from '../http/api-error.ts';
import { defineHandler, type ApiContext } from '../http/handler.ts';

export interface LoginBody {
  type: 'username';
  username: string;
  password: string;
  remember?: boolean;
}

export interface LoginValue {
  token: string;
  merchantCode: string;
  id: number;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

export const login = defineHandler({
  query: 'api/login.query',
  body: 'api/login.request',
  auth: 'none',
  async handle({ db, tenantId, body, address, now }: ApiContext<LoginBody>): Promise<LoginValue> {
    const account = body.username.trim();
    const key = { tenantId, accountKey: account.toLowerCase(), address };
    const verdict = await checkLoginThrottle(db, key, now);
    if (!verdict.allowed) throw apiErrors.rateLimited(verdict.retryAfterSec);

    const member = await findMemberByAccount(db, tenantId, account);
    const passwordOk = member ? await verifyPassword(body.password, member.password_hash) : await verifyAgainstDummy(body.password);
    if (!member || !passwordOk || member.disabled) {
      await recordLoginFailure(db, key, now);
      // No captcha service exists yet, so the client is never asked for one.
      throw apiErrors.loginFailed(false);
    }
    await clearAccountFailures(db, key);

    const token = await db.transaction((tx) => openSession(tx, member.id, body.remember === true, now));
    return {
      token,
      merchantCode: tenantId,
      id: member.id,
      userName: member.account,
      type: member.type,
      firstTimeLogin: member.last_login_at === null,
    };
  },
});

export const logout = defineHandler({
  query: 'api/logout.query',
  body: 'api/logout.request',
  auth: 'required',
  async handle({ db, member, now }) {
    await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [member.sessionId, now]);
    return null;
  },
});
