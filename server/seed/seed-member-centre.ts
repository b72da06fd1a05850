/**
 * Member-centre seed: help articles in EN and TY for each tenant (terms tagged tc, privacy tagged
 * privacy) and promotions (activities) with images. Idempotent (ON CONFLICT DO NOTHING).
 */
import type { Queryable } from '../db/types.ts';

interface Article {
  tag?: 'tc' | 'privacy';
  title: string;
  content: string;
}

const HELP: Record<'EN' | 'TY', (brand: string) => Article[]> = {
  EN: (brand) => [
    {
      title: 'About us',
      content: `<h2>About ${brand}</h2><p>${brand} is an online entertainment site with slots, live casino, sports, fishing and lottery games.</p><p>Contact customer service any time from the <a href="/m/message">message centre</a>.</p>`,
    },
    {
      title: 'How to deposit',
      content:
        '<h2>Deposit</h2><ol><li>Open <strong>Deposit</strong> from the bottom menu.</li><li>Choose a channel and enter the amount.</li><li>Confirm the payment; the balance updates when the payment is confirmed.</li></ol>',
    },
    {
      title: 'How to withdraw',
      content:
        '<h2>Withdraw</h2><ol><li>Set a payment password in the security centre.</li><li>Open <strong>Withdraw</strong>, enter the amount and the payment password.</li><li>A withdrawal is reviewed before it is paid.</li></ol>',
    },
    {
      tag: 'tc',
      title: 'Terms and conditions',
      content:
        '<h2>Terms and conditions</h2><p>You must be over 18 years old to play. One account per person. Bonuses follow the rules of each promotion.</p>',
    },
    {
      tag: 'privacy',
      title: 'Privacy policy',
      content:
        '<h2>Privacy policy</h2><p>We keep your personal data only to run your account and never sell it. Passwords are stored hashed.</p>',
    },
    {
      title: 'Responsible gaming',
      content:
        '<h2>Responsible gaming</h2><p>Play for fun, set limits and take breaks. Ask customer service to pause your account at any time.</p>',
    },
  ],
  TY: (brand) => [
    {
      title: 'Tungkol sa amin',
      content: `<h2>Tungkol sa ${brand}</h2><p>Ang ${brand} ay isang online na libangan na may slots, live casino, sports, pangingisda at lotto.</p><p>Makipag-ugnayan sa customer service anumang oras mula sa <a href="/m/message">message centre</a>.</p>`,
    },
    {
      title: 'Paano mag-deposito',
      content:
        '<h2>Deposito</h2><ol><li>Buksan ang <strong>Deposito</strong> mula sa menu sa ibaba.</li><li>Pumili ng channel at ilagay ang halaga.</li><li>Kumpirmahin ang bayad; madadagdagan ang balanse kapag nakumpirma ang bayad.</li></ol>',
    },
    {
      title: 'Paano mag-withdraw',
      content:
        '<h2>Withdraw</h2><ol><li>Magtakda ng payment password sa security centre.</li><li>Buksan ang <strong>Withdraw</strong>, ilagay ang halaga at ang payment password.</li><li>Sinusuri muna ang withdrawal bago ito ibayad.</li></ol>',
    },
    {
      tag: 'tc',
      title: 'Mga tuntunin at kundisyon',
      content:
        '<h2>Mga tuntunin at kundisyon</h2><p>Dapat ay higit 18 taong gulang ka para maglaro. Isang account bawat tao. Ang mga bonus ay sumusunod sa mga patakaran ng bawat promo.</p>',
    },
    {
      tag: 'privacy',
      title: 'Patakaran sa privacy',
      content:
        '<h2>Patakaran sa privacy</h2><p>Iniingatan namin ang iyong personal na datos para lamang sa iyong account at hindi ito ibinebenta. Naka-hash ang mga password.</p>',
    },
    {
      title: 'Responsableng paglalaro',
      content:
        '<h2>Responsableng paglalaro</h2><p>Maglaro para sa kasiyahan, magtakda ng limitasyon at magpahinga. Maaari mong hilingin sa customer service na i-pause ang iyong account anumang oras.</p>',
    },
  ],
};

const TENANTS = [
  { tenantId: 'demo', brand: 'Demo Play' },
  { tenantId: 'lucky', brand: 'Lucky Star' },
];

interface Activity {
  title: string;
  summary: string;
  needsSignUp: boolean;
}

const ACTIVITIES: Record<'EN' | 'TY', Activity[]> = {
  EN: [
    { title: 'Welcome bonus 100%', summary: 'Double your first deposit up to 5,000.00.', needsSignUp: true },
    { title: 'Daily cashback', summary: 'Get 1% back on every bet, credited each morning.', needsSignUp: false },
    { title: 'Weekend slots race', summary: 'Spin the most on slots this weekend and win a share of 50,000.00.', needsSignUp: true },
  ],
  TY: [
    { title: 'Welcome bonus 100%', summary: 'Doblehin ang unang deposito hanggang 5,000.00.', needsSignUp: true },
    { title: 'Araw-araw na cashback', summary: 'Makakuha ng 1% pabalik sa bawat taya, ibinibigay tuwing umaga.', needsSignUp: false },
    {
      title: 'Karera sa slots tuwing weekend',
      summary: 'Pinakamaraming spin sa slots ngayong weekend at manalo ng bahagi ng 50,000.00.',
      needsSignUp: true,
    },
  ],
};

export async function seedMemberCentre(tx: Queryable): Promise<void> {
  for (const { tenantId, brand } of TENANTS) {
    for (const lang of ['EN', 'TY'] as const) {
      for (const [order, article] of HELP[lang](brand).entries()) {
        await tx.query(
          'INSERT INTO help_articles (tenant_id, lang, sort_order, tag, title, content) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING',
          [tenantId, lang, order, article.tag ?? null, article.title, article.content],
        );
      }
      if (tenantId !== 'demo') continue;
      for (const [index, activity] of ACTIVITIES[lang].entries()) {
        await tx.query(
          'INSERT INTO activities (tenant_id, lang, sequence, title, summary, image_url, needs_sign_up) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING',
          [
            tenantId,
            lang,
            index + 1,
            activity.title,
            activity.summary,
            `/assets/activities/activity-${index + 1}.svg`,
            activity.needsSignUp,
          ],
        );
      }
    }
  }
}
