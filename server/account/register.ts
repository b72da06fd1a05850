/**
 * Registration: re-checks every rule of the tenant's registration config, the captcha (when
 * enabled), the invitation code, the username and mobile number's availability and, in mobile
 * mode, the proof of the number (the SMS code, or on a tenant of the Firebase flow a Firebase ID
 * token: server/account/phone-proof.ts); then creates a type-0 member with an empty wallet and signs it in.
 */
import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { TenantConfig } from '../../engine/config/types.ts';
import type { Db } from '../db/types.ts';
import { apiErrors } from '../http/api-error.ts';
import type { BodyOf } from '../http/handler.ts';
import { findMemberByAccount, insertMember } from '../members/accounts.ts';
import { hashPassword } from '../security/password.ts';
import { ensureWallet } from '../wallet/ledger.ts';
import { findAffiliateCode } from './affiliate.ts';
import { birthDateFor } from './age.ts';
import { checkCaptcha } from './captcha.ts';
import { captchaRequired, conflict, fieldError, phoneMismatch, phoneProofFlowError } from './errors.ts';
import { REGISTER_ADDRESS_LIMIT } from './limits.ts';
import { findMemberByPhone, parsePhone, type Phone } from './phone.ts';
import { phoneProofFlow, provePhone } from './phone-proof.ts';
import { takeRate } from './rate-limit.ts';
import { checkRule, DEFAULT_RULES, REGISTER_FIELDS, registerConfig, RULE_MESSAGES, type RegisterField } from './register-config.ts';
import { signIn, type SessionValue } from './sign-in.ts';
import { verifySmsCode } from './sms.ts';

export const USERNAME_TAKEN = 'Sorry, the username already exists';
export const MOBILE_TAKEN = 'Sorry, the mobile number is already registered';

export type RegisterBody = BodyOf<'register'>;

export interface RegisterContext {
  db: Db;
  /** the request: its Host is the host the member registers on (SPEC 3 registerUrl and domain) */
  req: Pick<IncomingMessage, 'headers'>;
  tenantId: string;
  tenant: TenantConfig;
  body: RegisterBody;
  address: string;
  now: Date;
}

function ruleError(field: string, messageKey: string) {
  return fieldError(field, RULE_MESSAGES[messageKey] ?? 'is not valid', messageKey);
}

/** Passwords are kept as typed; every other value is trimmed. An empty value counts as absent. */
function valueOf(body: RegisterBody, field: RegisterField): string | undefined {
  const raw = body[field];
  if (raw === undefined) return undefined;
  const value = field === 'password' || field === 'confirmPassword' || field === 'paymentPassword' ? raw : raw.trim();
  return value === '' ? undefined : value;
}

/** A unique index refused the write (PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | undefined;
  return e?.code === '23505' || /duplicate key/i.test(e?.message ?? '');
}

/** Picks a free account name for a mobile registration that gave none. */
async function accountForPhone(db: Db, tenantId: string, phone: Phone): Promise<string> {
  const preferred = `m${phone.number}`.slice(0, 16);
  if (!(await findMemberByAccount(db, tenantId, preferred))) return preferred;
  return `m${randomBytes(6).toString('hex')}`;
}

/**
 * The host a registration is made on (SPEC 3): the request's own Host, lower-cased. A payload's
 * registerUrl (host) and domain (host name) must name it: they are the browser's location, and
 * a payload naming another site's is refused rather than kept.
 */
function registerHost(req: RegisterContext['req'], body: RegisterBody): { host: string; domain: string } {
  const host = (req.headers.host ?? '').trim().toLowerCase();
  const domain = host.replace(/:\d+$/, '');
  if (body.registerUrl !== undefined && body.registerUrl.toLowerCase() !== host)
    throw apiErrors.badRequest('body.registerUrl: must be the host this registration is made on');
  if (body.domain !== undefined && body.domain.toLowerCase() !== domain)
    throw apiErrors.badRequest('body.domain: must be the host name this registration is made on');
  return { host, domain };
}

/**
 * Whether this registration proves its number with a Firebase ID token: only in mobile mode, and
 * only on a tenant of the Firebase flow, which in turn takes no SMS code (400 E_PHONE_PROOF_FLOW).
 */
function checkProofFlow(tenant: TenantConfig, body: RegisterBody, mobileMode: boolean): boolean {
  const token = body.firebaseIdToken !== undefined;
  if (!mobileMode) {
    if (token) throw apiErrors.badRequest('body.firebaseIdToken: proves the number of a mobile registration only');
    return false;
  }
  const flow = phoneProofFlow(tenant);
  if (flow === 'sms' ? token : Boolean(body.messageCode?.trim())) throw phoneProofFlowError(flow);
  if (flow === 'sms') return false;
  if (!token) throw ruleError('messageCode', 'rule.required');
  if (body.firebaseChannel !== 'sms') throw apiErrors.badRequest('body.firebaseChannel: must be sms with firebaseIdToken');
  return true;
}

