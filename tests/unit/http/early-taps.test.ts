/**
 * The inline catcher of early taps and typing (server/static/early-taps.ts) is plain script text
 * that reads React DOM's internals: the key under which it keeps an element's fiber
 * (`__reactFiber$` plus a random suffix) and the test getNearestMountedFiber makes before it
 * dispatches an event (flags 4098, Placement or Hydrating, on a fiber new to the tree; the root's
 * tag 3), its sign that React handles the element. An upgrade of React DOM that renames the key or
 * changes the test would make every caught tap wait out its 30 s and be let go, or let one through
 * that React drops; this fails first. (What the script does in a browser:
 * tests/e2e/early-taps.spec.ts.)
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

  it("reads the fiber key React DOM's production client keeps on elements, and makes its test of a mounted fiber", () => {
    const reactDom = readFileSync(join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js'), 'utf8');
    expect(reactDom).toContain('internalInstanceKey = "__reactFiber$" + randomKey');
    expect(EARLY_TAP_SCRIPT).toContain("k.startsWith('__reactFiber$')");
    const mounted = /function getNearestMountedFiber\(fiber\) \{([\s\S]*?)\n\}/.exec(reactDom)?.[1];
    expect(mounted, 'getNearestMountedFiber').toBeDefined();
    expect(mounted).toContain('nextNode && !nextNode.alternate');
    expect(mounted).toContain('0 !== (node.flags & 4098) && (fiber = node.return)');
    expect(mounted).toContain('return 3 === node.tag ? fiber : null');
    expect(EARLY_TAP_SCRIPT).toContain('!n.alternate;n=n.return)n.flags&4098&&(g=0)');
    expect(EARLY_TAP_SCRIPT).toContain('n.tag==3');
  });
});
