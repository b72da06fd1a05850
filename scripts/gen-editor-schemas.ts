/**
 * Writes the schemas editors use on tenant files (schemas/editor/, mapped in .vscode/settings.json):
 * each one self-contained (every referenced schema inlined as a definition, since editors resolve
 * a `$ref` as a file path), each allowing the `"$schema"` line, and for tenant overlays every key
 * optional at every level the merge goes down, `null` to remove a key, and menus as id patches
 * (engine/config/merge.ts). Run by `npm run gen:types`; its `--check` fails when they drift.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { combinedSchema } from './combined-schema.ts';
import { EDITOR_SCHEMAS_DIR, readSchemas, REPO_ROOT, SCHEMAS_DIR } from './gen-validators.ts';

type Schema = Record<string, unknown>;

export const EDITOR_DIR = join(SCHEMAS_DIR, EDITOR_SCHEMAS_DIR);

const DEF = '#/definitions/';
const TENANT_DEFS = `${DEF}tenant/$defs/`;

function refsIn(value: unknown, out: Set<string>): void {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string' && v.startsWith(DEF)) out.add(v.slice(DEF.length).split('/')[0]);
      else refsIn(v, out);
    }
  }
}

/** The definitions `root` reaches, transitively. */
function reachable(definitions: Record<string, Schema>, root: unknown): Record<string, Schema> {
  const seen = new Set<string>();
  const queue = new Set<string>();
  refsIn(root, queue);
  while (queue.size > 0) {
    const [name] = queue;
    queue.delete(name);
    if (seen.has(name) || !definitions[name]) continue;
    seen.add(name);
    refsIn(definitions[name], queue);
  }
  return Object.fromEntries([...seen].sort().map((name) => [name, definitions[name]]));
}

function document(title: string, description: string, root: Schema, definitions: Record<string, Schema>): Schema {
  const properties = {
    $schema: { type: 'string', description: 'The editor schema of this file (autocomplete and inline errors); not config.' },
    ...(root.properties as Schema),
  };
  const body: Schema = { ...root, properties };
  delete body.title;
  delete body.description;
  return { $schema: 'http://json-schema.org/draft-07/schema#', title, description, ...body, definitions: reachable(definitions, body) };
}

const nullable = (schema: unknown): Schema => ({ anyOf: [schema, { type: 'null' }] });

/** The overlay form of a tenant.json schema: optional keys, null removes, menus patch by id. */
function overlayOf(schema: unknown, definitions: Record<string, Schema>, extra: Record<string, Schema>): unknown {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const s = schema as Schema;
  if (typeof s.$ref === 'string' && s.$ref.startsWith(TENANT_DEFS)) {
    const name = s.$ref.slice(TENANT_DEFS.length);
    const overlayName = `overlay_${name}`;
    if (!(overlayName in extra)) {
      extra[overlayName] = {};
      const tenantDefs = (definitions.tenant.$defs ?? {}) as Record<string, Schema>;
      extra[overlayName] = name === 'menu' ? menuPatch() : (overlayOf(tenantDefs[name], definitions, extra) as Schema);
    }
    return { $ref: `${DEF}${overlayName}` };
  }
  if (s.type !== 'object' && !s.properties) return s;
  const out: Schema = { ...s };
  delete out.required;
  if (s.properties)
    out.properties = Object.fromEntries(
      Object.entries(s.properties as Schema).map(([k, v]) => [k, nullable(overlayOf(v, definitions, extra))]),
    );
  if (s.additionalProperties && typeof s.additionalProperties === 'object')
    out.additionalProperties = nullable(overlayOf(s.additionalProperties, definitions, extra));
  return out;
}

/** A menu in an overlay: entries naming an item by id, changing fields, placing it ($after) or removing it ($remove). */
function menuPatch(): Schema {
  return {
    title: 'Menu patch',
    description:
      'Entries merged into the base menu by id: the fields given replace the item\'s; a new id adds an item; "$after" places it after another item (null: first); "$remove": true removes it.',
    type: 'array',
    items: {
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'string', minLength: 1 },
        label: nullable({ $ref: `${DEF}common/$defs/messageKey` }),
        icon: nullable({ $ref: `${DEF}menu_item/properties/icon` }),
        action: nullable({ $ref: `${DEF}action` }),
        when: nullable({ $ref: `${DEF}condition` }),
        badge: nullable({ $ref: `${DEF}menu_item/properties/badge` }),
        $after: { type: ['string', 'null'], description: 'The id of the item this one follows; null puts it first.' },
        $remove: { const: true, description: 'Removes the item of this id from the base menu.' },
      },
      additionalProperties: false,
    },
  };
}

/** Every editor schema file, by file name, as text. */
export function editorSchemas(): Record<string, string> {
  const { definitions } = combinedSchema(readSchemas()) as unknown as { definitions: Record<string, Schema> };
  const extra: Record<string, Schema> = {};
  const overlayRoot = overlayOf({ ...definitions.tenant, $defs: undefined }, definitions, extra) as Schema;
  delete overlayRoot.$defs;
  const all = { ...definitions, ...extra };
  const messages = definitions.messages;
  const files: Record<string, Schema> = {
    'tenant.json': document('Tenant (_base)', 'tenants/_base/tenant.json: every key the site needs.', definitions.tenant, definitions),
    'tenant-overlay.json': document(
      'Tenant overlay',
      "tenants/<id>/tenant.json: merged over _base; every key optional, null removes the base's key, menus merge by item id.",
      overlayRoot,
      all,
    ),
    'screen.json': document('Screen', 'A screen file (tenants/*/screens/<id>.json).', definitions.screen, definitions),
    'messages.json': document(
      'Messages',
      "A language file (tenants/*/messages/<LANG>.json); in a tenant, null removes the base's key.",
      { ...messages, additionalProperties: nullable(messages.additionalProperties) },
      definitions,
    ),
  };
  return Object.fromEntries(Object.entries(files).map(([name, schema]) => [name, `${JSON.stringify(schema, null, 2)}\n`]));
}

/** Editor schema files that differ from a fresh generation (relative paths). */
export function staleEditorSchemas(): string[] {
  return Object.entries(editorSchemas())
    .filter(([name, text]) => {
      try {
        return readFileSync(join(EDITOR_DIR, name), 'utf8') !== text;
      } catch {
        return true;
      }
    })
    .map(([name]) => relative(REPO_ROOT, join(EDITOR_DIR, name)));
}

/** Writes schemas/editor/. */
export function writeEditorSchemas(): void {
  mkdirSync(EDITOR_DIR, { recursive: true });
  for (const [name, text] of Object.entries(editorSchemas())) writeFileSync(join(EDITOR_DIR, name), text);
}
