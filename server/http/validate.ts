/**
 * Checks request bodies, queries and path parameters: first the characters of every string (one
 * place, so no endpoint can forget), then the precompiled schemas of schemas/api. The 400 message
 * names the field and the problem, e.g. "body.username: must NOT have fewer than 1 characters".
 */
import { getValidator, type ErrorObject } from '../generated/validators.ts';
import { ApiError, apiErrors } from './api-error.ts';

/**
 * Control characters: C0 (U+0000-U+001F), DEL and C1 (U+007F-U+009F). No request string needs
 * them, and PostgreSQL refuses NUL in text, which turned a NUL byte into a 500.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, less line feed, carriage return and tab: what a multi-line free text may hold. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Bidirectional marks, embeddings, overrides and isolates: a name holding them can display as another. */
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * Multi-line free text fields, by schema $id: the only strings that may hold line breaks and
 * tabs. A schema gains one here when its description says the field is multi-line.
 */
const MULTILINE_FIELDS: Record<string, ReadonlySet<string>> = {
  'api/feedback.request': new Set(['content', 'comment']),
  'api/feedbackMail.request': new Set(['content']),
  'studio/comment.request': new Set(['body']),
};

/** The multi-line free text fields of the schema with this $id (none for most). */
export const multilineFieldsOf = (schemaId: string): ReadonlySet<string> | undefined => MULTILINE_FIELDS[schemaId];

/**
 * Fields that name or identify someone (accounts, nicknames, payees, codes, contact handles): they
 * also refuse bidi characters, which can make one name display as another.
 */
const NAME_FIELD =
  /^(username|userName|account|accountName|nickname|nickName|payeeName|realName|name|fullName|invitationCode|recommenderId|code|email|idNumber|facebook|line|qq|wechat|whatsapp|zalo)$/;

/** 400 E_BAD_CHARACTER naming the field; value.field for the browser to mark it. */
export function badCharacter(field: string, what: string): ApiError {
  return new ApiError(400, 'E_BAD_CHARACTER', `${field}: must not contain ${what}`, { field });
}

/**
 * Throws E_BAD_CHARACTER for the first string (or object key) under data holding a control
 * character, or a bidirectional control in a name field. `multiline` lists the top-level fields
 * that may hold line breaks and tabs.
 */
export function checkCharacters(where: string, data: unknown, multiline: ReadonlySet<string> = new Set()): void {
  const visit = (value: unknown, path: string, key: string, top: string): void => {
    if (typeof value === 'string') {
      if ((multiline.has(top) ? CONTROL_BUT_LINES : CONTROL).test(value)) throw badCharacter(path, 'control characters');
      if (NAME_FIELD.test(key) && BIDI.test(value)) throw badCharacter(path, 'bidirectional control characters');
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, `${path}.${i}`, key, top));
      return;
    }
    if (value !== null && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) {
        if (CONTROL.test(name) || BIDI.test(name)) throw badCharacter(where, 'control characters in a field name');
        visit(item, `${path}.${name}`, name, path === where ? name : top);
      }
    }
  };
  visit(data, where, '', '');
}

/**
 * Throws 400 E_BAD_REQUEST naming the first number under data beyond +-(2^53 - 1). JSON.parse has
 * already rounded such a number, so it is never the value the client sent; and an id or count
 * that large, passed on to the database, overflowed its bigint column into a 500 (inbox read of
 * message 1e308). Request schemas take no fractional numbers this large either.
 */
function checkNumbers(where: string, data: unknown): void {
  const visit = (value: unknown, path: string): void => {
    if (typeof value === 'number') {
      if (!(Math.abs(value) <= Number.MAX_SAFE_INTEGER))
        throw apiErrors.badRequest(`${path}: must be between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}`);
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, `${path}.${i}`));
      return;
    }
    if (value !== null && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) visit(item, `${path}.${name}`);
    }
  };
  visit(data, where);
}

function fieldOf(where: string, error: ErrorObject): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
  return [where, ...path].join('.');
}

function problemOf(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not allowed';
    case 'const':
      return `must be ${JSON.stringify(error.params.allowedValue)}`;
    case 'enum':
      return `must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'pattern':
      return 'has an invalid format';
    default:
      return error.message ?? 'is invalid';
  }
}

/** A readable description of the first schema error, "where.field: problem". */
export function describeSchemaError(where: string, errors: ErrorObject[] | null | undefined): string {
  const first = errors?.[0];
  if (!first) return `${where}: is invalid`;
  return `${fieldOf(where, first)}: ${problemOf(first)}`;
}

/**
 * Validates data against the schema with this $id: 400 E_BAD_CHARACTER for a control (or, in a
 * name, bidirectional) character, else 400 E_BAD_REQUEST for a number beyond 2^53 - 1 or when it
 * does not conform.
 */
export function validateInput<T>(schemaId: string, where: 'body' | 'query', data: unknown): T {
  checkCharacters(where, data, MULTILINE_FIELDS[schemaId]);
  checkNumbers(where, data);
  const validate = getValidator(schemaId);
  if (!validate(data)) throw apiErrors.badRequest(describeSchemaError(where, validate.errors));
  return data as T;
}
