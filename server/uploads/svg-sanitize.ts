/**
 * An uploaded SVG rebuilt from an allow-list (issue 30): the file is parsed strictly
 * (svg-parse.ts) and a new document is written from what is allowed, never from the source's
 * text, so nothing the allow-list does not name can come through, however it was spelt.
 *
 * Kept: shapes, paths, text, groups, defs, symbols, gradients, clip paths and masks; `use`, a
 * gradient's or a text path's href when it points into the file (`#id`); geometry and
 * presentation attributes, and a style attribute's presentation properties (written back as
 * attributes). A paint or clip may be `url(#id)`, nothing else may hold `url(`.
 * Dropped with all they hold: every other element (script, style, foreignObject, image, a,
 * animate and set, filters, anything with a prefix such as sodipodi:). Dropped: event handlers
 * and every attribute not listed, an href that leaves the file, a value with `javascript:`,
 * `data:`, `expression(`, `@import` or a backslash, the DOCTYPE and its entities, comments and
 * processing instructions.
 */
import { parseSvgXml, SvgParseError, type SvgElement } from './svg-parse.ts';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
]);
/** Elements whose text is kept (elsewhere text is only the space between tags). */
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'textPath', 'title', 'desc']);
/** Elements that put something on the page: a file with none of them left is refused. */
const DRAWING_ELEMENTS = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'use']);
/** Elements whose href may point at another element of the file. */
const HREF_ELEMENTS = new Set(['use', 'linearGradient', 'radialGradient', 'textPath']);

const GEOMETRY = new Set([
  'id',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'width',
  'height',
  'd',
  'points',
  'viewBox',
  'preserveAspectRatio',
  'transform',
  'pathLength',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'offset',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'startOffset',
  'method',
  'spacing',
  'side',
  'refX',
  'refY',
]);
/** Presentation attributes: also read from a style attribute. */
const PRESENTATION = new Set([
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'stop-color',
  'stop-opacity',
  'clip-path',
  'clip-rule',
  'mask',
  'color',
  'display',
  'visibility',
  'overflow',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'font-stretch',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'writing-mode',
  'paint-order',
  'vector-effect',
  'shape-rendering',
  'text-rendering',
  'color-interpolation',
]);
/** The properties that may name another element of the file, as url(#id). */
const REFERENCING = new Set(['fill', 'stroke', 'clip-path', 'mask']);

