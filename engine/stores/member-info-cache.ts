import type { MemberInfo } from './account';
import type { KeyValueStorage } from './storage';

/**
 * SPEC 7.16 "member info (renew, optional forced): the result is cached in storage". The last
 * member info answer is kept in session storage, which logout clears with the rest of the
 * session's storage (SPEC 4). A page that starts without the server's answer (rendered in the
 * browser) shows the member's name, level and labels from it at once; the load renews it unless it
 * is fresh, and a forced load (after the member changed something) always asks.
 */
export const MEMBER_INFO_KEY = 'MC_MEMBER_INFO';

/** How long a kept answer stands in for the call: a page load within it asks no second time. */
export const MEMBER_INFO_FRESH_MS = 30_000;

interface Kept {
  id: number;
  savedAt: number;
  info: MemberInfo;
}

/** The kept member info of this member and when it was saved; null when none, another member's, or unreadable. */
export function readMemberInfo(storage: KeyValueStorage, memberId: number): { info: MemberInfo; savedAt: number } | null {
  const text = storage.getItem(MEMBER_INFO_KEY);
  if (!text) return null;
  try {
    const kept = JSON.parse(text) as Partial<Kept>;
    if (kept.id === memberId && kept.info?.id === memberId && typeof kept.savedAt === 'number')
      return { info: kept.info, savedAt: kept.savedAt };
  } catch {
    // unreadable: dropped below
  }
  storage.removeItem(MEMBER_INFO_KEY);
  return null;
}

/** Keeps a member info answer (a storage that refuses the write keeps nothing). */
export function keepMemberInfo(storage: KeyValueStorage, info: MemberInfo, now: number): void {
  try {
    storage.setItem(MEMBER_INFO_KEY, JSON.stringify({ id: info.id, savedAt: now, info } satisfies Kept));
  } catch {
    // full or refused: the next load asks the server, as without a cache
  }
}
