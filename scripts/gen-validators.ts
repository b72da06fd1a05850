/**
 * Precompiles every JSON Schema under schemas/ into server/generated/validators.cjs with ajv
 * standalone, so the server never compiles schemas at run time and the browser never gets ajv.
 * Usage: tsx scripts/gen-validators.ts [--check]
 * The output is CommonJS because ajv standalone emits `require("ajv-formats/...")` for formats.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { SERVER_ONLY_KEYS } from '../engine/config/page-config.ts';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SCHEMAS_DIR = join(REPO_ROOT, 'schemas');
export const VALIDATORS_FILE = join(REPO_ROOT, 'server', 'generated', 'validators.cjs');
export const CATALOG_FILE = join(REPO_ROOT, 'server', 'generated', 'schema-catalog.json');

/**
 * Annotation keywords our schemas may carry; ajv strict mode rejects unknown keywords.
 * `x-label` is a field's name for operators, the studio's form label (its help is the
 * `description`); `title` stays the type name json-schema-to-typescript gives the generated type.
 */
export const ANNOTATION_KEYWORDS = ['x-since-version', 'x-label', 'tsType'] as const;

export interface SchemaFile {
  /** path relative to the repository root, with forward slashes */
  file: string;
  id: string;
  schema: Record<string, unknown>;
}

/** Folder of the editor schemas (scripts/gen-editor-schemas.ts writes them from the others): not validators. */
export const EDITOR_SCHEMAS_DIR = 'editor';

/** Every schema file under schemas/ (the generated editor schemas aside), sorted by path so generation is deterministic. */
export function readSchemas(dir = SCHEMAS_DIR): SchemaFile[] {
  const files: string[] = [];
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) {
        if (!(d === dir && entry.name === EDITOR_SCHEMAS_DIR)) walk(full);
      } else if (entry.name.endsWith('.json')) files.push(full);
    }
  };
  walk(dir);
  files.sort();
  const seen = new Map<string, string>();
  return files.map((full) => {
    const file = relative(REPO_ROOT, full).split('\\').join('/');
    const schema = JSON.parse(readFileSync(full, 'utf8')) as Record<string, unknown>;
    const id = schema.$id;
    if (typeof id !== 'string' || id === '') throw new Error(`E_SCHEMA_ID: ${file} has no "$id"`);
    const other = seen.get(id);
    if (other) throw new Error(`E_SCHEMA_ID: ${file} and ${other} both use "$id": "${id}"`);
    seen.set(id, file);
    return { file, id, schema };
  });
}

/** schemas/node.json: the node union, its "oneOf" generated from schemas/nodes/ (writeNodeUnion). */
export const NODE_UNION_FILE = join(SCHEMAS_DIR, 'node.json');

/**
 * The text of schemas/node.json with one branch for each file of schemas/nodes/, in the order of
 * their `$id`, so a node type is added by adding its file; the rest of node.json is kept as it is.
 */
export function nodeUnionSource(dir = SCHEMAS_DIR): string {
  const union = JSON.parse(readFileSync(join(dir, 'node.json'), 'utf8')) as Record<string, unknown>;
  const ids = readdirSync(join(dir, 'nodes'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => (JSON.parse(readFileSync(join(dir, 'nodes', name), 'utf8')) as { $id?: unknown }).$id)
    .filter((id): id is string => typeof id === 'string')
    .sort();
  return JSON.stringify({ ...union, oneOf: ids.map(($ref) => ({ $ref })) }, null, 2) + '\n';
}

/** Brings schemas/node.json's list up to date with schemas/nodes/ (both generators start with it). */
export function writeNodeUnion(): void {
  const source = nodeUnionSource();
  if (readOrEmpty(NODE_UNION_FILE) !== source) writeFileSync(NODE_UNION_FILE, source);
}

/** An ajv instance with our options and every schema added (used by generation and tests). */
export function createAjv(schemas: SchemaFile[], opts: { standalone: boolean }): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    discriminator: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    code: opts.standalone ? { source: true, esm: false, lines: true } : {},
  });
  addFormats(ajv);
  for (const keyword of ANNOTATION_KEYWORDS) ajv.addKeyword({ keyword });
  for (const s of schemas) ajv.addSchema(s.schema);
  return ajv;
}

/**
 * The config as the page and GET /api/tenant carry it (engine/config/types.ts PageConfig):
 * schemas/config.json without the keys only the server reads, derived here so config.json stays
 * the one source. Its closed object refuses a page that still carries one of them.
 */
export function pageConfigSchema(config: Record<string, unknown>): SchemaFile {
  const properties: Record<string, unknown> = {};
  for (const key of Object.keys(config.properties as object))
    if (!(SERVER_ONLY_KEYS as readonly string[]).includes(key)) properties[key] = { $ref: `config#/properties/${key}` };
  const required = (config.required as string[]).filter((key) => !(SERVER_ONLY_KEYS as readonly string[]).includes(key));
  const schema = {
    $id: 'page-config',
    type: 'object',
    additionalProperties: false,
    title: 'PageConfig',
    description: `schemas/config.json without the keys only the server reads (${SERVER_ONLY_KEYS.join(', ')}): what the page and GET /api/tenant carry.`,
    properties,
    required,
  };
  return { file: 'schemas/config.json', id: 'page-config', schema };
}

