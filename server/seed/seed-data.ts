/**
 * The demo data of the API contract: seeded accounts, banners, notices, unread sources and the
 * vendors of every game category. Texts members read are written in EN and TY (the languages
 * demo and lucky offer: server/content/localized-text.ts). Plain data; server/seed/seed.ts writes
 * it idempotently.
 */
import type { LocalizedText } from '../content/localized-text.ts';
import type { NewMember } from '../members/accounts.ts';

export interface SeedMember extends NewMember {
  openingBalanceCents: number;
  /** kind: marketing (kept from a member on a break, issue 29), else a service message */
  inbox?: { title: LocalizedText; content: LocalizedText; read: boolean; kind?: 'marketing' }[];
  chat?: { body: LocalizedText; read: boolean }[];
}

export const SEED_MEMBERS: SeedMember[] = [
  {
    tenantId: 'demo',
    account: 'demo',
    password: 'demo1234',
    type: 0,
    nickname: 'Demo Player',
    vip: true,
    clubLabel: { labelName: 'Gold Club', type: 'AUTO' },
    labels: ['VIP 3'],
    openingBalanceCents: 125_000,
    inbox: [
      {
        title: { EN: 'Welcome to Demo Play', TY: 'Maligayang pagdating sa Demo Play' },
        content: { EN: 'Your account is ready. Enjoy the games!', TY: 'Handa na ang iyong account. Mag-enjoy sa mga laro!' },
        read: false,
      },
      {
        title: { EN: 'Your weekly cashback', TY: 'Ang iyong lingguhang cashback' },
        content: { EN: 'Cashback for last week has been credited.', TY: 'Naibigay na ang cashback para sa nakaraang linggo.' },
        read: false,
        kind: 'marketing',
      },
      {
        title: { EN: 'Security tip', TY: 'Paalala sa seguridad' },
        content: { EN: 'Never share your password with anyone.', TY: 'Huwag kailanman ibahagi ang iyong password kaninuman.' },
        read: true,
      },
    ],
    chat: [{ body: { EN: 'Hello! How can we help you today?', TY: 'Kumusta! Paano ka namin matutulungan ngayon?' }, read: false }],
  },
  {
    tenantId: 'demo',
    account: 'member0',
    password: 'member1234',
    type: 0,
    nickname: null,
    openingBalanceCents: 8_000,
  },
  {
    tenantId: 'demo',
    account: 'agent',
    password: 'agent1234',
    type: 1,
    nickname: 'Top Agent',
    openingBalanceCents: 500_000,
    inbox: [
      {
        title: { EN: 'Team report ready', TY: 'Handa na ang ulat ng team' },
        content: { EN: 'Your team report for yesterday is ready.', TY: 'Handa na ang ulat ng iyong team para kahapon.' },
        read: false,
      },
    ],
  },
  {
    tenantId: 'demo',
    account: 'agent2',
    password: 'agent1234',
    type: 1,
    nickname: 'Second Agent',
    openingBalanceCents: 100_000,
  },
  {
    tenantId: 'lucky',
    account: 'lucky',
    password: 'lucky1234',
    type: 0,
    nickname: 'Lucky Member',
    openingBalanceCents: 30_000,
  },
  {
    tenantId: 'lucky',
    account: 'agent',
    password: 'agent1234',
    type: 1,
    nickname: 'Lucky Agent',
    openingBalanceCents: 50_000,
    inbox: [
      {
        title: { EN: 'Welcome to the Lucky Star team', TY: 'Maligayang pagdating sa team ng Lucky Star' },
        content: {
          EN: 'Register your first downline from the agent centre.',
          TY: 'Irehistro ang iyong unang downline mula sa sentro ng ahente.',
        },
        read: false,
      },
    ],
  },
];

export interface SeedBanner {
  tenantId: string;
  groupName: string;
  /** B (default), or A: shown on the agent home only */
  contentType?: string;
  title: LocalizedText;
  imageUrl: string;
  linkage: string;
}

