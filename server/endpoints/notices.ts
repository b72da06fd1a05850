/**
 * notices: the tenant's announcements with the member's read flags, in the asked language (each
 * field falling back on its own: server/content/localized-text.ts); types=A: the agents' own
 * (agents only). Each is listed inside its schedule, to its people, while its flags are on
 * (server/content/visibility.ts). A member on a break (issue 29) gets no marketing announcements.
 */
import { requireAgent } from '../agents/team.ts';
import { contentLanguages, textIn, type LocalizedText } from '../content/localized-text.ts';
import { viewerOf, visibleNow } from '../content/visibility.ts';
import { apiErrors } from '../http/api-error.ts';
import { defineEndpoint, type EndpointContext } from '../http/handler.ts';
import { isOnBreak } from '../responsible-gaming/state.ts';

/** The audience of the notices a request asks for: 'A' (agents only, 403 for others) or 'M'. */
export function noticeAudience({ tenant, member, query }: EndpointContext<'notices' | 'unreadAnnouncements'>): 'A' | 'M' {
  if (query.types !== 'A') return 'M';
  if (!member) throw apiErrors.forbidden();
  requireAgent(tenant, member.type);
  return 'A';
}

export const notices = defineEndpoint('notices', {
  auth: 'optional',
  async handle(ctx) {
    const list = await noticeList(ctx, noticeAudience(ctx), false);
    // Read state is per member; a guest has nothing unread to count.
    return { list, unreadCount: ctx.member ? list.filter((n) => !n.read).length : 0 };
  },
});

/**
 * One audience's announcements (only the popular ones when `popularOnly`, SPEC 7.20), newest
 * first, in the asked language with the member's read flags (none read for a guest); no
 * marketing ones for a member on a break (issue 29).
 */
export async function noticeList(
  { db, tenantId, tenant, member, query, now }: EndpointContext<'notices' | 'popularNotices'>,
  audience: 'A' | 'M',
  popularOnly: boolean,
) {
  const noMarketing = member ? await isOnBreak(db, member.memberId, now) : false;
  const languages = contentLanguages(tenant.languages, query.language);
  const visible = visibleNow('n', 6, tenant, viewerOf(tenant, member), now);
  const found = await db.query<{
    id: number;
    title: LocalizedText;
    content: LocalizedText;
    created_at: Date;
    read: boolean;
    popup_width_px: number | null;
    popup_height_px: number | null;
  }>(
    `SELECT n.id, n.title, n.content, n.created_at, (r.member_id IS NOT NULL) AS read, n.popup_width_px, n.popup_height_px
       FROM notices n LEFT JOIN notice_reads r ON r.notice_id = n.id AND r.member_id = $2
      WHERE n.tenant_id = $1 AND n.audience = $3 AND (n.kind <> 'marketing' OR NOT $4) AND (n.popular OR NOT $5) AND ${visible.sql}
      ORDER BY n.created_at DESC, n.id DESC`,
    [tenantId, member?.memberId ?? null, audience, noMarketing, popularOnly, ...visible.params],
  );
  return found.rows.map((r) => ({
    id: r.id,
    title: textIn(r.title, languages),
    content: textIn(r.content, languages),
    read: r.read,
    createdAt: new Date(r.created_at).toISOString(),
    // the login popup's designed size (SPEC 9.23), where the operator gave one
    ...(r.popup_width_px === null ? {} : { popupWidthPx: r.popup_width_px }),
    ...(r.popup_height_px === null ? {} : { popupHeightPx: r.popup_height_px }),
  }));
}