const LOCAL_ID = /^[A-Za-z_][\w.:-]*$/;
const LOCAL_HREF = /^#[A-Za-z_][\w.:-]*$/;
/** url(#id), with the fallback colour a paint may have after it. */
const LOCAL_URL = /^url\(\s*(['"]?)#[A-Za-z_][\w.:-]*\1\s*\)(\s+(none|currentColor|#[0-9a-fA-F]{3,8}|[a-zA-Z]+))?$/;
/** What no kept value may hold, wherever it stands. */
const HOSTILE = /(javascript|vbscript|data)\s*:|expression\s*\(|@import|[\\<>]|\/\*/i;
// eslint-disable-next-line no-control-regex -- refusing control characters is this pattern's job
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The value when the attribute or property `name` may carry it, else undefined. */
function safeValue(name: string, value: string): string | undefined {
  const trimmed = value.trim();
  if (HOSTILE.test(trimmed) || CONTROL.test(trimmed)) return undefined;
  if (name === 'id') return LOCAL_ID.test(trimmed) ? trimmed : undefined;
  if (/url\s*\(/i.test(trimmed)) return REFERENCING.has(name) && LOCAL_URL.test(trimmed) ? trimmed : undefined;
  return trimmed;
}

/** A style attribute's presentation properties; the rest of it (and anything unsafe in it) goes. */
function styleProperties(style: string): [string, string][] {
  const kept: [string, string][] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = safeValue(property, declaration.slice(colon + 1).replace(/!\s*important\s*$/i, ''));
    if (PRESENTATION.has(property) && value !== undefined && value !== '') kept.push([property, value]);
  }
  return kept;
}

/** The attributes of `element` that are kept: listed, safe, a style's properties over the attributes they repeat. */
function keptAttributes(element: SvgElement): Map<string, string> {
  const kept = new Map<string, string>();
  const fromStyle: [string, string][] = [];
  for (const [name, value] of element.attributes) {
    if (name === 'style') for (const property of styleProperties(value)) fromStyle.push(property);
    else if (name === 'href' || name === 'xlink:href') {
      if (HREF_ELEMENTS.has(element.name) && LOCAL_HREF.test(value.trim())) kept.set('href', value.trim());
    } else if (GEOMETRY.has(name) || PRESENTATION.has(name)) {
      const safe = safeValue(name, value);
      if (safe !== undefined) kept.set(name, safe);
    }
  }
  for (const [name, value] of fromStyle) kept.set(name, value);
  return kept;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Line breaks and tabs as references: written raw, a parser would read them as spaces. */
const escapeAttribute = (value: string) =>
  escapeText(value)
    .replace(/"/g, '&quot;')
    .replace(/[\t\n\r]/g, (c) => `&#${c.charCodeAt(0)};`);

export interface SanitisedSvg {
  /** the rebuilt document, UTF-8 */
  text: string;
  /** the drawing's size in CSS pixels, from its width and height or else its viewBox; null when it gives none */
  width: number | null;
  height: number | null;
}

/** The drawing's size from the root's width and height (plain or px), else its viewBox's. */
function sizeOf(root: Map<string, string>): { width: number | null; height: number | null } {
  const pixels = (value: string | undefined) => {
    const found = value && /^(\d+(?:\.\d+)?)(px)?$/.exec(value);
    const n = found ? Math.round(Number(found[1])) : NaN;
    return n > 0 && n <= 1_000_000 ? n : null;
  };
  const box = (root.get('viewBox') ?? '').split(/[\s,]+/);
  const width = pixels(root.get('width')) ?? (box.length === 4 ? pixels(box[2]) : null);
  const height = pixels(root.get('height')) ?? (box.length === 4 ? pixels(box[3]) : null);
  return width !== null && height !== null ? { width, height } : { width: null, height: null };
}

/**
 * `source` (an uploaded file's text) rebuilt from the allow-list, or why it is refused: it is
 * not well-formed XML, its root is not <svg>, or nothing that draws is left.
 */
export function sanitiseSvg(source: string): SanitisedSvg | { refused: string } {
  let root: SvgElement;
  try {
    root = parseSvgXml(source);
  } catch (error) {
    if (error instanceof SvgParseError) return { refused: `The file is not a well-formed SVG: ${error.message}` };
    throw error;
  }
  if (root.name !== 'svg') return { refused: `The file's root element is <${root.name}>, not <svg>` };
  let drawing = 0;
  // Written without recursion, as the parser reads: a frame per open element.
  const out: string[] = [];
  const stack: { element: SvgElement; next: number; body: (SvgElement | string)[] }[] = [];
  const rootAttributes = keptAttributes(root);
  const write = (element: SvgElement, attributes: Map<string, string>, isRoot: boolean) => {
    const written = [...(isRoot ? [['xmlns', SVG_NAMESPACE] as const] : []), ...attributes].map(
      ([name, value]) => ` ${name}="${escapeAttribute(value)}"`,
    );
    if (DRAWING_ELEMENTS.has(element.name)) drawing++;
    const body = element.children.filter((child) =>
      typeof child === 'string' ? TEXT_ELEMENTS.has(element.name) : ELEMENTS.has(child.name),
    );
    if (body.length === 0) {
      out.push(`<${element.name}${written.join('')}/>`);
      return;
    }
    out.push(`<${element.name}${written.join('')}>`);
    stack.push({ element, next: 0, body });
  };
  write(root, rootAttributes, true);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.next === frame.body.length) {
      out.push(`</${frame.element.name}>`);
      stack.pop();
      continue;
    }
    const child = frame.body[frame.next++];
    if (typeof child === 'string') out.push(escapeText(child));
    else write(child, keptAttributes(child), false);
  }
  if (drawing === 0) return { refused: 'Nothing that draws (a path, shape, text or use) is left in the SVG once it is cleaned' };
  return { text: out.join(''), ...sizeOf(rootAttributes) };
}
