/** The studio's review calls (server/studio/reviews.ts): inbox, notifications, comment threads, the webhook. */
import { call } from '../api';

export type ChangeStatus = 'open' | 'scheduled' | 'published' | 'rejected' | 'failed';

export interface InboxItem {
  id: number;
  tenantId: string;
  title: string;
  author: string;
  status: ChangeStatus;
  createdAt: string;
  updatedAt: string;
  comments: number;
}

export interface InboxCounts {
  awaitingReview: number;
  myOpen: number;
  unread: number;
}

export type ReviewEventName = 'change.submitted' | 'change.approved' | 'change.rejected' | 'change.commented';

export interface Notification {
  id: number;
  event: ReviewEventName;
  tenantId: string;
  changeId: number;
  title: string;
  actor: string | null;
  at: string;
  read: boolean;
}

export interface Comment {
  id: number;
  author: string;
  body: string;
  at: string;
}

export interface WebhookView {
  url: string | null;
  secretHint: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
  deliveries: {
    id: number;
    event: string;
    status: 'pending' | 'delivered' | 'failed';
    attempts: number;
    lastError: string | null;
    createdAt: string;
    deliveredAt: string | null;
  }[];
}

const t = encodeURIComponent;

export const reviewsApi = {
  counts: () => call<InboxCounts>('GET', 'inbox/counts'),
  inbox: () =>
    call<{
      awaitingReview: { count: number; list: InboxItem[] };
      mine: { count: number; list: InboxItem[] };
      unread: number;
      webhookTenants: string[];
    }>('GET', 'inbox'),
  notifications: () => call<{ unread: number; list: Notification[] }>('GET', 'notifications'),
  markRead: (input: { ids: number[] } | { all: true }) => call<{ unread: number }>('POST', 'notifications/read', input),
  comments: (cr: number) => call<Comment[]>('GET', `changes/${cr}/comments`),
  addComment: (cr: number, body: string) => call<Comment[]>('POST', `changes/${cr}/comments`, { body }),
  webhook: (tenantId: string) => call<WebhookView>('GET', `tenants/${t(tenantId)}/webhook`),
  setWebhook: (tenantId: string, input: { url: string; secret?: string }) =>
    call<WebhookView>('POST', `tenants/${t(tenantId)}/webhook`, input),
};

/** Tells the navigation's badge to count again (after a comment, a review or notifications marked read). */
export const INBOX_CHANGED = 'studio-inbox-changed';
export const inboxChanged = () => window.dispatchEvent(new Event(INBOX_CHANGED));
