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
