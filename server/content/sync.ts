/**
 * The studio's content in the database (issue 30 item 2): a tenant's config holds its banners,
 * announcements and red-rain events (`content`, schemas/tenant.json), and the member calls read the
 * banners, notices and red_rain_events tables, where the read marks and the grabs are. So each time
 * a tenant's live config is loaded or replaced (a start, a publish, a rollback, another server's
 * publish), its content is copied into those tables in one transaction (migration 041):
 *
 * - an item is one row, found again by its name (content_key), so an edit keeps the row, its read
 *   marks and its grabs;
 * - an item gone from the config loses its row; a red rain that members have grabbed from keeps
 *   its row (the grabs are money) and ends now instead;
 * - rows without a name (the demo seed's, the tests') are not touched.
 *
 * The digest of what was last copied is kept per tenant, so a start with the same content writes
 * nothing; several servers copying the same content at once queue on a per-tenant lock and the
 * later ones find the digest already there.
 */
import { createHash } from 'node:crypto';
import type { ContentAnnouncement, ContentBanner, ContentRedRain, TenantContent } from '../../engine/config/types.gen.ts';
import { parseCents } from '../../engine/grammar/money.ts';
import type { Db, Queryable } from '../db/types.ts';

/** Banners from the config are placed after the seed's in their group, in the config's order. */
const CONFIG_BANNER_ORDER = 1000;

const digestOf = (content: TenantContent): string => createHash('sha256').update(JSON.stringify(content)).digest('hex');
const at = (text: string | undefined): Date | null => (text === undefined ? null : new Date(text));
const cents = (text: string): number => parseCents(text) ?? 0;

async function dropMissing(tx: Queryable, table: 'banners' | 'notices', tenantId: string, keys: string[]): Promise<void> {
  await tx.query(`DELETE FROM ${table} WHERE tenant_id = $1 AND content_key IS NOT NULL AND NOT (content_key = ANY($2::text[]))`, [
    tenantId,
    keys,
  ]);
}

async function syncBanners(tx: Queryable, tenantId: string, banners: readonly ContentBanner[]): Promise<void> {
  for (const [i, b] of banners.entries()) {
    await tx.query(
      `INSERT INTO banners (tenant_id, content_key, group_name, title, image_url, linkage, sort_order, kind, starts_at, ends_at, shown_to, needs_flags)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (tenant_id, content_key) WHERE content_key IS NOT NULL DO UPDATE SET
         group_name = EXCLUDED.group_name, title = EXCLUDED.title, image_url = EXCLUDED.image_url, linkage = EXCLUDED.linkage,
         sort_order = EXCLUDED.sort_order, kind = EXCLUDED.kind, starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at,
         shown_to = EXCLUDED.shown_to, needs_flags = EXCLUDED.needs_flags`,
      [
        tenantId,
        b.id,
        b.group,
        JSON.stringify(b.title),
        b.image,
        b.link ?? '',
        CONFIG_BANNER_ORDER + i,
        b.kind ?? 'marketing',
        at(b.schedule?.from),
        at(b.schedule?.until),
        b.audience ?? null,
        b.flags?.length ? b.flags : null,
      ],
    );
  }
  await dropMissing(
    tx,
    'banners',
    tenantId,
    banners.map((b) => b.id),
  );
}

async function syncAnnouncements(tx: Queryable, tenantId: string, announcements: readonly ContentAnnouncement[], now: Date): Promise<void> {
  for (const a of announcements) {
    const from = at(a.schedule?.from);
    // listed by when it starts showing (newest first), or by when it was first published
    await tx.query(
      `INSERT INTO notices (tenant_id, content_key, title, content, audience, kind, popular, created_at, starts_at, ends_at, shown_to, needs_flags,
                            popup_width_px, popup_height_px)
       VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7, coalesce($9::timestamptz, $8::timestamptz), $9, $10, $11, $12, $13, $14)
       ON CONFLICT (tenant_id, content_key) WHERE content_key IS NOT NULL DO UPDATE SET
         title = EXCLUDED.title, content = EXCLUDED.content, audience = EXCLUDED.audience, kind = EXCLUDED.kind,
         popular = EXCLUDED.popular, created_at = coalesce(EXCLUDED.starts_at, notices.created_at), starts_at = EXCLUDED.starts_at,
         ends_at = EXCLUDED.ends_at, shown_to = EXCLUDED.shown_to, needs_flags = EXCLUDED.needs_flags,
         popup_width_px = EXCLUDED.popup_width_px, popup_height_px = EXCLUDED.popup_height_px`,
      [
        tenantId,
        a.id,
        JSON.stringify(a.title),
        JSON.stringify(a.body),
        a.place === 'agents' ? 'A' : 'M',
        a.kind ?? 'service',
        a.popular ?? false,
        now,
        from,
        at(a.schedule?.until),
        a.audience ?? null,
        a.flags?.length ? a.flags : null,
        a.popupWidthPx ?? null,
        a.popupHeightPx ?? null,
      ],
    );
  }
  await dropMissing(
    tx,
    'notices',
    tenantId,
    announcements.map((a) => a.id),
  );
}

