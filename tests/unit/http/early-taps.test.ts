/**
 * The inline catcher of early taps and typing (server/static/early-taps.ts) is plain script text
 * that reads one of React DOM's internals: the key under which it keeps an element's props
 * (`__reactProps$` plus a random suffix), its sign that React handles the element. An upgrade of
 * React DOM that renames it would make every caught tap wait out its 30 s and be let go; this
 * fails first. (What the script does in a browser: tests/e2e/early-taps.spec.ts.)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_TAP_SCRIPT } from '../../../server/static/early-taps';

const require = createRequire(import.meta.url);

describe('the early-tap script', () => {
  it('is one classic script that parses', () => {
    expect(() => new Script(EARLY_TAP_SCRIPT)).not.toThrow();
    expect(EARLY_TAP_SCRIPT).not.toMatch(/<\/script/i);
  });

  it("reads the props key React DOM's production client keeps on elements", () => {
    const reactDom = readFileSync(join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js'), 'utf8');
    expect(reactDom).toContain('internalPropsKey = "__reactProps$" + randomKey');
    expect(EARLY_TAP_SCRIPT).toContain("k.startsWith('__reactProps$')");
  });
});
