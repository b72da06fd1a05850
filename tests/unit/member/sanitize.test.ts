import { describe, expect, it } from 'vitest';
import { safeUrl, sanitizeHtml } from '../../../server/member-centre/sanitize';

describe('server help sanitizer', () => {
  it('keeps allowed formatting and links', () => {
    expect(
      sanitizeHtml(
        '<h2>Title</h2><p>Hello <strong>there</strong> &amp; <a href="https://x.example/a?b=1&amp;c=2" onclick="x()">link</a></p>',
      ),
    ).toBe(
      '<h2>Title</h2><p>Hello <strong>there</strong> &amp; <a href="https://x.example/a?b=1&amp;c=2" rel="noopener noreferrer">link</a></p>',
    );
  });

  it('drops script, style and iframe with their content, and comments', () => {
    expect(
      sanitizeHtml(
        'a<script>alert(1)</script>b<style>p{}</style>c<iframe src="x"></iframe>d<!-- <script>x</script> -->e<SCRIPT >x</SCRIPT>f',
      ),
    ).toBe('abcdef');
    expect(sanitizeHtml('<p>x<script>never closed')).toBe('<p>x');
  });

  it('strips event handlers, style attributes and dangerous URLs', () => {
    expect(sanitizeHtml('<img src="x.png" onerror="alert(1)" style="a">')).toBe('<img src="x.png">');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x">');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="jav&#x61;script:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href=" java\tscript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img>');
    expect(sanitizeHtml('<p title="x" onmouseover="y">t</p>')).toBe('<p>t</p>');
  });

  it('escapes unknown tags and stray brackets as text, never as markup', () => {
    expect(sanitizeHtml('<custom-el onclick="x">t</custom-el>')).toBe('t');
    expect(sanitizeHtml('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
    expect(sanitizeHtml('<a href="/m/help?i=1" x=">">y</a>')).toBe('<a href="/m/help?i=1" rel="noopener noreferrer">y</a>');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
  });

  it('safeUrl allows http(s), same-origin paths and mailto for links only', () => {
    expect(safeUrl('https://a.example', false)).toBe('https://a.example');
    expect(safeUrl('/assets/x.png', false)).toBe('/assets/x.png');
    expect(safeUrl('//evil.example/x', false)).toBeNull();
    expect(safeUrl('mailto:a@b.c', true)).toBe('mailto:a@b.c');
    expect(safeUrl('mailto:a@b.c', false)).toBeNull();
    expect(safeUrl('vbscript:x', true)).toBeNull();
  });
});
