/** The payment password a withdrawal needs: stored hashed like login passwords (scrypt). */
import type { Queryable } from '../db/types.ts';
import { ApiError } from '../http/api-error.ts';
import { hashPassword, verifyPassword } from '../security/password.ts';

export const wrongLoginPassword = () => new ApiError(400, 'E_LOGIN_PASSWORD', 'loginPassword: the login password is not correct');
export const paymentPasswordNotSet = () => new ApiError(400, 'E_PAYMENT_PASSWORD_NOT_SET', 'Set a payment password first');
export const wrongPaymentPassword = () => new ApiError(400, 'E_PAYMENT_PASSWORD', 'paymentPassword: the payment password is not correct');

/** Sets or changes the payment password after checking the login password. */
export async function setPaymentPassword(db: Queryable, memberId: number, password: string, loginPassword: string): Promise<void> {
  const found = await db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [memberId]);
  if (!found.rows[0] || !(await verifyPassword(loginPassword, found.rows[0].password_hash))) throw wrongLoginPassword();
  await db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [memberId, await hashPassword(password)]);
}

export async function hasPaymentPassword(db: Queryable, memberId: number): Promise<boolean> {
  const found = await db.query<{ set: boolean }>('SELECT payment_password_hash IS NOT NULL AS set FROM members WHERE id = $1', [memberId]);
  return found.rows[0]?.set ?? false;
}

/** Throws unless the payment password is set and matches. */
export async function checkPaymentPassword(db: Queryable, memberId: number, password: string): Promise<void> {
  const found = await db.query<{ payment_password_hash: string | null }>('SELECT payment_password_hash FROM members WHERE id = $1', [memberId]);
  const stored = found.rows[0]?.payment_password_hash;
  if (!stored) throw paymentPasswordNotSet();
  if (!(await verifyPassword(password, stored))) throw wrongPaymentPassword();
}
