/**
 * banners: the banners of one group, filtered by content types and platform, titled in the asked
 * language. A member on a break (issue 29) gets only the service banners: the rest are marketing.
 */
import { contentLanguages, textIn, type LocalizedText, type TenantLanguages } from '../content/localized-text.ts';
import type { Queryable } from '../db/types.ts';
import { defineEndpoint, type AnswerOf, type QueryOf } from '../http/handler.ts';
import { isOnBreak } from '../responsible-gaming/state.ts';

type BannersQuery = QueryOf<'banners'>;
type Banner = AnswerOf<'banners'>[number];

/**
 * One banner group's banners of a platform, filtered by content types, in their order, titled in
 * the query's language; `serviceOnly` (a member on a break) leaves the marketing ones out.
 */
export async function bannersOf(
  db: Queryable,
  tenantId: string,
  tenantLanguages: TenantLanguages,
  query: BannersQuery,
  serviceOnly = false,
): Promise<Banner[]> {
  const languages = contentLanguages(tenantLanguages, query.language);
  const types = query.types ? query.types.split(',') : null;
  const found = await db.query<{ id: number; group_name: string; title: LocalizedText; image_url: string; linkage: string }>(
    `SELECT id, group_name, title, image_url, linkage FROM banners
        WHERE tenant_id = $1 AND group_name = $2 AND platform = $3 AND ($4::text[] IS NULL OR content_type = ANY($4::text[]))
          AND (kind = 'service' OR NOT $5)
        ORDER BY sort_order`,
    [tenantId, query.groupName, query.platform ?? 'M', types, serviceOnly],
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
    bannersOf(db, tenantId, tenant.languages, query, member !== null && (await isOnBreak(db, member.memberId, now))),
});
