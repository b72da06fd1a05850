import type { DeviceKind, TenantConfig, ThemeName } from '../config/types';
import { cookieValue } from '../config/cookies';

/** The start state the server rendered the first screen for; the browser compares its own with it. */
export interface SsrAssumptions {
  path: string;
  language: string;
  theme: ThemeName;
  devices: DeviceKind[];
  /** the signed-in member the markup was rendered for (its id); absent for a guest */
  member?: number;
}

/** What the server's first-screen renderer (engine/server-render.tsx) is given. */
export interface FirstScreenInput extends SsrAssumptions {
  config: TenantConfig;
  /** the first data entries the page carries (server/endpoints/first-data.ts) */
  firstData: Record<string, unknown>;
  nonce: string;
  browserLanguage?: string;
  countryCode?: string;
  /** give up after this long and send no markup: the browser renders the page (default 1000 ms) */
  timeoutMs?: number;
  /** told of each call a component's first render asked for and the first data lacked (a member's page gathers them) */
  onMissing?: (name: string, params: object | undefined) => void;
  /** told of an error a part of the screen threw (that part is left to the browser to render) */
  onError?: (error: unknown) => void;
}

/**
 * Cookies the browser keeps so the server can render the first screen the way this browser will
 * (issue 11): whether a session is stored (then the server sends no signed-out markup) and the
 * theme and language the visitor chose, which the browser also keeps in its storage. Only a
 * choice is sent, never a start state the site picked (a default, a country's rule): that one
 * the server works out as the browser does, and it follows the tenant's config when that
 * changes. Hints only, never a credential: the browser still checks its own state before it
 * hydrates (engine/boot.tsx) and renders afresh when they disagree.
 */
export const HINT_COOKIES = { member: 'wl_member', theme: 'wl_theme', language: 'wl_lang' } as const;

/**
 * The theme and language hints in a `document.cookie` string. The browser takes them as the
 * visitor's choice when its storage holds none (cleared, or refused as in some private modes), so
 * it starts the way the server rendered for and keeps the choice while cookies last.
 */
export function readHintCookies(cookies: string): { theme?: string; language?: string } {
  return { theme: cookieValue(cookies, HINT_COOKIES.theme), language: cookieValue(cookies, HINT_COOKIES.language) };
}

/**
 * `document.cookie` assignments for the current hints (a year; an absent hint clears its cookie).
 * The member hint lives as long as the session cookie it stands for (server/http/session-cookie.ts):
 * a year for a remembered session, else until the browser closes, so a browser that has lost its
 * session does not keep saying member.
 */
export function hintCookieWrites(
  hints: { member: boolean; remembered?: boolean; theme?: string; language?: string },
  secure: boolean,
): string[] {
  const tail = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  const year = 365 * 24 * 3600;
  const write = (name: string, value: string | undefined, age = `; Max-Age=${year}`) =>
    value ? `${name}=${encodeURIComponent(value)}${age}${tail}` : `${name}=; Max-Age=0${tail}`;
  return [
    write(HINT_COOKIES.member, hints.member ? '1' : undefined, hints.remembered ? undefined : ''),
    write(HINT_COOKIES.theme, hints.theme),
    write(HINT_COOKIES.language, hints.language),
  ];
}
