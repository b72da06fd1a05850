import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../scripts/gen-validators';
import { TYPES_FILE } from '../../../scripts/gen-types';

/**
 * Issue 28: a type the schemas generate is imported from engine/config/types.gen.ts, never written
 * again by hand. A declared interface or object type in engine/, screens/ or server/ whose property
 * names (3 or more) are exactly a generated type's is a hand copy, unless listed here with the
 * reason it means something else.
 */
const ALLOWED: Record<string, string> = {
  'engine/config/merge.ts:TenantFiles':
    'the parsed files of a tenant folder as JSON objects; StudioDraft types its parts as open objects ({}), which merge cannot read',
  'screens/studio/types.ts:Draft':
    'the studio edits the draft as JSON objects and messages as string maps; StudioDraft types its parts as open objects ({})',
  'server/tenants/load.ts:FolderSources':
    'the raw files of a tenant folder with their paths (JsonSource), tenant.json optional; not a draft',
  'server/loyalty/model.ts:MallItem': "the config's mall item parsed for the server: reward in cents, limit null when absent",
  'server/seed/seed-member-centre.ts:Article': 'a seeded article in every language (LocalizedText); HelpArticle is the one-language answer',
  'server/seed/seed-data.ts:SeedVendor': 'a seeded vendor row; server/seed does not import engine/config (scripts/eslint/boundaries.js)',
};

interface Shape {
  file: string;
  line: number;
  name: string;
  /** the property names, sorted and joined with ',' */
  key: string;
}

/** The interfaces and object type aliases of one source file, with their property names. */
function shapesOf(file: string, text: string): Shape[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Shape[] = [];
  const visit = (node: ts.Node) => {
    const declared = ts.isInterfaceDeclaration(node)
      ? { name: node.name, members: node.members }
      : ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type)
        ? { name: node.name, members: node.type.members }
        : null;
    if (declared) {
      const names = declared.members.filter(ts.isPropertySignature).map((m) => m.name.getText(source).replace(/['"]/g, ''));
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ file, line, name: declared.name.text, key: names.sort().join(',') });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Generated type names by property-name key; a name without a generator's number suffix first. */
function generatedByKey(text: string): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  for (const shape of shapesOf('types.gen.ts', text)) {
    if (shape.key.split(',').length < 3) continue;
    byKey.set(shape.key, [...(byKey.get(shape.key) ?? []), shape.name]);
  }
  for (const names of byKey.values()) names.sort((a, b) => Number(/\d$/.test(a)) - Number(/\d$/.test(b)));
  return byKey;
}

interface Copy extends Shape {
  generated: string[];
}

/** The hand copies among `files`: shapes of 3 or more properties whose names a generated type has. */
function handCopies(files: { file: string; text: string }[], generatedText: string): Copy[] {
  const generated = generatedByKey(generatedText);
  return files.flatMap(({ file, text }) =>
    shapesOf(file, text).flatMap((shape) => {
      const names = generated.get(shape.key);
      return names && shape.key.split(',').length >= 3 ? [{ ...shape, generated: names }] : [];
    }),
  );
}

/** The TypeScript sources of a folder, generated files left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : [];
  });
}

const explain = (c: Copy) =>
  `${c.file}:${c.line} ${c.name} has the property names of the generated ${c.generated.join(' / ')}: import ${c.generated[0]} ` +
  `from engine/config/types.gen.ts (through engine/index.ts in screens/; \`type ${c.name} = ${c.generated[0]}\` where the name reads better), ` +
  `or, when it means something else, list '${c.file}:${c.name}' with the reason in ALLOWED of tests/unit/config/hand-copies.test.ts`;

describe('hand copies of generated types', () => {
  const generatedText = readFileSync(TYPES_FILE, 'utf8');
  const copies = handCopies(
    ['engine', 'screens', 'server'].flatMap((area) =>
      sources(join(REPO_ROOT, area)).map((path) => ({
        file: relative(REPO_ROOT, path).split('\\').join('/'),
        text: readFileSync(path, 'utf8'),
      })),
    ),
    generatedText,
  );

  it('engine/, screens/ and server/ import the generated types instead of copying them', () => {
    const unexplained = copies.filter((c) => !(`${c.file}:${c.name}` in ALLOWED));
    expect(unexplained.map(explain)).toEqual([]);
  });

  it('every allowed copy is still there (an entry goes when its copy goes)', () => {
    const found = new Set(copies.map((c) => `${c.file}:${c.name}`));
    expect(Object.keys(ALLOWED).filter((entry) => !found.has(entry))).toEqual([]);
  });

  it('finds a copy of a generated type, with its file, line and the name to import', () => {
    const text =
      "import x from 'y';\n\nexport interface Profile {\n  success: boolean;\n  code: string;\n  message: string;\n  value: unknown;\n}\n";
    const [copy] = handCopies([{ file: 'screens/x.ts', text }], generatedText);
    expect(copy).toMatchObject({ file: 'screens/x.ts', line: 3, name: 'Profile', generated: ['ApiEnvelope'] });
    expect(explain(copy)).toContain('screens/x.ts:3 Profile has the property names of the generated ApiEnvelope: import ApiEnvelope');
    expect(handCopies([{ file: 'screens/x.ts', text: 'type Envelope<T> = ApiEnvelope & { value: T };' }], generatedText)).toEqual([]);
  });
});
