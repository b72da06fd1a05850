/**
 * Turns ajv errors on the merged config into few, precise issues: union noise from non-discriminated
 * `oneOf` (conditions) is reduced to the branch that got furthest, discriminator errors become
 * "unknown node type" / "unknown action", and a message inside a node or action names its type.
 */
import type { ErrorObject } from 'ajv';
import { isJsonObject, type JsonValue } from '../../engine/config/merge.ts';
import { parsePointer, toPointer } from './pointer.ts';
import type { ConfigIssue } from './types.ts';

interface Catalog {
  nodeTypes: string[];
  actionNames: string[];
}

const UNION_NOISE = new Set(['required', 'additionalProperties', 'oneOf', 'anyOf']);

/** What the schemas' patterns mean, in words an operator reads (the pattern itself says little). */
export const PATTERN_MEANINGS: Record<string, string> = {
  '^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|#[0-9a-fA-F]{8}|rgba?\\([0-9.,% ]+\\))$': 'must be a colour such as #ff5722 or rgba(0, 0, 0, 0.5)',
  '^[A-Za-z0-9_.-]+$': 'must be a message key such as menu.home (letters, digits, dots, - and _)',
  '^/': 'must be a site path starting with /, such as /m/home',
  '^/(?![/\\\\])': 'must be a site path starting with one /, such as /m/lott (// or /\\ would lead to another site)',
  '^(0|[1-9][0-9]{0,11})\\.[0-9]{2}$': 'must be an amount with two decimals, such as 10.00',
  '^[A-Za-z0-9.-]+(:[0-9]+)?$': 'must be a host name such as demo.example.com (a port may follow, :8080)',
  '^[a-z][a-z0-9_-]{0,31}$': 'must be a lowercase id such as gold (a letter, then letters, digits, - or _; 32 at most)',
  '^[A-Z][A-Z0-9_]*$': 'must be a flag name in capitals such as CBS3',
  '^/assets/[A-Za-z0-9/_.-]+\\.(svg|png)$': 'must be an .svg or .png under /assets/, such as /assets/logo.svg',
  '^/assets/[A-Za-z0-9._/-]+\\.(svg|png)$': 'must be an .svg or .png under /assets/, such as /assets/logo.svg',
  '^/assets/[A-Za-z0-9._/-]+\\.png$': 'must be a .png under /assets/, such as /assets/app-icon-192.png',
  '^https://[^/?#\\s]+/?$': 'must be an https origin such as https://cdn.example.com',
  '^https://[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?$':
    'must be an https origin in lower case such as https://games.example (a port may follow, :8443; no path, no trailing /)',
  '^[A-Z]{2}$': 'must be a two-letter country code in capitals, such as PH',
  '^[A-Za-z][A-Za-z0-9]*$': 'must be a name of letters and digits starting with a letter, such as sideExtras',
  '^[a-z][a-z0-9-]*$': 'must be a lowercase name such as main-banner (a letter, then letters, digits or -)',
  '^[A-Z]{1,2}(,[A-Z]{1,2}){0,5}$': 'must be one to six codes of capitals separated by commas, such as A,PL',
  '^([A-Z]{2}|\\*)$': 'must be a two-letter country code in capitals, such as PH, or * for every country',
  '^\\+?[0-9][0-9 -]{2,24}$': 'must be a phone number of digits, spaces and dashes, such as +63 2 8888 1234 (a + may lead)',
  '^(UTC|[A-Za-z]+(/[A-Za-z0-9_+-]+){1,2})$': 'must be a time zone name such as Asia/Manila, or UTC',
  '^(https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~%/-]*)?|http://(localhost|127\\.0\\.0\\.1)(:[0-9]{1,5})?(/[A-Za-z0-9._~%/-]*)?)$':
    "must be the provider's issuer, an https address such as https://accounts.google.com (no query or #; http only for localhost, in tests)",
  '^[\\x21-\\x7e]+$': 'must be printable ASCII without spaces, such as 1234.apps.example',
  '^OIDC_[A-Z0-9_]{1,60}$':
    'must be the name of an environment variable starting with OIDC_, such as OIDC_GOOGLE_SECRET (never the secret itself)',
  '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$': 'must be text without control characters (line breaks and tabs are fine)',
  '^[a-z0-9][a-z0-9-]{0,39}$': 'must be a short name such as spring-offer (lower case letters, digits and -; 40 at most)',
  '^[a-z][a-z0-9_]{0,39}$': 'must be a banner group such as m_home (lower case letters, digits and _)',
  '^(/uploads/[0-9a-f]{32}\\.(png|jpg|webp|svg)|/assets/[A-Za-z0-9._/-]+|https://[^\\s"\'<>]+)$':
    'must be an uploaded image (/uploads/…), a tenant asset (/assets/…) or an https:// address',
  '^(|/m/[A-Za-z0-9/_?=&.-]*|https://[^\\s"\'<>]+)$': 'must be a site path such as /m/activity, an https:// address, or empty for no link',
  '^(0|[1-9][0-9]{0,8})(\\.[0-9]{1,2})?$': 'must be an amount such as 10 or 10.50',
};

