/** The audit log in words (screens/studio/audit-words.ts): one sentence an entry, its details as lines. */
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../screens/studio/api';
import { auditWords } from '../../../screens/studio/audit-words';

const entry = (
  action: string,
  detail: Record<string, unknown>,
  operator: string | null = 'demo-publisher',
  more: Partial<AuditEntry> = {},
) => ({
  id: 1,
  at: '2025-11-26T10:00:00.000Z',
  action,
  detail,
  operator,
  ...more,
});

describe('auditWords', () => {
  it('says who did what to which change request, by its number and title', () => {
    expect(auditWords(entry('publish', { change: 12, version: 8 }, 'demo-publisher', { changeTitle: 'New banner' }), 'demo')).toEqual({
      sentence: 'demo-publisher approved change #12 “New banner” on demo: version 8 is live',
      details: [],
    });
    expect(
      auditWords(
        entry('change.create', { change: 12, title: 'New banner', entries: 3 }, 'demo-editor', { changeTitle: 'New banner' }),
        'demo',
      ),
    ).toEqual({
      sentence: 'demo-editor submitted change #12 “New banner” on demo',
      details: ['3 changes to review'],
    });
    expect(auditWords(entry('change.reject', { change: 4, comment: 'Wrong colour' }), 'demo')).toEqual({
      sentence: 'demo-publisher rejected change #4 on demo',
      details: ['Comment: Wrong colour'],
    });
    // a scheduled publish has no operator: the scheduler did it
    expect(auditWords(entry('publish', { change: 5, version: 9 }, null, { changeTitle: 'Sale' }), 'demo').sentence).toBe(
      'The scheduler published change #5 “Sale” on demo at its time: version 9 is live',
    );
    expect(auditWords(entry('change.fail', { change: 6, reason: 'E_INVALID' }, null), 'demo')).toEqual({
      sentence: 'Change #6 on demo could not be published at its time',
      details: ['Reason: E_INVALID'],
    });
  });

  it('reads four-eyes, roles, hosts and the webhook', () => {
    expect(auditWords(entry('settings.fourEyes', { on: false, was: true, by: 'studio' }, 'platform-admin'), 'lucky')).toEqual({
      sentence: 'platform-admin turned four-eyes off for lucky',
      details: ['A publisher may now publish their own change', 'It was on'],
    });
    expect(auditWords(entry('settings.fourEyes', { on: true, was: false, by: 'cli' }, null), 'lucky')).toEqual({
      sentence: 'The command line turned four-eyes on for lucky',
      details: ['Another publisher now approves each change', 'It was off', 'From the command line'],
    });
    expect(auditWords(entry('platform.role', { username: 'lucky-operator', role: 'editor', was: null }, 'platform-admin'), 'demo')).toEqual(
      {
        sentence: 'platform-admin made lucky-operator editor on demo',
        details: ['No role before'],
      },
    );
    expect(
      auditWords(entry('platform.role', { username: 'lucky-operator', role: null, was: 'editor' }, 'platform-admin'), 'demo').sentence,
    ).toBe('platform-admin took away lucky-operator’s role on demo');
    const before = { hosts: ['demo.localhost'], security: { allowedOrigins: ['https://a.example'], trustedOrigins: [] } };
    const after = { hosts: ['demo.localhost', 'play.demo.localhost'], security: before.security };
    expect(auditWords(entry('platform.settings', { version: 7, before, after, by: 'studio' }, 'platform-admin'), 'demo')).toEqual({
      sentence: 'platform-admin changed the platform settings of demo',
      details: ['Host names: demo.localhost → demo.localhost, play.demo.localhost', 'Recorded as version 7'],
    });
    expect(auditWords(entry('settings.webhook', { origin: 'https://hooks.example.com', secretChanged: true }), 'demo').sentence).toBe(
      'demo-publisher set the webhook of demo to https://hooks.example.com',
    );
    expect(auditWords(entry('settings.webhook', { removed: true }), 'demo').sentence).toBe('demo-publisher removed the webhook of demo');
  });

  it('reads an upload with where it is served, its type and size', () => {
    const detail = { name: `${'a'.repeat(32)}.png`, fileName: 'summer.png', contentType: 'image/png', bytes: 20480, new: true };
    expect(auditWords(entry('upload', detail, 'demo-editor'), 'demo')).toEqual({
      sentence: 'demo-editor uploaded the image “summer.png” to demo',
      details: [`Served at /uploads/${'a'.repeat(32)}.png`, 'image/png, 20 KB'],
    });
    expect(auditWords(entry('upload', { ...detail, new: false }, 'demo-editor'), 'demo').details).toContain(
      'The same image was there already',
    );
  });

  it('reads the cash desk’s decisions with the amount and the reason', () => {
    const detail = { orderNo: 'W123', amount: '1500.00', reason: 'Payee name does not match', approvals: 1, needed: 1, by: 'studio' };
    expect(auditWords(entry('cashdesk.reject', detail, 'demo-cashier'), 'demo')).toEqual({
      sentence: 'demo-cashier rejected withdrawal W123 (1500.00) on demo',
      details: ['Reason: Payee name does not match'],
    });
    expect(auditWords(entry('cashdesk.approve.first', { ...detail, reason: '', needed: 2 }, 'demo-cashier'), 'demo')).toEqual({
      sentence: 'demo-cashier gave the first approval to withdrawal W123 (1500.00) on demo',
      details: ['Approvals: 1 of 2; another cashier approves it next'],
    });
  });

  it('still reads an action it has no words for as who, what and where, its details as key: value', () => {
    expect(auditWords(entry('content.banner', { id: 3, groups: ['m_home', 'm_reg'] }), 'demo')).toEqual({
      sentence: 'demo-publisher: content.banner on demo',
      details: ['id: 3', 'groups: m_home, m_reg'],
    });
  });

  it('reads in TY when the studio is in TY, with the entry’s own names and numbers', () => {
    expect(auditWords(entry('publish', { change: 12, version: 8 }, 'demo-publisher', { changeTitle: 'New banner' }), 'demo', 'TY')).toEqual(
      {
        sentence: 'Inaprubahan ni demo-publisher ang pagbabago #12 “New banner” sa demo: live na ang bersyon 8',
        details: [],
      },
    );
    expect(auditWords(entry('change.fail', { change: 6, reason: 'E_INVALID' }, null), 'demo', 'TY')).toEqual({
      sentence: 'Hindi nailathala ang pagbabago #6 sa demo sa takdang oras nito',
      details: ['Dahilan: E_INVALID'],
    });
  });
});
