/**
 * SPEC 2's social login, through OpenID Connect (issue 27): the authorization code flow with
 * PKCE, a state and a nonce, by openid-client (certified relying party; it checks the ID token's
 * signature, issuer, audience, expiry and nonce, and the response's state and issuer).
 *
 * A tenant names its providers in `socialLogin` (schemas/tenant.json): issuer, client id, and
 * the name of the environment variable holding the client secret. A sign-in is two requests:
 *
 * 1. start: a row in oidc_flows (state and binding cookie hashed) and the browser sent to the
 *    provider. The binding cookie ties the flow to the browser that started it, so a link with
 *    someone else's code and state (login CSRF) signs nobody in.
 * 2. finish: the flow taken once (used, expired or another browser's: refused), the code
 *    exchanged, and the provider's subject signed in: the member linked to it, or a new member
 *    when the tenant's registration asks nothing that a provider does not give.
 *
 * Refusals are SocialLoginError codes, which the login page shows (error.E_OIDC_* messages).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import type { OidcProvider } from '../../engine/config/types.gen.ts';
import type { SocialProvider } from '../../engine/config/social-login.ts';
import type { TenantConfig } from '../../engine/config/types.ts';
import { CONTACT_RULES } from '../../engine/account/contact-rules.ts';
import type { Db } from '../db/types.ts';
import { insertMember, type MemberRow } from '../members/accounts.ts';
import { hashPassword } from '../security/password.ts';
import { ensureWallet } from '../wallet/ledger.ts';
import { minimumAgeOf } from './age.ts';
import { OIDC_FLOW_TTL_MS } from './limits.ts';
import { checkRule, registerConfig, type RegisterField } from './register-config.ts';
import { isUniqueViolation } from './register.ts';

export type SocialLoginCode =
  /** no such provider on this tenant, its flag is off, or the site's address is not one of the tenant's hosts */
  | 'E_OIDC_UNAVAILABLE'
  /** the provider could not be reached, or its answer did not verify */
  | 'E_OIDC_PROVIDER'
  /** the member cancelled at the provider */
  | 'E_OIDC_CANCELLED'
  /** the flow is unknown, used, expired, or was started in another browser */
  | 'E_OIDC_STATE'
  /** the subject has no member, and this tenant's registration asks for more than a provider gives */
  | 'E_OIDC_REGISTER_FIRST';

export class SocialLoginError extends Error {
  constructor(
    readonly code: SocialLoginCode,
    detail: string,
  ) {
    super(`${code}: ${detail}`);
  }
}

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

export interface DiscoveryOptions {
  /** http issuers on localhost: only a server run with the development helpers (tests) */
  allowLoopbackHttp: boolean;
}

const DISCOVERY_TTL_MS = 10 * 60_000;
const PROVIDER_TIMEOUT_S = 5;
const discovered = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

/**
 * The provider's configuration from its discovery document, kept ten minutes (a failed one is
 * not kept). An http issuer is refused unless it is localhost and the server allows it.
 */
export function discover(provider: OidcProvider, options: DiscoveryOptions, now = Date.now()): Promise<oidc.Configuration> {
  const issuer = new URL(provider.issuer);
  const loopback = issuer.protocol === 'http:' && (issuer.hostname === 'localhost' || issuer.hostname === '127.0.0.1');
  if (issuer.protocol !== 'https:' && !(loopback && options.allowLoopbackHttp))
    return Promise.reject(new SocialLoginError('E_OIDC_PROVIDER', `issuer ${issuer.origin} is not https`));
  const secret = provider.clientSecretEnv ? process.env[provider.clientSecretEnv] : undefined;
  if (provider.clientSecretEnv && !secret)
    return Promise.reject(new SocialLoginError('E_OIDC_PROVIDER', `${provider.clientSecretEnv} is not set on the server`));
  const key = JSON.stringify([provider.issuer, provider.clientId, secret ?? null, loopback]);
  const kept = discovered.get(key);
  if (kept && now - kept.at < DISCOVERY_TTL_MS) return kept.config;
  const config = oidc.discovery(issuer, provider.clientId, secret, secret ? oidc.ClientSecretPost(secret) : oidc.None(), {
    execute: loopback ? [oidc.allowInsecureRequests] : [],
    timeout: PROVIDER_TIMEOUT_S,
  });
  discovered.set(key, { at: now, config });
  config.catch(() => discovered.delete(key));
  return config;
}

