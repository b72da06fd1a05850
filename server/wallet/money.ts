/**
 * The amount grammar lives in engine/grammar/money.ts, shared with the wallet forms. This name
 * stays only for the files that still import it and were being edited alongside the move (grep
 * for wallet/money.ts); import the engine module instead, and delete this file with the last one.
 */
export { formatCents, parseCents } from '../../engine/grammar/money.ts';
