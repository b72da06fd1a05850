/**
 * A strict parser for the XML of an uploaded SVG (svg-sanitize.ts rebuilds the drawing from its
 * tree). It reads well-formed XML 1.0 with one root element and refuses the rest, rather than
 * guess as an HTML parser would: unquoted or repeated attributes, mismatched tags, a `<` in an
 * attribute, text beside the root. The prolog's declaration, processing instructions, comments
 * and the DOCTYPE are dropped; no entity is ever expanded (only the five XML ones and character
 * references are read), so an entity defined in the DOCTYPE and used later makes the file
 * refused, and no entity can grow a small file into a large one. No recursion, and at most 256
 * elements deep.
 */

export interface SvgElement {
  /** as written, prefix included (`svg`, `inkscape:label`) */
  name: string;
  /** in document order, values with entities and character references read */
  attributes: [string, string][];
  children: (SvgElement | string)[];
}

/** Why a file is not a well-formed XML document. */
export class SvgParseError extends Error {}

/** Deeper than any drawing a design tool writes; a browser would struggle to lay out more. */
const MAX_DEPTH = 256;

const NAME = /[A-Za-z_][\w.:-]*/y;
const SPACE = /[ \t\r\n]*/y;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Text with its references read: the five XML entities and &#...; only. */
function readReferences(raw: string): string {
  return raw.replace(/&([^;&\s]{0,32});?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw new SvgParseError('an & that begins no reference');
    if (ref in PREDEFINED) return PREDEFINED[ref];
    const code = /^#x[0-9a-f]{1,6}$/i.test(ref) ? parseInt(ref.slice(2), 16) : /^#\d{1,7}$/.test(ref) ? Number(ref.slice(1)) : -1;
    if (code === -1) throw new SvgParseError(`the entity &${ref}; (entities are not read)`);
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) throw new SvgParseError(`the character reference &${ref};`);
    return String.fromCodePoint(code);
  });
}

/** The index after the DOCTYPE that starts at `at`: its internal subset, quoted strings and all. */
function afterDoctype(source: string, at: number): number {
  let quote = '';
  let depth = 0;
  for (let i = at + '<!DOCTYPE'.length; i < source.length; i++) {
    const c = source[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === '>' && depth <= 0) return i + 1;
  }
  throw new SvgParseError('a DOCTYPE that does not end');
}

/** The root element of `source`; throws SvgParseError when it is not one well-formed XML document. */
export function parseSvgXml(source: string): SvgElement {
  const stack: SvgElement[] = [];
  let root: SvgElement | undefined;
  let i = source.startsWith('\ufeff') ? 1 : 0;

  const name = (at: number): string => {
    NAME.lastIndex = at;
    const found = NAME.exec(source);
    if (!found) throw new SvgParseError(`a tag without a name at ${at}`);
    return found[0];
  };
  const skipSpace = (at: number): number => {
    SPACE.lastIndex = at;
    SPACE.exec(source);
    return SPACE.lastIndex;
  };
  const until = (at: number, end: string, what: string): number => {
    const found = source.indexOf(end, at);
    if (found === -1) throw new SvgParseError(`${what} that does not end`);
    return found;
  };
  const addText = (text: string) => {
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(text);
    else if (text.trim() !== '') throw new SvgParseError('text outside the root element');
  };

  while (i < source.length) {
    const lt = source.indexOf('<', i);
    if (lt !== i) {
      const end = lt === -1 ? source.length : lt;
      addText(readReferences(source.slice(i, end)));
      i = end;
      continue;
    }
    if (source.startsWith('<!--', i)) {
      i = until(i + 4, '-->', 'a comment') + 3;
    } else if (source.startsWith('<![CDATA[', i)) {
      const end = until(i + 9, ']]>', 'a CDATA section');
      if (stack.length === 0) throw new SvgParseError('a CDATA section outside the root element');
      addText(source.slice(i + 9, end));
      i = end + 3;
    } else if (source.startsWith('<!DOCTYPE', i)) {
      if (root) throw new SvgParseError('a DOCTYPE after the root element');
      i = afterDoctype(source, i);
    } else if (source.startsWith('<?', i)) {
      i = until(i + 2, '?>', 'a processing instruction') + 2;
    } else if (source.startsWith('</', i)) {
      const closing = name(i + 2);
      i = skipSpace(i + 2 + closing.length);
      if (source[i] !== '>') throw new SvgParseError(`a malformed end tag </${closing}`);
      i++;
      const open = stack.pop();
      if (open?.name !== closing) throw new SvgParseError(`</${closing}> where ${open ? `</${open.name}>` : 'no end tag'} belongs`);
    } else {
      const element: SvgElement = { name: name(i + 1), attributes: [], children: [] };
      i += 1 + element.name.length;
      let selfClosing = false;
      const seen = new Set<string>();
      for (;;) {
        const after = skipSpace(i);
        if (source.startsWith('/>', after)) {
          selfClosing = true;
          i = after + 2;
          break;
        }
        if (source[after] === '>') {
          i = after + 1;
          break;
        }
        if (after === i) throw new SvgParseError(`a malformed tag <${element.name}`);
        const attribute = name(after);
        i = skipSpace(after + attribute.length);
        if (source[i] !== '=') throw new SvgParseError(`the attribute ${attribute} without a value`);
        i = skipSpace(i + 1);
        const quote = source[i];
        if (quote !== '"' && quote !== "'") throw new SvgParseError(`the attribute ${attribute} without quotes`);
        const end = until(i + 1, quote, `the attribute ${attribute}`);
        const raw = source.slice(i + 1, end);
        if (raw.includes('<')) throw new SvgParseError(`a < in the attribute ${attribute}`);
        if (seen.has(attribute)) throw new SvgParseError(`the attribute ${attribute} twice`);
        seen.add(attribute);
        // XML's attribute-value normalisation: each white-space character is a space
        element.attributes.push([attribute, readReferences(raw.replace(/[\t\r\n]/g, ' '))]);
        i = end + 1;
      }
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else if (root) throw new SvgParseError('a second root element');
      else root = element;
      if (!selfClosing) stack.push(element);
      if (stack.length > MAX_DEPTH) throw new SvgParseError(`elements nested deeper than ${MAX_DEPTH}`);
    }
  }
  if (stack.length > 0) throw new SvgParseError(`<${stack[stack.length - 1].name}> is not closed`);
  if (!root) throw new SvgParseError('no element');
  return root;
}
