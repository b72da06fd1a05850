/**
 * The money endpoints: deposit (channels, orders, the signed gateway callback), withdraw (info,
 * create, cancel, list), the payment password and transfers between the main and vendor
 * wallets. Every request that moves money needs an Idempotency-Key header (server/wallet/
 * idempotency.ts). Trial members (type 4) may not deposit, withdraw or transfer; only types 0, 1
 * and 2 may deposit (403 E_FREE_REJECT, value.messageKey "free_reject").
 */
import type { IncomingMessage } from 'node:http';
import { ApiError } from '../http/api-error.ts';
import type { AuthedMember } from '../http/auth.ts';
import { defineEndpoint } from '../http/handler.ts';
import { listDeposits, settleDeposit } from '../payments/deposit.ts';
import { checkPaymentPassword, hasPaymentPassword, setPaymentPassword } from '../payments/payment-password.ts';
import { amountField, assertMayDeposit, assertNotTrial, channelsOf, mayDeposit, TRIAL_TYPE, withdrawLimitsOf } from '../payments/rules.ts';
import { SIGNATURE_HEADER, verifyCallback } from '../payments/signature.ts';
import { createDepositChecked } from '../responsible-gaming/deposit.ts';
import { transferChecked } from '../responsible-gaming/transfer.ts';
import { tenantTimeZone } from '../time/zone.ts';
import { cancelWithdrawal, createWithdrawal, listWithdrawals, withdrawnToday } from '../payments/withdraw.ts';
import { idempotencyKeyOf, withIdempotency } from '../wallet/idempotency.ts';
import { ensureWallet } from '../wallet/ledger.ts';
import { formatCents } from '../wallet/money.ts';
import { reportedGateway } from './gateway.ts';

const DEFAULT_PAGE_SIZE = 20;

export function paging(query: { pageNo?: string; pageSize?: string }): { pageNo: number; pageSize: number } {
  return { pageNo: Number(query.pageNo ?? 1), pageSize: Number(query.pageSize ?? DEFAULT_PAGE_SIZE) };
}

export const paymentChannels = defineEndpoint('paymentChannels', {
  auth: 'required',
  async handle({ tenant, member }) {
    return {
      allowed: mayDeposit(member.type),
      channels: channelsOf(tenant).map((c) => ({
        id: c.id,
        name: c.name,
        kind: c.kind,
        min: formatCents(c.minCents),
        max: formatCents(c.maxCents),
      })),
    };
  },
});

export const depositCreate = defineEndpoint('depositCreate', {
  auth: 'required',
  async handle({ db, req, tenant, tenantId, member, body, now }) {
    assertMayDeposit(member.type);
    const key = idempotencyKeyOf(req);
    const amountCents = amountField(body.amount);
    const gateway = reportedGateway(tenant, body.gateway);
    const guard = { memberId: member.memberId, now, timeZone: tenantTimeZone(tenant), sessionId: member.sessionId };
    return withIdempotency(db, { memberId: member.memberId, key, scope: 'depositCreate', body }, async (tx) => {
      // the deposit limits in the order's own transaction (server/responsible-gaming/deposit.ts)
      return createDepositChecked(tx, guard, {
        tenantId,
        memberId: member.memberId,
        channels: channelsOf(tenant),
        channelId: body.channelId,
        amountCents,
        gateway,
        now,
      });
    });
  },
});

export const depositOrders = defineEndpoint('depositOrders', {
  auth: 'required',
  async handle({ db, member, query, now }) {
    const { pageNo, pageSize } = paging(query);
    return listDeposits(db, member.memberId, pageNo, pageSize, now);
  },
});

const badSignature = () => new ApiError(401, 'E_BAD_SIGNATURE', 'The callback signature is not valid');

