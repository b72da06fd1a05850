/** Member centre endpoints: change password, announcement read flags, inbox. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from './account-support.ts';
import { call, expectError, expectOk, freshMember, loginToken, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const change = (token: string | undefined, body: unknown) => call(server, '/api/member/password/change', { method: 'POST', token, body });

describe('changePassword', () => {
  it('needs a session', async () => {
    expectError(await change(undefined, { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }), 401, 'E_UNAUTHORIZED');
  });

  it('refuses a wrong old password, a mismatch, the same password and a rule breach, naming the field and message key', async () => {
    const m = await freshMember(server);
    const token = await loginToken(server, m.account, m.password);
    const wrongOld = await change(token, { oldPassword: 'not-it-123', newPassword: 'newpass12', confirmNewPassword: 'newpass12' });
    expectError(wrongOld, 400, 'E_BAD_REQUEST');
    expect(wrongOld.json.value).toEqual({ field: 'oldPassword', messageKey: 'changePsw.oldWrong' });
    const mismatch = await change(token, { oldPassword: m.password, newPassword: 'newpass12', confirmNewPassword: 'newpass13' });
    expectError(mismatch, 400, 'E_BAD_REQUEST');
    expect(mismatch.json.value).toEqual({ field: 'confirmNewPassword', messageKey: 'in_confirmation_correct' });
    const same = await change(token, { oldPassword: m.password, newPassword: m.password, confirmNewPassword: m.password });
    expect(expectError(same, 400, 'E_BAD_REQUEST')).toContain('The new password and the old password cannot be the same');
    const short = await change(token, { oldPassword: m.password, newPassword: 'ab1', confirmNewPassword: 'ab1' });
    expectError(short, 400, 'E_BAD_REQUEST');
    expect(short.json.value).toEqual({ field: 'newPassword', messageKey: 'rule.password' });
    expectError(await change(token, { oldPassword: m.password, newPassword: 'x' }), 400, 'E_BAD_REQUEST');
    // nothing changed: the old password still logs in
    await loginToken(server, m.account, m.password);
  }, 60_000);

  it('sets the new password, keeps this session and revokes the others', async () => {
    const m = await freshMember(server);
    const token = await loginToken(server, m.account, m.password);
    const other = await loginToken(server, m.account, m.password);
    expect(
      expectOk(
        await change(token, { oldPassword: m.password, newPassword: 'fresh-pass1', confirmNewPassword: 'fresh-pass1' }),
        'api/changePassword.response',
      ),
    ).toBeNull();
    expectOk(await call(server, '/api/member/info', { token }), 'api/memberInfo.response');
    expectError(await call(server, '/api/member/info', { token: other }), 401, 'E_UNAUTHORIZED');
    expectError(
      await call(server, '/api/member/login', { method: 'POST', body: { type: 'username', username: m.account, password: m.password } }),
      401,
      'E_LOGIN_FAILED',
    );
    await loginToken(server, m.account, 'fresh-pass1');
  }, 60_000);
});

describe('markRead', () => {
  it('sets and clears a read flag per member, scoped to the tenant; unread counts follow', async () => {
    const m = await freshMember(server);
    const token = await loginToken(server, m.account, m.password);
    const before = expectOk(await call(server, '/api/notices', { token }), 'api/notices.response');
    expect(before.list.length).toBeGreaterThan(0);
    expect(before.unreadCount).toBe(before.list.length);
    const id = before.list[0].id;
    expect(
      expectOk(
        await call(server, '/api/notices/read', { method: 'POST', token, body: { announcementId: id, read: true } }),
        'api/markRead.response',
      ),
    ).toBeNull();
    expectOk(
      await call(server, '/api/notices/read', { method: 'POST', token, body: { announcementId: id, read: true } }),
      'api/markRead.response',
    );
    const after = expectOk(await call(server, '/api/notices', { token }), 'api/notices.response');
    expect(after.list.find((n: { id: number }) => n.id === id).read).toBe(true);
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    expect(expectOk(await call(server, '/api/announcements/unread', { token }), 'api/unreadAnnouncements.response').count).toBe(
      before.unreadCount - 1,
    );
    // another member is untouched
    const other = await freshMember(server);
    const otherToken = await loginToken(server, other.account, other.password);
    expect(expectOk(await call(server, '/api/notices', { token: otherToken }), 'api/notices.response').unreadCount).toBe(
      before.list.length,
    );
    expectOk(
      await call(server, '/api/notices/read', { method: 'POST', token, body: { announcementId: id, read: false } }),
      'api/markRead.response',
    );
    expect(expectOk(await call(server, '/api/notices', { token }), 'api/notices.response').unreadCount).toBe(before.unreadCount);
    // a notice of another tenant is not found; guests are refused
    const lucky = await server.server.db.query<{ id: number }>("SELECT id FROM notices WHERE tenant_id = 'lucky' LIMIT 1");
    if (lucky.rows[0])
      expectError(
        await call(server, '/api/notices/read', { method: 'POST', token, body: { announcementId: Number(lucky.rows[0].id), read: true } }),
        404,
        'E_NOT_FOUND',
      );
    expectError(
      await call(server, '/api/notices/read', { method: 'POST', token, body: { announcementId: 99999999, read: true } }),
      404,
      'E_NOT_FOUND',
    );
    expectError(
      await call(server, '/api/notices/read', { method: 'POST', body: { announcementId: id, read: true } }),
      401,
      'E_UNAUTHORIZED',
    );
    expectError(
      await call(server, '/api/notices/read', { method: 'POST', token, body: { announcementId: 'x', read: true } }),
      400,
      'E_BAD_REQUEST',
    );
  }, 60_000);
});

describe('inbox', () => {
  it("lists the member's messages; reading one lowers the unread badge count", async () => {
    const m = await freshMember(server);
    await server.server.db.query(
      `INSERT INTO inbox_messages (member_id, title, content, read)
       VALUES ($1, '{"EN": "Hello"}', '{"EN": "First"}', false), ($1, '{"EN": "Old"}', '{"EN": "Second"}', true)`,
      [m.id],
    );
    const token = await loginToken(server, m.account, m.password);
    const listed = expectOk(await call(server, '/api/inbox', { token }), 'api/inbox.response');
    expect(listed.list.map((x: { title: string }) => x.title).sort()).toEqual(['Hello', 'Old']);
    expect(listed.unreadCount).toBe(1);
    expect(expectOk(await call(server, '/api/inbox/unread', { token }), 'api/unreadInbox.response').count).toBe(1);
    const hello = listed.list.find((x: { title: string }) => x.title === 'Hello');
    expect(
      expectOk(await call(server, '/api/inbox/read', { method: 'POST', token, body: { messageId: hello.id } }), 'api/inboxRead.response'),
    ).toBeNull();
    expect(expectOk(await call(server, '/api/inbox', { token }), 'api/inbox.response').unreadCount).toBe(0);
    expect(expectOk(await call(server, '/api/inbox/unread', { token }), 'api/unreadInbox.response').count).toBe(0);
    // someone else's message is not found
    const other = await freshMember(server);
    const otherToken = await loginToken(server, other.account, other.password);
    expectError(
      await call(server, '/api/inbox/read', { method: 'POST', token: otherToken, body: { messageId: hello.id } }),
      404,
      'E_NOT_FOUND',
    );
    expect(expectOk(await call(server, '/api/inbox', { token: otherToken }), 'api/inbox.response').list).toEqual([]);
    expectError(await call(server, '/api/inbox'), 401, 'E_UNAUTHORIZED');
  }, 60_000);

  it('a trial member (type 4) has no inbox: 403 E_FREE_REJECT with free_reject', async () => {
    const m = await freshMember(server, 'demo', 4);
    const token = await loginToken(server, m.account, m.password);
    const refused = await call(server, '/api/inbox', { token });
    expectError(refused, 403, 'E_FREE_REJECT');
    expect(refused.json.value).toEqual({ messageKey: 'free_reject' });
  }, 60_000);
});

describe('chat', () => {
  const launch = (
    token: string | undefined,
    query = '?b2c=1&language=EN&backUrl=%2Fm%2Fmessage&headerColor=%23f5b82e&title=Live%20chat',
    headers: Record<string, string> = {},
  ) => call(server, `/api/chat/launch${query}`, { token, headers });

  it('launches the same-origin demo chat for a member; the conversation reads the chat badge to 0', async () => {
    const token = await loginToken(server, 'demo', 'demo1234');
    const value = expectOk(await launch(token), 'api/chatLaunch.response');
    expect(value.chatUrl).toBe('/m/message?chat=demo&lang=EN&back=%2Fm%2Fmessage');
    expect(expectOk(await call(server, '/api/chat/unread', { token }), 'api/unreadChat.response').unReadCount).toBe(1);
    const messages = expectOk(await call(server, '/api/chat/messages', { token }), 'api/chatMessages.response');
    expect(messages.list.map((m: { body: string }) => m.body)).toEqual(['Hello! How can we help you today?']);
    expect(expectOk(await call(server, '/api/chat/unread', { token }), 'api/unreadChat.response').unReadCount).toBe(0);
  }, 60_000);

  it('refuses guests, a bad query, an off-site backUrl, type 4, the nochat label and tenants without CBS3', async () => {
    expectError(await launch(undefined), 401, 'E_UNAUTHORIZED');
    const m = await freshMember(server);
    const token = await loginToken(server, m.account, m.password);
    expectError(await launch(token, '?b2c=0&language=EN'), 400, 'E_BAD_REQUEST');
    expectError(await launch(token, '?b2c=1&language=en'), 400, 'E_BAD_REQUEST');
    expect(expectOk(await launch(token, '?b2c=1&language=CN&backUrl=%2F%2Fevil.example'), 'api/chatLaunch.response').chatUrl).toBe(
      '/m/message?chat=demo&lang=CN',
    );
    const trial = await freshMember(server, 'demo', 4);
    expectError(await launch(await loginToken(server, trial.account, trial.password)), 403, 'E_FREE_REJECT');
    await server.server.db.query("INSERT INTO member_labels (member_id, label_name) VALUES ($1, 'nochat')", [m.id]);
    expectError(await launch(token), 403, 'E_FORBIDDEN');
    expectError(await call(server, '/api/chat/messages', { token }), 403, 'E_FORBIDDEN');
    const lucky = await loginToken(server, 'lucky', 'lucky1234', {}, 'lucky');
    expectError(await launch(lucky, undefined, { 'x-tenant': 'lucky' }), 403, 'E_FORBIDDEN');
  }, 60_000);
});

describe('help', () => {
  it('serves the seeded articles per tenant and language, with tc and privacy tags', async () => {
    const en = expectOk(await call(server, '/api/help?lang=EN&device=MOBILE'), 'api/help.response');
    expect(en.map((a: { title: string }) => a.title)).toEqual([
      'About us',
      'How to deposit',
      'How to withdraw',
      'Terms and conditions',
      'Privacy policy',
      'Responsible gaming',
    ]);
    expect(en.find((a: { tag?: string }) => a.tag === 'tc').title).toBe('Terms and conditions');
    expect(en[0].content).toContain('Demo Play');
    const ty = expectOk(await call(server, '/api/help?lang=TY&device=MOBILE'), 'api/help.response');
    expect(ty[0].title).toBe('Tungkol sa amin');
    expect(ty.find((a: { tag?: string }) => a.tag === 'privacy').title).toBe('Patakaran sa privacy');
    const lucky = expectOk(
      await call(server, '/api/help?lang=EN&device=MOBILE', { headers: { 'x-tenant': 'lucky' } }),
      'api/help.response',
    );
    expect(lucky[0].content).toContain('Lucky Star');
    // an unknown language falls back to EN; a malformed one is refused
    expect(expectOk(await call(server, '/api/help?lang=VI&device=MOBILE'), 'api/help.response')[0].title).toBe('About us');
    expectError(await call(server, '/api/help?lang=%3Cx%3E'), 400, 'E_BAD_REQUEST');
  });

  it('sanitizes stored HTML on the way out: no script, no event handler, no javascript: link', async () => {
    await server.server.db.query(
      "INSERT INTO help_articles (tenant_id, sort_order, title, content) VALUES ('demo', 99, '{\"EN\": \"Bad\"}', jsonb_build_object('EN', $1::text))",
      [
        '<p>ok</p><script>window.pwned=1</script><img src="/x.png" onerror="window.pwned=2"><a href="javascript:alert(1)" onclick="x()">l</a>',
      ],
    );
    const articles = expectOk(await call(server, '/api/help?lang=EN'), 'api/help.response');
    expect(articles.find((a: { title: string }) => a.title === 'Bad').content).toBe(
      '<p>ok</p><img src="/x.png"><a rel="noopener noreferrer">l</a>',
    );
  });
});

describe('feedback', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]).toString('base64');
  const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]).toString('base64');
  const GIF = Buffer.from('GIF89a' + 'x'.repeat(40)).toString('base64');
  const send = (token: string | undefined, body: unknown) => call(server, '/api/feedback', { method: 'POST', token, body });

  it('stores a valid feedback with its images; the captcha is single use', async () => {
    const m = await freshMember(server);
    const token = await loginToken(server, m.account, m.password);
    const { captchaId, answer } = await solvedCaptcha(server);
    const body = {
      type: 6,
      content: '  I would like to apply as an agent please.  ',
      comment: 'call me',
      captchaId,
      captcha: answer,
      images: [{ data: PNG }, { data: JPG }],
    };
    expect(expectOk(await send(token, body), 'api/feedback.response')).toBeNull();
    const stored = await server.server.db.query<{ type: number; content: string; comment: string; n: number }>(
      'SELECT f.type, f.content, f.comment, (SELECT count(*) FROM feedback_images i WHERE i.feedback_id = f.id) AS n FROM feedback f WHERE f.member_id = $1',
      [m.id],
    );
    expect(stored.rows.map((r) => ({ ...r, n: Number(r.n) }))).toEqual([
      { type: 6, content: 'I would like to apply as an agent please.', comment: 'call me', n: 2 },
    ]);
    const mimes = await server.server.db.query<{ mime: string }>(
      'SELECT i.mime FROM feedback_images i JOIN feedback f ON f.id = i.feedback_id WHERE f.member_id = $1 ORDER BY i.id',
      [m.id],
    );
    expect(mimes.rows.map((r) => r.mime)).toEqual(['image/png', 'image/jpeg']);
    expectError(await send(token, body), 400, 'E_CAPTCHA_REQUIRED');
  }, 60_000);

  it('refuses guests, short or long descriptions, long comments, unknown types, non-images and more than 3 images', async () => {
    const m = await freshMember(server);
    const token = await loginToken(server, m.account, m.password);
    const base = async () => ({
      type: 1,
      content: 'My deposit has not arrived yet.',
      ...(await solvedCaptcha(server).then((c) => ({ captchaId: c.captchaId, captcha: c.answer }))),
    });
    expectError(await send(undefined, await base()), 401, 'E_UNAUTHORIZED');
    const short = await send(token, { ...(await base()), content: 'too short' });
    expectError(short, 400, 'E_BAD_REQUEST');
    expect(short.json.value.messageKey).toBe('feedback.contentLength');
    expect((await send(token, { ...(await base()), content: 'x'.repeat(201) })).json.value.messageKey).toBe('feedback.contentLength');
    expect((await send(token, { ...(await base()), comment: 'c'.repeat(141) })).json.value.messageKey).toBe('feedback.commentLength');
    expectError(await send(token, { ...(await base()), type: 5 }), 400, 'E_BAD_REQUEST');
    expectError(await send(token, { ...(await base()), type: -1 }), 400, 'E_BAD_REQUEST');
    const gif = await send(token, { ...(await base()), images: [{ data: GIF }] });
    expectError(gif, 400, 'E_BAD_REQUEST');
    expect(gif.json.value.messageKey).toBe('feedback.badType');
    expectError(
      await send(token, { ...(await base()), images: [{ data: PNG }, { data: PNG }, { data: PNG }, { data: PNG }] }),
      400,
      'E_BAD_REQUEST',
    );
    expectError(await send(token, { ...(await base()), captcha: '0000000' }), 400, 'E_CAPTCHA_REQUIRED');
    const count = await server.server.db.query<{ n: number }>('SELECT count(*) AS n FROM feedback WHERE member_id = $1', [m.id]);
    expect(Number(count.rows[0].n)).toBe(0);
  }, 60_000);
});

describe('feedback uploads of real size', () => {
  const send = (token: string | undefined, body: unknown) => call(server, '/api/feedback', { method: 'POST', token, body });
  it('accepts three 4 MB photos in one request and refuses a photo over 5 MB', async () => {
    const m = await freshMember(server);
    const token = await loginToken(server, m.account, m.password);
    const photo = (bytes: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(bytes - 4, 7)]).toString('base64');
    const base = async () => ({
      type: 3,
      content: 'The game froze after my spin, please check it.',
      ...(await solvedCaptcha(server).then((c) => ({ captchaId: c.captchaId, captcha: c.answer }))),
    });
    const big = photo(4 * 1024 * 1024);
    expectOk(await send(token, { ...(await base()), images: [{ data: big }, { data: big }, { data: big }] }), 'api/feedback.response');
    const tooLarge = await send(token, { ...(await base()), images: [{ data: photo(5 * 1024 * 1024 + 1) }] });
    expectError(tooLarge, 400, 'E_BAD_REQUEST');
    expect(tooLarge.json.value.messageKey).toBe('feedback.tooLarge');
  }, 60_000);
});

describe('activities', () => {
  it('lists demo promotions in sequence with banners and statuses; sign-up is per member and idempotent; lucky has none', async () => {
    const guest = expectOk(await call(server, '/api/activities?lang=EN'), 'api/activities.response');
    expect(guest.list.map((a: { sequence: number; status: string }) => [a.sequence, a.status])).toEqual([
      [1, 'open'],
      [2, 'automatic'],
      [3, 'open'],
    ]);
    expect(Buffer.from(guest.list[0].imageUrl.split(',')[1], 'base64').toString()).toContain('Welcome bonus 100%');
    expect(expectOk(await call(server, '/api/activities?lang=TY'), 'api/activities.response').list[1].title).toBe('Araw-araw na cashback');
    const m = await freshMember(server);
    const token = await loginToken(server, m.account, m.password);
    const first = guest.list[0].id;
    expectOk(
      await call(server, '/api/activities/signup', { method: 'POST', token, body: { activityId: first } }),
      'api/activitySignUp.response',
    );
    expectOk(
      await call(server, '/api/activities/signup', { method: 'POST', token, body: { activityId: first } }),
      'api/activitySignUp.response',
    );
    expect(expectOk(await call(server, '/api/activities?lang=EN', { token }), 'api/activities.response').list[0].status).toBe('signedUp');
    expect(expectOk(await call(server, '/api/activities?lang=EN'), 'api/activities.response').list[0].status).toBe('open');
    expectError(
      await call(server, '/api/activities/signup', { method: 'POST', token, body: { activityId: guest.list[1].id } }),
      404,
      'E_NOT_FOUND',
    );
    expectError(await call(server, '/api/activities/signup', { method: 'POST', body: { activityId: first } }), 401, 'E_UNAUTHORIZED');
    const trial = await freshMember(server, 'demo', 4);
    expectError(
      await call(server, '/api/activities/signup', {
        method: 'POST',
        token: await loginToken(server, trial.account, trial.password),
        body: { activityId: first },
      }),
      403,
      'E_FREE_REJECT',
    );
    expect(
      expectOk(await call(server, '/api/activities?lang=TY', { headers: { 'x-tenant': 'lucky' } }), 'api/activities.response').list,
    ).toEqual([]);
  }, 60_000);
});

describe('inviteInfo', () => {
  it('gives a lucky member a stable invitation code that registration accepts; demo without REFERRAL refuses', async () => {
    const m = await freshMember(server, 'lucky');
    const token = await loginToken(server, m.account, m.password, {}, 'lucky');
    const first = expectOk(
      await call(server, '/api/member/invite', { token, headers: { 'x-tenant': 'lucky' } }),
      'api/inviteInfo.response',
    );
    expect(first.registerPath).toBe(`/m/register?code=${first.code}`);
    expect(
      expectOk(await call(server, '/api/member/invite', { token, headers: { 'x-tenant': 'lucky' } }), 'api/inviteInfo.response'),
    ).toEqual(first);
    const checked = await call(server, `/api/affiliate/check?code=${first.code}`, { headers: { 'x-tenant': 'lucky' } });
    expect(expectOk(checked, 'api/affiliateCheck.response').valid).toBe(true);
    expectError(await call(server, '/api/member/invite', { headers: { 'x-tenant': 'lucky' } }), 401, 'E_UNAUTHORIZED');
    const d = await freshMember(server);
    expectError(await call(server, '/api/member/invite', { token: await loginToken(server, d.account, d.password) }), 403, 'E_FORBIDDEN');
  }, 60_000);
});

describe('securityStatus', () => {
  it("reports demo's bound mobile masked; a fresh member has nothing bound", async () => {
    const demo = expectOk(
      await call(server, '/api/member/security', { token: await loginToken(server, 'demo', 'demo1234') }),
      'api/securityStatus.response',
    );
    expect(demo.mobile).toBe('+63 91******67');
    expect(JSON.stringify(demo)).not.toContain('9171234567');
    const m = await freshMember(server);
    expect(
      expectOk(
        await call(server, '/api/member/security', { token: await loginToken(server, m.account, m.password) }),
        'api/securityStatus.response',
      ),
    ).toEqual({ paymentPassword: false, mobile: null, email: null });
    expectError(await call(server, '/api/member/security'), 401, 'E_UNAUTHORIZED');
  }, 60_000);
});
