/**
 * Phone proofs (SPEC 3 and 7, the Firebase SMS flow): a provider turns the `firebaseIdToken` of a
 * login or registration into the phone number it proves, or refuses it. Chosen at start, like the
 * SMS provider (sms-sink.ts):
 * - `console` (the default): no outside service. With the development helpers on, the server
 *   issues its own tokens (POST /api/dev/firebase-token): an HMAC-SHA256-signed statement of one
 *   number, valid 5 minutes. Without them nothing is issued and every token is refused, so a
 *   production server with no provider configured cannot be signed in to with Firebase.
 * - `firebase` (PHONE_PROOF_PROVIDER=firebase, FIREBASE_PROJECT_ID, FIREBASE_JWKS_URL to point
 *   elsewhere than Google's keys): a Firebase Authentication ID token, checked as Google documents
 *   it for third-party verifiers: RS256 signed by a key of the securetoken JWKS named by `kid`,
 *   `aud` the project id, `iss` https://securetoken.google.com/<project>, `exp` in the future,
 *   `iat` and `auth_time` in the past, a non-empty `sub`, and a `phone_number` claim.
 * Either way a token is used once (phone_proof_uses, shared by every server on one database) and
 * must come from a phone check of the last 5 minutes (its auth_time), so a token seen once in a
 * log or a proxy cannot sign anybody in again.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { TenantConfig } from '../../engine/config/types.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError } from '../http/api-error.ts';
import type { Phone } from './phone.ts';

/** What a provider read from an accepted token. */
export interface ProvenPhone {
  /** E.164 digits, without the + */
  phone: string;
  /** names the token in phone_proof_uses (a hash for a Firebase token) */
  tokenId: string;
  /** when the phone was checked (Firebase's auth_time) */
  checkedAt: Date;
  expiresAt: Date;
}

export interface PhoneProofProvider {
  readonly name: string;
  /** The number a token proves, or undefined when the token is not good (forged, expired, another project's). */
  verify(token: string, now: Date): Promise<ProvenPhone | undefined>;
}

export interface PhoneProofOptions {
  log: (line: string) => void;
  /** PHONE_PROOF_PROVIDER: "console" (default) or "firebase" */
  provider?: string;
  /** FIREBASE_PROJECT_ID, required by the firebase provider */
  firebaseProjectId?: string;
  /** FIREBASE_JWKS_URL: where the firebase provider reads its keys; default Google's securetoken keys */
  firebaseJwksUrl?: string;
  /** the console provider issues tokens (development helpers only) */
  issueTokens?: boolean;
}

class PhoneProofConfigError extends Error {
  readonly code = 'E_PHONE_PROOF_CONFIG';
}

/** Google's public keys of Firebase Authentication ID tokens (JWK Set). */
const FIREBASE_JWKS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
/** a token proves a phone check this recent, at most */
const PHONE_PROOF_FRESH_MS = 5 * 60_000;
/** the clocks of Google's servers and ours may differ by this much */
const CLOCK_TOLERANCE_SEC = 30;
const CONSOLE_PREFIX = 'console1';

/** A number as E.164 digits: the dialling code, then the number without its trunk 0 (09171234567 at 63 is 639171234567). */
export function e164Digits(phone: Phone): string {
  return `${phone.dialingCode}${phone.number.replace(/^0/, '')}`;
}

// ---- console: tokens the server signs itself (development helpers) ----

interface ConsoleStatement {
  phone: string;
  jti: string;
  iat: number;
  exp: number;
}

