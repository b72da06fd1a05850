/**
 * The SVG allow-list (server/uploads/svg-sanitize.ts) on the tricks a hostile file tries: what it
 * writes is well-formed, cleaning it again changes nothing, and what is not well-formed XML, or
 * leans on the DOCTYPE, is refused rather than guessed at.
 */
import { describe, expect, it } from 'vitest';
import { sanitiseSvg } from '../../../server/uploads/svg-sanitize.ts';

const clean = (source: string): string => {
  const result = sanitiseSvg(source);
  if ('refused' in result) throw new Error(result.refused);
  return result.text;
};
const refusal = (source: string): string => {
  const result = sanitiseSvg(source);
  return 'refused' in result ? result.refused : `kept: ${result.text}`;
};

const SHAPE = '<rect width="1" height="1"/>';

describe('sanitiseSvg', () => {
  it('writes a document that cleans to itself', () => {
    const once = clean(
      `<svg viewBox="0 0 10 10"><g transform="translate(1 1)"><path d="M0 0&#10;L1 1" style="fill:url( '#a' );stroke:#000 !important"/></g><text>&lt;&#x26;&gt; "q"</text></svg>`,
    );
    expect(once).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g transform="translate(1 1)"><path d="M0 0&#10;L1 1" fill="url( '#a' )" stroke="#000"/></g><text>&lt;&amp;&gt; "q"</text></svg>`,
    );
    expect(clean(once)).toBe(once);
  });

  it('drops disguised script: encoded javascript:, CSS escapes and comments, animation, prefixed elements', () => {
    const text = clean(
      `<svg xmlns:x="http://www.w3.org/1999/xlink">${SHAPE}` +
        `<use x:href="&#106;avascript:alert(1)"/><use href=" java&#x09;script:alert(1)"/>` +
        `<circle r="1" fill="u\\72l(https://t.example)" stroke="url(/*x*/https://t.example)" style="fill:expression(alert(1))"/>` +
        `<set attributeName="href" to="javascript:alert(1)"/><animate attributeName="fill"/>` +
        `<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script><SCRIPT>alert(1)</SCRIPT>` +
        `<text><![CDATA[<script>alert(1)</script>]]></text></svg>`,
    );
    expect(text).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/><use/><use/><circle r="1"/><text>&lt;script&gt;alert(1)&lt;/script&gt;</text></svg>',
    );
  });

  it('refuses what is not one well-formed SVG document', () => {
    expect(refusal(`<svg>${SHAPE}</svg><svg/>`)).toContain('a second root element');
    expect(refusal(`<svg><g>${SHAPE}</svg>`)).toContain('</svg> where </g> belongs');
    expect(refusal(`<svg width=10>${SHAPE}</svg>`)).toContain('without quotes');
    expect(refusal(`<svg width="1" width="2">${SHAPE}</svg>`)).toContain('twice');
    expect(refusal(`<svg><rect x="<"/></svg>`)).toContain('a < in the attribute');
    expect(refusal(`<svg>${SHAPE} & </svg>`)).toContain('an & that begins no reference');
    expect(refusal(`<svg>${SHAPE}`)).toContain('<svg> is not closed');
    expect(refusal(`hello <svg>${SHAPE}</svg>`)).toContain('text outside the root element');
    expect(refusal(`<html><svg>${SHAPE}</svg></html>`)).toContain('root element is <html>');
    expect(refusal('<svg><g/><title>only words</title></svg>')).toContain('Nothing that draws');
  });

  it('reads no entity: a DOCTYPE is dropped, and an entity it defines makes the file refused', () => {
    const lol = '<!DOCTYPE svg [<!ENTITY a "xxxxxxxx"><!ENTITY b "&a;&a;&a;&a;">]>';
    expect(refusal(`${lol}<svg><text>&b;</text></svg>`)).toContain('the entity &b;');
    expect(refusal(`<!DOCTYPE svg [<!ENTITY e SYSTEM "file:///etc/passwd">]><svg><text>&e;</text></svg>`)).toContain('the entity &e;');
    expect(clean(`${lol}<svg>${SHAPE}</svg>`)).toBe(`<svg xmlns="http://www.w3.org/2000/svg">${SHAPE}</svg>`);
  });

  it('gives the size from width and height, else from the viewBox, else none', () => {
    expect(sanitiseSvg(`<svg width="120px" height="40">${SHAPE}</svg>`)).toMatchObject({ width: 120, height: 40 });
    expect(sanitiseSvg(`<svg viewBox="0 0 300.4 80">${SHAPE}</svg>`)).toMatchObject({ width: 300, height: 80 });
    expect(sanitiseSvg(`<svg width="100%" height="2em">${SHAPE}</svg>`)).toMatchObject({ width: null, height: null });
  });
});
