/**
 * The login captcha rule: once an account has 3 failed logins within the login window (15
 * minutes), every further attempt must carry a solved captcha ({captchaId, identifying}).
 */
import type { Queryable } from '../db/types.ts';
import { LOGIN_LIMITS } from '../security/login-throttle.ts';
import { LOGIN_CAPTCHA_AFTER } from './limits.ts';

/** Failed logins of this account (tenant and lower-cased key) within the window. */
export async function recentAccountFailures(db: Queryable, tenantId: string, accountKey: string, now: Date): Promise<number> {
  const found = await db.query<{ n: number }>(
    'SELECT count(*) AS n FROM login_failures WHERE tenant_id = $1 AND account_key = $2 AND created_at > $3',
    [tenantId, accountKey, new Date(now.getTime() - LOGIN_LIMITS.windowMs)],
  );
  return Number(found.rows[0].n);
}

export function captchaNeeded(failures: number): boolean {
  return failures >= LOGIN_CAPTCHA_AFTER;
}
