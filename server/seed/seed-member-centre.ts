/**
 * Member-centre seed: help articles in EN and TY for each tenant (terms tagged tc, privacy tagged
 * privacy) and promotions (activities) with images, one row each with its texts in both languages
 * (server/content/localized-text.ts). Idempotent: a row found again gets the languages it lacks.
 */
import type { LocalizedText } from '../content/localized-text.ts';
import type { Queryable } from '../db/types.ts';
import { addLanguages } from './seed-texts.ts';

interface Article {
  tag?: 'tc' | 'privacy';
  title: LocalizedText;
  content: LocalizedText;
}

const HELP = (brand: string): Article[] => [
  {
    title: { EN: 'About us', TY: 'Tungkol sa amin' },
    content: {
      EN: `<h2>About ${brand}</h2><p>${brand} is an online entertainment site with slots, live casino, sports, fishing and lottery games.</p><p>Contact customer service any time from the <a href="/m/message">message centre</a>.</p>`,
      TY: `<h2>Tungkol sa ${brand}</h2><p>Ang ${brand} ay isang online na libangan na may slots, live casino, sports, pangingisda at lotto.</p><p>Makipag-ugnayan sa aming serbisyo sa customer anumang oras mula sa <a href="/m/message">sentro ng mensahe</a>.</p>`,
    },
  },
  {
    title: { EN: 'How to deposit', TY: 'Paano mag-deposito' },
    content: {
      EN: '<h2>Deposit</h2><ol><li>Open <strong>Deposit</strong> from the bottom menu.</li><li>Choose a channel and enter the amount.</li><li>Confirm the payment; the balance updates when the payment is confirmed.</li></ol>',
      TY: '<h2>Deposito</h2><ol><li>Buksan ang <strong>Deposito</strong> mula sa menu sa ibaba.</li><li>Pumili ng channel at ilagay ang halaga.</li><li>Kumpirmahin ang bayad; madadagdagan ang balanse kapag nakumpirma ang bayad.</li></ol>',
    },
  },
  {
    title: { EN: 'How to withdraw', TY: 'Paano mag-withdraw' },
    content: {
      EN: '<h2>Withdraw</h2><ol><li>Set a payment password in the security centre.</li><li>Open <strong>Withdraw</strong>, enter the amount and the payment password.</li><li>A withdrawal is reviewed before it is paid.</li></ol>',
      TY: '<h2>Pag-withdraw</h2><ol><li>Magtakda ng password sa pagbabayad sa sentro ng seguridad.</li><li>Buksan ang <strong>Mag-withdraw</strong>, ilagay ang halaga at ang password sa pagbabayad.</li><li>Sinusuri muna ang withdrawal bago ito ibayad.</li></ol>',
    },
  },
  {
    tag: 'tc',
    title: { EN: 'Terms and conditions', TY: 'Mga tuntunin at kundisyon' },
    content: {
      EN: '<h2>Terms and conditions</h2><p>You must be over 18 years old to play. One account per person. Bonuses follow the rules of each promotion.</p>',
      TY: '<h2>Mga tuntunin at kundisyon</h2><p>Dapat ay higit 18 taong gulang ka para maglaro. Isang account bawat tao. Ang mga bonus ay sumusunod sa mga patakaran ng bawat promo.</p>',
    },
  },
  {
    tag: 'privacy',
    title: { EN: 'Privacy policy', TY: 'Patakaran sa privacy' },
    content: {
      EN: '<h2>Privacy policy</h2><p>We keep your personal data only to run your account and never sell it. Passwords are stored hashed.</p>',
      TY: '<h2>Patakaran sa privacy</h2><p>Iniingatan namin ang iyong personal na datos para lamang sa iyong account at hindi ito ibinebenta. Naka-hash ang mga password.</p>',
    },
  },
  {
    title: { EN: 'Responsible gaming', TY: 'Responsableng paglalaro' },
    content: {
      EN: '<h2>Responsible gaming</h2><p>Play for fun, set limits and take breaks. Ask customer service to pause your account at any time.</p>',
      TY: '<h2>Responsableng paglalaro</h2><p>Maglaro para sa kasiyahan, magtakda ng limitasyon at magpahinga. Maaari mong hilingin sa aming serbisyo sa customer na i-pause ang iyong account anumang oras.</p>',
    },
  },
];

const TENANTS = [
  { tenantId: 'demo', brand: 'Demo Play' },
  { tenantId: 'lucky', brand: 'Lucky Star' },
];

interface Activity {
  title: LocalizedText;
  summary: LocalizedText;
  needsSignUp: boolean;
}

/** Demo's promotions (lucky has none: its page shows 'No data'). */
const ACTIVITIES: Activity[] = [
  {
    title: { EN: 'Welcome bonus 100%', TY: '100% bonus para sa bagong miyembro' },
    summary: { EN: 'Double your first deposit up to 5,000.00.', TY: 'Doblehin ang unang deposito hanggang 5,000.00.' },
    needsSignUp: true,
  },
  {
    title: { EN: 'Daily cashback', TY: 'Araw-araw na cashback' },
    summary: {
      EN: 'Get 1% back on every bet, credited each morning.',
      TY: 'Makakuha ng 1% pabalik sa bawat taya, ibinibigay tuwing umaga.',
    },
    needsSignUp: false,
  },
  {
    title: { EN: 'Weekend slots race', TY: 'Karera sa slots tuwing katapusan ng linggo' },
    summary: {
      EN: 'Spin the most on slots this weekend and win a share of 50,000.00.',
      TY: 'Pinakamaraming spin sa slots ngayong katapusan ng linggo at manalo ng bahagi ng 50,000.00.',
    },
    needsSignUp: true,
  },
];

export async function seedMemberCentre(tx: Queryable): Promise<void> {
  for (const { tenantId, brand } of TENANTS) {
    for (const [order, article] of HELP(brand).entries()) {
      await tx.query(
        `INSERT INTO help_articles (tenant_id, sort_order, tag, title, content) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)
         ON CONFLICT (tenant_id, sort_order) DO UPDATE SET ${addLanguages('help_articles', 'title', 'content')}`,
        [tenantId, order, article.tag ?? null, JSON.stringify(article.title), JSON.stringify(article.content)],
      );
    }
  }
  for (const [index, activity] of ACTIVITIES.entries()) {
    await tx.query(
      `INSERT INTO activities (tenant_id, sequence, title, summary, image_url, needs_sign_up) VALUES ('demo', $1, $2::jsonb, $3::jsonb, $4, $5)
       ON CONFLICT (tenant_id, sequence) DO UPDATE SET ${addLanguages('activities', 'title', 'summary')}`,
      [
        index + 1,
        JSON.stringify(activity.title),
        JSON.stringify(activity.summary),
        `/assets/activities/activity-${index + 1}.svg`,
        activity.needsSignUp,
      ],
    );
  }
}
