/**
 * An agent creates a direct downline (a member, type 0, or a sub-agent, type 2) with the rules of
 * the tenant's registration config and rebate rates within its own; the new member can sign in
 * at once; with a tenant minimum age, the downline's date of birth is required and checked. And the agent's invitation link: registering through it also makes a direct downline.
 */
import { randomBytes } from 'node:crypto';
import type { TenantConfig } from '../../engine/config/types.ts';
import { birthDateFor } from '../account/age.ts';
import { conflict, fieldError } from '../account/errors.ts';
import { findMemberByPhone, parsePhone, type Phone } from '../account/phone.ts';
import { checkRule, DEFAULT_RULES, registerConfig, RULE_MESSAGES, type RegisterField } from '../account/register-config.ts';
import { isUniqueViolation, MOBILE_TAKEN, USERNAME_TAKEN } from '../account/register.ts';
import type { Db, Queryable } from '../db/types.ts';
import { findMemberByAccount, insertMember } from '../members/accounts.ts';
import { hashPassword } from '../security/password.ts';
import { ensureWallet } from '../wallet/ledger.ts';
import type { BodyOf } from '../http/handler.ts';
import { checkRates, ratesOf, writeRates } from './rebates.ts';

export type AgentRegisterBody = BodyOf<'agentRegister'>;

const OPTIONAL: readonly ('nickname' | 'payeeName' | 'email')[] = ['nickname', 'payeeName', 'email'];

function ruleError(field: string, messageKey: string) {
  return fieldError(field, RULE_MESSAGES[messageKey] ?? 'is not valid', messageKey);
}

export async function registerDownline(
  db: Db,
  tenantId: string,
  tenant: TenantConfig,
  agentId: number,
  body: AgentRegisterBody,
  now: Date,
) {
  const config = registerConfig(tenantId, tenant);
  const check = (field: RegisterField, value: string) => {
    const verdict = checkRule(config.rules[field] ?? DEFAULT_RULES[field], value);
    if (!verdict.ok) throw ruleError(field, verdict.messageKey);
  };
  const username = body.username.trim();
  check('username', username);
  check('password', body.password);
  if (body.password !== body.confirmPassword) throw ruleError('confirmPassword', 'in_confirmation_correct');
  // The age gate holds for a downline an agent creates as for one who registers (issue 29).
  const birthDate = birthDateFor(tenant, body.birthDate, now);
  const values: Partial<Record<(typeof OPTIONAL)[number], string>> = {};
  for (const field of OPTIONAL) {
    const value = body[field]?.trim() || undefined;
    if (value === undefined) {
      if (config.fields[field].enabled && config.fields[field].required) throw ruleError(field, 'rule.required');
      continue;
    }
    check(field, value);
    values[field] = value;
  }
  let phone: Phone | undefined;
  const mobile = body.mobileNum?.trim();
  if (mobile) {
    check('mobileNum', mobile);
    if (!body.countryDialingCode?.trim()) throw ruleError('countryDialingCode', 'rule.required');
    phone = parsePhone(mobile, body.countryDialingCode);
    if (await findMemberByPhone(db, tenantId, phone)) throw conflict(MOBILE_TAKEN);
  }
  const rates = checkRates(body.rates ?? [], await ratesOf(db, agentId));
  if (await findMemberByAccount(db, tenantId, username)) throw conflict(USERNAME_TAKEN);
  const passwordHash = await hashPassword(body.password);
  try {
    const id = await db.transaction(async (tx) => {
      const memberId = await insertMember(
        tx,
        { tenantId, account: username, password: '', type: body.type, nickname: values.nickname ?? null, parentId: agentId },
        passwordHash,
      );
      await tx.query(
        `INSERT INTO member_contacts (member_id, tenant_id, dialing_code, mobile_num, email, payee_name, register_method)
         VALUES ($1, $2, $3, $4, $5, $6, 'AGENT')`,
        [memberId, tenantId, phone?.dialingCode ?? null, phone?.number ?? null, values.email ?? null, values.payeeName ?? null],
      );
      if (birthDate) await tx.query('UPDATE members SET birth_date = $2 WHERE id = $1', [memberId, birthDate]);
      await ensureWallet(tx, memberId);
      await writeRates(tx, memberId, rates, now);
      return memberId;
    });
    return { id, account: username, type: body.type };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(phone && /mobile/i.test(String(error)) ? MOBILE_TAKEN : USERNAME_TAKEN);
    throw error;
  }
}

/** The agent's invitation code (made on first ask) and the registration link that carries it. */
export async function affiliateLink(db: Queryable, tenantId: string, agentId: number, origin: string) {
  const found = await db.query<{ code: string }>(
    'SELECT code FROM affiliate_codes WHERE tenant_id = $1 AND agent_member_id = $2 AND active ORDER BY code LIMIT 1',
    [tenantId, agentId],
  );
  let code = found.rows[0]?.code;
  while (!code) {
    const candidate = randomBytes(5).toString('hex').toUpperCase();
    const inserted = await db.query<{ code: string }>(
      'INSERT INTO affiliate_codes (tenant_id, code, agent_member_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING code',
      [tenantId, candidate, agentId],
    );
    code = inserted.rows[0]?.code;
  }
  return { code, url: `${origin}/m/register?code=${encodeURIComponent(code)}` };
}
