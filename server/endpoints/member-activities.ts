/**
 * Promotions (/m/activity): the tenant's activities, each field in the asked language (else the
 * tenant's default, else EN: server/content/localized-text.ts), ordered by sequence, each with a
 * generated SVG banner (a data: URL the site's CSP allows) and the member's sign-up status;
 * activitySignUp signs a member up (idempotent).
 */
import { contentLanguages, textIn, type LocalizedText } from '../content/localized-text.ts';
import { apiErrors } from '../http/api-error.ts';
import { defineEndpoint } from '../http/handler.ts';
import { freeReject, TRIAL_TYPE } from '../payments/rules.ts';
import { checkPromotion } from '../responsible-gaming/guard.ts';
import { isOnBreak } from '../responsible-gaming/state.ts';

const COLOURS = [
  ['#7b2ff7', '#f107a3'],
  ['#0f9b8e', '#00c6ff'],
  ['#f7971e', '#ff5858'],
];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Room for the title on the banner (px), and the width of a bold sans-serif character (em), as estimated. */
const TITLE_WIDTH = 610;
const CHARACTER_EM = 0.58;

/**
 * The title as the banner draws it: one line at 44 px when it fits, else two lines broken at the
 * word that makes the longer one shortest, in the size that fits it (24 px at least), so a
 * longer language (TY) is not cut off.
 */
export function bannerTitle(title: string): { lines: string[]; size: number } {
  const sizeFor = (longest: number) => Math.floor(TITLE_WIDTH / (longest * CHARACTER_EM));
  if (sizeFor(title.length) >= 44) return { lines: [title], size: 44 };
  const words = title.split(' ');
  let lines = [title];
  for (let i = 1; i < words.length; i += 1) {
    const split = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    if (Math.max(...split.map((l) => l.length)) < Math.max(...lines.map((l) => l.length))) lines = split;
  }
  return { lines, size: Math.max(24, Math.min(44, sizeFor(Math.max(...lines.map((l) => l.length))))) };
}

/** A 690x260 banner: gradient and the title (also its accessible name), as a base64 data: URL. */
export function activityImage(sequence: number, title: string): string {
  const [from, to] = COLOURS[(sequence - 1) % COLOURS.length];
  const { lines, size } = bannerTitle(title);
  const top = 130 + size * 0.35 - ((lines.length - 1) * size * 1.2) / 2;
  const text = lines.map((line, i) => `<tspan x="40" y="${Math.round(top + i * size * 1.2)}">${escapeXml(line)}</tspan>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="690" height="260" viewBox="0 0 690 260"><title>${escapeXml(title)}</title><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="690" height="260" rx="24" fill="url(#g)"/><circle cx="600" cy="60" r="90" fill="#fff" opacity=".15"/><text font-family="sans-serif" font-size="${size}" font-weight="700" fill="#fff">${text}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export const activities = defineEndpoint('activities', {
  auth: 'optional',
  async handle({ db, tenantId, tenant, member, query, now }) {
    // promotions are marketing: none for a member on a break (issue 29)
    if (member && (await isOnBreak(db, member.memberId, now))) return { list: [] };
    const languages = contentLanguages(tenant.languages, query.lang);
    const found = await db.query<{
      id: number;
      sequence: number;
      title: LocalizedText;
      summary: LocalizedText;
      needs_sign_up: boolean;
      signed_up: boolean;
    }>(
      `SELECT a.id, a.sequence, a.title, a.summary, a.needs_sign_up, (s.member_id IS NOT NULL) AS signed_up
         FROM activities a LEFT JOIN activity_sign_ups s ON s.activity_id = a.id AND s.member_id = $2
        WHERE a.tenant_id = $1 ORDER BY a.sequence`,
      [tenantId, member?.memberId ?? null],
    );
    return {
      list: found.rows.map((r) => {
        const title = textIn(r.title, languages);
        return {
          id: Number(r.id),
          sequence: r.sequence,
          title,
          summary: textIn(r.summary, languages),
          imageUrl: activityImage(r.sequence, title),
          status: !r.needs_sign_up ? 'automatic' : r.signed_up ? 'signedUp' : 'open',
        };
      }),
    };
  },
});

export const activitySignUp = defineEndpoint('activitySignUp', {
  auth: 'required',
  async handle({ db, tenantId, member, body, now }) {
    if (member.type === TRIAL_TYPE) throw freeReject();
    await checkPromotion(db, member.memberId, 'promotion', now);
    const found = await db.query<{ needs_sign_up: boolean }>('SELECT needs_sign_up FROM activities WHERE id = $1 AND tenant_id = $2', [
      body.activityId,
      tenantId,
    ]);
    if (!found.rows[0]?.needs_sign_up) throw apiErrors.notFound('No such activity to sign up for');
    await db.query('INSERT INTO activity_sign_ups (activity_id, member_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      body.activityId,
      member.memberId,
      now,
    ]);
    return null;
  },
});
