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
  title?: string;
  pattern?: string;
  $defs?: Record<string, Schema>;
};

const nodeFiles = import.meta.glob<Schema>('../../schemas/nodes/*.json', { eager: true, import: 'default' });
const common = import.meta.glob<Schema>('../../schemas/common.json', { eager: true, import: 'default' })['../../schemas/common.json'];
const action = import.meta.glob<Schema>('../../schemas/action.json', { eager: true, import: 'default' })['../../schemas/action.json'];

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

/** What each white-label flag switches (SPEC 6 and 9). */
export const FLAG_NOTES: Record<string, string> = {
  USERNAMEREG3: 'Register with a username and password',
  MOBILENUMREG3: 'Register with a mobile number',
  REGMOBVERF3: 'Registration asks for an SMS code',
  MOBILENUMPASSREG3: 'Register with mobile number and password',
  FACEBOOKLOGIN3: 'Sign in with Facebook',
  GOOGLELOGIN3: 'Sign in with Google',
  LINELOGIN3: 'Sign in with LINE',
  TWITTERLOGIN3: 'Sign in with Twitter',
  CBS3: 'Live chat with customer service',
  MAILCEN: 'The inbox (mail centre)',
  MOBILEVERCODELOGIN3: 'Sign in with an SMS code',
  REFERRAL: 'The referral promotion (invite friends)',
  APPWINDOW: 'The app download window on home',
  DIVIDEND: 'Dividends in the agent centre',
  PERSONALPROMO: 'Personal promotions',
  AGENTOVERVIEW3: 'Agent centre: team overview',
  AGENTRECORD3: 'Agent centre: account record',
  AGENTTEAM3: 'Agent centre: team',
  REDRAIN3: 'Agent centre: red-envelope rain',
  AGENTPNL3: 'Agent centre: team profit and loss',
  AGENTBETTING3: 'Agent centre: team betting',
  AGENTREBATE3: 'Agent centre: agent rebate',
  TEAMREBATE3: 'Agent centre: team rebate',
  AGENTSECURITY3: 'Agent centre: security centre',
  AGENTINBOX3: 'Agent centre: inbox',
};
