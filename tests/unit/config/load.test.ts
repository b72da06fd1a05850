import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { schemaCatalog } from '../../../server/generated/validators';
import { loadTenant } from '../../../server/tenants/load';
import { formatConfigError, type ConfigError } from '../../../server/tenants/types';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TENANTS = `${ROOT}tenants`;
const FIXTURES = `${ROOT}tests/fixtures/tenants`;
const catalog = schemaCatalog();

function loadFixture(name: string): ConfigError[] {
  const result = loadTenant(FIXTURES, name, { baseDir: `${TENANTS}/_base`, rootDir: ROOT });
  if (result.ok) throw new Error(`fixture ${name} unexpectedly valid`);
  return result.errors;
}

describe('loadTenant on the real tenants', () => {
  it.each(['demo', 'lucky'])('loads %s: merged, migrated and valid', (id) => {
    const result = loadTenant(TENANTS, id);
    if (!result.ok) throw new Error(result.errors.map(formatConfigError).join('\n'));
    expect(result.config.id).toBe(id);
    expect(result.config.version).toBe(1);
    expect(Object.keys(result.config.screens)).toContain('home');
    expect(Object.keys(result.config.messages).sort()).toEqual(['EN', 'TY']);
  });

  it('applies the overlay: lucky defaults to TY and light, keeps base menus and its own flags', () => {
    const result = loadTenant(TENANTS, 'lucky');
    if (!result.ok) throw new Error('lucky invalid');
    expect(result.config.languages).toMatchObject({ default: 'TY', offered: ['TY', 'EN'] });
    expect(result.config.themes).toMatchObject({ default: 'light', offered: ['dark', 'light'] });
    expect(result.config.flags).toMatchObject({ CBS3: false, USERNAMEREG3: true });
    expect((result.config.themes as { palettes: { light: { danger: string } } }).palettes.light.danger).toBe('#c62828');
  });
});

