import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../engine/config/merge';
import { baseConfig } from './base-config';
import { lintConfig } from '../../../server/tenants/lint';
import { schemaIssues } from '../../../server/tenants/schema-errors';
import { getValidator, schemaCatalog } from '../../../server/generated/validators';

const catalog = schemaCatalog();

describe('lintConfig', () => {
  it('finds nothing in the base config', () => {
    expect(lintConfig(baseConfig(), catalog)).toEqual([]);
  });

  it('matches navigate targets against route params and aliases, ignoring the query', () => {
    const config = baseConfig();
    (config.menus as { sideExtras: JsonObject[] }).sideExtras = [
      { id: 'a', label: 'menu.blog', icon: 'x', action: { action: 'navigate', to: '/m/lotto-h5/1/trad/games/99?token=t' } },
      { id: 'b', label: 'menu.blog', icon: 'x', action: { action: 'navigate', to: '/m/index.html' } },
      { id: 'c', label: 'menu.blog', icon: 'x', action: { action: 'navigate', to: '/m/lotto-h5/1/games/99' } },
    ];
    expect(lintConfig(config, catalog)).toEqual([
      {
        pointer: '/menus/sideExtras/2/action/to',
        code: 'E_UNKNOWN_ROUTE',
        message: 'navigate to "/m/lotto-h5/1/games/99" matches no route in the route table',
      },
    ]);
  });

  it('checks navigate actions nested in if/then/else', () => {
    const config = baseConfig();
    (config.menus as { sideExtras: JsonObject[] }).sideExtras = [
      {
        id: 'task',
        label: 'menu.task',
        icon: 'x',
        action: {
          action: 'if',
          when: { flag: 'CBS3' },
          then: { action: 'navigate', to: '/m/task' },
          else: { action: 'navigate', to: '/m/nope' },
        },
      },
    ];
    expect(lintConfig(config, catalog).map((i) => i.pointer)).toEqual(['/menus/sideExtras/0/action/else/to']);
  });

  it('reports language files whose key sets differ from the default language', () => {
    const config = baseConfig();
    const messages = config.messages as Record<string, Record<string, string>>;
    messages.TY['only.ty'] = 'x';
    delete messages.TY['menu.home'];
    const issues = lintConfig(config, catalog).filter((i) => i.code === 'E_MESSAGE_KEYS');
    expect(issues).toEqual([
      { pointer: '/messages/TY/menu.home', code: 'E_MESSAGE_KEYS', message: 'key "menu.home" of EN is missing in TY' },
      { pointer: '/messages/TY/only.ty', code: 'E_MESSAGE_KEYS', message: 'key "only.ty" is not in the default language EN', atKey: true },
    ]);
  });

  it('reports a default theme that is not offered and a menuList naming no menu', () => {
    const config = baseConfig();
    (config.themes as JsonObject).default = 'neon';
    (config.screens as JsonObject).home = { nodes: [{ type: 'menuList', menu: 'noSuchMenu' }] };
    expect(lintConfig(config, catalog).map((i) => i.code)).toEqual(['E_DEFAULT_THEME', 'E_UNKNOWN_MENU']);
  });

  it("reports a time zone the runtime does not know (the tenant's days would be UTC's)", () => {
    const config = baseConfig();
    (config.operations as JsonObject).timeZone = 'Asia/Atlantis';
    expect(lintConfig(config, catalog).map((i) => `${i.code} ${i.pointer}`)).toEqual(['E_UNKNOWN_TIME_ZONE /operations/timeZone']);
    (config.operations as JsonObject).timeZone = 'Asia/Manila';
    expect(lintConfig(config, catalog)).toEqual([]);
  });

  it('reports duplicate route ids and paths', () => {
    const config = baseConfig();
    (config.routes as JsonObject[]).push({ id: 'home', path: '/m/login', screen: 'home' });
    expect(lintConfig(config, catalog).map((i) => `${i.code} ${i.pointer}`)).toEqual([
      `E_DUPLICATE_ROUTE /routes/${(config.routes as unknown[]).length - 1}/id`,
      `E_DUPLICATE_ROUTE /routes/${(config.routes as unknown[]).length - 1}/path`,
    ]);
  });
});

describe('schemaIssues (ajv errors made readable)', () => {
  it('reduces a failed condition union to the branch that got furthest', () => {
    const config = baseConfig();
    (config.shell as JsonObject).backToHome = { any: [{ flag: 3 }] };
    const validate = getValidator('config');
    expect(validate(config)).toBe(false);
    expect(schemaIssues(validate.errors ?? [], config, catalog)).toEqual([
      { pointer: '/shell/backToHome/any/0/flag', code: 'E_SCHEMA_TYPE', message: 'must be string' },
    ]);
  });

  it('collapses a condition matching no form into one message listing the forms', () => {
    const config = baseConfig();
    (config.shell as JsonObject).backToHome = { flg: 'CBS3' };
    const validate = getValidator('config');
    expect(validate(config)).toBe(false);
    const issues = schemaIssues(validate.errors ?? [], config, catalog);
    expect(issues).toHaveLength(1);
    expect(issues[0].pointer).toBe('/shell/backToHome');
    expect(issues[0].message).toBe(
      'must have exactly one of: flag, signedIn, memberType, agent, route, device, hasLink, memberHas, browserLanguage, countryCode, all, any, not; found "flg"',
    );
  });

  it('names the action branch of an error inside an action and points unknown properties at their key', () => {
    const config = baseConfig();
    (config.menus as { bottom: JsonObject[] }).bottom[0].action = { action: 'navigate', to: '/m/home', replace: 'yes', extra: 1 };
    const validate = getValidator('config');
    expect(validate(config)).toBe(false);
    expect(schemaIssues(validate.errors ?? [], config, catalog)).toEqual([
      {
        pointer: '/menus/bottom/0/action/extra',
        code: 'E_SCHEMA_UNKNOWN_PROPERTY',
        message: 'unknown property "extra" (in navigate action)',
        atKey: true,
      },
      { pointer: '/menus/bottom/0/action/replace', code: 'E_SCHEMA_TYPE', message: 'must be boolean (in navigate action)' },
    ]);
  });
});
