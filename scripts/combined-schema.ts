/**
 * Every schema under schemas/ as one JSON Schema document: each schema a definition, its `$ref`s
 * rewritten to local pointers. The types (gen-types.ts) and the editor schemas
 * (gen-editor-schemas.ts) are both generated from it.
 */
import type { JSONSchema } from 'json-schema-to-typescript';
import type { SchemaFile } from './gen-validators.ts';

function definitionName(id: string): string {
  return id.replace(/[^A-Za-z0-9]+/g, '_');
}

/** Resolve `ref` (relative to schema `baseId`) to a pointer inside the combined document. */
function rewriteRef(ref: string, baseId: string): string {
  const hash = ref.indexOf('#');
  const path = hash === -1 ? ref : ref.slice(0, hash);
  const fragment = hash === -1 ? '' : ref.slice(hash + 1);
  const target = path === '' ? baseId : new URL(path, `http://schemas.local/${baseId}`).pathname.slice(1);
  return `#/definitions/${definitionName(target)}${fragment}`;
}

function rewrite(value: unknown, baseId: string): unknown {
  if (Array.isArray(value)) return value.map((v) => rewrite(v, baseId));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    // x-label is the studio's alone; next to a $ref it would also make json-schema-to-typescript copy
    // the referenced type under a numbered name (Condition1), as a description there does
    if (key === '$id' || key === 'x-since-version' || key === 'x-label' || key === 'discriminator') continue;
    out[key] = key === '$ref' && typeof v === 'string' ? rewriteRef(v, baseId) : rewrite(v, baseId);
  }
  return out;
}

/** One document holding every schema as a definition, refs rewritten to local pointers. */
export function combinedSchema(schemas: SchemaFile[]): JSONSchema {
  const definitions: Record<string, unknown> = {};
  const properties: Record<string, unknown> = {};
  for (const s of schemas) {
    definitions[definitionName(s.id)] = rewrite(s.schema, s.id);
    properties[s.id] = { $ref: `#/definitions/${definitionName(s.id)}` };
  }
  return {
    title: 'SchemaTypes',
    description: 'Every schema `$id` mapped to its type, e.g. SchemaTypes["api/login.request"].',
    type: 'object',
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
    definitions,
  } as JSONSchema;
}
