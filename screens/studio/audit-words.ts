/**
 * An audit entry in words: one sentence of who did what to which site ("demo-publisher approved
 * change #12 “New banner” on demo"), and its details as short lines ("Comment: …", "Host names:
 * a → a, b"). The raw entry stays for support; this is only how the Audit log page reads it.
 */
import type { AuditEntry } from './api';

export interface AuditWords {
  sentence: string;
  details: string[];
}

type Detail = Record<string, unknown>;

const text = (value: unknown): string =>
  value === null || value === undefined
    ? 'none'
    : Array.isArray(value)
      ? value.length === 0
        ? 'none'
        : value.map(text).join(', ')
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);

const onOff = (value: unknown) => (value ? 'on' : 'off');

/** Who acted: the operator, else the command line (by: cli) or the studio's scheduler. */
function actor(entry: AuditEntry): string {
  if (entry.operator) return entry.operator;
  return entry.detail.by === 'cli' ? 'The command line' : 'The scheduler';
}

/** "change #12 “New banner”", the title when the server found it. */
function change(entry: AuditEntry): string {
  const title = entry.changeTitle ? ` “${entry.changeTitle}”` : '';
  return `change #${text(entry.detail.change)}${title}`;
}

/** Where the platform settings of a site changed: each part whose value differs, before → after. */
function settingsChanges(before: Detail, after: Detail): string[] {
  const parts: [string, (d: Detail) => unknown][] = [
    ['Host names', (d) => d.hosts],
    ['Allowed origins', (d) => (d.security as Detail | undefined)?.allowedOrigins],
    ['Trusted origins', (d) => (d.security as Detail | undefined)?.trustedOrigins],
  ];
  return parts
    .filter(([, read]) => JSON.stringify(read(before) ?? []) !== JSON.stringify(read(after) ?? []))
    .map(([name, read]) => `${name}: ${text(read(before))} → ${text(read(after))}`);
}

function by(detail: Detail): string[] {
  return detail.by === 'cli' ? ['From the command line'] : [];
}

/** The entry as a sentence and detail lines; `tenantId` is the site whose log it is. */
export function auditWords(entry: AuditEntry, tenantId: string): AuditWords {
  const who = actor(entry);
  const d = entry.detail;
  const site = tenantId;
  switch (entry.action) {
    case 'change.create':
      return {
        sentence: `${who} submitted ${change(entry)} on ${site}`,
        details: typeof d.entries === 'number' ? [`${d.entries} change${d.entries === 1 ? '' : 's'} to review`] : [],
      };
    case 'publish':
      return {
        sentence: entry.operator
          ? `${who} approved ${change(entry)} on ${site}: version ${text(d.version)} is live`
          : `${who} published ${change(entry)} on ${site} at its time: version ${text(d.version)} is live`,
        details: [],
      };
    case 'change.schedule':
      return {
        sentence: `${who} approved ${change(entry)} on ${site} to go live later`,
        details: [`Goes live at ${typeof d.publishAt === 'string' ? new Date(d.publishAt).toUTCString() : text(d.publishAt)}`],
      };
    case 'change.reject':
      return { sentence: `${who} rejected ${change(entry)} on ${site}`, details: d.comment ? [`Comment: ${text(d.comment)}`] : [] };
    case 'change.fail':
      return {
        sentence: `${change(entry).replace(/^c/, 'C')} on ${site} could not be published at its time`,
        details: [`Reason: ${text(d.reason)}`],
      };
    case 'change.comment':
      return { sentence: `${who} commented on ${change(entry)} on ${site}`, details: [] };
    case 'rollback':
      return {
        sentence: `${who} rolled ${site} back to version ${text(d.to)}`,
        details: [`Published again as version ${text(d.version)}`],
      };
    case 'settings.fourEyes':
      return {
        sentence: `${who} turned four-eyes ${onOff(d.on)} for ${site}`,
        details: [
          d.on ? 'Another publisher now approves each change' : 'A publisher may now publish their own change',
          `It was ${onOff(d.was)}`,
          ...by(d),
        ],
      };
    case 'platform.settings': {
      const changes = settingsChanges((d.before ?? {}) as Detail, (d.after ?? {}) as Detail);
      return {
        sentence: `${who} changed the platform settings of ${site}`,
        details: [...(changes.length ? changes : ['Nothing that differs']), `Recorded as version ${text(d.version)}`, ...by(d)],
      };
    }
    case 'platform.role':
      return d.role === null || d.role === undefined
        ? { sentence: `${who} took away ${text(d.username)}’s role on ${site}`, details: [`It was ${text(d.was)}`] }
        : {
            sentence: `${who} made ${text(d.username)} ${text(d.role)} on ${site}`,
            details: [d.was ? `It was ${text(d.was)}` : 'No role before'],
          };
    case 'settings.webhook':
      return 'removed' in d
        ? { sentence: `${who} removed the webhook of ${site}`, details: d.removed ? [] : ['There was none'] }
        : {
            sentence: `${who} set the webhook of ${site} to ${text(d.origin)}`,
            details: [d.secretChanged ? 'With a new secret' : 'The secret kept'],
          };
    case 'cashdesk.approve.first':
      return {
        sentence: `${who} gave the first approval to withdrawal ${text(d.orderNo)} (${text(d.amount)}) on ${site}`,
        details: [`Approvals: ${text(d.approvals)} of ${text(d.needed)}; another cashier approves it next`, ...reason(d), ...by(d)],
      };
    case 'cashdesk.approve':
      return {
        sentence: `${who} approved withdrawal ${text(d.orderNo)} (${text(d.amount)}) on ${site}`,
        details: [`Approvals: ${text(d.approvals)} of ${text(d.needed)}`, ...reason(d), ...by(d)],
      };
    case 'cashdesk.reject':
      return {
        sentence: `${who} rejected withdrawal ${text(d.orderNo)} (${text(d.amount)}) on ${site}`,
        details: [...reason(d), ...by(d)],
      };
    case 'upload':
      return {
        sentence: `${who} uploaded the image “${text(d.fileName)}” to ${site}`,
        details: [
          `Served at /uploads/${text(d.name)}`,
          `${text(d.contentType)}, ${typeof d.bytes === 'number' ? `${Math.max(1, Math.round(d.bytes / 1024))} KB` : text(d.bytes)}`,
          ...(d.new === false ? ['The same image was there already'] : []),
        ],
      };
    case 'login':
      return { sentence: `${who} signed in`, details: [] };
    case 'logout':
      return { sentence: `${who} signed out`, details: [] };
    default:
      // an action this page has no words for yet still reads as who, what and where
      return {
        sentence: `${who}: ${entry.action} on ${site}`,
        details: Object.entries(d).map(([key, value]) => `${key}: ${text(value)}`),
      };
  }
}

function reason(d: Detail): string[] {
  return typeof d.reason === 'string' && d.reason !== '' ? [`Reason: ${d.reason}`] : [];
}
