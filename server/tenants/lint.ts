/**
 * Cross-reference lint of a merged tenant config, beyond what JSON Schema can say: routes named by
 * navigate actions exist, message keys exist in every offered language and language files agree,
 * flags, route ids, screens, data sources, node types, actions and menus named exist, node types
 * are not newer than the config version their screen was written for, defaults are offered, and
 * every address follows the URL policy (lint-urls.ts). Pure: it reads only the config and the
 * schema catalog. It tolerates configs that failed schema validation (it never assumes a shape it
 * has not checked).
 */
import { isJsonObject, type JsonObject, type JsonValue } from '../../engine/config/merge.ts';
import { pathMatches } from '../../engine/router/routes.ts';
import { isTimeZone } from '../../engine/time/zone.ts';
import { lintContent } from './lint-content.ts';
import { lintLoyalty } from './lint-loyalty.ts';
import { lintUrls } from './lint-urls.ts';
import { toPointer } from './pointer.ts';
import type { ConfigIssue } from './types.ts';

export interface LintCatalog {
  nodeTypes: readonly string[];
  /** node type to the config version it appeared in (`x-since-version` of its schema) */
  nodeSince: Readonly<Record<string, number>>;
  actionNames: readonly string[];
}

/** Property names whose string values are message keys. */
const MESSAGE_KEY_FIELDS = new Set(['label', 'title', 'message', 'text', 'alt', 'licenceText']);

type Path = (string | number)[];
type Visitor = (value: JsonValue, path: Path, key: string | number | undefined) => void;

function walk(value: JsonValue, path: Path, visit: Visitor): void {
  visit(value, path, path[path.length - 1]);
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i], visit));
  else if (isJsonObject(value)) for (const [k, v] of Object.entries(value)) walk(v, [...path, k], visit);
}

function obj(value: JsonValue | undefined): JsonObject {
  return isJsonObject(value) ? value : {};
}

function strings(value: JsonValue | undefined): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * Lint a merged config; returns issues with pointers into the merged config. `screenVersions`
 * gives, per screen, the config version its file was written for (the `version` its folder's
 * tenant.json declares, before migration); a screen not in it counts as `config.version`.
 */
