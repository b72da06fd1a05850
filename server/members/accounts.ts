/** Member accounts: creation (seed, later registration) and the lookups login and auth need. */
import type { Queryable } from '../db/types.ts';
import { hashPassword } from '../security/password.ts';

export interface NewMember {
  tenantId: string;
  account: string;
  password: string;
  type: number;
  nickname?: string | null;
  vip?: boolean;
  clubLabel?: { labelName: string; type: string } | null;
  labels?: string[];
  /** the direct upline (agent) of the member; set once, at creation */
  parentId?: number | null;
  /** a studio preview identity (server/studio/preview-session.ts): read-only, in no team, never signs in */
  preview?: boolean;
}

export interface MemberRow {
  id: number;
  tenant_id: string;
  account: string;
  nickname: string | null;
  type: number;
  password_hash: string;
  vip: boolean;
  club_label_name: string | null;
  club_label_type: string | null;
  disabled: boolean;
  /** a studio preview identity (migration 016) */
  preview: boolean;
  last_login_at: Date | null;
}

/**
 * The member of a tenant by account name (case-insensitive), or undefined. A studio preview
 * identity is nobody's to find by name: login, registration and the agents' forms never see one.
 */
export async function findMemberByAccount(db: Queryable, tenantId: string, account: string): Promise<MemberRow | undefined> {
  const found = await db.query<MemberRow>('SELECT * FROM members WHERE tenant_id = $1 AND lower(account) = lower($2) AND NOT preview', [
    tenantId,
    account,
  ]);
  return found.rows[0];
}

/** Hashes the password and inserts the member with its labels; returns the new id. */
export async function createMember(db: Queryable, member: NewMember): Promise<number> {
  const passwordHash = await hashPassword(member.password);
  return insertMember(db, member, passwordHash);
}

/** Inserts a member whose password is already hashed (the seed hashes outside its transaction). */
export async function insertMember(db: Queryable, member: NewMember, passwordHash: string): Promise<number> {
  // parent_id and preview only when set, so the insert also runs on a schema from before migrations 008 and 016
  const extra: [string, unknown][] = [];
  if (member.parentId != null) extra.push(['parent_id', member.parentId]);
  if (member.preview) extra.push(['preview', true]);
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO members (tenant_id, account, nickname, type, password_hash, vip, club_label_name, club_label_type${extra.map(([column]) => `, ${column}`).join('')})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8${extra.map((_, i) => `, $${9 + i}`).join('')}) RETURNING id`,
    [
      member.tenantId,
      member.account,
      member.nickname ?? null,
      member.type,
      passwordHash,
      member.vip ?? false,
      member.clubLabel?.labelName ?? null,
      member.clubLabel?.type ?? null,
      ...extra.map(([, value]) => value),
    ],
  );
  const id = inserted.rows[0].id;
  for (const label of member.labels ?? []) {
    await db.query('INSERT INTO member_labels (member_id, label_name) VALUES ($1, $2)', [id, label]);
  }
  return id;
}
