/**
 * Head icons (SPEC 7 Account, issue 27): the avatars a member may pick, shipped as SVG assets
 * (tenants/_base/assets/avatars/<id>.svg), in the order the picker shows them. The request schema
 * (schemas/api/headIconSet.request.json) lists the same ids, so an avatar outside it is refused
 * before a handler runs, and HeadIconId keeps this list and the schema's in step.
 */
import type { HeadIcon, HeadIconId, HeadIconResponse } from '../../engine/config/types.gen.ts';
import type { Queryable } from '../db/types.ts';

const HEAD_ICON_IDS: readonly HeadIconId[] = ['fox', 'owl', 'cat', 'panda', 'robot', 'tiger'];

const iconOf = (id: HeadIconId): HeadIcon => ({ id, url: `/assets/avatars/${id}.svg` });

/** True when `id` names an avatar the site ships (a value read back from the database). */
const isHeadIconId = (id: string | null): id is HeadIconId => HEAD_ICON_IDS.includes(id as HeadIconId);

/** The member's head icon (null: none picked, or one no longer shipped) and the avatars offered. */
export async function readHeadIcon(db: Queryable, memberId: number): Promise<HeadIconResponse> {
  const found = await db.query<{ head_icon: string | null }>('SELECT head_icon FROM members WHERE id = $1', [memberId]);
  const chosen = found.rows[0]?.head_icon ?? null;
  return { headIcon: isHeadIconId(chosen) ? iconOf(chosen) : null, icons: HEAD_ICON_IDS.map(iconOf) };
}

/** Sets the member's head icon. */
export async function writeHeadIcon(db: Queryable, memberId: number, id: HeadIconId): Promise<void> {
  await db.query('UPDATE members SET head_icon = $2 WHERE id = $1', [memberId, id]);
}
