import { describe, expect, it } from 'vitest';
import { checkChangePassword, sameAsOld } from '../../../screens/member/change-password';
import { chatLanguage, chatLaunchQuery, mayChat, showChatEntry } from '../../../screens/member/chat';

describe('change password rules (SPEC 5)', () => {
  const ok = { oldPassword: 'secret12', newPassword: 'newpass12', confirmNewPassword: 'newpass12' };

  it('passes a valid form', () => {
    expect(checkChangePassword(ok)).toEqual({ oldPassword: null, newPassword: null, confirmNewPassword: null });
  });

  it('old password uses the loginPassword rule, skipped only when optional and empty', () => {
    expect(checkChangePassword({ ...ok, oldPassword: '' }).oldPassword).toBe('auth.passwordRequired');
    expect(checkChangePassword({ ...ok, oldPassword: 'ab' }).oldPassword).toBe('rule.accountFormat');
    expect(checkChangePassword({ ...ok, oldPassword: '' }, { oldOptional: true }).oldPassword).toBeNull();
    expect(checkChangePassword({ ...ok, oldPassword: 'ab' }, { oldOptional: true }).oldPassword).toBe('rule.accountFormat');
  });

  it('new password uses the password rule', () => {
    expect(checkChangePassword({ ...ok, newPassword: '', confirmNewPassword: '' }).newPassword).toBe('auth.passwordRequired');
    expect(checkChangePassword({ ...ok, newPassword: 'a b c d e', confirmNewPassword: 'a b c d e' }).newPassword).toBe(
      'rule.passwordFormat',
    );
    expect(checkChangePassword({ ...ok, newPassword: 'x'.repeat(21), confirmNewPassword: 'x'.repeat(21) }).newPassword).toBe(
      'rule.passwordFormat',
    );
  });

  it("confirm is required ('Enter password') and must match ('Confirmation password not matched')", () => {
    expect(checkChangePassword({ ...ok, confirmNewPassword: '' }).confirmNewPassword).toBe('changePsw.enterPassword');
    expect(checkChangePassword({ ...ok, confirmNewPassword: 'newpass13' }).confirmNewPassword).toBe('in_confirmation_correct');
  });

  it('same as old is detected separately (the Confirmation dialog)', () => {
    expect(sameAsOld({ ...ok, newPassword: 'secret12', confirmNewPassword: 'secret12' })).toBe(true);
    expect(sameAsOld(ok)).toBe(false);
    expect(sameAsOld({ oldPassword: '', newPassword: '', confirmNewPassword: '' })).toBe(false);
  });
});

describe('chat rules (SPEC 6, 7)', () => {
  const member = { cbs3: true, signedIn: true, memberType: 1, labels: [] as string[], trialType: 4 };

  it('chat needs CBS3, a member, a type other than 4 and no nochat label', () => {
    expect(mayChat(member)).toBe(true);
    expect(mayChat({ ...member, cbs3: false })).toBe(false);
    expect(mayChat({ ...member, signedIn: false })).toBe(false);
    expect(mayChat({ ...member, memberType: 4 })).toBe(false);
    expect(mayChat({ ...member, labels: ['VIP 3', 'nochat'] })).toBe(false);
    expect(mayChat({ ...member, memberType: 0 })).toBe(true);
    // The trial type is the tenant's constant, not a literal 4.
    expect(mayChat({ ...member, memberType: 4, trialType: 9 })).toBe(true);
    expect(mayChat({ ...member, memberType: 9, trialType: 9 })).toBe(false);
  });

  it('the entry shows for guests (who go to /m/login) and allowed members, never without CBS3', () => {
    expect(showChatEntry({ ...member, signedIn: false, memberType: undefined })).toBe(true);
    expect(showChatEntry({ ...member, cbs3: false, signedIn: false })).toBe(false);
    expect(showChatEntry({ ...member, memberType: 4 })).toBe(false);
    expect(showChatEntry({ ...member, labels: ['nochat'] })).toBe(false);
    expect(showChatEntry(member)).toBe(true);
  });

  it('language is uppercased with Chinese variants collapsed to CN', () => {
    expect(chatLanguage('en')).toBe('EN');
    expect(chatLanguage('TY')).toBe('TY');
    expect(chatLanguage('zh-CN')).toBe('CN');
    expect(chatLanguage('zh_TW')).toBe('CN');
    expect(chatLanguage('cn')).toBe('CN');
    expect(chatLanguage('vi')).toBe('VI');
  });

  it('the launch query carries b2c=1, language, backUrl, headerColor and title', () => {
    expect(chatLaunchQuery('zh', '/m/message', '#f5b82e', 'Live chat')).toEqual({
      b2c: '1',
      language: 'CN',
      backUrl: '/m/message',
      headerColor: '#f5b82e',
      title: 'Live chat',
    });
  });
});

