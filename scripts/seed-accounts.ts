/** The seeded demo accounts as a console table, printed by `npm start` and `npm run dev`. */
import { SEED_MEMBERS } from '../server/seed/seed-data.ts';

export function seedAccountsTable(): string {
  const rows = SEED_MEMBERS.map((m) => [
    m.tenantId,
    m.account,
    m.password,
    String(m.type),
    m.nickname ?? '-',
    (m.openingBalanceCents / 100).toFixed(2),
  ]);
  const header = ['tenant', 'account', 'password', 'type', 'nickname', 'balance'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `  ${cells.map((c, i) => c.padEnd(widths[i])).join('  ')}`;
  return [line(header), ...rows.map(line)].join('\n');
}