/** The callback address registered at the provider, on the host the member is on (one of the tenant's hosts). */
export function callbackUrl(config: TenantConfig, provider: SocialProvider, site: { host: string; https: boolean }): URL {
  const url = new URL(`${site.https ? 'https' : 'http'}://${site.host}/oidc/${provider}/callback`);
  if (!config.hosts.includes(url.hostname))
    throw new SocialLoginError('E_OIDC_UNAVAILABLE', `${url.hostname} is not a host of this tenant`);
  return url;
}

export interface StartedFlow {
  /** where the browser goes: the provider's authorization endpoint */
  authorizationUrl: URL;
  /** the browser binding, for its cookie */
  binding: string;
}

/** Starts a sign-in: the flow stored (hashes of its state and binding) and the provider's address. */
export async function startFlow(
  db: Db,
  options: { tenantId: string; provider: SocialProvider; settings: oidc.Configuration; callback: URL; remember: boolean; now: Date },
): Promise<StartedFlow> {
  const { tenantId, provider, settings, callback, remember, now } = options;
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  const binding = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO oidc_flows (state_hash, binding_hash, tenant_id, provider, code_verifier, nonce, remember, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [sha256(state), sha256(binding), tenantId, provider, verifier, nonce, remember, now, new Date(now.getTime() + OIDC_FLOW_TTL_MS)],
  );
  // the flows nobody finished are of no use after their ten minutes
  await db.query('DELETE FROM oidc_flows WHERE expires_at < $1', [new Date(now.getTime() - OIDC_FLOW_TTL_MS)]);
  const authorizationUrl = oidc.buildAuthorizationUrl(settings, {
    redirect_uri: callback.href,
    scope: 'openid profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { authorizationUrl, binding };
}

interface FlowRow {
  binding_hash: string;
  tenant_id: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  remember: boolean;
}

/** Takes the flow of a state once: unknown, used, expired, another tenant's or provider's, or another browser's is refused. */
export async function takeFlow(
  db: Db,
  options: { tenantId: string; provider: SocialProvider; state: string; binding: string | undefined; now: Date },
): Promise<FlowRow> {
  const { tenantId, provider, state, binding, now } = options;
  if (state.length === 0 || state.length > 200) throw new SocialLoginError('E_OIDC_STATE', 'no state');
  const taken = await db.query<FlowRow>(
    `UPDATE oidc_flows SET used_at = $2 WHERE state_hash = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING binding_hash, tenant_id, provider, code_verifier, nonce, remember`,
    [sha256(state), now],
  );
  const flow = taken.rows[0];
  if (!flow) throw new SocialLoginError('E_OIDC_STATE', 'unknown, used or expired state');
  if (flow.tenant_id !== tenantId || flow.provider !== provider) throw new SocialLoginError('E_OIDC_STATE', 'state of another site');
  const expected = Buffer.from(flow.binding_hash, 'hex');
  const got = Buffer.from(sha256(binding ?? ''), 'hex');
  if (!binding || !timingSafeEqual(expected, got)) throw new SocialLoginError('E_OIDC_STATE', 'started in another browser');
  return flow;
}

/** What a verified sign-in tells about the person: the provider's subject and, when given, a name. */
export interface Identity {
  subject: string;
  name?: string;
}

/**
 * The code exchanged at the provider, and the ID token verified (openid-client). The name comes
 * from the ID token, or else from the provider's user info (bound to the same subject); without
 * one the member simply has no nickname.
 */
export async function finishAtProvider(settings: oidc.Configuration, currentUrl: URL, flow: FlowRow, state: string): Promise<Identity> {
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(settings, currentUrl, {
      pkceCodeVerifier: flow.code_verifier,
      expectedState: state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    throw new SocialLoginError('E_OIDC_PROVIDER', `the provider's answer did not verify: ${(error as Error).message}`);
  }
  const claims = tokens.claims();
  const subject = typeof claims?.sub === 'string' ? claims.sub : '';
  if (subject.length === 0 || subject.length > 255) throw new SocialLoginError('E_OIDC_PROVIDER', 'the ID token has no usable subject');
  let name = claims?.name;
  if (typeof name !== 'string' && settings.serverMetadata().userinfo_endpoint) {
    name = await oidc
      .fetchUserInfo(settings, tokens.access_token, subject)
      .then((info) => info.name)
      .catch(() => undefined);
  }
  return { subject, name: typeof name === 'string' && name.trim() ? name.trim() : undefined };
}

/** Register fields a provider stands in for: the account name is made, the password is the provider's sign-in. */
const GIVEN_BY_PROVIDER: ReadonlySet<RegisterField> = new Set(['username', 'password', 'confirmPassword', 'mobileNum', 'messageCode']);

/**
 * Whether a first social sign-in may make the member: username registration is open, and nothing
 * else is required (an invitation code, a payment password, a date of birth for an age gate).
 */
function opensAccounts(tenantId: string, tenant: TenantConfig): boolean {
  const config = registerConfig(tenantId, tenant);
  if (!config.modes.username || minimumAgeOf(tenant) > 0) return false;
  return Object.entries(config.fields).every(([field, setting]) => GIVEN_BY_PROVIDER.has(field as RegisterField) || !setting.required);
}

/** The member a provider's subject signs in as: the linked one, or one made now. */
export async function memberForIdentity(
  db: Db,
  options: { tenantId: string; tenant: TenantConfig; provider: SocialProvider; identity: Identity; now: Date },
): Promise<MemberRow> {
  const { tenantId, tenant, provider, identity, now } = options;
  const linked = await linkedMember(db, tenantId, provider, identity.subject);
  if (linked) return linked;
  if (!opensAccounts(tenantId, tenant))
    throw new SocialLoginError('E_OIDC_REGISTER_FIRST', 'registration asks for more than the provider gives');
  // Nobody knows this password: the member signs in through the provider (or resets it by phone).
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const nickname = identity.name && checkRule(CONTACT_RULES.nickname, identity.name).ok ? identity.name : null;
  try {
    await db.transaction(async (tx) => {
      const account = `${provider[0]}${randomBytes(5).toString('hex')}`;
      const id = await insertMember(tx, { tenantId, account, password: '', type: 0, nickname }, passwordHash);
      await tx.query('INSERT INTO member_contacts (member_id, tenant_id, register_method) VALUES ($1, $2, $3)', [id, tenantId, 'H5']);
      await tx.query('INSERT INTO member_identities (tenant_id, provider, subject, member_id, created_at) VALUES ($1, $2, $3, $4, $5)', [
        tenantId,
        provider,
        identity.subject,
        id,
        now,
      ]);
      await ensureWallet(tx, id);
    });
  } catch (error) {
    // the same subject's first sign-in in two tabs: the primary key decides, and both sign in as its member
    if (!isUniqueViolation(error)) throw error;
  }
  const made = await linkedMember(db, tenantId, provider, identity.subject);
  if (!made) throw new SocialLoginError('E_OIDC_PROVIDER', 'the new member was not found');
  return made;
}

async function linkedMember(db: Db, tenantId: string, provider: SocialProvider, subject: string): Promise<MemberRow | undefined> {
  const found = await db.query<MemberRow>(
    `SELECT m.* FROM member_identities i JOIN members m ON m.id = i.member_id
     WHERE i.tenant_id = $1 AND i.provider = $2 AND i.subject = $3 AND NOT m.preview`,
    [tenantId, provider, subject],
  );
  return found.rows[0];
}
