/**
 * Free trial: trialLogin and testPlay each create a trial member (type 4) with a generated name
 * and 2,000.00 of play money, and sign it in like login does (server/members/sessions.ts).
 * At most TRIAL_LIMIT trial accounts per client address an hour.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/types.ts';
import { apiErrors } from '../http/api-error.ts';
import { defineEndpoint } from '../http/handler.ts';
import { answerSignIn } from '../http/session-cookie.ts';
import { insertMember } from '../members/accounts.ts';
import { openSession } from '../members/sessions.ts';
import { TRIAL_TYPE } from '../payments/rules.ts';
import { unusablePasswordHash } from '../security/password.ts';
import { ensureWallet, postEntry } from '../wallet/ledger.ts';

export const TRIAL_BALANCE_CENTS = 200_000;
export const TRIAL_LIMIT = { perAddress: 10, windowMs: 60 * 60 * 1000 } as const;

interface TrialSession {
  token: string;
  id: number;
  userName: string;
}

async function createTrialMember(db: Db, tenantId: string, address: string, now: Date): Promise<TrialSession> {
  const since = new Date(now.getTime() - TRIAL_LIMIT.windowMs);
  const granted = await db.query<{ n: number; oldest: Date | null }>(
    'SELECT count(*)::int AS n, min(created_at) AS oldest FROM trial_grants WHERE address = $1 AND created_at > $2',
    [address, since],
  );
  const { n, oldest } = granted.rows[0];
  if (n >= TRIAL_LIMIT.perAddress && oldest) {
    throw apiErrors.rateLimited(Math.max(1, Math.ceil((new Date(oldest).getTime() + TRIAL_LIMIT.windowMs - now.getTime()) / 1000)));
  }
  const userName = `guest_${randomBytes(5).toString('hex')}`;
  return db.transaction(async (tx) => {
    const id = await insertMember(
      tx,
      { tenantId, account: userName, password: '', type: TRIAL_TYPE, nickname: null },
      unusablePasswordHash(),
    );
    const walletId = await ensureWallet(tx, id);
    await postEntry(tx, { walletId, amountCents: TRIAL_BALANCE_CENTS, kind: 'trial-credit', reference: 'trial:opening-balance' });
    await tx.query('INSERT INTO trial_grants (tenant_id, address, member_id, created_at) VALUES ($1, $2, $3, $4)', [
      tenantId,
      address,
      id,
      now,
    ]);
    const token = await openSession(tx, id, false, now);
    return { token, id, userName };
  });
}

export const trialLogin = defineEndpoint('trialLogin', {
  auth: 'none',
  async handle(ctx) {
    const { db, tenantId, address, now } = ctx;
    const trial = await createTrialMember(db, tenantId, address, now);
    return answerSignIn(ctx, {
      token: trial.token,
      merchantCode: tenantId,
      id: trial.id,
      userName: trial.userName,
      type: TRIAL_TYPE,
      firstTimeLogin: true,
      customerType: TRIAL_TYPE,
    });
  },
});

export const testPlay = defineEndpoint('testPlay', {
  auth: 'none',
  async handle(ctx) {
    const { db, tenantId, address, now } = ctx;
    const trial = await createTrialMember(db, tenantId, address, now);
    return answerSignIn(ctx, { token: trial.token, userName: trial.userName, customerType: TRIAL_TYPE });
  },
});
