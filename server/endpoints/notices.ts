/** notices: the tenant's announcements with the member's read flags. */
import { defineHandler } from '../http/handler.ts';

export const notices = defineHandler({
  query: 'api/notices.query',
  auth: 'optional',
  async handle({ db, tenantId, member }) {
    const found = await db.query<{ id: number; title: string; content: string; created_at: Date; read: boolean }>(
      `SELECT n.id, n.title, n.content, n.created_at, (r.member_id IS NOT NULL) AS read
         FROM notices n LEFT JOIN notice_reads r ON r.notice_id = n.id AND r.member_id = $2
        WHERE n.tenant_id = $1
        ORDER BY n.created_at DESC, n.id DESC`,
      [tenantId, member?.memberId ?? null],
    );
    const list = found.rows.map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      read: r.read,
      createdAt: new Date(r.created_at).toISOString(),
    }));
    // Read state is per member; a guest has nothing unread to count.
    return { list, unreadCount: member ? list.filter((n) => !n.read).length : 0 };
  },
});
