/**
 * Idempotent demo seed: inserts what is missing and never touches what exists. Passwords are
 * hashed (slow on purpose) only for accounts not yet present. A start runs it through
 * seedOnStart, once per database and version of the seed.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findMemberByAccount, insertMember } from '../members/accounts.ts';
import { hashPassword } from '../security/password.ts';
import { ensureWallet, postEntry } from '../wallet/ledger.ts';
import { SCHEMA_LOCK_KEY } from '../db/migrate.ts';
import { seedAccount } from './seed-account.ts';
import { seedGames } from './seed-games.ts';
import { seedLiveModels } from './seed-live-models.ts';
import { seedMemberCentre } from './seed-member-centre.ts';
import { seedLoyalty } from './seed-loyalty.ts';
import { missingOperators, seedOperators, type SeedOperator } from './seed-operators.ts';
import { agentTeamMissing, seedAgentPayouts, seedAgentTeams, seedRedRains, TEAM_PASSWORD } from './seed-agents.ts';
import { SEED_BANNERS, SEED_MEMBERS, SEED_NOTICES, SEED_VENDORS, SEED_VENDOR_TENANTS, type SeedMember } from './seed-data.ts';
import { addLanguages } from './seed-texts.ts';
import { seedLobbyNews } from './seed-news.ts';
import type { Db, Queryable } from '../db/types.ts';

async function seedMember(tx: Queryable, member: SeedMember, passwordHash: string | undefined): Promise<void> {
  const existing = await findMemberByAccount(tx, member.tenantId, member.account);
  let id = existing?.id;
  if (id === undefined) {
    if (passwordHash === undefined) return;
    id = await insertMember(tx, member, passwordHash);
  }
  const walletId = await ensureWallet(tx, id);
  await postEntry(tx, { walletId, amountCents: member.openingBalanceCents, kind: 'opening-balance', reference: 'seed:opening-balance' });
  for (const message of member.inbox ?? []) {
    await tx.query(
      `INSERT INTO inbox_messages (member_id, title, content, read, kind) VALUES ($1, $2::jsonb, $3::jsonb, $4, $5)
       ON CONFLICT (member_id, (title ->> 'EN')) DO UPDATE SET ${addLanguages('inbox_messages', 'title', 'content')}`,
      [id, JSON.stringify(message.title), JSON.stringify(message.content), message.read, message.kind ?? 'service'],
    );
  }
  for (const message of member.chat ?? []) {
    await tx.query(
      `INSERT INTO chat_messages (member_id, body, read) VALUES ($1, $2::jsonb, $3)
       ON CONFLICT (member_id, (body ->> 'EN')) DO UPDATE SET ${addLanguages('chat_messages', 'body')}`,
      [id, JSON.stringify(message.body), message.read],
    );
  }
}

async function seedContent(tx: Queryable, now: Date): Promise<void> {
  const order = new Map<string, number>();
  for (const banner of SEED_BANNERS) {
    const key = `${banner.tenantId}/${banner.groupName}`;
    const sortOrder = (order.get(key) ?? 0) + 1;
    order.set(key, sortOrder);
    await tx.query(
      `INSERT INTO banners (tenant_id, group_name, title, image_url, linkage, sort_order, content_type)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)
       ON CONFLICT (tenant_id, group_name, sort_order) WHERE content_key IS NULL DO UPDATE SET ${addLanguages('banners', 'title')}`,
      [
        banner.tenantId,
        banner.groupName,
        JSON.stringify(banner.title),
        banner.imageUrl,
        banner.linkage,
        sortOrder,
        banner.contentType ?? 'B',
      ],
    );
  }
  for (const notice of SEED_NOTICES) {
    await tx.query(
      `INSERT INTO notices (tenant_id, title, content, created_at, audience, kind, popular) VALUES ($1, $2::jsonb, $3::jsonb, $4, $5, $6, $7)
       ON CONFLICT (tenant_id, (title ->> 'EN')) WHERE content_key IS NULL DO UPDATE SET ${addLanguages('notices', 'title', 'content')},
         popular = notices.popular OR EXCLUDED.popular`,
      [
        notice.tenantId,
        JSON.stringify(notice.title),
        JSON.stringify(notice.content),
        new Date(now.getTime() - notice.ageHours * 3_600_000),
        notice.audience ?? 'M',
        notice.kind ?? 'service',
        notice.popular ?? false,
      ],
    );
  }
  for (const { tenantId, perCategory } of SEED_VENDOR_TENANTS) {
    for (const [categoryOrder, category] of SEED_VENDORS.entries()) {
      for (const [sortOrder, vendor] of category.vendors.slice(0, perCategory).entries()) {
        await tx.query(
          `INSERT INTO vendors (tenant_id, game_category, vassalage, display_name, account_type_name, category_order, sort_order)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (tenant_id, game_category, vassalage) DO NOTHING`,
          [tenantId, category.gameCategory, vendor.vassalage, vendor.displayName, vendor.accountTypeName, categoryOrder, sortOrder],
        );
      }
    }
  }
}

/** Writes the seed data that is missing; safe to run on every start and from several servers. */
export async function seed(db: Db, now = new Date()): Promise<void> {
  const hashes = new Map<SeedMember, string>();
  await Promise.all(
    SEED_MEMBERS.map(async (member) => {
      if (!(await findMemberByAccount(db, member.tenantId, member.account))) {
        hashes.set(member, await hashPassword(member.password));
      }
    }),
  );
  const teamHash = (await agentTeamMissing(db)) ? await hashPassword(TEAM_PASSWORD) : undefined;
  const operatorHashes = new Map<SeedOperator, string>();
  await Promise.all((await missingOperators(db)).map(async (o) => operatorHashes.set(o, await hashPassword(o.password))));
  const wroteTeam = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    for (const member of SEED_MEMBERS) await seedMember(tx, member, hashes.get(member));
    await seedContent(tx, now);
    await seedLobbyNews(tx, now);
    await seedRedRains(tx, now);
    await seedAccount(tx);
    await seedGames(tx, now);
    await seedLiveModels(tx);
    await seedMemberCentre(tx);
    await seedLoyalty(tx, now);
    await seedOperators(tx, operatorHashes);
    return seedAgentTeams(tx, teamHash, now);
  });
  if (wroteTeam) await seedAgentPayouts(db, now);
}

