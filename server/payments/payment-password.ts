/**
 * The payment password a withdrawal needs: stored hashed like login passwords (Argon2id), in one
 * place (members.payment_password_hash; registration's optional one goes there too). It is set
 * once with the login password; changing it needs the old payment password.
 *
 * Guessing behind a stolen session is limited in the database (rate_events, per member, shared by
 * every server): 5 wrong payment passwords within 15 minutes lock it (429
 * E_PAYMENT_PASSWORD_LOCKED) until the member logs in with the login password again or the
 * oldest failure is 15 minutes old. Only wrong passwords count: a right one is never a guess,
 * and a retry of an answered withdrawal is answered from its Idempotency-Key before any check
 * (withIdempotency's guard). A wrong login password behind a session (change password, bind
 * e-mail, set the payment password) counts against 5 per member per 15 minutes across those
 * forms (429 E_RATE_LIMITED).
 */
import type { Db, Queryable } from '../db/types.ts';
import { clearRate, returnRate, takeRate } from '../account/rate-limit.ts';
import { ApiError } from '../http/api-error.ts';
import { hashPassword, verifyPassword } from '../security/password.ts';

const PAYMENT_PASSWORD_LOCK = { windowMs: 15 * 60_000, max: 5 } as const;
const LOGIN_PASSWORD_FAILURES = { windowMs: 15 * 60_000, max: 5 } as const;
const FAILURE_SCOPE = 'payment-password-failure';

const paymentPasswordLocked = (retryAfterSec: number) =>
  new ApiError(
    429,
    'E_PAYMENT_PASSWORD_LOCKED',
    `Too many wrong payment passwords: it is locked until you log in again, or for ${Math.ceil(retryAfterSec / 60)} minute(s)`,
    null,
    { 'Retry-After': String(retryAfterSec) },
  );

const wrongLoginPassword = () =>
  new ApiError(400, 'E_LOGIN_PASSWORD', 'loginPassword: the login password is not correct', {
    field: 'loginPassword',
    messageKey: 'error.E_LOGIN_PASSWORD',
  });
const paymentPasswordNotSet = () => new ApiError(400, 'E_PAYMENT_PASSWORD_NOT_SET', 'Set a payment password first');
const wrongPaymentPassword = () => new ApiError(400, 'E_PAYMENT_PASSWORD', 'paymentPassword: the payment password is not correct');
const paymentPasswordAlreadySet = () =>
  new ApiError(409, 'E_PAYMENT_PASSWORD_SET', 'A payment password is already set: change it with the old one', {
    messageKey: 'paymentPassword.alreadySet',
  });

/**
 * Whether the login password is the member's, for forms behind a session. A failure slot is taken
 * before the (slow) check and given back when the password is right, so concurrent guesses cannot
 * slip past the limit; 429 E_RATE_LIMITED once 5 wrong ones fall within 15 minutes.
 */
export async function proveLoginPassword(db: Db, memberId: number, loginPassword: string, now: Date): Promise<boolean> {
  const slot = await takeRate(db, 'login-password-failure', String(memberId), LOGIN_PASSWORD_FAILURES, now);
  const found = await db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [memberId]);
  const ok = found.rows[0] !== undefined && (await verifyPassword(loginPassword, found.rows[0].password_hash));
  if (ok) await returnRate(db, slot);
  return ok;
}

/** Throws E_LOGIN_PASSWORD unless the login password is the member's (limited: proveLoginPassword). */
export async function checkLoginPassword(db: Db, memberId: number, loginPassword: string, now: Date): Promise<void> {
  if (!(await proveLoginPassword(db, memberId, loginPassword, now))) throw wrongLoginPassword();
}

/** A login with the login password lifts the payment password lock. */
export async function clearPaymentPasswordLock(db: Queryable, memberId: number): Promise<void> {
  await clearRate(db, FAILURE_SCOPE, String(memberId));
}

/** Sets the first payment password after checking the login password; 409 when one is set. */
export async function setPaymentPassword(db: Db, memberId: number, password: string, loginPassword: string, now: Date): Promise<void> {
  if (await hasPaymentPassword(db, memberId)) throw paymentPasswordAlreadySet();
  await checkLoginPassword(db, memberId, loginPassword, now);
  // Only while none is set: two racing first-time requests cannot overwrite each other.
  const updated = await db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1 AND payment_password_hash IS NULL', [
    memberId,
    await hashPassword(password),
  ]);
  if (updated.rowCount === 0) throw paymentPasswordAlreadySet();
}

/** Changes the payment password after checking the old one. */
export async function changePaymentPassword(db: Db, memberId: number, oldPassword: string, password: string, now: Date): Promise<void> {
  await checkPaymentPassword(db, memberId, oldPassword, now, 'oldPassword');
  if (oldPassword === password) {
    throw new ApiError(400, 'E_BAD_REQUEST', 'password: the new payment password must differ from the old one', {
      field: 'password',
      messageKey: 'paymentPassword.same',
    });
  }
  await db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [memberId, await hashPassword(password)]);
}

export async function hasPaymentPassword(db: Queryable, memberId: number): Promise<boolean> {
  const found = await db.query<{ set: boolean }>('SELECT payment_password_hash IS NOT NULL AS set FROM members WHERE id = $1', [memberId]);
  return found.rows[0]?.set ?? false;
}

/** The tail of each member's queue of payment password checks in this process. */
const checking = new Map<number, Promise<unknown>>();

/**
 * Runs one member's payment password checks one after another in this process. Each check holds
 * a failure slot while it hashes (so concurrent guesses cannot slip past the lock); run side by
 * side, the slots of right passwords in flight (a client's retries of one withdrawal) filled the
 * 5 and refused each other with "Too many wrong payment passwords". Servers sharing a database
 * still check side by side, at most one check per server at a time.
 */
async function oneAtATime<T>(memberId: number, check: () => Promise<T>): Promise<T> {
  const run = (checking.get(memberId) ?? Promise.resolve()).then(check, check);
  const tail = run.catch(() => undefined);
  checking.set(memberId, tail);
  try {
    return await run;
  } finally {
    if (checking.get(memberId) === tail) checking.delete(memberId);
  }
}

/**
 * Throws unless the payment password is set and matches, within the lock above: a failure slot is
 * taken before the (slow) check and given back when it matches, so only wrong passwords count.
 */
export async function checkPaymentPassword(
  db: Db,
  memberId: number,
  password: string,
  now: Date,
  field = 'paymentPassword',
): Promise<void> {
  const found = await db.query<{ payment_password_hash: string | null }>('SELECT payment_password_hash FROM members WHERE id = $1', [
    memberId,
  ]);
  const stored = found.rows[0]?.payment_password_hash;
  if (!stored) throw paymentPasswordNotSet();
  const right = await oneAtATime(memberId, async () => {
    const slot = await takeRate(db, FAILURE_SCOPE, String(memberId), PAYMENT_PASSWORD_LOCK, now, paymentPasswordLocked);
    const matches = await verifyPassword(password, stored);
    if (matches) await returnRate(db, slot);
    return matches;
  });
  if (!right) {
    throw field === 'paymentPassword'
      ? wrongPaymentPassword()
      : new ApiError(400, 'E_PAYMENT_PASSWORD', `${field}: the payment password is not correct`, {
          field,
          messageKey: 'error.E_PAYMENT_PASSWORD',
        });
  }
}