/** One invalid fixture per kind of error: the exact error the validator must report. */
const cases: { fixture: string; error: ConfigError; others?: number }[] = [
  {
    fixture: 'malformed-json',
    error: {
      file: 'tests/fixtures/tenants/malformed-json/tenant.json',
      line: 4,
      column: 3,
      pointer: '',
      code: 'E_JSON_SYNTAX',
      message: 'malformed JSON: comma expected',
    },
  },
  {
    fixture: 'schema-type',
    error: {
      file: 'tests/fixtures/tenants/schema-type/tenant.json',
      line: 4,
      column: 20,
      pointer: '/operations/maintenance',
      code: 'E_SCHEMA_TYPE',
      message: 'must be boolean',
    },
  },
  {
    fixture: 'unknown-node-type',
    error: {
      file: 'tests/fixtures/tenants/unknown-node-type/screens/home.json',
      line: 4,
      column: 15,
      pointer: '/nodes/1/type',
      code: 'E_UNKNOWN_NODE_TYPE',
      message: `unknown node type "fancyCarousel" (known: ${catalog.nodeTypes.join(', ')})`,
    },
  },
  {
    // A tenant.json without a version of its own (0) may not use node types of version 1 in its screens.
    fixture: 'node-too-new',
    error: {
      file: 'tests/fixtures/tenants/node-too-new/screens/home.json',
      line: 3,
      column: 15,
      pointer: '/nodes/0/type',
      code: 'E_NODE_TOO_NEW',
      message: 'node type "banner" needs config version 1 or later (its x-since-version); this screen\'s tenant.json declares version 0',
    },
  },
  {
    fixture: 'discriminator-branch',
    error: {
      file: 'tests/fixtures/tenants/discriminator-branch/screens/home.json',
      line: 4,
      column: 5,
      pointer: '/nodes/1',
      code: 'E_SCHEMA_REQUIRED',
      message: 'missing required property "group" (in banner node)',
    },
  },
  {
    fixture: 'missing-message-ty',
    error: {
      file: 'tests/fixtures/tenants/missing-message-ty/tenant.json',
      line: 5,
      column: 33,
      pointer: '/menus/sideExtras/0/label',
      code: 'E_MISSING_MESSAGE',
      message: 'message key "menu.lobby" is missing in TY',
    },
    others: 1,
  },
  {
    fixture: 'navigate-unknown-route',
    error: {
      file: 'tests/fixtures/tenants/navigate-unknown-route/tenant.json',
      line: 5,
      column: 104,
      pointer: '/menus/sideExtras/0/action/to',
      code: 'E_UNKNOWN_ROUTE',
      message: 'navigate to "/m/jackpots?from=menu" matches no route in the route table',
    },
  },
  {
    fixture: 'unknown-flag',
    error: {
      file: 'tests/fixtures/tenants/unknown-flag/tenant.json',
      line: 9,
      column: 27,
      pointer: '/menus/sideExtras/0/when/flag',
      code: 'E_UNKNOWN_FLAG',
      message: 'flag "BLOGMENU3" is not defined in flags',
    },
  },
  {
    fixture: 'unknown-route-id',
    error: {
      file: 'tests/fixtures/tenants/unknown-route-id/tenant.json',
      line: 4,
      column: 60,
      pointer: '/shell/backToHome/route/in/2',
      code: 'E_UNKNOWN_ROUTE_ID',
      message: 'route id "promotions" is not in the route table',
    },
  },
  {
    fixture: 'missing-screen',
    error: {
      file: 'tests/fixtures/tenants/missing-screen/tenant.json',
      line: 61,
      column: 51,
      pointer: '/routes/57/screen',
      code: 'E_MISSING_SCREEN',
      message: 'screen "promoPage" of route "promo" does not exist (no screens/promoPage.json)',
    },
  },
  {
    fixture: 'unknown-data-source',
    error: {
      file: 'tests/fixtures/tenants/unknown-data-source/screens/home.json',
      line: 5,
      column: 34,
      pointer: '/nodes/2/data',
      code: 'E_UNKNOWN_DATA_SOURCE',
      message: 'data source "tickerFeed" is not in api.routes',
    },
  },
  {
    fixture: 'default-language-not-offered',
    error: {
      file: 'tests/fixtures/tenants/default-language-not-offered/tenant.json',
      line: 4,
      column: 16,
      pointer: '/languages/default',
      code: 'E_DEFAULT_LANGUAGE',
      message: 'default language "CN" is not offered (offered: EN, TY)',
    },
  },
  {
    fixture: 'unknown-action',
    error: {
      file: 'tests/fixtures/tenants/unknown-action/tenant.json',
      line: 5,
      column: 87,
      pointer: '/menus/sideExtras/0/action/action',
      code: 'E_UNKNOWN_ACTION',
      message: `unknown action "teleport" (known: ${catalog.actionNames.join(', ')})`,
    },
  },
  {
    // Image CDNs are https origins (SPEC 9): the server puts them in the CSP img-src as they are.
    fixture: 'image-cdn-not-https',
    error: {
      file: 'tests/fixtures/tenants/image-cdn-not-https/tenant.json',
      line: 4,
      column: 42,
      pointer: '/settings/imageCDNs/1',
      code: 'E_SCHEMA_PATTERN',
      message: 'must be an https origin such as https://cdn.example.com',
    },
    // The address with a path, /settings/imageCDNs/2.
    others: 1,
  },
  {
    fixture: 'future-version',
    error: {
      file: 'tests/fixtures/tenants/future-version/tenant.json',
      line: 2,
      column: 14,
      pointer: '/version',
      code: 'E_CONFIG_VERSION',
      message: 'config version 7 is newer than this engine supports (1); upgrade the engine or lower "version"',
    },
  },
];

describe('invalid fixtures: one per kind of error', () => {
  it('names the known node types and actions in unknown-type messages', () => {
    expect(catalog.nodeTypes).toContain('banner');
    expect(catalog.actionNames).toContain('navigate');
  });

  it.each(cases)('$fixture reports its error', ({ fixture, error, others = 0 }) => {
    const errors = loadFixture(fixture);
    expect(errors).toContainEqual(error);
    expect(errors).toHaveLength(1 + others);
  });

  it('missing-message-ty also reports that the TY file lacks a key of the default language', () => {
    expect(loadFixture('missing-message-ty')).toContainEqual({
      file: 'tenants/_base/messages/TY.json',
      line: 1,
      column: 1,
      pointer: '/menu.lobby',
      code: 'E_MESSAGE_KEYS',
      message: 'key "menu.lobby" of EN is missing in TY',
    });
  });

  it('formats an error as file:line:column  pointer  message', () => {
    const [error] = loadFixture('schema-type');
    expect(formatConfigError(error)).toBe(
      'tests/fixtures/tenants/schema-type/tenant.json:4:20  /operations/maintenance  must be boolean [E_SCHEMA_TYPE]',
    );
  });
});
