/**
 * The demo's lobby news (SPEC 7.21, migration 035): a few items per tenant in EN and TY, dated
 * relative to the seed time, one of them a service item (shown to a member on a break too) and
 * one already expired (listed by nothing).
 */
import type { LocalizedText } from '../content/localized-text.ts';
import type { Queryable } from '../db/types.ts';
import { addLanguages } from './seed-texts.ts';

interface SeedNews {
  tenantId: string;
  title: LocalizedText;
  summary: LocalizedText;
  link?: string;
  /** hours before the seed time */
  ageHours: number;
  /** hours after publishing that it expires, when it does */
  expiresAfterHours?: number;
  /** a service item: not marketing, so a member on a break sees it too (issue 29) */
  service?: true;
}

const SEED_LOBBY_NEWS: SeedNews[] = [
  {
    tenantId: 'demo',
    title: { EN: 'Lucky Dragon joins the slots', TY: 'Sumali na ang Lucky Dragon sa mga slot' },
    summary: {
      EN: 'Spin the new five-reel slot with free spins on every dragon.',
      TY: 'Paikutin ang bagong slot na may limang reel at libreng ikot sa bawat dragon.',
    },
    link: '/m/rng',
    ageHours: 2,
  },
  {
    tenantId: 'demo',
    title: { EN: 'Weekend baccarat tournament', TY: 'Torneo ng baccarat ngayong katapusan ng linggo' },
    summary: {
      EN: 'Play any live table from Friday to Sunday to climb the leaderboard.',
      TY: 'Maglaro sa anumang live na mesa mula Biyernes hanggang Linggo para umakyat sa leaderboard.',
    },
    link: '/m/live',
    ageHours: 20,
  },
  {
    tenantId: 'demo',
    title: { EN: 'Faster withdrawals', TY: 'Mas mabilis na pag-withdraw' },
    summary: {
      EN: 'Most withdrawals are now paid within 15 minutes.',
      TY: 'Karamihan ng pag-withdraw ay binabayaran na sa loob ng 15 minuto.',
    },
    ageHours: 50,
    service: true,
  },
  {
    tenantId: 'demo',
    title: { EN: 'Summer cashback week', TY: 'Linggo ng cashback ngayong tag-init' },
    summary: { EN: 'The summer cashback week has ended.', TY: 'Tapos na ang linggo ng cashback ngayong tag-init.' },
    ageHours: 24 * 30,
    expiresAfterHours: 24 * 7,
  },
  {
    tenantId: 'lucky',
    title: { EN: 'New fishing hall', TY: 'Bagong bulwagan ng pangingisda' },
    summary: {
      EN: 'Three new fishing games are open, with a bigger boss every hour.',
      TY: 'Tatlong bagong laro ng pangingisda ang bukas, na may mas malaking boss bawat oras.',
    },
    link: '/m/fish',
    ageHours: 3,
  },
  {
    tenantId: 'lucky',
    title: { EN: 'Cockfight nights are back', TY: 'Balik na ang mga gabi ng sabong' },
    summary: { EN: 'Live derbies every night from 7 pm.', TY: 'May live na derby gabi-gabi mula alas-7 ng gabi.' },
    ageHours: 30,
  },
];

/** Writes the seed's lobby news that is missing, and the languages its items lack. */
export async function seedLobbyNews(tx: Queryable, now: Date): Promise<void> {
  for (const news of SEED_LOBBY_NEWS) {
    const published = new Date(now.getTime() - news.ageHours * 3_600_000);
    const expires = news.expiresAfterHours === undefined ? null : new Date(published.getTime() + news.expiresAfterHours * 3_600_000);
    await tx.query(
      `INSERT INTO lobby_news (tenant_id, title, summary, link, marketing, published_at, expires_at)
       VALUES ($1, $2::jsonb, $3::jsonb, $4, $5, $6, $7)
       ON CONFLICT (tenant_id, (title ->> 'EN')) DO UPDATE SET ${addLanguages('lobby_news', 'title', 'summary')}`,
      [news.tenantId, JSON.stringify(news.title), JSON.stringify(news.summary), news.link ?? null, !news.service, published, expires],
    );
  }
}