async function syncRedRain(tx: Queryable, tenantId: string, events: readonly ContentRedRain[], now: Date): Promise<void> {
  for (const e of events) {
    await tx.query(
      `INSERT INTO red_rain_events (tenant_id, content_key, title, starts_at, ends_at, min_cents, max_cents, budget_cents)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8)
       ON CONFLICT (tenant_id, content_key) WHERE content_key IS NOT NULL DO UPDATE SET
         title = EXCLUDED.title, starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at, min_cents = EXCLUDED.min_cents,
         max_cents = EXCLUDED.max_cents, budget_cents = EXCLUDED.budget_cents`,
      [tenantId, e.id, JSON.stringify(e.title), new Date(e.from), new Date(e.until), cents(e.min), cents(e.max), cents(e.budget)],
    );
  }
  const keys = events.map((e) => e.id);
  const gone = `tenant_id = $1 AND content_key IS NOT NULL AND NOT (content_key = ANY($2::text[]))`;
  const grabbed = 'EXISTS (SELECT 1 FROM red_rain_grabs g WHERE g.event_id = red_rain_events.id)';
  // grabs are money: a rain paid from keeps its row and stops now (it started before its first grab)
  await tx.query(
    `UPDATE red_rain_events SET ends_at = greatest(least(ends_at, $3), starts_at + interval '1 millisecond') WHERE ${gone} AND ${grabbed}`,
    [tenantId, keys, now],
  );
  await tx.query(`DELETE FROM red_rain_events WHERE ${gone} AND NOT ${grabbed}`, [tenantId, keys]);
}

/**
 * Copy tenant `tenantId`'s content (none: an empty one) into the tables; true when something was
 * written, false when the rows already held this content.
 */
export async function syncTenantContent(db: Db, tenantId: string, content: TenantContent | undefined, now: Date): Promise<boolean> {
  const wanted = content ?? {};
  const digest = digestOf(wanted);
  const stored = await db.query<{ digest: string }>('SELECT digest FROM tenant_content_sync WHERE tenant_id = $1', [tenantId]);
  if (stored.rows[0]?.digest === digest) return false;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1)::bigint)', [`content-sync:${tenantId}`]);
    const again = await tx.query<{ digest: string }>('SELECT digest FROM tenant_content_sync WHERE tenant_id = $1', [tenantId]);
    if (again.rows[0]?.digest === digest) return false;
    await syncBanners(tx, tenantId, wanted.banners ?? []);
    await syncAnnouncements(tx, tenantId, wanted.announcements ?? [], now);
    await syncRedRain(tx, tenantId, wanted.redRain ?? [], now);
    await tx.query(
      `INSERT INTO tenant_content_sync (tenant_id, digest, synced_at) VALUES ($1, $2, $3)
       ON CONFLICT (tenant_id) DO UPDATE SET digest = EXCLUDED.digest, synced_at = EXCLUDED.synced_at`,
      [tenantId, digest, now],
    );
    return true;
  });
}

export interface ContentSync {
  /** tenant `id`'s served config changed: copy its content (after any copy still running) */
  changed(id: string): Promise<void>;
  /** resolves when every copy asked for is done */
  idle(): Promise<void>;
}

/**
 * Copies run one after another per tenant, each reading the config served when it starts, so a
 * slow copy never writes older content over newer. A tenant no longer served keeps its rows (it
 * may be fixed and served again, with its read marks). A failed copy is logged; the next change or
 * start copies again.
 */
export function createContentSync(options: {
  db: Db;
  content: (id: string) => { content?: TenantContent } | undefined;
  clock: () => Date;
  log: (line: string) => void;
}): ContentSync {
  const queues = new Map<string, Promise<void>>();
  const changed = (id: string): Promise<void> => {
    const next = (queues.get(id) ?? Promise.resolve()).then(async () => {
      const config = options.content(id);
      if (!config) return;
      try {
        if (await syncTenantContent(options.db, id, config.content, options.clock()))
          options.log(`[content] ${id}: published content copied`);
      } catch (error) {
        options.log(`[content] ${id}: copying the content failed, tried again on the next change or start: ${String(error)}`);
      }
    });
    queues.set(id, next);
    return next;
  };
  return { changed, idle: async () => void (await Promise.all(queues.values())) };
}
