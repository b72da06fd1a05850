/**
 * schemas/tenant.json's definitions, for the tabs whose forms take their words from it (brand,
 * theme, responsible gaming). Only those tabs import this, and they load when opened, so the
 * schema sits in their shared chunk and the studio's entry stays as it was.
 */
import type { Schema } from '../catalog';

const tenantSchema = import.meta.glob<Schema>('../../../schemas/tenant.json', { eager: true, import: 'default' })[
  '../../../schemas/tenant.json'
];

/** The tenant schema's `$defs` by name (brand, palette, responsibleGaming ...). */
export const TENANT_DEFS: Record<string, Schema> = tenantSchema.$defs ?? {};

/** The properties of one definition, by key. */
export const fieldsOf = (definition: string): Record<string, Schema> => TENANT_DEFS[definition]?.properties ?? {};
