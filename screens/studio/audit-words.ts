/**
 * An audit entry in words: one sentence of who did what to which site ("demo-publisher approved
 * change #12 “New banner” on demo"), and its details as short lines ("Comment: …", "Host names:
 * a → a, b"), in the studio's language (audit-messages.ts). The raw entry stays for support;
 * this is only how the Audit log page reads it.
 */
import type { AuditEntry } from './api';
import { say, type AuditKey } from './audit-messages';
import type { StudioLanguage } from './language';

export interface AuditWords {
  sentence: string;
  details: string[];
}

type Detail = Record<string, unknown>;

/** The entry's words in one language. */
function wordsIn(language: StudioLanguage) {
  const w = (key: AuditKey, values?: Record<string, string | number>) => say(language, key, values);
  const text = (value: unknown): string =>
    value === null || value === undefined
      ? w('none')
      : Array.isArray(value)
        ? value.length === 0
          ? w('none')
          : value.map(text).join(', ')
        : typeof value === 'string'
          ? value
          : JSON.stringify(value);
  const onOff = (value: unknown) => (value ? w('on') : w('off'));
  return { w, text, onOff };
}

type Words = ReturnType<typeof wordsIn>;

/** Who acted: the operator, else the command line (by: cli) or the studio's scheduler. */
function actor({ w }: Words, entry: AuditEntry): string {
  if (entry.operator) return entry.operator;
  return entry.detail.by === 'cli' ? w('cli') : w('scheduler');
}

/** "change #12 “New banner”", the title when the server found it. */
function change({ w, text }: Words, entry: AuditEntry): string {
  const id = text(entry.detail.change);
  return entry.changeTitle ? w('changeTitled', { id, title: entry.changeTitle }) : w('change', { id });
}

/** Where the platform settings of a site changed: each part whose value differs, before → after. */
function settingsChanges({ w, text }: Words, before: Detail, after: Detail): string[] {
  const parts: [string, (d: Detail) => unknown][] = [
    [w('hosts'), (d) => d.hosts],
    [w('allowedOrigins'), (d) => (d.security as Detail | undefined)?.allowedOrigins],
    [w('trustedOrigins'), (d) => (d.security as Detail | undefined)?.trustedOrigins],
  ];
  return parts
    .filter(([, read]) => JSON.stringify(read(before) ?? []) !== JSON.stringify(read(after) ?? []))
    .map(([name, read]) => `${name}: ${text(read(before))} → ${text(read(after))}`);
}

/** The entry as a sentence and detail lines, in `language`; `tenantId` is the site whose log it is. */
export function auditWords(entry: AuditEntry, tenantId: string, language: StudioLanguage = 'EN'): AuditWords {
  const words = wordsIn(language);
  const { w, text, onOff } = words;
  const who = actor(words, entry);
  const d = entry.detail;
  const site = tenantId;
  const the = change(words, entry);
  const by = d.by === 'cli' ? [w('fromCli')] : [];
  const reason = typeof d.reason === 'string' && d.reason !== '' ? [w('reason', { text: d.reason })] : [];
  const order = { who, site, order: text(d.orderNo), amount: text(d.amount) };
  switch (entry.action) {
    case 'change.create':
      return {
        sentence: w('create', { who, change: the, site }),
        details: typeof d.entries === 'number' ? [d.entries === 1 ? w('create.count1') : w('create.count', { count: d.entries })] : [],
      };
    case 'publish':
      return {
        sentence: w(entry.operator ? 'publish.approved' : 'publish.timed', { who, change: the, site, version: text(d.version) }),
        details: [],
      };
    case 'change.schedule':
      return {
        sentence: w('schedule', { who, change: the, site }),
        details: [w('schedule.at', { at: typeof d.publishAt === 'string' ? new Date(d.publishAt).toUTCString() : text(d.publishAt) })],
      };
    case 'change.reject':
      return { sentence: w('reject', { who, change: the, site }), details: d.comment ? [w('comment', { text: text(d.comment) })] : [] };
    case 'change.fail': {
      const sentence = w('fail', { change: the, site });
      return { sentence: sentence.charAt(0).toUpperCase() + sentence.slice(1), details: [w('reason', { text: text(d.reason) })] };
    }
    case 'change.comment':
      return { sentence: w('commented', { who, change: the, site }), details: [] };
    case 'rollback':
      return { sentence: w('rollback', { who, site, to: text(d.to) }), details: [w('rollback.again', { version: text(d.version) })] };
    case 'settings.fourEyes':
      return {
        sentence: w('fourEyes', { who, state: onOff(d.on), site }),
        details: [d.on ? w('fourEyes.on') : w('fourEyes.off'), w('itWas', { was: onOff(d.was) }), ...by],
      };
    case 'platform.settings': {
      const changes = settingsChanges(words, (d.before ?? {}) as Detail, (d.after ?? {}) as Detail);
      return {
        sentence: w('settings', { who, site }),
        details: [...(changes.length ? changes : [w('settings.same')]), w('settings.version', { version: text(d.version) }), ...by],
      };
    }
    case 'platform.role':
      return d.role === null || d.role === undefined
        ? { sentence: w('role.removed', { who, user: text(d.username), site }), details: [w('itWas', { was: text(d.was) })] }
        : {
            sentence: w('role.set', { who, user: text(d.username), role: text(d.role), site }),
            details: [d.was ? w('itWas', { was: text(d.was) }) : w('role.none')],
          };
    case 'settings.webhook':
      return 'removed' in d
        ? { sentence: w('webhook.removed', { who, site }), details: d.removed ? [] : [w('webhook.none')] }
        : {
            sentence: w('webhook.set', { who, site, origin: text(d.origin) }),
            details: [d.secretChanged ? w('webhook.newSecret') : w('webhook.kept')],
          };
    case 'cashdesk.approve.first':
      return {
        sentence: w('desk.first', order),
        details: [w('desk.firstCount', { approvals: text(d.approvals), needed: text(d.needed) }), ...reason, ...by],
      };
    case 'cashdesk.approve':
      return {
        sentence: w('desk.approve', order),
        details: [w('desk.count', { approvals: text(d.approvals), needed: text(d.needed) }), ...reason, ...by],
      };
    case 'cashdesk.reject':
      return { sentence: w('desk.reject', order), details: [...reason, ...by] };
    case 'upload':
      return {
        sentence: w('upload', { who, file: text(d.fileName), site }),
        details: [
          w('upload.at', { name: text(d.name) }),
          `${text(d.contentType)}, ${typeof d.bytes === 'number' ? `${Math.max(1, Math.round(d.bytes / 1024))} KB` : text(d.bytes)}`,
          ...(d.new === false ? [w('upload.same')] : []),
        ],
      };
    case 'login':
      return { sentence: w('login', { who }), details: [] };
    case 'logout':
      return { sentence: w('logout', { who }), details: [] };
    default:
      // an action this page has no words for yet still reads as who, what and where
      return {
        sentence: w('other', { who, action: entry.action, site }),
        details: Object.entries(d).map(([key, value]) => `${key}: ${text(value)}`),
      };
  }
}
