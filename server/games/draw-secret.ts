/**
 * The key of the lottery centre's draws (server/games/lottery-draws.ts): LOTTERY_DRAW_SECRET, the
 * same on every server of one database so they all show a draw the same numbers. When it is unset
 * each process draws a random one, as for PAYMENT_CALLBACK_SECRET: results then hold for the
 * process's life and change with a restart, and no client can compute them either way.
 */
import { randomBytes } from 'node:crypto';

let secret: Buffer | undefined;

export function lotteryDrawSecret(): Buffer {
  if (!secret) {
    const configured = process.env.LOTTERY_DRAW_SECRET;
    secret = configured ? Buffer.from(configured, 'utf8') : randomBytes(32);
  }
  return secret;
}