/** The one-test keys of a condition (schemas/condition.json). */
const CONDITION_TESTS = new Set([
  'flag',
  'signedIn',
  'memberType',
  'agent',
  'route',
  'device',
  'hasLink',
  'memberHas',
  'browserLanguage',
  'countryCode',
  'all',
  'any',
  'not',
]);

/** "a and b", "a, b and c" */
function listing(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The value at `segments` of the merged config. */
function valueAt(root: JsonValue, segments: string[]): JsonValue | undefined {
  let cur: JsonValue | undefined = root;
  for (const seg of segments) cur = Array.isArray(cur) ? cur[Number(seg)] : isJsonObject(cur) ? cur[seg] : undefined;
  return cur;
}

/** " (in banner node)" or " (in navigate action)" for the innermost node or action around `segments`. */
function context(root: JsonValue, segments: string[]): string {
  let found = '';
  let cur: JsonValue | undefined = root;
  const inScreens = segments[0] === 'screens';
  for (let i = 0; i <= segments.length; i++) {
    if (isJsonObject(cur)) {
      if (inScreens && i >= 3 && typeof cur.type === 'string') found = ` (in ${cur.type} node)`;
      if (typeof cur.action === 'string' && (segments[i - 1] === 'action' || segments[i - 1] === 'then' || segments[i - 1] === 'else')) {
        found = ` (in ${cur.action} action)`;
      }
    }
    if (i === segments.length) break;
    const seg = segments[i];
    cur = Array.isArray(cur) ? cur[Number(seg)] : isJsonObject(cur) ? cur[seg] : undefined;
  }
  return found;
}

function describe(err: ErrorObject, catalog: Catalog): { message: string; code: string; suffix?: string[]; atKey?: boolean } {
  const p = err.params as Record<string, unknown>;
  switch (err.keyword) {
    case 'type':
      return { message: `must be ${String(p.type)}`, code: 'E_SCHEMA_TYPE' };
    case 'required':
      return { message: `missing required property "${String(p.missingProperty)}"`, code: 'E_SCHEMA_REQUIRED' };
    case 'additionalProperties':
      return {
        message: `unknown property "${String(p.additionalProperty)}"`,
        code: 'E_SCHEMA_UNKNOWN_PROPERTY',
        suffix: [String(p.additionalProperty)],
        atKey: true,
      };
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
      const shown = allowed.length > 12 ? `${allowed.slice(0, 12).join(', ')} … (${allowed.length} in all)` : allowed.join(', ');
      return { message: `must be one of: ${shown}`, code: 'E_SCHEMA_ENUM' };
    }
    case 'const':
      return { message: `must be ${JSON.stringify(p.allowedValue)}`, code: 'E_SCHEMA_CONST' };
    case 'pattern':
      return { message: PATTERN_MEANINGS[String(p.pattern)] ?? `must match the pattern ${String(p.pattern)}`, code: 'E_SCHEMA_PATTERN' };
    case 'discriminator': {
      const tag = String(p.tag);
      if (p.error === 'mapping') {
        const value = JSON.stringify(p.tagValue);
        if (tag === 'type') {
          return {
            message: `unknown node type ${value} (known: ${catalog.nodeTypes.join(', ')})`,
            code: 'E_UNKNOWN_NODE_TYPE',
            suffix: [tag],
          };
        }
        if (tag === 'action') {
          return { message: `unknown action ${value} (known: ${catalog.actionNames.join(', ')})`, code: 'E_UNKNOWN_ACTION', suffix: [tag] };
        }
        return { message: `unknown ${tag} ${value}`, code: 'E_SCHEMA_DISCRIMINATOR', suffix: [tag] };
      }
      return { message: `must have a string "${tag}"`, code: 'E_SCHEMA_DISCRIMINATOR' };
    }
    default:
      return {
        message: err.message ?? `fails ${err.keyword}`,
        code: `E_SCHEMA_${err.keyword.replace(/[A-Z]/g, (c) => '_' + c).toUpperCase()}`,
      };
  }
}

