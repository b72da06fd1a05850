/**
 * Messages reach the browser compiled (server/static/compiled-messages.ts), so the bundle carries
 * no ICU parser: the compiled form formats exactly as the text would, and text that is not valid
 * ICU is shown as written. The page names one file per language, named by its content.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import {
  compileMessage,
  compileMessages,
  messageFiles,
  parseMessageFileName,
  withCompiledMessages,
} from '../../../server/static/compiled-messages';
import { renderIndexHtml } from '../../../server/static/index-html';
import { configFile, parseConfigFileName } from '../../../server/static/config-file';
import type { MessageFileList } from '../../../engine/i18n/catalogues';

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

  it('index.html names one compiled message file per language and the config file, and carries neither', () => {
    const tenant = {
      languages: { default: 'EN' },
      messages: { EN: { hi: 'Hi {name}', 'app.retry': 'Try again' }, TY: { hi: 'Kumusta {name}' } },
    };
    const file = configFile(tenant);
    const config = file.config;
    const html = renderIndexHtml('<html><head><!--app-head--></head></html>', { nonce: 'n', config, configPath: file.path });
    expect(html).toContain(`<script id="tenant-config" type="application/json" data-src="${file.path}"></script>`);
    expect(html).not.toContain('Kumusta');
    expect(file.path).toMatch(/^\/config\/[0-9a-f]{16}\.json$/);
    // the config file carries no catalogue either
    expect(JSON.parse(file.body.toString())).toEqual({ languages: { default: 'EN' }, messages: {} });
    const list = JSON.parse(/<script id="message-files" type="application\/json">(.*?)<\/script>/.exec(html)![1]) as MessageFileList;
    const files = messageFiles(config);
    expect(list).toEqual({
      files: { EN: files.get('EN')!.path, TY: files.get('TY')!.path },
      start: 'EN',
      // only the service error page's messages that the tenant has, for the start language
      errorPage: { 'app.retry': [{ type: 0, value: 'Try again' }] },
    });
    expect(list.files.EN).toMatch(/^\/i18n\/EN\.[0-9a-f]{16}\.json$/);
    expect(JSON.parse(files.get('EN')!.body.toString()).hi).toEqual([
      { type: 0, value: 'Hi ' },
      { type: 1, value: 'name' },
    ]);
    expect(gunzipSync(files.get('TY')!.compressed('gzip')).toString()).toBe(files.get('TY')!.body.toString());
  });

  it('a config file is named by its content: the same name for the same config, a new one when it changes', () => {
    const a = configFile({ brand: { name: 'A' } });
    expect(configFile({ brand: { name: 'A' } }).path).toBe(a.path);
    expect(configFile({ brand: { name: 'B' } }).path).not.toBe(a.path);
    expect(parseConfigFileName(a.path.slice('/config/'.length))).toBe(a.hash);
    for (const name of ['', 'x.json', `${a.hash}.js`, `${a.hash.toUpperCase()}.json`, `../${a.hash}.json`, `${a.hash}0.json`])
      expect(parseConfigFileName(name), name).toBeUndefined();
    expect(gunzipSync(a.compressed('gzip')).toString()).toBe(a.body.toString());
  });

  it('a message file is named by its content: the same name for the same messages, a new one when a message changes', () => {
    const a = messageFiles({ messages: { EN: { hi: 'Hi' } } }).get('EN')!;
    const same = messageFiles({ messages: { EN: { hi: 'Hi' } } }).get('EN')!;
    const changed = messageFiles({ messages: { EN: { hi: 'Hello' } } }).get('EN')!;
    expect(same.path).toBe(a.path);
    expect(changed.path).not.toBe(a.path);
    expect(parseMessageFileName(a.path.slice('/i18n/'.length))).toEqual({ language: 'EN', hash: a.hash });
    for (const name of [
      'EN.json',
      'EN.123.json',
      '../EN.0123456789abcdef.json',
      'EN.0123456789ABCDEF.json',
      'EN.0123456789abcdef.json\u0000',
      'E.0123456789abcdef.json',
    ])
      expect(parseMessageFileName(name), name).toBeUndefined();
  });
});
