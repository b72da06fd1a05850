/**
 * The layer rule of scripts/eslint/boundaries.js: the table has no loop, and ESLint reports an
 * import across a boundary at the import, naming both folders (issue 9 item 6).
 */
import { ESLint } from 'eslint';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain JavaScript module of the lint config, without type declarations
import { LAYERS, layersPlugin } from '../../../scripts/eslint/boundaries.js';

const ROOT = join(import.meta.dirname, '../../..');
const layers = LAYERS as Record<string, string[]>;

/** Lints one in-memory file as if it lived at repoPath, with only the layer rule on. */
async function lint(repoPath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { layers: layersPlugin as never },
        rules: { 'layers/boundaries': 'error' },
      },
    ],
  });
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, repoPath) });
  return result.messages.map((m) => m.message);
}

describe('layer boundaries', () => {
  it('the table of allowed imports has no loop', () => {
    const state = new Map<string, 'visiting' | 'done'>();
    const loops: string[] = [];
    const visit = (folder: string, path: string[]) => {
      if (state.get(folder) === 'done') return;
      if (state.get(folder) === 'visiting') return void loops.push([...path, folder].join(' -> '));
      state.set(folder, 'visiting');
      for (const next of layers[folder] ?? []) visit(next, [...path, folder]);
      state.set(folder, 'done');
    };
    for (const folder of Object.keys(layers)) visit(folder, []);
    expect(loops).toEqual([]);
  });

  it('refuses the engine importing screens/ or server/, and a lower engine layer importing a higher one', async () => {
    expect(await lint('engine/boot.tsx', "import { chrome } from '../screens/shell/chrome';")).toEqual(['engine/ may not import screens/']);
    expect(await lint('engine/api/client.ts', "import { x } from '../../server/http/api-error';")).toEqual([
      'engine/ may not import server/',
    ]);
    expect(await lint('engine/render/Renderer.tsx', "import { Shell } from '../shell/Shell';")).toEqual([
      'engine/render may not import engine/shell (scripts/eslint/boundaries.js lists what engine/render may import)',
    ]);
    expect(await lint('engine/core/engine.ts', "const m = import('../react/hooks');")).toHaveLength(1);
  });

  it('refuses the server loops that existed (http <-> security, security -> account)', async () => {
    expect(await lint('server/security/password.ts', "import { ApiError } from '../http/api-error';")).toEqual([
      'server/security may not import server/http (scripts/eslint/boundaries.js lists what server/security may import)',
    ]);
    expect(await lint('server/security/x.ts', "export { captcha } from '../account/captcha';")).toHaveLength(1);
    expect(await lint('server/http/auth.ts', "import { x } from '../../screens/common/Icon';")).toEqual([
      'server/ may not import screens/',
    ]);
  });

  it('lets allowed imports, imports within a folder and packages through', async () => {
    expect(
      await lint('engine/render/Renderer.tsx', "import { useEngine } from '../react/hooks';\nimport { x } from './registry';"),
    ).toEqual([]);
    expect(await lint('screens/app.tsx', "import { boot } from '../engine/boot';\nimport { createRoot } from 'react-dom/client';")).toEqual(
      [],
    );
    expect(await lint('server/account/login-guard.ts', "import { ApiError } from '../http/api-error';")).toEqual([]);
  });

  it('lets screens/ import the engine from its entry only, besides the listed start-up, server and studio files', async () => {
    expect(await lint('screens/home/Banner.tsx', "import { useEngine, type NodeProps } from '../../engine';")).toEqual([]);
    expect(await lint('screens/home/Banner.tsx', "import { useEngine } from '../../engine/index';")).toEqual([]);
    expect(await lint('screens/home/Banner.tsx', "import { useEngine } from '../../engine/react/hooks';")).toEqual([
      'screens/ import the engine from engine/index.ts, not engine/react/hooks: export the name there (a start-up or server-only module stays out: ENGINE_DEEP_IMPORTS in scripts/eslint/boundaries.js)',
    ]);
    expect(await lint('screens/home/Banner.tsx', "import type { Node } from '../../engine/config/types.gen';")).toHaveLength(1);
    expect(await lint('screens/home/Banner.tsx', "const m = import('../../engine/format');")).toHaveLength(1);
    expect(await lint('screens/ssr.tsx', "import { renderFirstScreen } from '../engine/server-render';")).toEqual([]);
    expect(await lint('screens/main.tsx', "import { boot } from '../engine/boot';")).toHaveLength(1);
  });

  it("keeps the screens' domains in their order: common under all, the shell over the member pages, the root over every domain", async () => {
    expect(await lint('screens/common/RangePicker.tsx', "import { checkAmount } from '../wallet/money';")).toEqual([
      'screens/common may not import screens/wallet (scripts/eslint/boundaries.js lists what screens/common may import)',
    ]);
    expect(await lint('screens/games/GameList.tsx', "import { x } from '../shell/PageHeader';")).toHaveLength(1);
    expect(await lint('screens/account/BirthDateField.tsx', "import { x } from '../member/responsible/rg-model';")).toHaveLength(1);
    expect(await lint('screens/studio/App.tsx', "import { x } from '../wallet/money';")).toHaveLength(1);
    expect(await lint('screens/games/GameList.tsx', "import { goBack } from '../common/back';")).toEqual([]);
    expect(await lint('screens/shell/Overlays.tsx', "const w = import('../member/responsible/MemberWatch');")).toEqual([]);
    expect(await lint('screens/registry.ts', "const c = import('./agent/centre');")).toEqual([]);
  });

  it('lets the studio import types from the entry, and no value', async () => {
    expect(await lint('screens/studio/cash-desk/api.ts', "import type { CashDeskQueue } from '../../../engine';")).toEqual([]);
    expect(await lint('screens/studio/App.tsx', "import { type TenantConfig } from '../../engine';")).toEqual([]);
    expect(await lint('screens/studio/App.tsx', "import { formatBalance } from '../../engine';")).toEqual([
      "screens/studio/ imports only types from engine/index.ts: a value import ties the member site to the studio's chunks (scripts/eslint/boundaries.js, ENGINE_DEEP_IMPORTS)",
    ]);
    expect(await lint('screens/studio/editors/ThemeEditor.tsx', "import { contrastRatio } from '../../../engine/theme/colour';")).toEqual(
      [],
    );
  });
});
