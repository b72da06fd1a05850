/**
 * The Content tab's reckoning, with no React in it: an item's state from its schedule at a moment,
 * its audience in words, the times of a datetime-local field as ISO with the browser's offset and
 * back, a name suggested from a title, and the text a member reads in a language.
 */
import type { ContentAnnouncement, ContentBanner, ContentRedRain, ContentText } from '../../../engine';

export type ContentKind = 'banners' | 'announcements' | 'redRain';
export type ContentItem = ContentBanner | ContentAnnouncement | ContentRedRain;

export const KINDS: readonly ContentKind[] = ['banners', 'announcements', 'redRain'];
export const AUDIENCE = ['guest', 'member', 'agent'] as const;
export type AudienceMember = (typeof AUDIENCE)[number];

const two = (n: number) => String(n).padStart(2, '0');

/** An ISO moment as a datetime-local field's value, in the browser's time; '' for none or nonsense. */
export function localInputValue(iso: string | undefined): string {
  const at = iso ? new Date(iso) : undefined;
  if (!at || Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** The UTC offset of the browser's time at `at`, as +08:00. */
export function offsetOf(at: Date): string {
  const minutes = -at.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${two(Math.floor(Math.abs(minutes) / 60))}:${two(Math.abs(minutes) % 60)}`;
}

/** A datetime-local field's value (browser time) as ISO with the browser's offset then; undefined for an empty field. */
export function isoFromLocalInput(local: string): string | undefined {
  if (!local) return undefined;
  const at = new Date(local);
  if (Number.isNaN(at.getTime())) return undefined;
  const [date, time] = local.split('T');
  return `${date}T${time.length === 5 ? `${time}:00` : time}${offsetOf(at)}`;
}

/** The browser's time zone as the operator reads it: Asia/Manila (UTC+08:00). */
export function browserZone(now = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `${zone} (UTC${offsetOf(now)})`;
}

/** Where an item stands at `now`: showing, starting later, or ended. */
export type ScheduleState = { state: 'now' } | { state: 'starts'; at: Date } | { state: 'ended' };

export function scheduleState(from: string | undefined, until: string | undefined, now: Date): ScheduleState {
  const start = from ? Date.parse(from) : Number.NaN;
  const end = until ? Date.parse(until) : Number.NaN;
  if (!Number.isNaN(end) && end <= now.getTime()) return { state: 'ended' };
  if (!Number.isNaN(start) && start > now.getTime()) return { state: 'starts', at: new Date(start) };
  return { state: 'now' };
}

/** The schedule of any kind of item: a red rain carries its times itself. */
export function scheduleOf(kind: ContentKind, item: ContentItem): { from?: string; until?: string } {
  if (kind === 'redRain') return item as ContentRedRain;
  return (item as ContentBanner | ContentAnnouncement).schedule ?? {};
}

/** The audience listed, in the order of AUDIENCE; all three when the key is absent. */
export function audienceOf(item: ContentItem): AudienceMember[] {
  const listed = 'audience' in item ? item.audience : undefined;
  return listed ? AUDIENCE.filter((a) => listed.includes(a)) : [...AUDIENCE];
}

/** The audience to store: absent when it is everyone. */
export function audienceToStore(chosen: readonly AudienceMember[]): AudienceMember[] | undefined {
  return AUDIENCE.every((a) => chosen.includes(a)) ? undefined : AUDIENCE.filter((a) => chosen.includes(a));
}

/** The text a member reads in `language`: theirs, else the tenant's default, else EN ('' for none). */
export function textIn(text: ContentText | undefined, language: string, defaultLanguage: string): string {
  return text?.[language] || text?.[defaultLanguage] || text?.EN || '';
}

/** A name from a title: lower case, dashes between words, at most 40 characters, not one of `taken`. */
export function suggestName(title: string, taken: ReadonlySet<string>, fallback: string): string {
  const base =
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 36)
      .replace(/-+$/, '') || fallback;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const HOUR = 3_600_000;

/** What a kind's names start with when there is no title to take them from. */
export const namePrefix = (kind: ContentKind) => (kind === 'banners' ? 'banner' : kind === 'announcements' ? 'announcement' : 'red-rain');

/** A new item of a kind: a free name, empty texts, and for a red rain the next hour for an hour with small amounts. */
export function newItem(kind: ContentKind, taken: ReadonlySet<string>, now: Date): ContentItem {
  const id = suggestName('', taken, namePrefix(kind));
  if (kind === 'banners') return { id, group: 'm_home', image: '', title: {} };
  if (kind === 'announcements') return { id, title: {}, body: {} };
  const start = new Date(Math.ceil(now.getTime() / HOUR) * HOUR);
  return {
    id,
    title: {},
    from: isoFromLocalInput(localInputValue(start.toISOString()))!,
    until: isoFromLocalInput(localInputValue(new Date(start.getTime() + HOUR).toISOString()))!,
    min: '1.00',
    max: '10.00',
    budget: '1000.00',
  };
}

/** A moment short, in the browser's time: 12 Dec 10:00 (the year when it is not this one's). */
export function shortMoment(at: Date, locale: string, now = new Date()): string {
  const date = at.toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  return `${date} ${at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hour12: false })}`;
}