export const SEED_BANNERS: SeedBanner[] = [
  {
    tenantId: 'demo',
    groupName: 'm_home',
    title: { EN: 'Welcome bonus 100%', TY: '100% bonus para sa bagong miyembro' },
    imageUrl: '/assets/banners/demo-home-1.svg',
    linkage: '/m/activity',
  },
  {
    tenantId: 'demo',
    groupName: 'm_home',
    title: { EN: 'Live casino nights', TY: 'Mga gabi ng live casino' },
    imageUrl: '/assets/banners/demo-home-2.svg',
    linkage: '/m/live',
  },
  {
    tenantId: 'demo',
    groupName: 'm_home',
    title: { EN: 'Weekly sports cashback', TY: 'Lingguhang cashback sa sports' },
    imageUrl: '/assets/banners/demo-home-3.svg',
    linkage: '/m/sports',
  },
  {
    tenantId: 'demo',
    groupName: 'm_reg',
    title: { EN: 'Join Demo Play', TY: 'Sumali sa Demo Play' },
    imageUrl: '/assets/banners/demo-reg-1.svg',
    linkage: '/m/register',
  },
  {
    tenantId: 'demo',
    groupName: 'm_reg',
    title: { EN: 'Free trial play', TY: 'Libreng trial na laro' },
    imageUrl: '/assets/banners/demo-reg-2.svg',
    linkage: '/m/trail',
  },
  {
    tenantId: 'demo',
    groupName: 'm_video',
    title: { EN: 'Progressive jackpot', TY: 'Progresibong jackpot' },
    imageUrl: '/assets/banners/demo-video.svg',
    linkage: '/assets/banners/demo-video.svg',
  },
  {
    tenantId: 'lucky',
    groupName: 'm_home',
    title: { EN: 'Lucky Star jackpot', TY: 'Jackpot ng Lucky Star' },
    imageUrl: '/assets/banners/lucky-home-1.svg',
    linkage: '/m/activity',
  },
  {
    tenantId: 'lucky',
    groupName: 'm_reg',
    title: { EN: 'Shine with Lucky Star', TY: 'Magningning kasama ang Lucky Star' },
    imageUrl: '/assets/banners/lucky-reg-1.svg',
    linkage: '/m/register',
  },
  {
    tenantId: 'lucky',
    groupName: 'm_reg',
    title: { EN: 'Invite friends', TY: 'Mag-imbita ng mga kaibigan' },
    imageUrl: '/assets/banners/lucky-reg-2.svg',
    linkage: '/m/inviteFriends',
  },
  {
    tenantId: 'demo',
    groupName: 'm_home',
    contentType: 'A',
    title: { EN: 'Grow your team: higher rebates this month', TY: 'Palakihin ang iyong team: mas mataas na rebate ngayong buwan' },
    imageUrl: '/assets/banners/demo-home-2.svg',
    linkage: '/m/member/agent/agentRebeat',
  },
];

export interface SeedNotice {
  tenantId: string;
  /** M (default): for everyone; A: for the tenant's agents only */
  audience?: 'M' | 'A';
  title: LocalizedText;
  content: LocalizedText;
  /** hours before the seed time, so the newest-first order is stable */
  ageHours: number;
  /** marketing: kept from a member on a break (issue 29); else a service announcement */
  kind?: 'marketing';
  /** listed by the popular announcements call too (SPEC 7.20) */
  popular?: true;
}

