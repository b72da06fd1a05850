/**
 * banners: the banners of one group, filtered by content types and platform, titled in the asked
 * language, each inside its schedule, to its people, while its flags are on (issue 30 item 2,
 * server/content/visibility.ts). A member on a break (issue 29) gets only the service banners: the
 * rest are marketing.
 */
import type { TenantConfig } from '../../engine/config/types.ts';
import { contentLanguages, textIn, type LocalizedText } from '../content/localized-text.ts';
import { viewerOf, visibleNow, type Viewer } from '../content/visibility.ts';
import type { Queryable } from '../db/types.ts';
import { defineEndpoint, type AnswerOf, type QueryOf } from '../http/handler.ts';
import { isOnBreak } from '../responsible-gaming/state.ts';

type BannersQuery = QueryOf<'banners'>;
type Banner = AnswerOf<'banners'>[number];

/** Who asks and when: `serviceOnly` (a member on a break) leaves the marketing ones out. */
export interface BannerViewer {
  viewer: Viewer;
  now: Date;
  serviceOnly: boolean;
}

/**
 * One banner group's banners of a platform that `who` sees now, filtered by content types, in
 * their order, titled in the query's language.
 */
export async function bannersOf(
  db: Queryable,
  tenantId: string,
  tenant: TenantConfig,
  query: BannersQuery,
  who: BannerViewer,
): Promise<Banner[]> {
  const languages = contentLanguages(tenant.languages, query.language);
  const types = query.types ? query.types.split(',') : null;
  const visible = visibleNow('b', 6, tenant, who.viewer, who.now);
  const found = await db.query<{ id: number; group_name: string; title: LocalizedText; image_url: string; linkage: string }>(
    `SELECT b.id, b.group_name, b.title, b.image_url, b.linkage FROM banners b
        WHERE b.tenant_id = $1 AND b.group_name = $2 AND b.platform = $3 AND ($4::text[] IS NULL OR b.content_type = ANY($4::text[]))
          AND (b.kind = 'service' OR NOT $5) AND ${visible.sql}
        ORDER BY b.sort_order, b.id`,
    [tenantId, query.groupName, query.platform ?? 'M', types, who.serviceOnly, ...visible.params],
  );
  return found.rows.map((r) => ({
    id: r.id,
    groupName: r.group_name,
    title: textIn(r.title, languages),
    url: r.image_url,
    linkage: r.linkage,
  }));
}

export const banners = defineEndpoint('banners', {
  auth: 'optional',
  handle: async ({ db, tenantId, tenant, member, query, now }) =>
    bannersOf(db, tenantId, tenant, query, {
      viewer: viewerOf(tenant, member),
      now,
      serviceOnly: member !== null && (await isOnBreak(db, member.memberId, now)),
    }),
});
