/**
 * What the studio's forms are generated from: the JSON Schemas of schemas/ (nodes, actions,
 * conditions, common definitions), bundled into the studio only, and the flags' descriptions.
 */
import type { Json, JsonObject } from './types';

export type Schema = JsonObject & {
  $ref?: string;
  type?: string | string[];
  enum?: Json[];
  const?: Json;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  description?: string;
  /** the type name json-schema-to-typescript gives it, not a label */
  title?: string;
  /** the field's label for operators (field-words.ts) */
  'x-label'?: string;
  pattern?: string;
  $defs?: Record<string, Schema>;
};

const nodeFiles = import.meta.glob<Schema>('../../schemas/nodes/*.json', { eager: true, import: 'default' });
const common = import.meta.glob<Schema>('../../schemas/common.json', { eager: true, import: 'default' })['../../schemas/common.json'];
const action = import.meta.glob<Schema>('../../schemas/action.json', { eager: true, import: 'default' })['../../schemas/action.json'];
// only the keys the forms read, so the rest of those files stays out of the studio's entry
const conditionHelp = import.meta.glob<string>('../../schemas/condition.json', { eager: true, import: 'description' })[
  '../../schemas/condition.json'
];
const menuItemFields = import.meta.glob<Record<string, Schema>>('../../schemas/menu-item.json', { eager: true, import: 'properties' })[
  '../../schemas/menu-item.json'
];

/** The condition schema's description: the help of a "Shown when" that has none of its own. */
export const CONDITION_SCHEMA: Schema = { description: conditionHelp };

/** The action schema (its description helps an action field with none of its own). */
export const ACTION_SCHEMA: Schema = { description: action.description ?? '' };

/** A menu item's fields (schemas/menu-item.json), for their labels and help. */
export const MENU_ITEM_FIELDS: Record<string, Schema> = menuItemFields;

/** Node schemas by node type. */
export const NODE_SCHEMAS: Record<string, Schema> = Object.fromEntries(
  Object.values(nodeFiles).map((schema) => [JSON.stringify(schema.properties?.type?.const ?? '').replace(/"/g, ''), schema]),
);

export const NODE_TYPES = Object.keys(NODE_SCHEMAS).sort();

/** Action schemas by action name, from the action registry's schema. */
export const ACTION_SCHEMAS: Record<string, Schema> = Object.fromEntries(
  Object.values(action.$defs ?? {})
    .filter((def) => def.properties?.action?.const !== undefined)
    .map((def) => [JSON.stringify(def.properties!.action.const).replace(/"/g, ''), def]),
);

export const ACTION_NAMES = Object.keys(ACTION_SCHEMAS);

/** A `$ref` of a node or action schema resolved, or undefined for the condition and action refs (they have their own editors). */
export function resolveRef(ref: string): Schema | undefined {
  const match = /common#\/\$defs\/(\w+)$/.exec(ref);
  if (match) return common.$defs?.[match[1]];
  const local = /^#\/\$defs\/(\w+)$/.exec(ref);
  if (local) return action.$defs?.[local[1]];
  return undefined;
}

/** What each white-label flag switches, in plain words (SPEC 2, 5 and 6; the agent centre's from its menu). */
export const FLAG_NOTES: Record<string, string> = {
  USERNAMEREG3: 'Members can register with a username and a password.',
  MOBILENUMREG3: 'Members can register with a mobile number; the form starts there when username registration is off.',
  REGMOBVERF3: 'Registering with a mobile number asks for a code sent to it by SMS.',
  MOBILENUMPASSREG3: 'Registering with a mobile number also sets a password.',
  FACEBOOKLOGIN3: 'The login screen shows the Facebook sign-in button, once socialLogin sets its provider.',
  GOOGLELOGIN3: 'The login screen shows the Google sign-in button, once socialLogin sets its provider.',
  LINELOGIN3: 'The login screen shows the LINE sign-in button, once socialLogin sets its provider.',
  TWITTERLOGIN3: 'The login screen shows the Twitter sign-in button, once socialLogin sets its provider.',
  CBS3: 'Live chat with customer service: the chat entry and its unread count (not for members labelled nochat).',
  MAILCEN: 'The inbox (mail centre): its menu entries and unread count.',
  MOBILEVERCODELOGIN3: 'Members can sign in with their mobile number and an SMS code: the login screen offers the switch.',
  REFERRAL: 'The invite-friends referral promotion: its menu entry and the invite screen.',
  APPWINDOW: 'The window on the home screen inviting members to download the app.',
  DIVIDEND: 'Dividend contracts in the agent centre.',
  PERSONALPROMO: 'Personal promotions (the mission entry) for members who have one.',
  AGENTOVERVIEW3: 'Agent centre: the team overview.',
  AGENTRECORD3: 'Agent centre: the team’s account records.',
  AGENTTEAM3: 'Agent centre: the list of downlines.',
  REDRAIN3: 'Agent centre: the red-envelope rain.',
  AGENTPNL3: 'Agent centre: the team’s profit and loss.',
  AGENTBETTING3: 'Agent centre: the team’s bets.',
  AGENTREBATE3: 'Agent centre: the agent’s rebate.',
  TEAMREBATE3: 'Agent centre: the team rebate.',
  AGENTSECURITY3: 'Agent centre: the security centre.',
  AGENTINBOX3: 'Agent centre: the inbox.',
};
