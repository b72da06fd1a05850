/**
 * Messages reach the browser compiled (server/static/compiled-messages.ts), so the bundle carries
 * no ICU parser: the compiled form formats exactly as the text would, and text that is not valid
 * ICU is shown as written.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compileMessage, compileMessages, withCompiledMessages } from '../../../server/static/compiled-messages';
import { renderIndexHtml } from '../../../server/static/index-html';

const SAMPLES: [string, Record<string, unknown>][] = [
  ['Hello', {}],
  ['{count} unread', { count: 3 }],
  ['{count, plural, one {# direct downline} other {# direct downlines}}', { count: 1 }],
  ['{count, plural, one {# direct downline} other {# direct downlines}}', { count: 20 }],
  ['{days, plural, =0 {{time}} one {# day {time}} other {# days {time}}}', { days: 0, time: '1:00:00' }],
  ["It's {name}'s turn", { name: 'Ana' }],
];

describe('compiled messages', () => {
  it.each(SAMPLES)('%s formats the same compiled as parsed in the browser', (text, values) => {
    const fromText = new IntlMessageFormat(text, 'en').format(values);
    const fromAst = new IntlMessageFormat(compileMessage(text, 'EN'), 'en').format(values);
    expect(fromAst).toEqual(fromText);
    expect(compileMessage(text, 'EN')).toEqual(parse(text, { locale: new Intl.Locale('en') }));
  });

  it('keeps text that is not valid ICU as a literal', () => {
    expect(compileMessage('{broken', 'EN')).toEqual([{ type: 0, value: '{broken' }]);
  });

  it('compiles a catalogue once per config object', () => {
    const messages = { EN: { a: 'A {x}' }, TY: { a: 'Isang {x}' } };
    const first = compileMessages(messages);
    expect(compileMessages(messages)).toBe(first);
    expect(Object.keys(first.TY)).toEqual(['a']);
    expect(withCompiledMessages({ id: 't', messages }).messages).toBe(first);
  });

  it('index.html carries the compiled messages', () => {
    const html = renderIndexHtml('<html><head><!--app-head--></head></html>', {
      nonce: 'n',
      config: { messages: { EN: { hi: 'Hi {name}' } } },
    });
    const json = /<script id="tenant-config" type="application\/json">(.*?)<\/script>/.exec(html)![1];
    expect((JSON.parse(json) as { messages: { EN: { hi: unknown } } }).messages.EN.hi).toEqual([
      { type: 0, value: 'Hi ' },
      { type: 1, value: 'name' },
    ]);
  });
});