/**
 * What decides the rows the seed writes: its own modules (the data and the code) and the game
 * catalogue it copies. Any change to them gives another fingerprint.
 */
function seedSources(): URL[] {
  const files = readdirSync(fileURLToPath(new URL('.', import.meta.url))).filter((file) => file.endsWith('.ts'));
  return [...files.sort().map((file) => new URL(`./${file}`, import.meta.url)), new URL('../games/catalogue.ts', import.meta.url)];
}

/** The fingerprint of this version of the seed (sha256 over its sources), null when a source cannot be read. */
export function seedFingerprint(): string | null {
  const hash = createHash('sha256');
  try {
    for (const url of seedSources())
      hash
        .update(`${url.pathname.split('/').slice(-2).join('/')}\0`)
        .update(readFileSync(url))
        .update('\0');
  } catch {
    return null;
  }
  return hash.digest('hex');
}

/**
 * The seed as a start runs it: skipped when this database has had this version of the seed to
 * the end (seed_state holds its fingerprint), so a restart does not make its few hundred checks
 * again (about 330 ms of a 1 s restart on PGlite, scripts/bench.ts). A changed seed runs, writes
 * what it adds, and is recorded. Demo data deleted on purpose stays deleted until the seed
 * changes. Returns whether the seed ran.
 */
export async function seedOnStart(db: Db, now = new Date()): Promise<boolean> {
  const fingerprint = seedFingerprint();
  if (fingerprint) {
    const seen = await db.query('SELECT 1 FROM seed_state WHERE fingerprint = $1', [fingerprint]);
    if (seen.rows.length > 0) return false;
  }
  await seed(db, now);
  if (fingerprint) await db.query('INSERT INTO seed_state (fingerprint) VALUES ($1) ON CONFLICT DO NOTHING', [fingerprint]);
  return true;
}