/** Collapse the errors of a failed non-discriminated union at `path` into one issue. */
function collapseUnion(errors: ErrorObject[]): string {
  const forms = errors
    .filter((e) => e.keyword === 'required')
    .map((e) => String((e.params as { missingProperty: unknown }).missingProperty));
  const extra = [
    ...new Set(
      errors
        .filter((e) => e.keyword === 'additionalProperties')
        .map((e) => String((e.params as { additionalProperty: unknown }).additionalProperty)),
    ),
  ];
  const found = extra.length > 0 ? `; found ${extra.map((k) => `"${k}"`).join(', ')}` : '';
  return forms.length > 0
    ? `must have exactly one of: ${[...new Set(forms)].join(', ')}${found}`
    : `must match exactly one allowed form${found}`;
}

/** Issues (pointers into the merged config) for the ajv errors of one validation. */
export function schemaIssues(errors: ErrorObject[], merged: JsonValue, catalog: Catalog): ConfigIssue[] {
  const propertyNameErrors = errors.filter((e) => e.propertyName !== undefined);
  const remaining = errors.filter(
    (e) =>
      e.propertyName === undefined && !(e.keyword === 'propertyNames' && propertyNameErrors.some((n) => n.instancePath === e.instancePath)),
  );
  const unionPaths = new Set(remaining.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf').map((e) => e.instancePath));
  const issues: ConfigIssue[] = [];
  for (const path of unionPaths) {
    const here = remaining.filter((e) => e.instancePath === path && UNION_NOISE.has(e.keyword));
    const deeper = remaining.some((e) => e.instancePath.startsWith(path + '/'));
    if (!deeper) {
      const segs = parsePointer(path);
      const value = valueAt(merged, segs);
      const tests = isJsonObject(value) ? Object.keys(value).filter((k) => CONDITION_TESTS.has(k)) : [];
      if (tests.length > 1) {
        issues.push({ pointer: path, message: `a condition has exactly one test; found ${listing(tests)}`, code: 'E_CONDITION_TESTS' });
        continue;
      }
      issues.push({ pointer: path, message: collapseUnion(here) + context(merged, segs), code: 'E_SCHEMA_UNION' });
    }
  }
  for (const err of remaining) {
    if (unionPaths.has(err.instancePath) && UNION_NOISE.has(err.keyword)) continue;
    const d = describe(err, catalog);
    const segs = [...parsePointer(err.instancePath), ...(d.suffix ?? [])];
    const where = d.code === 'E_UNKNOWN_NODE_TYPE' || d.code === 'E_UNKNOWN_ACTION' ? '' : context(merged, parsePointer(err.instancePath));
    const issue: ConfigIssue = { pointer: toPointer(segs), message: d.message + where, code: d.code };
    if (d.atKey) issue.atKey = true;
    if (err.keyword === 'required')
      issue.probe = toPointer([...segs, String((err.params as { missingProperty: unknown }).missingProperty)]);
    issues.push(issue);
  }
  for (const err of propertyNameErrors) {
    const name = String(err.propertyName);
    const segs = [...parsePointer(err.instancePath), name];
    issues.push({
      pointer: toPointer(segs),
      message: `property name "${name}" ${describe(err, catalog).message}${context(merged, parsePointer(err.instancePath))}`,
      code: 'E_SCHEMA_PROPERTY_NAME',
      atKey: true,
    });
  }
  return issues;
}
