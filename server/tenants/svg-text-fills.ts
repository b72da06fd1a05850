/**
 * The fill colours of the text in an SVG (a logo's word-mark), for the contrast lint. A small tag
 * scanner, not an XML parser: logos are small, hand-written files. Fills are inherited from
 * ancestors (attribute or style), default to black, and a gradient fill yields each of its stop
 * colours. Fills it cannot resolve to colours (currentColor, patterns, unknown names) are left out.
 * Only text is reported: shapes are often drawn over other shapes (a mark on a badge), so what is
 * behind them is not the page background and cannot be known without rendering.
 */

import { lineStartsOf, position } from './source.ts';

export interface TextFill {
  /** the colour as written in the file */
  colour: string;
  /** opacity applied to it (fill-opacity times opacity, 0..1) */
  opacity: number;
  /** 1-based position of the text element in the file */
  line: number;
  column: number;
  /** the text's content, for the message */
  text: string;
}

const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;
const ATTRIBUTE = /([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g;

function attributes(source: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of source.matchAll(ATTRIBUTE)) out[m[1]] = m[3] ?? m[4] ?? '';
  const style = out.style;
  if (style) {
    for (const decl of style.split(';')) {
      const [name, ...value] = decl.split(':');
      if (name && value.length > 0) out[name.trim()] = value.join(':').trim();
    }
  }
  return out;
}

function opacityOf(value: string | undefined): number {
  if (value === undefined) return 1;
  const n = value.endsWith('%') ? parseFloat(value) / 100 : parseFloat(value);
  return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 1;
}

/** Every colour the text of `svg` is filled with. */
export function svgTextFills(svg: string): TextFill[] {
  const lineStarts = lineStartsOf(svg);
  const gradients = new Map<string, string[]>();
  let gradient: string[] | undefined;
  for (const m of svg.matchAll(TAG)) {
    const [, closing, name, rest, selfClosing] = m;
    const local = name.replace(/^.*:/, '');
    if (/^(linear|radial)Gradient$/.test(local)) {
      if (closing) gradient = undefined;
      else {
        const id = attributes(rest).id;
        gradient = [];
        if (id) gradients.set(id, gradient);
        if (selfClosing) gradient = undefined;
      }
    } else if (local === 'stop' && gradient && !closing) {
      const attrs = attributes(rest);
      if (attrs['stop-color']) gradient.push(attrs['stop-color']);
    }
  }

  const fills: TextFill[] = [];
  const stack: { name: string; fill: string; opacity: number }[] = [{ name: '', fill: '#000000', opacity: 1 }];
  for (const m of svg.matchAll(TAG)) {
    const [whole, closing, name, rest, selfClosing] = m;
    const local = name.replace(/^.*:/, '');
    if (closing) {
      const at = stack.map((e) => e.name).lastIndexOf(local);
      if (at > 0) stack.length = at;
      continue;
    }
    const parent = stack[stack.length - 1];
    const attrs = attributes(rest);
    const fill = attrs.fill ?? parent.fill;
    const opacity = parent.opacity * opacityOf(attrs.opacity) * opacityOf(attrs['fill-opacity']);
    if (local === 'text' || local === 'tspan') {
      const end = svg.indexOf('<', (m.index ?? 0) + whole.length);
      const text = selfClosing ? '' : svg.slice((m.index ?? 0) + whole.length, end === -1 ? undefined : end).trim();
      const ref = /^url\(\s*['"]?#([^'")\s]+)['"]?\s*\)$/.exec(fill);
      const colours = ref ? (gradients.get(ref[1]) ?? []) : [fill];
      const where = position(lineStarts, m.index ?? 0);
      for (const colour of colours) fills.push({ colour, opacity, ...where, text });
    }
    if (!selfClosing) stack.push({ name: local, fill, opacity });
  }
  return fills.filter((f) => f.colour !== 'none' && f.opacity > 0);
}