/** Demo's announcements and agent notices, and lucky's agent notices (lucky has no announcement for members). */
export const SEED_NOTICES: SeedNotice[] = [
  {
    tenantId: 'demo',
    title: { EN: 'Welcome to Demo Play', TY: 'Maligayang pagdating sa Demo Play' },
    content: {
      EN: 'Thank you for playing with us. New games arrive every week.',
      TY: 'Salamat sa paglalaro kasama namin. May mga bagong laro bawat linggo.',
    },
    ageHours: 1,
  },
  {
    tenantId: 'demo',
    title: { EN: 'Scheduled maintenance on Sunday 02:00', TY: 'Nakatakdang maintenance sa Linggo, 02:00' },
    content: { EN: 'Games may be unavailable for up to 30 minutes.', TY: 'Maaaring hindi magamit ang mga laro nang hanggang 30 minuto.' },
    ageHours: 24,
    popular: true,
  },
  {
    tenantId: 'demo',
    title: { EN: 'New live casino tables', TY: 'Mga bagong mesa sa live casino' },
    content: {
      EN: 'Three new baccarat tables are open around the clock.',
      TY: 'Tatlong bagong mesa ng baccarat ang bukas araw at gabi.',
    },
    ageHours: 48,
    kind: 'marketing',
    popular: true,
  },
  {
    tenantId: 'demo',
    audience: 'A',
    title: { EN: 'New agent commission tiers', TY: 'Mga bagong antas ng komisyon ng ahente' },
    content: {
      EN: 'From next month, rebate rates for live casino rise by 0.10%.',
      TY: 'Simula sa susunod na buwan, tataas nang 0.10% ang mga rate ng rebate sa live casino.',
    },
    ageHours: 5,
  },
  {
    tenantId: 'demo',
    audience: 'A',
    title: { EN: 'Agent salary contracts', TY: 'Mga kontrata ng sahod ng ahente' },
    content: {
      EN: 'Daily and hourly salary contracts are now offered to active agents. Check your agent centre.',
      TY: 'Iniaalok na ngayon sa mga aktibong ahente ang mga kontrata ng arawang sahod at sahod kada oras. Tingnan ang iyong sentro ng ahente.',
    },
    ageHours: 30,
  },
  {
    tenantId: 'lucky',
    audience: 'A',
    title: { EN: 'Welcome, Lucky Star agents', TY: 'Maligayang pagdating, mga ahente ng Lucky Star' },
    content: {
      EN: 'Invite players with your link and earn a rebate on every bet of your team.',
      TY: 'Mag-imbita ng mga manlalaro gamit ang iyong link at kumita ng rebate sa bawat taya ng iyong team.',
    },
    ageHours: 2,
  },
  {
    tenantId: 'lucky',
    audience: 'A',
    title: { EN: 'Red envelope rain for agents', TY: 'Ulan ng pulang sobre para sa mga ahente' },
    content: {
      EN: 'While a rain is on, every agent may grab one red envelope.',
      TY: 'Habang may ulan, bawat ahente ay makakasalo ng isang pulang sobre.',
    },
    ageHours: 26,
  },
];

export interface SeedVendor {
  vassalage: string;
  displayName: string;
  accountTypeName: string;
}

/** A vendor; its account type is its vassalage unless said. */
const v = (vassalage: string, displayName: string, accountTypeName = vassalage): SeedVendor => ({
  vassalage,
  displayName,
  accountTypeName,
});

/** Categories in display order, each with its vendors in display order. */
export const SEED_VENDORS: { gameCategory: string; vendors: SeedVendor[] }[] = [
  { gameCategory: 'RNG', vendors: [v('PG', 'PG Soft'), v('JILI', 'JILI'), v('PP', 'Pragmatic Play'), v('FC', 'Fa Chai')] },
  { gameCategory: 'LIVE', vendors: [v('EVO', 'Evolution'), v('SEXY', 'Sexy Baccarat'), v('DG', 'Dream Gaming')] },
  { gameCategory: 'PVP', vendors: [v('KM', 'Kingmaker'), v('V8', 'V8 Poker')] },
  { gameCategory: 'FISH', vendors: [v('JDB', 'JDB Fishing'), v('JILI', 'JILI Fishing'), v('FC', 'Fa Chai Fishing')] },
  { gameCategory: 'SPORTS', vendors: [v('SABA', 'Saba Sports'), v('CMD', 'CMD368'), v('DS88', 'DS88 Sabong')] },
  { gameCategory: 'ESPORTS', vendors: [v('TF', 'TF Gaming'), v('IA', 'IA Esports')] },
  { gameCategory: 'LOTT', vendors: [v('TCG_LOTTO_VN', 'TCG Lotto VN', 'TCG'), v('TCG_SEA', 'TCG SEA', 'TCG'), v('LOTT', 'Lottery')] },
  { gameCategory: 'ELOTT', vendors: [v('ELOTT', 'E-Lottery'), v('TCG_LOTTO_VN', 'TCG Lotto VN', 'TCG')] },
  { gameCategory: 'COCKFIGHT', vendors: [v('DS88', 'DS88 Sabong'), v('SV388', 'SV388')] },
];

/** Vendor lists per tenant: demo carries them all, lucky the first two of each category. */
export const SEED_VENDOR_TENANTS: { tenantId: string; perCategory: number }[] = [
  { tenantId: 'demo', perCategory: 4 },
  { tenantId: 'lucky', perCategory: 2 },
];
