/**
 * The studio's demo operators (README, "Studio accounts"): an editor and a publisher for demo, one
 * publisher for lucky, the platform admin who owns hosts, origins, four-eyes and roles, and demo's two cashiers.
 */
import type { Queryable } from '../db/types.ts';

export interface SeedOperator {
  username: string;
  password: string;
  roles: Record<string, 'editor' | 'publisher' | 'cashier'>;
  platformAdmin?: true;
}

const SEED_OPERATORS: SeedOperator[] = [
  { username: 'demo-editor', password: 'editor1234', roles: { demo: 'editor' } },
  { username: 'demo-publisher', password: 'publisher1234', roles: { demo: 'publisher' } },
  { username: 'lucky-operator', password: 'operator1234', roles: { lucky: 'publisher' } },
  { username: 'platform-admin', password: 'admin1234', roles: {}, platformAdmin: true },
  // the cash desk of demo: two cashiers, since a withdrawal above the threshold needs two approvers
  { username: 'demo-cashier', password: 'cashier1234', roles: { demo: 'cashier' } },
  { username: 'demo-cashier2', password: 'cashier1234', roles: { demo: 'cashier' } },
];

/** demo keeps four-eyes (the default); lucky, with one operator, publishes its own changes. */
const SEED_SELF_PUBLISH = ['lucky'];

/** Usernames of the seed operators not yet in the database. */
export async function missingOperators(db: Queryable): Promise<SeedOperator[]> {
  const found = await db.query<{ username: string }>('SELECT username FROM operators WHERE username = ANY($1::text[])', [
    SEED_OPERATORS.map((o) => o.username),
  ]);
  const have = new Set(found.rows.map((r) => r.username));
  return SEED_OPERATORS.filter((o) => !have.has(o.username));
}

/** Inserts the missing operators with their hashed passwords, and the tenants' four-eyes settings. */
export async function seedOperators(tx: Queryable, hashes: Map<SeedOperator, string>): Promise<void> {
  for (const [operator, hash] of hashes) {
    const inserted = await tx.query<{ id: number }>(
      'INSERT INTO operators (username, password_hash, platform_admin) VALUES ($1, $2, $3) ON CONFLICT (username) DO NOTHING RETURNING id',
      [operator.username, hash, operator.platformAdmin === true],
    );
    const id = inserted.rows[0]?.id;
    if (id === undefined) continue;
    for (const [tenantId, role] of Object.entries(operator.roles)) {
      await tx.query('INSERT INTO operator_roles (operator_id, tenant_id, role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        id,
        tenantId,
        role,
      ]);
    }
  }
  for (const tenantId of SEED_SELF_PUBLISH) {
    await tx.query('INSERT INTO studio_tenants (tenant_id, four_eyes) VALUES ($1, false) ON CONFLICT DO NOTHING', [tenantId]);
  }
}
