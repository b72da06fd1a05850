/**
 * The engine's view of a merged tenant config. The shapes are owned by schemas/ and
 * generated into types.gen.ts; this file names the pieces the runtime reads.
 */
export type LanguageCode = string;
export type ThemeName = 'dark' | 'light';

export type Condition =
  | { flag: string }
  | { signedIn: boolean }
  | { memberType: { in: number[] } }
  | { route: { in: string[] } }
  | { device: { in: DeviceKind[] } }
  | { hasLink: ResourceType }
  | { memberHas: 'vip' | 'nochat' }
  | { browserLanguage: { contains: string } }
  | { countryCode: { in: string[] } }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

export type DeviceKind = 'app' | 'standalone' | 'ios' | 'android' | 'desktop';
export type ResourceType = 'IOS' | 'Android' | 'MOBILECONFIG' | 'LINE' | 'TASK' | 'BLOG';

export type Action =
  | { action: 'navigate'; to: string; replace?: boolean }
  | { action: 'openUrl'; url: string; query?: Record<string, string>; target?: '_self' | '_blank' }
  | { action: 'openLink'; resourceType: ResourceType }
  | { action: 'toggleService' }
  | { action: 'openSideMenu' }
  | { action: 'closeSideMenu' }
  | { action: 'logout' }
  | { action: 'alert'; message: string }
  | { action: 'toast'; message: string; kind?: ToastKind }
  | { action: 'if'; when: Condition; then: Action; else?: Action }
  | { action: 'setLanguage'; language: string }
  | { action: 'setTheme'; theme: ThemeName }
  | { action: 'openChat' }
  | { action: 'launchGame'; gameCategory: string; vendor?: string; gameId?: string; nodeId?: string };

export type ToastKind = 'info' | 'success' | 'fail' | 'offline' | 'loading';

export interface MenuItem {
  id: string;
  label: string;
  icon: string;
  action: Action;
  when?: Condition;
  badge?: 'inbox' | 'announcements' | 'chat';
}

export interface NodeBase {
  type: string;
  id?: string;
  when?: Condition;
  [prop: string]: unknown;
}

export interface Screen {
  nodes: NodeBase[];
}

export interface RouteDef {
  id: string;
  path: string;
  aliases?: string[];
  screen: string;
  params?: Record<string, string>;
  title?: string;
  access?: 'member' | 'agent';
}

export interface ApiRouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  policy?: { cacheMs?: number; throttleMs?: number; debounceMs?: number; silent?: boolean };
}

export type Palette = Record<string, string>;

export interface TenantConfig {
  id: string;
  version: number;
  brand: { name: string; logo: string; copyrightYear: number; licenceText: string };
  hosts: string[];
  languages: {
    default: LanguageCode;
    offered: LanguageCode[];
    supported: { code: LanguageCode; label: string }[];
    startup: { when: Condition; language: LanguageCode }[];
  };
  themes: { default: ThemeName; offered: ThemeName[]; palettes: Record<ThemeName, Palette> };
  flags: Record<string, boolean>;
  settings: { mobileTemplate: { mem_cen: number; dep_func: number }; vipPath: string };
  platform: Record<string, unknown>;
  downloadLinks: { resourceType: ResourceType; url: string }[];
  social: Record<string, string>;
  customerService: { url: string; telegram: string; affiliateService: string };
  operations: { maintenance: boolean; restrictedCountries: string[] };
  api: { routes: Record<string, ApiRouteDef> };
  shell: {
    header: { when: Condition };
    bottomMenu: { when: Condition };
    backToHome: Condition;
    homePath: string;
    transitionMs: number;
    swipeBackSuppressPx: number;
  };
  menus: Record<string, MenuItem[]>;
  routes: RouteDef[];
  screens: Record<string, Screen>;
  messages: Record<LanguageCode, Record<string, string>>;
  constants: Constants;
}

export interface Constants {
  bannerAutoplayMs: number;
  badgeCap: number;
  toast: Record<'shortMs' | 'longMs' | 'successMs' | 'infoMs' | 'noticeMs' | 'loginNoticeMs' | 'gameLoadMs' | 'slowLoadingMs' | 'blockingLoadingMs', number>;
  throttleMs: { markRead: number; unreadCounts: number };
  debounceMs: Record<string, number>;
  pageSizes: Record<string, number>;
  infiniteScroll: { thresholdPx: number; intervalMs: number };
  winnerBoard: { limit: number; scrollAbove: number; speed: number };
  greeting: { from: number; to: number; message: string }[];
  memberTypes: { privileged: number[]; trial: number; nonAgent: number[]; contractExcluded: number[] };
  marqueeFps: number;
  [name: string]: unknown;
}
