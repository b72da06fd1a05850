/**
 * The words of the studio's frame (the top bar, the site picker, the pages' guards) and of the
 * pieces every page shares (a loading line, a diff's columns), in EN and TY as the cash desk and
 * the reviews keep theirs; `{name}` is filled in by `say`.
 */
import { wordsOf } from './words';

const EN = {
  language: 'Language',
  studio: 'Studio',
  platform: 'Platform',
  allSites: 'All sites',
  site: 'Site',
  sections: 'Studio sections',
  'tab.edit': 'Edit',
  'tab.changes': 'Change requests',
  'tab.history': 'History',
  'tab.audit': 'Audit log',
  'tab.cashDesk': 'Cash desk',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  signOutFailed: 'Signing out failed: {message}',
  loading: 'Loading…',
  retry: 'Try again',
  chooseSite: 'Choose a site',
  platformSettings: 'Platform settings',
  platformSettingsWhat: ': host names, origins, four-eyes and roles',
  'role.editor': 'editor',
  'role.publisher': 'publisher',
  'role.cashier': 'cashier',
  cashierOnly: 'A cashier works only at the cash desk.',
  openCashDesk: 'Open the cash desk',
  deskOnly: 'Only a cashier of this site works at the cash desk.',
  platformOnly: 'Only a platform admin can open this page.',
  noRole: 'You have no role on this tenant.',
  notFound: 'This page does not exist.',
  backToSites: 'Back to the tenants',
  'diff.where': 'Where',
  'diff.old': 'Old',
  'diff.new': 'New',
} as const;

export type FrameKey = keyof typeof EN;

const TY: Record<FrameKey, string> = {
  language: 'Wika',
  studio: 'Studio',
  platform: 'Plataporma',
  allSites: 'Lahat ng site',
  site: 'Site',
  sections: 'Mga bahagi ng studio',
  'tab.edit': 'I-edit',
  'tab.changes': 'Mga kahilingan sa pagbabago',
  'tab.history': 'Kasaysayan',
  'tab.audit': 'Talaan ng audit',
  'tab.cashDesk': 'Kaha',
  signOut: 'Mag-sign out',
  signingOut: 'Nagsa-sign out…',
  signOutFailed: 'Hindi nakapag-sign out: {message}',
  loading: 'Naglo-load…',
  retry: 'Subukang muli',
  chooseSite: 'Pumili ng site',
  platformSettings: 'Mga setting ng plataporma',
  platformSettingsWhat: ': mga host name, origin, four-eyes at mga tungkulin',
  'role.editor': 'editor',
  'role.publisher': 'tagapaglathala',
  'role.cashier': 'kahera',
  cashierOnly: 'Sa kaha lamang nagtatrabaho ang isang kahera.',
  openCashDesk: 'Buksan ang kaha',
  deskOnly: 'Ang kahera lamang ng site na ito ang nagtatrabaho sa kaha.',
  platformOnly: 'Ang admin ng plataporma lamang ang makakapagbukas ng pahinang ito.',
  noRole: 'Wala kang tungkulin sa site na ito.',
  notFound: 'Walang ganitong pahina.',
  backToSites: 'Bumalik sa mga site',
  'diff.where': 'Saan',
  'diff.old': 'Dati',
  'diff.new': 'Bago',
};

export const { say, useSay, catalogues } = wordsOf<FrameKey>({ EN, TY });
