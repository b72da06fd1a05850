/**
 * login (username and password, or by phone when the tenant flag MOBILEVERCODELOGIN3 is on: an
 * SMS code, or a Firebase ID token when the tenant's settings.phoneProof is firebase) and logout. The limits and the captcha rule are server/account/login-guard.ts: after 3 failed
 * logins of an account within 15 minutes the failure value says {captcha: true} and further
 * attempts need {captchaId, identifying}, else 401 E_CAPTCHA_REQUIRED.
 */
import { findMemberByPhone, parsePhone, phoneKey } from '../account/phone.ts';
import { signIn } from '../account/sign-in.ts';
import { verifySmsCode } from '../account/sms.ts';
import { phoneProofFlow, provePhone } from '../account/phone-proof.ts';
import { phoneMismatch, phoneProofFlowError } from '../account/errors.ts';
import { findMemberByAccount, type MemberRow } from '../members/accounts.ts';
import { isAgentType } from '../members/member-types.ts';
import { beginLogin } from '../account/login-guard.ts';
import { clearPaymentPasswordLock } from '../payments/payment-password.ts';
import { rehashIfOld, verifyAgainstDummy, verifyPassword } from '../security/password.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';
import { defineEndpoint } from '../http/handler.ts';
import { answerSignIn, clearedSessionCookies } from '../http/session-cookie.ts';
import { REMEMBER_TTL_MS } from '../security/session-token.ts';
import { LOGIN_ENCRYPTION, LOGIN_ENCRYPTION_HEADER, loginKey, openLogin } from '../account/login-encryption.ts';
import { isLoginPassword } from '../../engine/grammar/password.ts';
import { isLoginUsername } from '../../engine/grammar/username.ts';
import type { TenantConfig } from '../../engine/config/types.ts';
import type { LoginRequest } from '../../engine/config/types.gen.ts';

/**
 * Account types the member site's login accepts: members (0, 1, 2), agents (3) and trial
 * accounts (4, which keep their restrictions); other types (40 and up: back-office and
 * sub-accounts) are not members of the site.
 */
const MEMBER_TYPES: ReadonlySet<number> = new Set([0, 1, 2, 3, 4]);

const NOT_MEMBER = 'Non-member account unable to login';
const NOT_AGENT = 'Non-agents cannot log in';

/** Refuses an account the portal does not sign in: a non-agent at the agent centre, a non-member type at the member site. */
export function checkPortal(tenant: TenantConfig, type: number, portal: LoginBody['portal'] = 'member'): void {
  if (portal === 'agent') {
    if (!isAgentType(tenant, type)) throw new ApiError(403, 'E_NOT_AGENT', NOT_AGENT);
  } else if (!MEMBER_TYPES.has(type)) {
    throw new ApiError(403, 'E_NOT_MEMBER', NOT_MEMBER);
  }
}

/** The login body, one shape per type (schemas/api/login.request.json; its if/then typed as the union it means, scripts/gen-types.ts). */
export type LoginBody = LoginRequest;

/**
 * SPEC 3's geetest flag says whether the payload answers the site's captcha (captchaId and
 * identifying): the captcha itself is judged from those, and a flag saying otherwise is a broken
 * client, refused before anything is counted. Absent (API clients), nothing is checked.
 */
function checkGeetestFlag(body: LoginBody): void {
  if (body.geetest === undefined) return;
  const answers = body.captchaId !== undefined && body.identifying !== undefined;
  if (body.geetest !== answers)
    throw apiErrors.badRequest(
      `body.geetest: ${body.geetest}, but the payload ${answers ? 'answers' : 'does not answer'} a captcha (captchaId and identifying)`,
    );
}

