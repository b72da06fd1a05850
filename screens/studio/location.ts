/**
 * A JSON pointer into the config in words, for the check's errors, the diffs and the merge:
 * `/menus/bottom/3/label/TY` reads "Bottom menu › item 4 › label (TY)". Rows are counted from 1 as
 * the editor shows them, a language code joins the part before it, and a pointer into a file of a
 * diff (`messages/TY.json` at `/menu.home`) reads as one into the whole draft ("Texts (TY) › menu.home").
 */

const MENUS: Record<string, string> = {
  bottom: 'Bottom menu',
  service: 'Service panel',
  agent: 'Agent menu',
  agentFooter: 'Agent footer menu',
  sideMembers: 'Side menu (members)',
  sideExtras: 'Side menu (extras)',
  security: 'Security menu',
  footer: 'Footer menu',
};

/** The config's parts, as the editor's tabs and forms name them. */
const PARTS: Record<string, string> = {
  menus: 'Menus',
  flags: 'Flags',
  themes: 'Theme',
  brand: 'Brand',
  languages: 'Languages',
  settings: 'Settings',
  security: 'Security',
  platform: 'Platform',
  downloadLinks: 'Download links',
  social: 'Social links',
  customerService: 'Customer service',
  operations: 'Operations',
  api: 'API',
  shell: 'Page frame',
  routes: 'Routes',
  constants: 'Constants',
  payments: 'Payments',
  loyalty: 'Loyalty',
  responsibleGaming: 'Responsible gaming',
  hosts: 'Host names',
  version: 'Version',
};

/** Words for keys inside a part. */
const WORDS: Record<string, string> = {
  when: 'shown when',
  badge: 'unread badge',
  props: 'settings',
  not: 'not',
  in: 'one of',
};

/** Lists whose rows have a name of their own: `nodes/2` is "node 3", not "nodes › item 3". */
const ROWS: Record<string, string> = { nodes: 'node', children: 'node', items: 'item', all: 'test', any: 'test' };

const LANGUAGE = /^[A-Z]{2,3}(-[A-Za-z]+)?$/;

/** camelCase keys as lower-case words ("memberType" → "member type"); anything else as written. */
function words(key: string): string {
  if (WORDS[key]) return WORDS[key];
  return /^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(key) ? key.replace(/([A-Z])/g, ' $1').toLowerCase() : key;
}

function segmentsOf(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Where a diff's file sits in the draft: `messages/TY.json` → ['messages', 'TY'], `tenant.json` → []. */
function fileSegments(file: string | undefined): string[] {
  if (!file || file === 'tenant.json') return [];
  const match = /^(screens|messages)\/(.+)\.json$/.exec(file);
  return match ? [match[1], match[2]] : [file];
}

/** The pointer in words; `file` when the pointer is into one file of the draft (a diff's entry). */
export function readableLocation(pointer: string, file?: string): string {
  const segments = [...fileSegments(file), ...segmentsOf(pointer)];
  // the draft's own top levels, as a merge names them
  if (segments[0] === 'tenant') segments.shift();
  if (segments.length === 0) return file && file !== 'tenant.json' ? file : 'The whole config';
  const out: string[] = [];
  let rest: string[];
  const [first, second] = segments;
  if (first === 'messages' && second !== undefined) {
    out.push(`Texts (${second})`);
    rest = segments.slice(2);
    // a text's key is one name, slashes and all
    if (rest.length > 0) return [...out, rest.join('/')].join(' › ');
  } else if (first === 'screens' && second !== undefined) {
    out.push(`Screen “${second}”`);
    rest = segments.slice(2);
  } else if (first === 'menus' && second !== undefined) {
    out.push(MENUS[second] ?? `Menu “${second}”`);
    rest = segments.slice(2);
  } else if (first === 'flags' && second !== undefined) {
    // a flag's name is a name, never a language
    out.push('Flags', second);
    rest = segments.slice(2);
  } else {
    out.push(PARTS[first] ?? words(first).replace(/^./, (c) => c.toUpperCase()));
    rest = segments.slice(1);
  }
  let previous: string | undefined;
  for (const segment of rest) {
    if (/^\d+$/.test(segment)) {
      const n = Number(segment) + 1;
      if (previous !== undefined && ROWS[previous]) out[out.length - 1] = `${ROWS[previous]} ${n}`;
      else out.push(`item ${n}`);
    } else if (LANGUAGE.test(segment) && out.length > 0) {
      out[out.length - 1] += ` (${segment})`;
    } else {
      out.push(words(segment));
    }
    previous = segment;
  }
  return out.join(' › ');
}
