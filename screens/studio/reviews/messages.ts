/**
 * The words of the studio's reviews (inbox, notifications, comment threads, webhook) in the
 * studio's languages, EN and TY, as the cash desk keeps its own (cash-desk/messages.ts); `{name}`
 * is filled in by `say`. The language is the studio's one choice, kept in this browser under the
 * same key as the cash desk's, and shared by every part of the page that shows these words.
 */
import { StudioError } from '../api';
import type { ReviewLanguage } from './language';

export { setReviewLanguage, useReviewLanguage, type ReviewLanguage } from './language';

const EN = {
  language: 'Language',
  inboxTitle: 'Inbox',
  awaiting: 'Awaiting my review: {count}',
  awaitingHelp: 'Change requests of others that you may approve or reject.',
  awaitingNone: 'Nothing awaits your review.',
  mine: 'My requests: {count} in review',
  mineHelp: 'Change requests you made, newest first, with their state.',
  mineNone: 'You have made no change requests yet.',
  notifications: 'Notifications: {count} unread',
  notificationsNone: 'No notifications yet.',
  markRead: 'Mark read',
  markReadOf: 'Mark read: {what}',
  markAllRead: 'Mark all read',
  unread: 'Unread',
  by: 'by {who}',
  comments: '{count} comments',
  comment1: '1 comment',
  loading: 'Loading…',
  retry: 'Try again',
  refresh: 'Refresh',
  open: 'Open',
  'status.open': 'Awaiting review',
  'status.scheduled': 'Approved, publishes at its set time',
  'status.published': 'Published',
  'status.rejected': 'Rejected',
  'status.failed': 'Publishing failed',
  'event.change.submitted': '{actor} asks you to review “{title}” ({tenant})',
  'event.change.approved': '{actor} approved your “{title}” ({tenant})',
  'event.change.rejected': '{actor} rejected your “{title}” ({tenant})',
  'event.change.commented': '{actor} commented on “{title}” ({tenant})',
  thread: 'Comments',
  threadNone: 'No comments yet. Ask a question or explain the change.',
  commentLabel: 'Your comment',
  commentHelp: 'Plain text, up to {max} characters. Everyone who works on this request is told.',
  commentSend: 'Add comment',
  commentSending: 'Sending…',
  commentCount: '{count} of {max} characters',
  commentedAt: '{who} on {when}',
  webhook: 'Webhook',
  webhookFor: 'Webhook for {tenant}',
  webhookLinks: 'Send these events to email or chat',
  webhookIntro:
    'Each review event (a request submitted, approved, rejected or commented on) is sent as JSON to this address, signed with the secret (the X-Signature header). The README describes the payload.',
  webhookUrl: 'Address (https://…)',
  webhookUrlHelp: 'An https address on the internet. Private and local network addresses are refused.',
  webhookSecret: 'Secret',
  webhookSecretHelp: 'At least 16 characters, no spaces. Your receiver checks the signature with it.',
  webhookSecretKeep: 'Leave empty to keep the current secret ({hint}).',
  webhookSave: 'Save webhook',
  webhookRemove: 'Remove webhook',
  webhookSaved: 'Saved.',
  webhookRemoved: 'The webhook is removed.',
  webhookNone: 'No webhook is set.',
  webhookCurrent: 'Sending to {url}, set by {who} on {when}.',
  webhookDeliveries: 'Last deliveries',
  webhookDeliveriesNone: 'Nothing sent yet.',
  'delivery.pending': 'Waiting to retry',
  'delivery.delivered': 'Delivered',
  'delivery.failed': 'Failed',
  deliveryAttempts: '{count} attempts',
  event: 'Event',
  state: 'State',
  when: 'When',
  'error.E_WEBHOOK_URL': 'This address cannot be used: {message}',
  'error.E_WEBHOOK_SECRET': 'The secret is not right: {message}',
  'error.E_BAD_CHARACTER': 'Remove the control characters from the text.',
  'error.E_COMMENT_EMPTY': 'Write something first.',
  'error.E_COMMENT_TOO_LONG': 'The comment is too long.',
  'error.E_NETWORK': 'The network is unavailable; check the connection and try again.',
  'error.other': 'The server refused: {message}',
};

export type ReviewKey = keyof typeof EN;

