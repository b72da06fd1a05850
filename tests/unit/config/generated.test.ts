import { describe, expect, it } from 'vitest';
import { staleGeneratedFiles } from '../../../scripts/gen-types';
import { getValidator, NoSchemaError, schemaCatalog, validatorIds } from '../../../server/generated/validators';
import { readSchemas } from '../../../scripts/gen-validators';

describe('generated files', () => {
  it('types.gen.ts, validators.cjs and schema-catalog.json match a fresh generation from schemas/', async () => {
    expect(await staleGeneratedFiles()).toEqual([]);
  });

  it('has one precompiled validator per schema $id', () => {
    expect(validatorIds()).toEqual(
      readSchemas()
        .map((s) => s.id)
        .sort(),
    );
  });

  it('lists every node type of schemas/nodes in the catalog', () => {
    const nodeIds = readSchemas()
      .filter((s) => s.id.startsWith('node/'))
      .map((s) => s.id.slice('node/'.length));
    expect(schemaCatalog().nodeTypes).toEqual(nodeIds.sort());
  });
});

describe('getValidator', () => {
  it('returns the precompiled validator of a $id', () => {
    const validate = getValidator('menu-item');
    expect(validate({ id: 'home', label: 'menu.home', icon: 'home', action: { action: 'navigate', to: '/m/home' } })).toBe(true);
    expect(validate({ id: 'home', label: 'menu.home', icon: 'home', action: { action: 'navigate' } })).toBe(false);
  });

  it('throws E_NO_SCHEMA for an unknown $id', () => {
    expect(() => getValidator('api/nothing.request')).toThrowError(NoSchemaError);
    try {
      getValidator('api/nothing.request');
      expect.unreachable();
    } catch (err) {
      expect((err as NoSchemaError).code).toBe('E_NO_SCHEMA');
    }
  });
});
