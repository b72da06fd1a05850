/**
 * The site draws no emoji: a phone without an emoji font shows them as empty boxes (the status
 * and placeholder pages did). Icons come from the icon set (screens/common/Icon.tsx). Scans the
 * engine's and screens' sources, the tenants' screens and config, and the pages the site serves.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED = ['engine', 'screens', 'tenants', 'server/demo-game', 'server/static'];
const EXTENSIONS = /\.(tsx|ts|json|html)$/;
/** Symbols that are pictographs (emoji or emoji-capable): ⏳ 🛠 ⛔ ⚠ ⚡ ✈ ▶ and the rest. */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : EXTENSIONS.test(entry) ? [path] : [];
  });
}

describe('no emoji in what the site draws', () => {
  it('finds none in sources, screens, tenant files and served pages', () => {
    const found: string[] = [];
    for (const file of SCANNED.flatMap((dir) => filesUnder(join(ROOT, dir)))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const match = PICTOGRAPH.exec(line);
          // Messages may hold ©, ® or ™ (pictographic by Unicode's list, but every font has them).
          if (match && !['©', '®', '™'].includes(match[0])) found.push(`${relative(ROOT, file)}:${index + 1} ${match[0]}`);
        });
    }
    expect(found).toEqual([]);
  });
});
