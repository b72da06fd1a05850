/**
 * The money-moving call (deposit, withdraw, transfer, redeem, claim): one Idempotency-Key per
 * attempt, kept while the same body is retried after a lost answer, so money moves once.
 */
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, type ApiName, type ParamsOf, type ResponseOf, type Engine } from '../../engine';
import { errorText } from './errors';

/** A fresh Idempotency-Key for one attempt (crypto.randomUUID where available). */
function newIdempotencyKey(random: () => string = () => globalThis.crypto.randomUUID()): string {
  return random();
}

/**
 * Holds the key of the current attempt: the same body asks again with the same key (a retry after
 * a lost answer moves money once); another body, or a settled attempt, takes a new key.
 */
export function createAttemptKeys(random?: () => string) {
  let current: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (!current || current.body !== text) current = { body: text, key: newIdempotencyKey(random) };
      return current.key;
    },
    /** The attempt got a definite answer: the next submit is a new attempt. */
    settle() {
      current = null;
    },
  };
}

/** A money-moving call through the shared API client, carrying the attempt's Idempotency-Key. */
export function moneyCall<Name extends ApiName>(engine: Engine, name: Name, body: ParamsOf<Name>, key: string): Promise<ResponseOf<Name>> {
  return engine.api.call(name, body, { idempotencyKey: key });
}

/** True when a failure means the answer was lost and the same attempt may be retried. */
export const isRetryable = (error: unknown) => error instanceof ApiError && error.isNetwork;

/**
 * One money form's attempts: busy while one runs, the text of its failure, and its key kept for a
 * retry after a lost answer (a definite answer, money moved or refused, settles it).
 */
export function useMoneyAttempt() {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const keys = useRef(createAttemptKeys()).current;
  /** Sends `body` under the attempt's key; `done` follows a definite answer. */
  async function attempt<R>(body: unknown, send: (key: string) => Promise<R>, done: (answer: R) => unknown) {
    setBusy(true);
    try {
      const answer = await send(keys.keyFor(body));
      keys.settle();
      await done(answer);
    } catch (error) {
      if (!isRetryable(error)) keys.settle();
      setFailure(errorText(intl, error));
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, setFailure, attempt };
}
