/**
 * The demo data of the API contract: seeded accounts, banners, notices, unread sources and the
 * vendors of every game category. Plain data; server/seed/seed.ts writes it idempotently.
 */
import type { NewMember } from '../members/accounts.ts';

export interface SeedMember extends NewMember {
  openingBalanceCents: number;
  /** kind: marketing (kept from a member on a break, issue 29), else a service message */
  inbox?: { title: string; content: string; read: boolean; kind?: 'marketing' }[];
  chat?: { body: string; read: boolean }[];
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
      { title: 'Welcome to Demo Play', content: 'Your account is ready. Enjoy the games!', read: false },
      { title: 'Your weekly cashback', content: 'Cashback for last week has been credited.', read: false, kind: 'marketing' },
      { title: 'Security tip', content: 'Never share your password with anyone.', read: true },
    ],
    chat: [{ body: 'Hello! How can we help you today?', read: false }],
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
    inbox: [{ title: 'Team report ready', content: 'Your team report for yesterday is ready.', read: false }],
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
];

export interface SeedBanner {
  tenantId: string;
  groupName: string;
  /** B (default), or A: shown on the agent home only */
  contentType?: string;
  title: string;
  imageUrl: string;
  linkage: string;
}

export const SEED_BANNERS: SeedBanner[] = [
  {
    tenantId: 'demo',
    groupName: 'm_home',
    title: 'Welcome bonus 100%',
    imageUrl: '/assets/banners/demo-home-1.svg',
    linkage: '/m/activity',
  },
  { tenantId: 'demo', groupName: 'm_home', title: 'Live casino nights', imageUrl: '/assets/banners/demo-home-2.svg', linkage: '/m/live' },
  {
    tenantId: 'demo',
    groupName: 'm_home',
    title: 'Weekly sports cashback',
    imageUrl: '/assets/banners/demo-home-3.svg',
    linkage: '/m/sports',
  },
  { tenantId: 'demo', groupName: 'm_reg', title: 'Join Demo Play', imageUrl: '/assets/banners/demo-reg-1.svg', linkage: '/m/register' },
  { tenantId: 'demo', groupName: 'm_reg', title: 'Free trial play', imageUrl: '/assets/banners/demo-reg-2.svg', linkage: '/m/trail' },
  {
    tenantId: 'demo',
    groupName: 'm_video',
    title: 'Progressive jackpot',
    imageUrl: '/assets/banners/demo-video.svg',
    linkage: '/assets/banners/demo-video.svg',
  },
  {
    tenantId: 'lucky',
    groupName: 'm_home',
    title: 'Lucky Star jackpot',
    imageUrl: '/assets/banners/lucky-home-1.svg',
    linkage: '/m/activity',
  },
  {
    tenantId: 'lucky',
    groupName: 'm_reg',
    title: 'Shine with Lucky Star',
    imageUrl: '/assets/banners/lucky-reg-1.svg',
    linkage: '/m/register',
  },
  {
    tenantId: 'lucky',
    groupName: 'm_reg',
    title: 'Invite friends',
    imageUrl: '/assets/banners/lucky-reg-2.svg',
    linkage: '/m/inviteFriends',
  },
  {
    tenantId: 'demo',
    groupName: 'm_home',
    contentType: 'A',
    title: 'Grow your team: higher rebates this month',
    imageUrl: '/assets/banners/demo-home-2.svg',
    linkage: '/m/member/agent/agentRebeat',
  },
];

export interface SeedNotice {
  tenantId: string;
  title: string;
  content: string;
  /** hours before the seed time, so the newest-first order is stable */
  ageHours: number;
  /** marketing: kept from a member on a break (issue 29); else a service announcement */
  kind?: 'marketing';
}

export const SEED_NOTICES: SeedNotice[] = [
  { tenantId: 'demo', title: 'Welcome to Demo Play', content: 'Thank you for playing with us. New games arrive every week.', ageHours: 1 },
  {
    tenantId: 'demo',
    title: 'Scheduled maintenance on Sunday 02:00',
    content: 'Games may be unavailable for up to 30 minutes.',
    ageHours: 24,
  },
  {
    tenantId: 'demo',
    title: 'New live casino tables',
    content: 'Three new baccarat tables are open around the clock.',
    ageHours: 48,
    kind: 'marketing',
  },
];

