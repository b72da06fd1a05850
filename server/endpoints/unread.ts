/** Unread counters for the badges: inbox, announcements and live chat. */
import { defineHandler, type ApiContext } from '../http/handler.ts';
import { noticeAudience } from './notices.ts';

export const unreadInbox = defineHandler({
  query: 'api/unreadInbox.query',
  auth: 'required',
  async handle({ db, member }) {
    const found = await db.query<{ n: number }>('SELECT count(*) AS n FROM inbox_messages WHERE member_id = $1 AND NOT read', [
      member.memberId,
    ]);
    return { count: found.rows[0].n };
  },
});

export const unreadAnnouncements = defineHandler({
  query: 'api/unreadAnnouncements.query',
  auth: 'optional',
  async handle(ctx: ApiContext<undefined, { types?: string }>) {
    const { db, tenantId, member } = ctx;
    const audience = noticeAudience(ctx);
    if (!member) return { count: 0 };
    const found = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM notices n
        WHERE n.tenant_id = $1 AND n.audience = $3 AND NOT EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = n.id AND r.member_id = $2)`,
      [tenantId, member.memberId, audience],
    );
    return { count: found.rows[0].n };
  },
});

export const unreadChat = defineHandler({
  query: 'api/unreadChat.query',
  auth: 'required',
  async handle({ db, member }) {
    const found = await db.query<{ n: number }>('SELECT count(*) AS n FROM chat_messages WHERE member_id = $1 AND NOT read', [
      member.memberId,
    ]);
    return { unReadCount: found.rows[0].n };
  },
});