/** The schemas that get a validator: every file's, and page-config derived from config (pageConfigSchema). */
export function validatorSchemas(dir = SCHEMAS_DIR): SchemaFile[] {
  const files = readSchemas(dir);
  const config = files.find((s) => s.id === 'config');
  return config ? [...files, pageConfigSchema(config.schema)] : files;
}

/** The source of validators.cjs: one export per schema of validatorSchemas. */
export function generateValidatorsSource(dir = SCHEMAS_DIR): string {
  const schemas = validatorSchemas(dir);
  const ajv = createAjv(schemas, { standalone: true });
  const mapping: Record<string, string> = {};
  for (const s of schemas) mapping[s.id] = s.id;
  const code = standaloneCode(ajv, mapping);
  return `// generated by scripts/gen-validators.ts from schemas/**/*.json, do not edit\n${code}\n`;
}

/**
 * Names the lint needs at run time without reading schemas: node types (one file a type under
 * schemas/nodes/, each listed in node.json) with the config version each appeared in
 * (`x-since-version`), and action names (branches of action.json).
 */
export function generateCatalogSource(dir = SCHEMAS_DIR): string {
  const schemas = readSchemas(dir);
  const byId = new Map(schemas.map((s) => [s.id, s]));
  const nodeTypes = schemas
    .filter((s) => s.id.startsWith('node/'))
    .map((s) => {
      const type = (s.schema.properties as Record<string, { const?: unknown }> | undefined)?.type?.const;
      if (type !== s.id.slice('node/'.length)) {
        throw new Error(`E_SCHEMA_NODE: ${s.file} must have "properties.type.const": "${s.id.slice(5)}"`);
      }
      const since = s.schema['x-since-version'];
      if (!Number.isInteger(since) || (since as number) < 0) {
        throw new Error(`E_SCHEMA_NODE: ${s.file} must have "x-since-version": the config version the node type appeared in`);
      }
      return { type: type, since: since as number };
    });
  const listed = ((byId.get('node')?.schema.oneOf ?? []) as { $ref: string }[]).map((b) => b.$ref.replace(/^node\//, ''));
  for (const { type } of nodeTypes) {
    if (!listed.includes(type)) throw new Error(`E_SCHEMA_NODE: schemas/node.json "oneOf" does not list "node/${type}"`);
  }
  const action = byId.get('action')?.schema as { $defs?: Record<string, { properties?: { action?: { const?: string } } }> } | undefined;
  const actionNames = Object.values(action?.$defs ?? {})
    .map((d) => d.properties?.action?.const)
    .filter((name): name is string => typeof name === 'string');
  const tenant = byId.get('tenant')?.schema as { properties?: Record<string, unknown> } | undefined;
  const config = byId.get('config')?.schema as { properties?: Record<string, unknown> } | undefined;
  const missing = Object.keys(tenant?.properties ?? {}).filter((k) => !(k in (config?.properties ?? {})));
  if (missing.length > 0) throw new Error(`E_SCHEMA_CONFIG: schemas/config.json lacks tenant keys: ${missing.join(', ')}`);
  nodeTypes.sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
  const catalog = {
    generatedBy: 'scripts/gen-validators.ts',
    nodeTypes: nodeTypes.map((n) => n.type),
    nodeSince: Object.fromEntries(nodeTypes.map((n) => [n.type, n.since])),
    actionNames: actionNames.sort(),
  };
  return JSON.stringify(catalog, null, 2) + '\n';
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Generated files under server/generated/ that differ from a fresh generation (empty: up to date). */
export function staleValidatorFiles(): string[] {
  const stale: string[] = [];
  if (readOrEmpty(NODE_UNION_FILE) !== nodeUnionSource()) stale.push(relative(REPO_ROOT, NODE_UNION_FILE));
  if (readOrEmpty(VALIDATORS_FILE) !== generateValidatorsSource()) stale.push(relative(REPO_ROOT, VALIDATORS_FILE));
  if (readOrEmpty(CATALOG_FILE) !== generateCatalogSource()) stale.push(relative(REPO_ROOT, CATALOG_FILE));
  return stale;
}

function main(): void {
  if (process.argv.includes('--check')) {
    const stale = staleValidatorFiles();
    for (const file of stale) console.error(`E_DRIFT ${file} is out of date: run npm run gen:validators`);
    if (stale.length > 0) process.exit(1);
    console.log('server/generated is up to date');
    return;
  }
  writeNodeUnion();
  writeFileSync(VALIDATORS_FILE, generateValidatorsSource());
  writeFileSync(CATALOG_FILE, generateCatalogSource());
  console.log(`wrote ${relative(REPO_ROOT, VALIDATORS_FILE)} and ${relative(REPO_ROOT, CATALOG_FILE)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
