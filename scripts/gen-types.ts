/**
 * Generates engine/config/types.gen.ts from every schema under schemas/ with
 * json-schema-to-typescript. Usage: tsx scripts/gen-types.ts [--check]
 * --check exits 1 when the committed types.gen.ts or the generated validators
 * (server/generated/, see gen-validators.ts) differ from a fresh generation.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { readSchemas, REPO_ROOT, staleValidatorFiles, type SchemaFile } from './gen-validators';
import { staleEditorSchemas, writeEditorSchemas } from './gen-editor-schemas.ts';

export const TYPES_FILE = join(REPO_ROOT, 'engine', 'config', 'types.gen.ts');

const BANNER = `/**
 * generated, do not edit: npm run gen:types writes this file from every schema under schemas/
 * (json-schema-to-typescript); a unit test fails when it drifts from the schemas.
 */`;

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
    if (key === '$id' || key === 'x-since-version' || key === 'discriminator') continue;
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

/** The source of types.gen.ts for the current schemas. */
export async function generateTypesSource(): Promise<string> {
  const schema = combinedSchema(readSchemas());
  return compile(schema, 'SchemaTypes', {
    bannerComment: BANNER,
    cwd: join(REPO_ROOT, 'schemas'),
    additionalProperties: false,
    unreachableDefinitions: true,
    declareExternallyReferenced: true,
    strictIndexSignatures: true,
    format: true,
    style: { singleQuote: true, printWidth: 120 },
  });
}

/** Generated files that differ from a fresh generation, relative to the repository root. */
export async function staleGeneratedFiles(): Promise<string[]> {
  const stale = [...staleValidatorFiles(), ...staleEditorSchemas()];
  let current = '';
  try {
    current = readFileSync(TYPES_FILE, 'utf8');
  } catch {
    current = '';
  }
  if (current !== (await generateTypesSource())) stale.push(relative(REPO_ROOT, TYPES_FILE));
  return stale;
}

async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    const stale = await staleGeneratedFiles();
    for (const file of stale) console.error(`E_DRIFT ${file} is out of date: run npm run gen:types and npm run gen:validators`);
    if (stale.length > 0) process.exit(1);
    console.log('generated files are up to date');
    return;
  }
  writeFileSync(TYPES_FILE, await generateTypesSource());
  writeEditorSchemas();
  console.log(`wrote ${relative(REPO_ROOT, TYPES_FILE)} and schemas/editor/`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
