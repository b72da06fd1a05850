/** Helpers of the hardening contract tests (issue 8): funded members with a payment password, withdrawals. */
import { randomBytes } from 'node:crypto';
import { ensureWallet, postEntry } from '../../server/wallet/ledger.ts';
import { call, expectOk, freshMember, loginToken, type CallResult, type ContractServer } from './support/server.ts';

export const PAYMENT_PASSWORD = '246810';

export async function fund(server: ContractServer, memberId: number, cents: number): Promise<void> {
  await server.server.db.transaction(async (tx) => {
    const walletId = await ensureWallet(tx, memberId);
    await postEntry(tx, { walletId, amountCents: cents, kind: 'bonus', reference: `test-fund:${randomBytes(6).toString('hex')}` });
  });
}

/** A fresh member with 1,000.00, a payment password, and a session token. */
export async function payingMember(server: ContractServer): Promise<{ account: string; password: string; id: number; token: string }> {
  const member = await freshMember(server);
  await fund(server, member.id, 100_000);
  const token = await loginToken(server, member.account, member.password);
  expectOk(
    await call(server, '/api/member/paymentPassword', {
      method: 'POST',
      token,
      body: { password: PAYMENT_PASSWORD, loginPassword: member.password },
    }),
    'api/paymentPassword.response',
  );
  return { ...member, token };
}

export function withdraw(server: ContractServer, token: string, paymentPassword: string, amount = '20'): Promise<CallResult> {
  return call(server, '/api/withdraw', {
    method: 'POST',
    token,
    body: { amount, paymentPassword },
    headers: { 'idempotency-key': `k-${randomBytes(8).toString('hex')}` },
  });
}
