/** Issue 27 item 5: which language a stored text is answered in (server/content/localized-text.ts). */
import { describe, expect, it } from 'vitest';
import { contentLanguages, textIn } from '../../../server/content/localized-text.ts';

const lucky = { default: 'TY', offered: ['TY', 'EN'] };
const demo = { default: 'EN', offered: ['EN', 'TY'] };

describe('issue 27 item 5: the language of server content', () => {
  it('looks in the asked language, then the tenant default, then EN', () => {
    expect(contentLanguages(demo, 'TY')).toEqual(['TY', 'EN']);
    expect(contentLanguages(lucky, 'EN')).toEqual(['EN', 'TY']);
    expect(contentLanguages(lucky, 'TY')).toEqual(['TY', 'EN']);
    expect(contentLanguages({ default: 'TY', offered: ['TY', 'CN', 'EN'] }, 'CN')).toEqual(['CN', 'TY', 'EN']);
  });

  it('reads a browser tag as its language; no language or one the tenant does not offer is its default', () => {
    expect(contentLanguages(demo, 'ty')).toEqual(['TY', 'EN']);
    expect(contentLanguages(lucky, 'en-US')).toEqual(['EN', 'TY']);
    expect(contentLanguages(lucky, undefined)).toEqual(['TY', 'EN']);
    expect(contentLanguages(demo, 'JA')).toEqual(['EN']);
    expect(contentLanguages(lucky, 'JA')).toEqual(['TY', 'EN']);
  });

  it('picks each field on its own: a text missing or empty in the language falls back', () => {
    const languages = contentLanguages({ default: 'TY', offered: ['TY', 'CN', 'EN'] }, 'CN');
    expect(textIn({ CN: '红包雨', TY: 'Ulan ng pulang sobre', EN: 'Red rain' }, languages)).toBe('红包雨');
    expect(textIn({ TY: 'Ulan ng pulang sobre', EN: 'Red rain' }, languages)).toBe('Ulan ng pulang sobre');
    expect(textIn({ CN: '', EN: 'Red rain' }, languages)).toBe('Red rain');
  });

  it('shows a text written only in a language it does not look in rather than nothing', () => {
    expect(textIn({ JA: 'お知らせ' }, ['TY', 'EN'])).toBe('お知らせ');
    expect(textIn({}, ['EN'])).toBe('');
    expect(textIn(null, ['EN'])).toBe('');
  });
});