const TY: Record<ReviewKey, string> = {
  language: 'Wika',
  inboxTitle: 'Inbox',
  awaiting: 'Naghihintay ng pagsusuri ko: {count}',
  awaitingHelp: 'Mga change request ng iba na maaari mong aprubahan o tanggihan.',
  awaitingNone: 'Walang naghihintay ng pagsusuri mo.',
  mine: 'Mga request ko: {count} sinusuri',
  mineHelp: 'Mga change request na ginawa mo, pinakabago muna, kasama ang katayuan.',
  mineNone: 'Wala ka pang ginawang change request.',
  notifications: 'Mga abiso: {count} hindi pa nababasa',
  notificationsNone: 'Wala pang abiso.',
  markRead: 'Markahang nabasa',
  markReadOf: 'Markahang nabasa: {what}',
  markAllRead: 'Markahang nabasa lahat',
  unread: 'Hindi pa nababasa',
  by: 'ni {who}',
  comments: '{count} komento',
  comment1: '1 komento',
  loading: 'Naglo-load…',
  retry: 'Subukang muli',
  refresh: 'I-refresh',
  open: 'Buksan',
  'status.open': 'Naghihintay ng pagsusuri',
  'status.scheduled': 'Inaprubahan, ilalathala sa itinakdang oras',
  'status.published': 'Nailathala',
  'status.rejected': 'Tinanggihan',
  'status.failed': 'Nabigo ang paglalathala',
  'event.change.submitted': 'Hinihiling ni {actor} na suriin mo ang “{title}” ({tenant})',
  'event.change.approved': 'Inaprubahan ni {actor} ang “{title}” mo ({tenant})',
  'event.change.rejected': 'Tinanggihan ni {actor} ang “{title}” mo ({tenant})',
  'event.change.commented': 'Nagkomento si {actor} sa “{title}” ({tenant})',
  thread: 'Mga komento',
  threadNone: 'Wala pang komento. Magtanong o ipaliwanag ang pagbabago.',
  commentLabel: 'Ang komento mo',
  commentHelp: 'Payak na teksto, hanggang {max} titik. Sasabihan ang lahat ng gumagawa sa request na ito.',
  commentSend: 'Magdagdag ng komento',
  commentSending: 'Ipinapadala…',
  commentCount: '{count} sa {max} titik',
  commentedAt: '{who} noong {when}',
  webhook: 'Webhook',
  webhookFor: 'Webhook para sa {tenant}',
  webhookLinks: 'Ipadala ang mga pangyayaring ito sa email o chat',
  webhookIntro:
    'Bawat pangyayari sa pagsusuri (request na ipinasa, inaprubahan, tinanggihan o kinomentuhan) ay ipinapadala bilang JSON sa address na ito, pinirmahan gamit ang lihim (ang header na X-Signature). Inilalarawan ng README ang laman.',
  webhookUrl: 'Address (https://…)',
  webhookUrlHelp: 'Isang https address sa internet. Tinatanggihan ang mga pribado at lokal na address ng network.',
  webhookSecret: 'Lihim',
  webhookSecretHelp: 'Hindi bababa sa 16 na titik, walang puwang. Dito sinusuri ng tatanggap ang pirma.',
  webhookSecretKeep: 'Iwanang blangko para panatilihin ang kasalukuyang lihim ({hint}).',
  webhookSave: 'I-save ang webhook',
  webhookRemove: 'Alisin ang webhook',
  webhookSaved: 'Na-save.',
  webhookRemoved: 'Naalis na ang webhook.',
  webhookNone: 'Walang nakatakdang webhook.',
  webhookCurrent: 'Ipinapadala sa {url}, itinakda ni {who} noong {when}.',
  webhookDeliveries: 'Mga huling padala',
  webhookDeliveriesNone: 'Wala pang naipadala.',
  'delivery.pending': 'Naghihintay na subukang muli',
  'delivery.delivered': 'Naihatid',
  'delivery.failed': 'Nabigo',
  deliveryAttempts: '{count} pagsubok',
  event: 'Pangyayari',
  state: 'Katayuan',
  when: 'Kailan',
  'error.E_WEBHOOK_URL': 'Hindi magagamit ang address na ito: {message}',
  'error.E_WEBHOOK_SECRET': 'Mali ang lihim: {message}',
  'error.E_BAD_CHARACTER': 'Alisin ang mga control character sa teksto.',
  'error.E_COMMENT_EMPTY': 'Magsulat muna.',
  'error.E_COMMENT_TOO_LONG': 'Masyadong mahaba ang komento.',
  'error.E_NETWORK': 'Walang network; suriin ang koneksyon at subukang muli.',
  'error.other': 'Tumanggi ang server: {message}',
};

const CATALOGUES: Record<ReviewLanguage, Record<ReviewKey, string>> = { EN, TY };

/** The text of `key` in `language`, with `{name}` replaced from `values`. */
export function say(language: ReviewLanguage, key: ReviewKey, values: Record<string, string | number> = {}): string {
  return CATALOGUES[language][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

export const isReviewKey = (key: string): key is ReviewKey => key in EN;

const locale = (language: ReviewLanguage) => (language === 'TY' ? 'fil-PH' : 'en-GB');

export const when = (language: ReviewLanguage, iso: string) =>
  new Date(iso).toLocaleString(locale(language), { dateStyle: 'medium', timeStyle: 'short' });

/** A server refusal in the operator's words. */
export function errorText(language: ReviewLanguage, error: unknown): string {
  const code = error instanceof StudioError ? error.code : '';
  const message = error instanceof Error ? error.message : String(error);
  const key = `error.${code}`;
  return isReviewKey(key) ? say(language, key, { message }) : say(language, 'error.other', { message });
}
