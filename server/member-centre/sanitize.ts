/**
 * A conservative allow-list HTML sanitizer for help content served by the server (the browser
 * sanitizes again with DOMPurify). Text is re-escaped; allowed tags are rebuilt from scratch with
 * only their allowed attributes; script-like elements are dropped with their content; comments,
 * unknown tags, event handlers, style attributes and non-http(s) URLs never come through.
 */

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'pre',
  'code',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
  'img',
]);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/** Elements removed together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);
const ALLOWED_ATTRS: Record<string, string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

const escapeText = (text: string) =>
  text
    .replace(/&(?!(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&amp;/gi, '&');
}

/** http(s), mailto, a same-origin path or a fragment; anything else (javascript:, data:...) is refused. */
export function safeUrl(raw: string, allowMailto: boolean): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what this strips
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^(https?:)?\/\//i.test(value) || /^https?:/i.test(value)) return /^https?:\/\//i.test(value) ? value : null;
  if (allowMailto && /^mailto:/i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  if (value.startsWith('/') || value.startsWith('#') || value.startsWith('?') || /^[\w.-]/.test(value)) return value;
  return null;
}

function parseAttributes(source: string): [string, string][] {
  const found: [string, string][] = [];
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(source))) found.push([match[1].toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '']);
  return found;
}

function rebuildTag(name: string, attributeSource: string): string {
  const allowed = ALLOWED_ATTRS[name] ?? [];
  const parts: string[] = [];
  for (const [attr, raw] of parseAttributes(attributeSource)) {
    if (!allowed.includes(attr)) continue;
    let value: string | null = decodeEntities(raw);
    if (attr === 'href') value = safeUrl(raw, true);
    else if (attr === 'src') value = safeUrl(raw, false);
    else if (attr === 'width' || attr === 'height' || attr === 'colspan' || attr === 'rowspan')
      value = /^\d{1,4}$/.test(value) ? value : null;
    if (value === null) continue;
    parts.push(`${attr}="${escapeAttr(value)}"`);
  }
  if (name === 'a') parts.push('rel="noopener noreferrer"');
  return `<${name}${parts.length ? ' ' + parts.join(' ') : ''}>`;
}

export function sanitizeHtml(input: string): string {
  let out = '';
  let i = 0;
  const lower = input.toLowerCase();
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(input.slice(i));
      break;
    }
    out += escapeText(input.slice(i, lt));
    if (input.startsWith('<!--', lt)) {
      const end = input.indexOf('-->', lt + 4);
      i = end === -1 ? input.length : end + 3;
      continue;
    }
    if (input[lt + 1] === '!' || input[lt + 1] === '?') {
      const end = input.indexOf('>', lt);
      i = end === -1 ? input.length : end + 1;
      continue;
    }
    tag.lastIndex = lt;
    const match = tag.exec(input);
    if (!match) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    const closing = match[1] === '/';
    const name = match[2].toLowerCase();
    i = tag.lastIndex;
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing) {
        const end = lower.indexOf(`</${name}`, i);
        if (end === -1) i = input.length;
        else {
          const close = input.indexOf('>', end);
          i = close === -1 ? input.length : close + 1;
        }
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      if (!VOID_TAGS.has(name)) out += `</${name}>`;
    } else out += rebuildTag(name, match[3]);
  }
  return out;
}