export interface SeedVendor {
  vassalage: string;
  displayName: string;
  accountTypeName: string;
}

/** Categories in display order, each with its vendors in display order. */
export const SEED_VENDORS: { gameCategory: string; vendors: SeedVendor[] }[] = [
  {
    gameCategory: 'RNG',
    vendors: [
      { vassalage: 'PG', displayName: 'PG Soft', accountTypeName: 'PG' },
      { vassalage: 'JILI', displayName: 'JILI', accountTypeName: 'JILI' },
      { vassalage: 'PP', displayName: 'Pragmatic Play', accountTypeName: 'PP' },
      { vassalage: 'FC', displayName: 'Fa Chai', accountTypeName: 'FC' },
    ],
  },
  {
    gameCategory: 'LIVE',
    vendors: [
      { vassalage: 'EVO', displayName: 'Evolution', accountTypeName: 'EVO' },
      { vassalage: 'SEXY', displayName: 'Sexy Baccarat', accountTypeName: 'SEXY' },
      { vassalage: 'DG', displayName: 'Dream Gaming', accountTypeName: 'DG' },
    ],
  },
  {
    gameCategory: 'PVP',
    vendors: [
      { vassalage: 'KM', displayName: 'Kingmaker', accountTypeName: 'KM' },
      { vassalage: 'V8', displayName: 'V8 Poker', accountTypeName: 'V8' },
    ],
  },
  {
    gameCategory: 'FISH',
    vendors: [
      { vassalage: 'JDB', displayName: 'JDB Fishing', accountTypeName: 'JDB' },
      { vassalage: 'JILI', displayName: 'JILI Fishing', accountTypeName: 'JILI' },
      { vassalage: 'FC', displayName: 'Fa Chai Fishing', accountTypeName: 'FC' },
    ],
  },
  {
    gameCategory: 'SPORTS',
    vendors: [
      { vassalage: 'SABA', displayName: 'Saba Sports', accountTypeName: 'SABA' },
      { vassalage: 'CMD', displayName: 'CMD368', accountTypeName: 'CMD' },
      { vassalage: 'DS88', displayName: 'DS88 Sabong', accountTypeName: 'DS88' },
    ],
  },
  {
    gameCategory: 'ESPORTS',
    vendors: [
      { vassalage: 'TF', displayName: 'TF Gaming', accountTypeName: 'TF' },
      { vassalage: 'IA', displayName: 'IA Esports', accountTypeName: 'IA' },
    ],
  },
  {
    gameCategory: 'LOTT',
    vendors: [
      { vassalage: 'TCG_LOTTO_VN', displayName: 'TCG Lotto VN', accountTypeName: 'TCG' },
      { vassalage: 'TCG_SEA', displayName: 'TCG SEA', accountTypeName: 'TCG' },
      { vassalage: 'LOTT', displayName: 'Lottery', accountTypeName: 'LOTT' },
    ],
  },
  {
    gameCategory: 'ELOTT',
    vendors: [
      { vassalage: 'ELOTT', displayName: 'E-Lottery', accountTypeName: 'ELOTT' },
      { vassalage: 'TCG_LOTTO_VN', displayName: 'TCG Lotto VN', accountTypeName: 'TCG' },
    ],
  },
  {
    gameCategory: 'COCKFIGHT',
    vendors: [
      { vassalage: 'DS88', displayName: 'DS88 Sabong', accountTypeName: 'DS88' },
      { vassalage: 'SV388', displayName: 'SV388', accountTypeName: 'SV388' },
    ],
  },
];

/** Vendor lists per tenant: demo carries them all, lucky the first two of each category. */
export const SEED_VENDOR_TENANTS: { tenantId: string; perCategory: number }[] = [
  { tenantId: 'demo', perCategory: 4 },
  { tenantId: 'lucky', perCategory: 2 },
];
