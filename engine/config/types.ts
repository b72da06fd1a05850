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

/** The config as the page carries it to the browser (page-config.ts). */
export type { PageConfig } from './page-config';