import { helpIndex } from '../../../screens/member/help-select';

describe('help address (SPEC 2)', () => {
  const articles = [{}, {}, {}, { tag: 'tc' }, { tag: 'privacy' }];
  it('i picks the section, default 0, out of range falls back to 0', () => {
    expect(helpIndex(articles, '')).toBe(0);
    expect(helpIndex(articles, '?i=2')).toBe(2);
    expect(helpIndex(articles, '?i=9')).toBe(0);
    expect(helpIndex(articles, '?i=-1')).toBe(0);
    expect(helpIndex(articles, '?i=x')).toBe(0);
  });
  it('tag=tc and tag=privacy pick those articles, over i', () => {
    expect(helpIndex(articles, '?tag=tc')).toBe(3);
    expect(helpIndex(articles, '?tag=privacy&i=1')).toBe(4);
    expect(helpIndex(articles, '?tag=nope&i=1')).toBe(1);
  });
});

import { canSubmit, checkFeedback, imageKind, imageProblem, QUESTION_TYPES, UNSELECTED } from '../../../screens/member/feedback-rules';

describe('feedback rules (SPEC 2, 5, 9)', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const jpg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
  const gif = new TextEncoder().encode('GIF89a..');

  it('question types are 1, 2, 3, 4, 6 and 0; the initial value is -1', () => {
    expect(QUESTION_TYPES.map((q) => q.value)).toEqual([1, 2, 3, 4, 6, 0]);
    expect(UNSELECTED).toBe(-1);
  });

  it('submit is enabled from 20 characters (trimmed)', () => {
    expect(canSubmit('x'.repeat(19))).toBe(false);
    expect(canSubmit(`  ${'x'.repeat(19)}  `)).toBe(false);
    expect(canSubmit('x'.repeat(20))).toBe(true);
  });

  it('checks type, description bounds, comment and captcha', () => {
    expect(checkFeedback({ type: -1, description: 'x'.repeat(20), comment: '', captcha: '1' }).type).toBe('feedback.typeRequired');
    expect(checkFeedback({ type: 0, description: 'x'.repeat(201), comment: '', captcha: '1' }).description).toBe('feedback.contentLength');
    expect(checkFeedback({ type: 0, description: 'x'.repeat(20), comment: 'c'.repeat(141), captcha: '1' }).comment).toBe(
      'feedback.commentLength',
    );
    expect(checkFeedback({ type: 0, description: 'x'.repeat(20), comment: '', captcha: ' ' }).captcha).toBe('in_vwrite_code');
    expect(checkFeedback({ type: 6, description: 'x'.repeat(200), comment: 'c'.repeat(140), captcha: '12' })).toEqual({
      type: null,
      description: null,
      comment: null,
      captcha: null,
    });
  });

  it('images: PNG or JPG by their bytes, 5 MB each, 3 at most', () => {
    expect(imageKind(png)).toBe('png');
    expect(imageKind(jpg)).toBe('jpeg');
    expect(imageKind(gif)).toBeNull();
    expect(imageProblem({ size: 1000, head: png }, 0)).toBeNull();
    expect(imageProblem({ size: 5 * 1024 * 1024, head: jpg }, 2)).toBeNull();
    expect(imageProblem({ size: 5 * 1024 * 1024 + 1, head: png }, 0)).toBe('feedback.tooLarge');
    expect(imageProblem({ size: 10, head: gif }, 0)).toBe('feedback.badType');
    expect(imageProblem({ size: 10, head: png }, 3)).toBe('feedback.tooMany');
  });
});
