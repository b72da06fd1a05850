/**
 * The engine's names for the config shapes. schemas/ is the single source of truth; the shapes
 * are generated into types.gen.ts (npm run gen:types) and only re-exported or narrowed here.
 */
import type { Node, TenantConfig as GeneratedConfig, Palette as GeneratedPalette } from './types.gen';

export type {
  Action,
  ApiRoute as ApiRouteDef,
  Condition,
  Constants,
  DeviceKind,
  LanguageCode,
  MenuItem,
  PressTimings,
  ResourceType,
  RouteDef,
  Screen,
  ToastKind,
} from './types.gen';

/** A theme the tenant offers (the schema allows any name with a palette; dark and light ship). */
export type ThemeName = string;

/** Any node as the renderer sees it: a type, an optional condition and its own props. */
export type NodeBase = Node;

export type Palette = GeneratedPalette;

/** The merged config of one tenant. */
export type TenantConfig = GeneratedConfig;

/**
 * The parts of the config only the server reads: the hosts it answers for, the payment rules it
 * enforces (limits, the cash desk's second-approver threshold) and the loyalty rules it computes
 * levels and points by (the screens show what the loyalty calls answer).
 */
export const SERVER_ONLY_KEYS = ['hosts', 'payments', 'loyalty'] as const;

/**
 * The config as the page carries it to the browser (server/static/index-html.ts): without the
 * server's parts, which keeps the page within one round trip of a slow network and the operator's
 * rules out of the member's browser. The engine is typed by it, so no screen can come to rely on
 * a part the page does not carry.
 */
export type PageConfig = Omit<TenantConfig, (typeof SERVER_ONLY_KEYS)[number]>;

/** `config` without its server-only parts. */
export function pageConfig<T extends object>(config: T): Omit<T, (typeof SERVER_ONLY_KEYS)[number]> {
  const copy: Record<string, unknown> = { ...(config as Record<string, unknown>) };
  for (const key of SERVER_ONLY_KEYS) delete copy[key];
  return copy as Omit<T, (typeof SERVER_ONLY_KEYS)[number]>;
}
