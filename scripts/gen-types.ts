/**
 * Generates engine/config/types.gen.ts from every schema under schemas/ with
 * json-schema-to-typescript. Usage: tsx scripts/gen-types.ts [--check]
 * --check exits 1 when the committed types.gen.ts or the generated validators
 * (server/generated/, see gen-validators.ts) differ from a fresh generation.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import { combinedSchema } from './combined-schema.ts';
import { readSchemas, REPO_ROOT, staleValidatorFiles, writeNodeUnion } from './gen-validators.ts';
import { staleEditorSchemas, writeEditorSchemas } from './gen-editor-schemas.ts';

export const TYPES_FILE = join(REPO_ROOT, 'engine', 'config', 'types.gen.ts');

const BANNER = `/**
 * generated, do not edit: npm run gen:types writes this file from every schema under schemas/
 * (json-schema-to-typescript); a unit test fails when it drifts from the schemas.
 */`;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `{ if: { properties: { K: { const: V } } }, then: { required: [...] } }`: its K, V and the names
 * then requires. A then may add a `oneOf` (or `anyOf`) of `{ required: [...] }` alternatives
 * (api/login.request: an SMS login carries messageCode or firebaseIdToken): one list of names per
 * alternative.
 */
function discriminatedRequire(part: unknown): { key: string; value: unknown; required: string[][] } | undefined {
  if (!isObject(part) || !isObject(part.if) || !isObject(part.then) || Object.keys(part).length !== 2) return undefined;
  const props = part.if.properties;
  const { required = [], ...more } = part.then;
  if (!isObject(props) || Object.keys(props).length !== 1 || !Array.isArray(required)) return undefined;
  const names = (list: unknown[]) => list.filter((r): r is string => typeof r === 'string');
  const keys = Object.keys(more);
  const alternatives = keys.length === 1 ? more[keys[0]] : [{ required: [] }];
  if (keys.length > 1 || (keys.length === 1 && keys[0] !== 'oneOf' && keys[0] !== 'anyOf') || !Array.isArray(alternatives))
    return undefined;
  const each = alternatives.map((a) =>
    isObject(a) && Object.keys(a).length === 1 && Array.isArray(a.required) ? names(a.required) : undefined,
  );
  if (each.some((a) => a === undefined)) return undefined;
  const [key, test] = Object.entries(props)[0];
  if (!isObject(test) || !('const' in test)) return undefined;
  return { key, value: test.const, required: each.map((a) => [...names(required), ...a!]) };
}

/**
 * The schemas as the type generator should read them: an `allOf` of if/then parts that each make
 * fields required for one value of a tag (api/login.request: username and password when type is
 * username) becomes the union it means, `anyOf` one branch per value (and per alternative of its
 * then's oneOf) with those fields required,
 * which json-schema-to-typescript types as a discriminated union (it types if/then as any
 * object). Validation keeps the if/then and its messages; only the types read this view.
 */
function typingView(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(typingView);
  if (!isObject(value)) return value;
  const out: Json = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typingView(v)]));
  const found = Array.isArray(value.allOf) ? value.allOf.map(discriminatedRequire) : [];
  const properties = value.properties;
  if (found.length > 0 && isObject(properties) && found.every((p) => p !== undefined)) {
    // parts for the same tag value hold together: every alternative of one with every alternative of the other
    const parts: NonNullable<(typeof found)[number]>[] = [];
    for (const part of found) {
      const same = parts.find((p) => p.key === part.key && p.value === part.value);
      if (same) same.required = same.required.flatMap((a) => part.required.map((b) => [...a, ...b]));
      else parts.push({ ...part });
    }
    // one whole object per tag value: its tag a constant, its fields required, the rest as they were
    const { allOf: _allOf, properties: _properties, required: base, type: _type, additionalProperties, ...rest } = out;
    return {
      ...rest,
      anyOf: parts.flatMap((p) =>
        p.required.map((required) => ({
          type: 'object',
          properties: { ...(out.properties as Json), [p.key]: { const: p.value } },
          required: [...new Set([...(Array.isArray(base) ? (base as string[]) : []), p.key, ...required])],
          additionalProperties,
        })),
      ),
    };
  }
  return out;
}

/** The source of types.gen.ts for the current schemas. */
export async function generateTypesSource(): Promise<string> {
  const schema = typingView(combinedSchema(readSchemas())) as ReturnType<typeof combinedSchema>;
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
  writeNodeUnion();
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
