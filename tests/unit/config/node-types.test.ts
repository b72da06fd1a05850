/**
 * One set of node types everywhere a screen's contract is written down: the schema files
 * (schemas/nodes/<type>.json), the node union (schemas/node.json, what screen.json's nodes hold),
 * the generated catalogue the validator reads (server/generated/schema-catalog.json) and the
 * components registered in screens/registry.ts. A type in one and not another is reported by
 * name and place.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import catalog from '../../../server/generated/schema-catalog.json';
import { nodeRegistry } from '../../../screens/registry';

const root = join(import.meta.dirname, '..', '..', '..');
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, unknown>;

const schemaFiles = readdirSync(join(root, 'schemas', 'nodes')).filter((f) => f.endsWith('.json'));
const places: Record<string, string[]> = {
  'schemas/nodes/': schemaFiles.map((f) => (readJson(`schemas/nodes/${f}`).properties as { type: { const: string } }).type.const),
  'schemas/node.json oneOf': (readJson('schemas/node.json').oneOf as { $ref: string }[]).map((b) => b.$ref.replace(/^node\//, '')),
  'server/generated/schema-catalog.json nodeTypes': catalog.nodeTypes,
  'screens/registry.ts': Object.keys(nodeRegistry),
};

/** "type X is in A but missing from B" for every type not in all places. */
function nodeTypeMismatches(sets: Record<string, readonly string[]>): string[] {
  const all = new Set(Object.values(sets).flat());
  const problems: string[] = [];
  for (const type of [...all].sort()) {
    const present = Object.keys(sets).filter((place) => sets[place].includes(type));
    const missing = Object.keys(sets).filter((place) => !sets[place].includes(type));
    if (missing.length > 0) problems.push(`node type "${type}" is in ${present.join(', ')} but missing from ${missing.join(', ')}`);
  }
  return problems;
}

describe('node types', () => {
  it('are the same in the schema files, the node union, the catalogue and the registry', () => {
    expect(nodeTypeMismatches(places)).toEqual([]);
    expect(places['screens/registry.ts'].length).toBe(schemaFiles.length);
  });

  it('each schema file is named after its type and its type is listed once', () => {
    for (const [place, types] of Object.entries(places)) expect(types.length, `${place} lists a type twice`).toBe(new Set(types).size);
    for (const file of schemaFiles) expect(readJson(`schemas/nodes/${file}`).$id).toBe(`node/${file.slice(0, -'.json'.length)}`);
  });

  it('names the type and the place that lacks it', () => {
    const { banner: _banner, ...registry } = nodeRegistry;
    expect(nodeTypeMismatches({ ...places, 'screens/registry.ts': Object.keys(registry) })).toEqual([
      'node type "banner" is in schemas/nodes/, schemas/node.json oneOf, server/generated/schema-catalog.json nodeTypes but missing from screens/registry.ts',
    ]);
    expect(nodeTypeMismatches({ ...places, 'schemas/nodes/': [...places['schemas/nodes/'], 'bannr'] })).toEqual([
      'node type "bannr" is in schemas/nodes/ but missing from schemas/node.json oneOf, server/generated/schema-catalog.json nodeTypes, screens/registry.ts',
    ]);
  });
});
