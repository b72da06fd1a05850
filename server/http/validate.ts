/**
 * Checks request bodies and queries against the precompiled schemas of schemas/api. The 400
 * message names the field and the problem, e.g. "body.username: must NOT have fewer than 1 characters".
 */
import { getValidator, type ErrorObject } from '../generated/validators.ts';
import { apiErrors } from './api-error.ts';

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

/** Validates data against the schema with this $id; throws 400 E_BAD_REQUEST when it does not conform. */
export function validateInput<T>(schemaId: string, where: 'body' | 'query', data: unknown): T {
  const validate = getValidator(schemaId);
  if (!validate(data)) throw apiErrors.badRequest(describeSchemaError(where, validate.errors));
  return data as T;
}
