/** Unread counters for the badges: inbox, announcements and live chat (no marketing counted for a member on a break, issue 29). */
import { viewerOf, visibleNow } from '../content/visibility.ts';
import { defineEndpoint } from '../http/handler.ts';
import { isOnBreak } from '../responsible-gaming/state.ts';
import { noticeAudience } from './notices.ts';

export const unreadInbox = defineEndpoint('unreadInbox', {
  auth: 'required',
  async handle({ db, member, now }) {
    const found = await db.query<{ n: number }>(
      "SELECT count(*) AS n FROM inbox_messages WHERE member_id = $1 AND NOT read AND (kind <> 'marketing' OR NOT $2)",
      [member.memberId, await isOnBreak(db, member.memberId, now)],
    );
    return { count: found.rows[0].n };
  },
});

export const unreadAnnouncements = defineEndpoint('unreadAnnouncements', {
  auth: 'optional',
  async handle(ctx) {
    const { db, tenantId, tenant, member, now } = ctx;
    const audience = noticeAudience(ctx);
    if (!member) return { count: 0 };
    const visible = visibleNow('n', 5, tenant, viewerOf(tenant, member), now);
    const found = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM notices n
        WHERE n.tenant_id = $1 AND n.audience = $3 AND NOT EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = n.id AND r.member_id = $2)
          AND (n.kind <> 'marketing' OR NOT $4) AND ${visible.sql}`,
      [tenantId, member.memberId, audience, await isOnBreak(db, member.memberId, now), ...visible.params],
    );
    return { count: found.rows[0].n };
  },
});

export const unreadChat = defineEndpoint('unreadChat', {
  auth: 'required',
  async handle({ db, member }) {
    const found = await db.query<{ n: number }>('SELECT count(*) AS n FROM chat_messages WHERE member_id = $1 AND NOT read', [
      member.memberId,
    ]);
    return { unReadCount: found.rows[0].n };
  },
});