export const paymentCallback = defineEndpoint('paymentCallback', {
  auth: 'none',
  async handle({ db, req, tenantId, body, now }) {
    const header = req.headers[SIGNATURE_HEADER];
    if (!verifyCallback(body, Array.isArray(header) ? header[0] : header)) throw badSignature();
    return settleDeposit(db, tenantId, body, now);
  },
});

export const withdrawInfo = defineEndpoint('withdrawInfo', {
  auth: 'required',
  async handle({ db, tenant, member, now }) {
    const limits = withdrawLimitsOf(tenant);
    const walletId = await ensureWallet(db, member.memberId);
    const balance = (await db.query<{ cents: number }>('SELECT balance_cents AS cents FROM wallets WHERE id = $1', [walletId])).rows[0]
      .cents;
    const today = await withdrawnToday(db, member.memberId, now, tenantTimeZone(tenant));
    return {
      allowed: member.type !== TRIAL_TYPE,
      min: formatCents(limits.minCents),
      max: formatCents(limits.maxCents),
      dailyMax: formatCents(limits.dailyMaxCents),
      withdrawnToday: formatCents(today),
      remainingToday: formatCents(Math.max(0, limits.dailyMaxCents - today)),
      balance: formatCents(balance),
      hasPaymentPassword: await hasPaymentPassword(db, member.memberId),
    };
  },
});

/** A withdrawal's or a transfer's key and amount in cents, once the member is known not to be a trial account. */
function moneyRequest(member: AuthedMember, req: IncomingMessage, amount: string) {
  assertNotTrial(member.type);
  return { key: idempotencyKeyOf(req), amountCents: amountField(amount) };
}

export const withdrawCreate = defineEndpoint('withdrawCreate', {
  auth: 'required',
  async handle({ db, req, tenant, tenantId, member, body, now }) {
    const { key, amountCents } = moneyRequest(member, req, body.amount);
    // The key's hash covers the amount only, so a retry with the password retyped is still the same
    // request; a retry of an answered key is answered before the password is checked or counted.
    return withIdempotency(
      db,
      { memberId: member.memberId, key, scope: 'withdrawCreate', body: { amount: formatCents(amountCents) } },
      (tx) =>
        createWithdrawal(tx, {
          tenantId,
          memberId: member.memberId,
          amountCents,
          limits: withdrawLimitsOf(tenant),
          now,
          timeZone: tenantTimeZone(tenant),
        }),
      () => checkPaymentPassword(db, member.memberId, body.paymentPassword, now),
    );
  },
});

export const withdrawCancel = defineEndpoint('withdrawCancel', {
  auth: 'required',
  async handle({ db, req, tenantId, member, body, now }) {
    assertNotTrial(member.type);
    const key = idempotencyKeyOf(req);
    return withIdempotency(db, { memberId: member.memberId, key, scope: 'withdrawCancel', body }, (tx) =>
      cancelWithdrawal(tx, tenantId, member.memberId, body.orderNo, now),
    );
  },
});

export const withdrawList = defineEndpoint('withdrawList', {
  auth: 'required',
  async handle({ db, member, query }) {
    const { pageNo, pageSize } = paging(query);
    return listWithdrawals(db, member.memberId, pageNo, pageSize);
  },
});

export const paymentPassword = defineEndpoint('paymentPassword', {
  auth: 'required',
  async handle({ db, member, body, now }) {
    assertNotTrial(member.type);
    await setPaymentPassword(db, member.memberId, body.password, body.loginPassword, now);
    return null;
  },
});

export const walletTransfer = defineEndpoint('walletTransfer', {
  auth: 'required',
  async handle({ db, req, tenant, tenantId, member, body, now }) {
    const { key, amountCents } = moneyRequest(member, req, body.amount);
    return transferChecked(
      db,
      { memberId: member.memberId, key, scope: 'walletTransfer', body },
      { tenantId, memberId: member.memberId, from: body.from, to: body.to, amountCents, now },
      { timeZone: tenantTimeZone(tenant), sessionId: member.sessionId },
    );
  },
});
