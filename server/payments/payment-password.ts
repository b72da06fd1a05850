/**
 * The payment password a withdrawal needs: stored hashed like login passwords (scrypt), in one
 * place (members.payment_password_hash; registration's optional one goes there too). It is set
 * once with the login password; changing it needs the old payment password.
 */
import type { Queryable } from '../db/types.ts';
import { ApiError } from '../http/api-error.ts';
import { hashPassword, verifyPassword } from '../security/password.ts';

export const wrongLoginPassword = () => new ApiError(400, 'E_LOGIN_PASSWORD', 'loginPassword: the login password is not correct', { field: 'loginPassword', messageKey: 'error.E_LOGIN_PASSWORD' });
export const paymentPasswordNotSet = () => new ApiError(400, 'E_PAYMENT_PASSWORD_NOT_SET', 'Set a payment password first');
export const wrongPaymentPassword = () => new ApiError(400, 'E_PAYMENT_PASSWORD', 'paymentPassword: the payment password is not correct');
export const paymentPasswordAlreadySet = () =>
  new ApiError(409, 'E_PAYMENT_PASSWORD_SET', 'A payment password is already set: change it with the old one', { messageKey: 'paymentPassword.alreadySet' });

/** Throws E_LOGIN_PASSWORD unless the login password is the member's. */
export async function checkLoginPassword(db: Queryable, memberId: number, loginPassword: string): Promise<void> {
  const found = await db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [memberId]);
  if (!found.rows[0] || !(await verifyPassword(loginPassword, found.rows[0].password_hash))) throw wrongLoginPassword();
}

/** Sets the first payment password after checking the login password; 409 when one is set. */
export async function setPaymentPassword(db: Queryable, memberId: number, password: string, loginPassword: string): Promise<void> {
  if (await hasPaymentPassword(db, memberId)) throw paymentPasswordAlreadySet();
  await checkLoginPassword(db, memberId, loginPassword);
  // Only while none is set: two racing first-time requests cannot overwrite each other.
  const updated = await db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1 AND payment_password_hash IS NULL', [memberId, await hashPassword(password)]);
  if (updated.rowCount === 0) throw paymentPasswordAlreadySet();
}

/** Changes the payment password after checking the old one. */
export async function changePaymentPassword(db: Queryable, memberId: number, oldPassword: string, password: string): Promise<void> {
  await checkPaymentPassword(db, memberId, oldPassword, 'oldPassword');
  if (oldPassword === password) {
    throw new ApiError(400, 'E_BAD_REQUEST', 'password: the new payment password must differ from the old one', { field: 'password', messageKey: 'paymentPassword.same' });
  }
  await db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [memberId, await hashPassword(password)]);
}

export async function hasPaymentPassword(db: Queryable, memberId: number): Promise<boolean> {
  const found = await db.query<{ set: boolean }>('SELECT payment_password_hash IS NOT NULL AS set FROM members WHERE id = $1', [memberId]);
  return found.rows[0]?.set ?? false;
}

/** Throws unless the payment password is set and matches. */
export async function checkPaymentPassword(db: Queryable, memberId: number, password: string, field = 'paymentPassword'): Promise<void> {
  const found = await db.query<{ payment_password_hash: string | null }>('SELECT payment_password_hash FROM members WHERE id = $1', [memberId]);
  const stored = found.rows[0]?.payment_password_hash;
  if (!stored) throw paymentPasswordNotSet();
  if (!(await verifyPassword(password, stored))) {
    throw field === 'paymentPassword' ? wrongPaymentPassword() : new ApiError(400, 'E_PAYMENT_PASSWORD', `${field}: the payment password is not correct`, { field, messageKey: 'error.E_PAYMENT_PASSWORD' });
  }
}