function consoleProvider(key: Buffer | undefined): PhoneProofProvider & { issue?(phone: string, now: Date): string } {
  const sign = (body: string, k: Buffer) => createHmac('sha256', k).update(`${CONSOLE_PREFIX}.${body}`).digest('base64url');
  return {
    name: 'console',
    issue: key
      ? (phone, now) => {
          const iat = now.getTime();
          const statement: ConsoleStatement = { phone, jti: randomBytes(16).toString('base64url'), iat, exp: iat + PHONE_PROOF_FRESH_MS };
          const body = Buffer.from(JSON.stringify(statement)).toString('base64url');
          return `${CONSOLE_PREFIX}.${body}.${sign(body, key)}`;
        }
      : undefined,
    async verify(token, now) {
      if (!key) return undefined;
      const [prefix, body, mac, ...rest] = token.split('.');
      if (prefix !== CONSOLE_PREFIX || !body || !mac || rest.length > 0) return undefined;
      const expected = Buffer.from(sign(body, key));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      let statement: Partial<ConsoleStatement>;
      try {
        statement = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<ConsoleStatement>;
      } catch {
        return undefined;
      }
      const { phone, jti, iat, exp } = statement;
      if (typeof phone !== 'string' || typeof jti !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') return undefined;
      if (exp <= now.getTime() || iat > now.getTime()) return undefined;
      return { phone, tokenId: `console:${jti}`, checkedAt: new Date(iat), expiresAt: new Date(exp) };
    },
  };
}

// ---- firebase: Firebase Authentication ID tokens ----

function firebaseProvider(projectId: string, jwksUrl: string, log: (line: string) => void): PhoneProofProvider {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000 });
  return {
    name: 'firebase',
    async verify(token, now) {
      let claims;
      try {
        ({ payload: claims } = await jwtVerify(token, keys, {
          algorithms: ['RS256'],
          audience: projectId,
          issuer: `https://securetoken.google.com/${projectId}`,
          requiredClaims: ['exp', 'iat', 'sub', 'auth_time', 'phone_number'],
          // Firebase ID tokens live one hour; maxTokenAge also refuses an iat in the future
          maxTokenAge: '1h',
          currentDate: now,
          clockTolerance: CLOCK_TOLERANCE_SEC,
        }));
      } catch (error) {
        // Google's keys out of reach is the service failing, not the member: nothing is counted against them.
        if (
          error instanceof joseErrors.JWKSTimeout ||
          error instanceof joseErrors.JWKSInvalid ||
          !(error instanceof joseErrors.JOSEError)
        ) {
          log(`phone proof: the Firebase keys at ${jwksUrl} could not be read: ${(error as Error).message}`);
          throw new ApiError(502, 'E_PHONE_PROOF_UNAVAILABLE', 'The phone check is not available, please try again later');
        }
        log(`phone proof: a Firebase token was refused (${error.code})`);
        return undefined;
      }
      const { sub, auth_time: authTime, phone_number: phoneNumber, exp } = claims;
      const nowSec = now.getTime() / 1000;
      if (typeof sub !== 'string' || sub === '' || typeof authTime !== 'number' || typeof exp !== 'number') return undefined;
      if (authTime > nowSec + CLOCK_TOLERANCE_SEC) return undefined;
      if (typeof phoneNumber !== 'string' || !/^\+[0-9]{6,19}$/.test(phoneNumber)) return undefined;
      return {
        phone: phoneNumber.slice(1),
        tokenId: `firebase:${createHash('sha256').update(token).digest('base64url')}`,
        checkedAt: new Date(authTime * 1000),
        expiresAt: new Date(exp * 1000),
      };
    },
  };
}

// ---- the configured provider ----

let provider: ReturnType<typeof consoleProvider> | PhoneProofProvider = consoleProvider(undefined);

/** The server chooses the provider at start; throws PhoneProofConfigError on an unknown or incomplete choice. */
export function configurePhoneProof(options: PhoneProofOptions): PhoneProofProvider {
  const name = options.provider || 'console';
  if (name === 'console') {
    provider = consoleProvider(options.issueTokens ? randomBytes(32) : undefined);
  } else if (name === 'firebase') {
    const projectId = options.firebaseProjectId?.trim();
    if (!projectId) throw new PhoneProofConfigError('PHONE_PROOF_PROVIDER=firebase needs FIREBASE_PROJECT_ID, the Firebase project id');
    provider = firebaseProvider(projectId, options.firebaseJwksUrl || FIREBASE_JWKS_URL, options.log);
  } else throw new PhoneProofConfigError(`PHONE_PROOF_PROVIDER must be "console" or "firebase", got "${name}"`);
  return provider;
}

/** A console token for a number (E.164 digits), or undefined when this server issues none (no development helpers, or another provider). */
export function issueConsoleToken(phone: string, now: Date): string | undefined {
  return 'issue' in provider ? provider.issue?.(phone, now) : undefined;
}

/** The flow a tenant proves phone numbers with at login and registration (settings.phoneProof, default sms). */
export function phoneProofFlow(tenant: TenantConfig): 'sms' | 'firebase' {
  return tenant.settings?.phoneProof === 'firebase' ? 'firebase' : 'sms';
}

export type PhoneProofVerdict = 'proven' | 'refused' | 'mismatch';

/**
 * Checks a token for a number and uses it up: proven when the provider accepts it, it proves this
 * number (and `claimed`, firebaseMobileNo, when given), its phone check is fresh and it was not
 * used before; mismatch when a good token proves another number (it is used up too).
 */
export async function provePhone(
  db: Queryable,
  token: string,
  phone: Phone,
  claimed: string | undefined,
  now: Date,
): Promise<PhoneProofVerdict> {
  const proven = await provider.verify(token, now);
  if (!proven || now.getTime() - proven.checkedAt.getTime() > PHONE_PROOF_FRESH_MS) return 'refused';
  // A use is remembered past the token's last accepted moment (its expiry and the clocks' tolerance).
  const forgetAfter = new Date(proven.expiresAt.getTime() + 2 * CLOCK_TOLERANCE_SEC * 1000);
  await db.query('DELETE FROM phone_proof_uses WHERE expires_at < $1', [now]);
  const taken = await db.query(
    'INSERT INTO phone_proof_uses (token_id, used_at, expires_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING token_id',
    [proven.tokenId, now, forgetAfter],
  );
  if (taken.rows.length === 0) return 'refused';
  const claimedDigits = claimed?.trim().replace(/^\+/, '');
  if (proven.phone !== e164Digits(phone) || (claimedDigits !== undefined && claimedDigits !== proven.phone)) return 'mismatch';
  return 'proven';
}
