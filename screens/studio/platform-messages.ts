/**
 * The words of the platform admin's page (a site's host names and origins, four-eyes, the
 * operators' roles) in EN and TY; `{name}` is filled in by `say`. The config check's messages
 * under a field stay as the server sends them.
 */
import { wordsOf } from './words';

const EN = {
  loading: 'Loading the platform settings…',
  retry: 'Try again',
  title: 'Platform',
  intro:
    'Host names, allowed and trusted origins, four-eyes review and roles are set here only. A site’s editors and publishers cannot change them.',
  hosts: 'Host names',
  hostsHelp: 'One per line, e.g. play.example.com. A host belongs to one site.',
  allowedOrigins: 'Allowed origins',
  allowedOriginsHelp: 'One per line, e.g. https://t.example. Links, images and downloads may point to these.',
  trustedOrigins: 'Trusted origins',
  trustedOriginsHelp: "Game and task providers that may receive a member's session in a link ({token}).",
  saved: 'Saved and live as version {version}.',
  notSaved: 'Not saved: fix what is marked above.',
  save: 'Save {site}',
  fourEyes: 'Four-eyes review on {site}: another publisher approves each change',
  roles: 'Operators and their roles',
  operator: 'Operator',
  platformAdmin: 'platform admin',
  roleOf: 'Role of {who} on {site}',
  'role.none': 'no role',
  'role.editor': 'editor',
  'role.publisher': 'publisher',
  'role.cashier': 'cashier',
} as const;

export type PlatformKey = keyof typeof EN;

const TY: Record<PlatformKey, string> = {
  loading: 'Nilo-load ang mga setting ng plataporma…',
  retry: 'Subukang muli',
  title: 'Plataporma',
  intro:
    'Dito lamang itinatakda ang mga host name, ang mga pinapayagan at pinagkakatiwalaang origin, ang four-eyes na pagsusuri at ang mga tungkulin. Hindi ito mababago ng mga editor at tagapaglathala ng isang site.',
  hosts: 'Mga host name',
  hostsHelp: 'Isa bawat linya, hal. play.example.com. Iisang site lamang ang may-ari ng isang host.',
  allowedOrigins: 'Mga pinapayagang origin',
  allowedOriginsHelp: 'Isa bawat linya, hal. https://t.example. Maaaring tumuro rito ang mga link, larawan at download.',
  trustedOrigins: 'Mga pinagkakatiwalaang origin',
  trustedOriginsHelp: 'Mga provider ng laro at gawain na maaaring tumanggap ng session ng miyembro sa isang link ({token}).',
  saved: 'Na-save at live bilang bersyon {version}.',
  notSaved: 'Hindi na-save: ayusin ang may marka sa itaas.',
  save: 'I-save ang {site}',
  fourEyes: 'Four-eyes na pagsusuri sa {site}: ibang tagapaglathala ang nag-aapruba ng bawat pagbabago',
  roles: 'Mga operator at ang kanilang tungkulin',
  operator: 'Operator',
  platformAdmin: 'admin ng plataporma',
  roleOf: 'Tungkulin ni {who} sa {site}',
  'role.none': 'walang tungkulin',
  'role.editor': 'editor',
  'role.publisher': 'tagapaglathala',
  'role.cashier': 'kahera',
};

export const { useSay, catalogues } = wordsOf<PlatformKey>({ EN, TY });