export async function registerMember({ db, req, tenantId, tenant, body, address, now }: RegisterContext): Promise<SessionValue> {
  const site = registerHost(req, body);
  await takeRate(db, 'register', address, REGISTER_ADDRESS_LIMIT, now);
  const config = registerConfig(tenantId, tenant);
  const mobileMode = body.mode === 'mobile';
  if (!(mobileMode ? config.modes.mobile : config.modes.username)) throw apiErrors.forbidden();
  const firebase = checkProofFlow(tenant, body, mobileMode);

  const values: Partial<Record<RegisterField, string>> = {};
  for (const field of REGISTER_FIELDS) {
    // The number and its SMS code belong to mobile mode (required there); the username is
    // required in username mode and optional in mobile mode; the rest follow the config.
    const setting = config.fields[field];
    // On the Firebase flow the number's proof is firebaseIdToken, not a code typed here.
    if (field === 'messageCode' && firebase) continue;
    const modeField = field === 'mobileNum' || field === 'messageCode';
    const applies = modeField ? mobileMode : field === 'username' ? true : setting.enabled;
    const required = modeField ? true : field === 'username' ? !mobileMode : setting.required;
    if (!applies) continue;
    const value = valueOf(body, field);
    if (value === undefined) {
      if (required) throw ruleError(field, 'rule.required');
      continue;
    }
    const verdict = checkRule(config.rules[field] ?? DEFAULT_RULES[field], value);
    if (!verdict.ok) throw ruleError(field, verdict.messageKey);
    values[field] = value;
  }
  if (values.password !== values.confirmPassword) throw ruleError('confirmPassword', 'in_confirmation_correct');
  const birthDate = birthDateFor(tenant, body.birthDate, now);

  let phone: Phone | undefined;
  if (mobileMode) {
    if (!body.countryDialingCode?.trim()) throw ruleError('countryDialingCode', 'rule.required');
    phone = parsePhone(values.mobileNum ?? '', body.countryDialingCode);
  }

  if (config.captcha.enabled && !(await checkCaptcha(db, tenantId, body.captchaId, body.captcha, now))) throw captchaRequired(400);

  let invitationCode: string | undefined;
  let parentId: number | null = null;
  if (values.invitationCode !== undefined) {
    // checked on the host the member registers on, as the affiliate code check does: a code bound to one domain works only there
    const found = await findAffiliateCode(db, tenantId, values.invitationCode, site.domain);
    if (!found) throw ruleError('invitationCode', 'invitation_code_error');
    invitationCode = found.code;
    // An agent's code makes the new member that agent's direct downline.
    parentId = found.agentMemberId;
  }

  if (values.username !== undefined && (await findMemberByAccount(db, tenantId, values.username))) throw conflict(USERNAME_TAKEN);
  if (phone) {
    if (await findMemberByPhone(db, tenantId, phone)) throw conflict(MOBILE_TAKEN);
    if (firebase) {
      const verdict = await provePhone(db, body.firebaseIdToken ?? '', phone, undefined, now);
      if (verdict === 'mismatch') throw phoneMismatch(400);
      if (verdict === 'refused') throw ruleError('messageCode', 'rule.messageCodeWrong');
    } else {
      const ok = await verifySmsCode(db, { tenantId, phone, purpose: 'register', code: values.messageCode ?? '', now });
      if (!ok) throw ruleError('messageCode', 'rule.messageCodeWrong');
    }
  }
  const account = values.username ?? (await accountForPhone(db, tenantId, phone as Phone));

  const passwordHash = await hashPassword(values.password as string);
  const paymentHash = values.paymentPassword === undefined ? null : await hashPassword(values.paymentPassword);
  try {
    await db.transaction(async (tx) => {
      const id = await insertMember(
        tx,
        { tenantId, account, password: '', type: 0, nickname: values.nickname ?? null, parentId },
        passwordHash,
      );
      await tx.query(
        `INSERT INTO member_contacts (member_id, tenant_id, dialing_code, mobile_num, email, id_number, qq, facebook, wechat, line,
           whatsapp, zalo, payee_name, recommender_id, invitation_code, register_method, register_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
        [
          id,
          tenantId,
          phone?.dialingCode ?? null,
          phone?.number ?? null,
          values.email ?? null,
          values.idNumber ?? null,
          values.qq ?? null,
          values.facebook ?? null,
          values.wechat ?? null,
          values.line ?? null,
          values.whatsapp ?? null,
          values.zalo ?? null,
          values.payeeName ?? null,
          values.recommenderId ?? null,
          invitationCode ?? null,
          body.method,
          /^[a-z0-9.-]{1,253}(:[0-9]{1,5})?$/.test(site.host) ? site.host : null,
        ],
      );
      // The optional payment password is the one withdrawals check (one source of truth).
      if (paymentHash) await tx.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [id, paymentHash]);
      if (birthDate) await tx.query('UPDATE members SET birth_date = $2 WHERE id = $1', [id, birthDate]);
      await ensureWallet(tx, id);
    });
  } catch (error) {
    // Two registrations racing for one name or number: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(phone && values.username === undefined ? MOBILE_TAKEN : USERNAME_TAKEN);
    throw error;
  }
  const member = await findMemberByAccount(db, tenantId, account);
  if (!member) throw apiErrors.internal();
  return signIn(db, tenantId, member, false, now);
}
