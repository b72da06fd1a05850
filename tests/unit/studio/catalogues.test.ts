/**
 * The studio's words in EN and TY (issue 30): every catalogue has the same keys in both, no TY
 * text is empty, and each TY text fills in the same `{name}` values as its EN one.
 */
import { describe, expect, it } from 'vitest';
import { catalogues as frame } from '../../../screens/studio/messages';
import { catalogues as editor } from '../../../screens/studio/editor-messages';
import { catalogues as record } from '../../../screens/studio/record-messages';
import { catalogues as platform } from '../../../screens/studio/platform-messages';
import { catalogues as tabs } from '../../../screens/studio/editors/tab-messages';
import { catalogues as forms } from '../../../screens/studio/editors/form-messages';
import { catalogues as content } from '../../../screens/studio/editors/content-messages';
import { catalogues as desk } from '../../../screens/studio/cash-desk/messages';
import { catalogues as reviews } from '../../../screens/studio/reviews/messages';
import { catalogues as controls } from '../../../screens/studio/controls-messages';
import { catalogues as login } from '../../../screens/studio/login-messages';
import { catalogues as audit } from '../../../screens/studio/audit-messages';

const CATALOGUES: Record<string, { EN: Record<string, string>; TY: Record<string, string> }> = {
  frame,
  editor,
  record,
  platform,
  tabs,
  forms,
  content,
  desk,
  reviews,
  controls,
  login,
  audit,
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(Object.entries(CATALOGUES))('the %s words', (_, { EN, TY }) => {
  it('have the same keys in EN and TY', () => {
    expect(Object.keys(TY).sort()).toEqual(Object.keys(EN).sort());
  });

  it('have no empty text', () => {
    for (const [key, text] of [...Object.entries(EN), ...Object.entries(TY)]) expect(text.trim(), key).not.toBe('');
  });

  it('fill in the same values in TY as in EN', () => {
    for (const key of Object.keys(EN)) expect(placeholders(TY[key] ?? ''), key).toEqual(placeholders(EN[key]));
  });
});