export function lintConfig(config: JsonObject, catalog: LintCatalog, screenVersions: Readonly<Record<string, number>> = {}): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const add = (path: Path, code: string, message: string, atKey = false): void => {
    issues.push(atKey ? { pointer: toPointer(path), code, message, atKey } : { pointer: toPointer(path), code, message });
  };

  const routes = Array.isArray(config.routes) ? config.routes.filter(isJsonObject) : [];
  const routeIds = new Set(routes.map((r) => r.id).filter((id): id is string => typeof id === 'string'));
  const routePaths = routes.flatMap((r) => [r.path, ...strings(r.aliases)].filter((p): p is string => typeof p === 'string'));
  const inRouteTable = (path: string) => routePaths.some((routePath) => pathMatches(routePath, path));
  const flags = obj(config.flags);
  const screens = obj(config.screens);
  const menus = obj(config.menus);
  const apiRoutes = obj(obj(config.api).routes);
  const languages = obj(config.languages);
  const offered = strings(languages.offered);
  const defaultLanguage = typeof languages.default === 'string' ? languages.default : undefined;
  const messages = obj(config.messages);

  // Defaults and offered sets.
  if (defaultLanguage !== undefined && !offered.includes(defaultLanguage)) {
    add(
      ['languages', 'default'],
      'E_DEFAULT_LANGUAGE',
      `default language "${defaultLanguage}" is not offered (offered: ${offered.join(', ')})`,
    );
  }
  const supported = Array.isArray(languages.supported) ? languages.supported.filter(isJsonObject).map((s) => s.code) : [];
  offered.forEach((code, i) => {
    if (!supported.includes(code))
      add(['languages', 'offered', i], 'E_UNSUPPORTED_LANGUAGE', `offered language "${code}" is not in languages.supported`);
    if (!isJsonObject(messages[code]))
      add(['languages', 'offered', i], 'E_MISSING_LANGUAGE', `offered language "${code}" has no messages/${code}.json`);
  });
  if (Array.isArray(languages.startup)) {
    languages.startup.forEach((rule, i) => {
      const lang = obj(rule).language;
      if (typeof lang === 'string' && !offered.includes(lang)) {
        add(
          ['languages', 'startup', i, 'language'],
          'E_STARTUP_LANGUAGE',
          `startup language "${lang}" is not offered (offered: ${offered.join(', ')})`,
        );
      }
    });
  }
  const themes = obj(config.themes);
  const themesOffered = strings(themes.offered);
  if (typeof themes.default === 'string' && !themesOffered.includes(themes.default)) {
    add(
      ['themes', 'default'],
      'E_DEFAULT_THEME',
      `default theme "${themes.default}" is not offered (offered: ${themesOffered.join(', ')})`,
    );
  }
  themesOffered.forEach((name, i) => {
    if (!isJsonObject(obj(themes.palettes)[name]))
      add(['themes', 'offered', i], 'E_MISSING_PALETTE', `offered theme "${name}" has no palette in themes.palettes`);
  });

  // The route table itself.
  const seenIds = new Set<string>();
  const seenPaths = new Set<string>();
  routes.forEach((route, i) => {
    if (typeof route.id === 'string') {
      if (seenIds.has(route.id)) add(['routes', i, 'id'], 'E_DUPLICATE_ROUTE', `route id "${route.id}" is defined twice`);
      seenIds.add(route.id);
    }
    for (const [j, p] of [route.path, ...strings(route.aliases)].entries()) {
      if (typeof p !== 'string') continue;
      if (seenPaths.has(p))
        add(j === 0 ? ['routes', i, 'path'] : ['routes', i, 'aliases', j - 1], 'E_DUPLICATE_ROUTE', `path "${p}" belongs to two routes`);
      seenPaths.add(p);
    }
    if (typeof route.screen === 'string' && !isJsonObject(screens[route.screen])) {
      add(
        ['routes', i, 'screen'],
        'E_MISSING_SCREEN',
        `screen "${route.screen}" of route "${route.id as string}" does not exist (no screens/${route.screen}.json)`,
      );
    }
  });
  const shell = obj(config.shell);
  if (typeof shell.homePath === 'string' && !inRouteTable(shell.homePath)) {
    add(['shell', 'homePath'], 'E_UNKNOWN_ROUTE', `homePath "${shell.homePath}" matches no route in the route table`);
  }

  // Message key sets: every offered language has exactly the default language's keys.
  const reference = defaultLanguage !== undefined && isJsonObject(messages[defaultLanguage]) ? messages[defaultLanguage] : undefined;
  if (reference && defaultLanguage !== undefined) {
    for (const lang of offered) {
      const file = messages[lang];
      if (lang === defaultLanguage || !isJsonObject(file)) continue;
      for (const key of Object.keys(reference)) {
        if (!(key in file)) add(['messages', lang, key], 'E_MESSAGE_KEYS', `key "${key}" of ${defaultLanguage} is missing in ${lang}`);
      }
      for (const key of Object.keys(file)) {
        if (!(key in reference))
          add(['messages', lang, key], 'E_MESSAGE_KEYS', `key "${key}" is not in the default language ${defaultLanguage}`, true);
      }
    }
  }

  // Everything outside messages: references by name.
  const { messages: _messages, ...rest } = config;
  walk(rest, [], (value, path, key) => {
    const parentPath = path.slice(0, -1);
    if (typeof value === 'string' && typeof key === 'string') {
      // Language labels and palette colours share field names with message keys but are literals.
      const isLiteral = (path[0] === 'languages' && path[1] === 'supported') || path[0] === 'themes';
      if (MESSAGE_KEY_FIELDS.has(key) && !isLiteral) {
        const missingIn = offered.filter((lang) => isJsonObject(messages[lang]) && typeof obj(messages[lang])[value] !== 'string');
        if (missingIn.length > 0) add(path, 'E_MISSING_MESSAGE', `message key "${value}" is missing in ${missingIn.join(', ')}`);
      }
      if (key === 'data' && !(value in apiRoutes)) {
        add(path, 'E_UNKNOWN_DATA_SOURCE', `data source "${value}" is not in api.routes`);
      }
    }
    if (!isJsonObject(value)) return;
    const keys = Object.keys(value);
    if (keys.length === 1 && typeof value.flag === 'string' && !(value.flag in flags)) {
      add([...path, 'flag'], 'E_UNKNOWN_FLAG', `flag "${value.flag}" is not defined in flags`);
    }
    if (keys.length === 1 && isJsonObject(value.route)) {
      const ids = value.route.in;
      if (Array.isArray(ids)) {
        ids.forEach((id, i) => {
          if (typeof id === 'string' && !routeIds.has(id))
            add([...path, 'route', 'in', i], 'E_UNKNOWN_ROUTE_ID', `route id "${id}" is not in the route table`);
        });
      }
    }
    const isActionSlot =
      key === 'action' || ((key === 'then' || key === 'else') && typeof obj(valueAtPath(rest, parentPath)).action === 'string');
    if (isActionSlot && typeof value.action === 'string') {
      if (!catalog.actionNames.includes(value.action)) {
        add([...path, 'action'], 'E_UNKNOWN_ACTION', `unknown action "${value.action}" (known: ${catalog.actionNames.join(', ')})`);
      } else if (value.action === 'navigate' && typeof value.to === 'string') {
        const target = value.to.replace(/[?#].*$/, '');
        if (!inRouteTable(target)) {
          add([...path, 'to'], 'E_UNKNOWN_ROUTE', `navigate to "${value.to}" matches no route in the route table`);
        }
      }
    }
  });

  lintLoyalty(config, offered, messages, add);
  lintContent(config, defaultLanguage, flags, add);
  lintUrls(config, add);

  // The tenant's own day: a zone this runtime does not know would cut every period in UTC instead.
  const timeZone = obj(config.operations).timeZone;
  if (typeof timeZone === 'string' && !isTimeZone(timeZone)) {
    add(['operations', 'timeZone'], 'E_UNKNOWN_TIME_ZONE', `time zone "${timeZone}" is not an IANA zone (e.g. Asia/Manila)`);
  }

  // Screens: node types, the config version each needs, and the menus menuList names.
  for (const [screenId, screen] of Object.entries(screens)) {
    const version = screenVersions[screenId] ?? (typeof config.version === 'number' ? config.version : 0);
    const visitNodes = (nodes: JsonValue | undefined, path: Path): void => {
      if (!Array.isArray(nodes)) return;
      nodes.forEach((node, i) => {
        if (!isJsonObject(node)) return;
        const at = [...path, i];
        if (typeof node.type === 'string' && !catalog.nodeTypes.includes(node.type)) {
          add([...at, 'type'], 'E_UNKNOWN_NODE_TYPE', `unknown node type "${node.type}" (known: ${catalog.nodeTypes.join(', ')})`);
        } else if (typeof node.type === 'string' && (catalog.nodeSince[node.type] ?? 0) > version) {
          // An engine of the declared version does not know this node; declaring the newer version
          // makes such an engine refuse the whole config (E_CONFIG_VERSION) instead of showing a fallback.
          const since = catalog.nodeSince[node.type];
          add(
            [...at, 'type'],
            'E_NODE_TOO_NEW',
            `node type "${node.type}" needs config version ${since} or later (its x-since-version); this screen's tenant.json declares version ${version}`,
          );
        }
        if (node.type === 'menuList' && typeof node.menu === 'string' && !Array.isArray(menus[node.menu])) {
          add([...at, 'menu'], 'E_UNKNOWN_MENU', `menu "${node.menu}" is not in menus`);
        }
        visitNodes(node.children, [...at, 'children']);
      });
    };
    visitNodes(obj(screen).nodes, ['screens', screenId, 'nodes']);
  }
  return issues;
}

function valueAtPath(root: JsonValue, path: Path): JsonValue | undefined {
  let cur: JsonValue | undefined = root;
  for (const seg of path) {
    if (Array.isArray(cur)) cur = cur[Number(seg)];
    else if (isJsonObject(cur)) cur = cur[String(seg)];
    else return undefined;
  }
  return cur;
}