export const login = defineEndpoint('login', {
  auth: 'none',
  // SPEC 3 and 7: a sealed payload with its header, or the plain one (server/account/login-encryption.ts)
  decodeBody: (body, { db, req }) => openLogin(db, req.headers[LOGIN_ENCRYPTION_HEADER], body),
  async handle(ctx) {
    const { db, tenantId, tenant, address, now } = ctx;
    const body = ctx.body;
    checkGeetestFlag(body);
    let accountKey: string;
    if (body.type === 'sms') {
      // the schema asks for one proof at least (anyOf, so its first error stays the plainest); two is a broken client
      if (body.messageCode !== undefined && body.firebaseIdToken !== undefined)
        throw apiErrors.badRequest('body: send messageCode or firebaseIdToken with its firebaseChannel, not both');
      const flags = (tenant.flags ?? {}) as Record<string, boolean | undefined>;
      if (flags.MOBILEVERCODELOGIN3 !== true) throw apiErrors.forbidden();
      // The tenant's flow takes its own proof only (SPEC 3: messageCode, or the Firebase path's token).
      const flow = phoneProofFlow(tenant);
      if ((body.firebaseIdToken !== undefined) !== (flow === 'firebase')) throw phoneProofFlowError(flow);
      accountKey = `sms:${phoneKey(parsePhone(body.mobileNum, body.countryDialingCode))}`;
    } else {
      // The login form's grammar (engine/grammar): what it would refuse is refused here too, before
      // anything is counted or looked up.
      if (!isLoginUsername(body.username.trim())) throw apiErrors.badRequest('body.username: must be 2 to 32 letters, digits or . _ @ -');
      if (!isLoginPassword(body.password))
        throw apiErrors.badRequest('body.password: must be 6 to 64 characters without spaces or control characters');
      accountKey = body.username.trim().toLowerCase();
    }
    const attempt = await beginLogin(db, { tenantId, accountKey, address }, body, now);

    let member: MemberRow | undefined;
    if (body.type === 'sms') {
      const phone = parsePhone(body.mobileNum, body.countryDialingCode);
      let proven: boolean;
      if (body.firebaseIdToken !== undefined) {
        const verdict = await provePhone(db, body.firebaseIdToken, phone, body.firebaseMobileNo, now);
        // counted as a failed login like a wrong code, and said as what it is
        if (verdict === 'mismatch') throw phoneMismatch(401, (await attempt.fail()).value);
        proven = verdict === 'proven';
      } else {
        proven = await verifySmsCode(db, { tenantId, phone, purpose: 'login', code: body.messageCode ?? '', now });
      }
      member = proven ? await findMemberByPhone(db, tenantId, phone) : undefined;
    } else {
      const found = await findMemberByAccount(db, tenantId, body.username.trim());
      const passwordOk = found ? await verifyPassword(body.password, found.password_hash) : await verifyAgainstDummy(body.password);
      member = passwordOk ? found : undefined;
      // A hash of older parameters is rewritten while the password is at hand (server/security/password.ts).
      const rehashed = found && passwordOk ? await rehashIfOld(found.password_hash, body.password) : null;
      if (rehashed) await db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [found!.id, rehashed]);
    }
    // A studio preview identity is not found by name (findMemberByAccount), nor by a number it cannot bind.
    if (!member || member.disabled || member.preview) throw await attempt.fail();
    await attempt.succeed();
    // Proving the login password lifts a payment password lock (an SMS code proves the phone only).
    if (body.type === 'username') await clearPaymentPasswordLock(db, Number(member.id));
    // Checked only after the password or code was proven, so the answer tells a guesser nothing.
    checkPortal(tenant, member.type, body.portal);
    const remember = body.remember === true;
    return answerSignIn(ctx, await signIn(db, tenantId, member, remember, now), remember ? REMEMBER_TTL_MS : undefined);
  },
});

export const logout = defineEndpoint('logout', {
  auth: 'required',
  // ends only the caller's own session
  preview: 'allowed',
  async handle({ db, member, now, https, cookies }) {
    await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [member.sessionId, now]);
    cookies.push(...clearedSessionCookies(https));
    return null;
  },
});

/** The key a login payload is sealed to (SPEC 3 and 7's encrypted login): its id, the public key and how to seal. */
export const loginKeyEndpoint = defineEndpoint('loginKey', {
  auth: 'none',
  async handle({ db }) {
    const key = await loginKey(db);
    return { keyId: key.id, publicKey: key.publicKey, algorithm: LOGIN_ENCRYPTION };
  },
});
