/**
 * Reviews that reach people (issue 30, item 4): each operator's inbox ("awaiting my review" and
 * "my requests"), comment threads on change requests, the studio's notifications and the
 * tenant's webhook setting (webhooks.ts sends).
 *
 * Who hears of what: a submitted request reaches the tenant's publishers (not its author); an
 * approval or rejection reaches the author; a comment reaches the author, the reviewer and
 * everyone who commented before (never the one commenting). Each event also goes to the
 * tenant's webhook, when it has one. A platform admin may review every tenant's requests, so
 * they count in the admin's inbox, but the admin is not notified of every submission.
 *
 * Roles: all of this is the config's work (editor, publisher, platform admin); a cashier sees
 * none of it (403 E_CASHIER_ROLE) and is never notified. Only a publisher sets the webhook. Nobody
 * reads or marks another operator's notifications, and a change request of a tenant where the
 * operator holds no role answers 404, like one that does not exist.
 */
import type { Db, Queryable } from '../db/types.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';
import { requireRole, type Operator } from './operators.ts';
import { checkWebhookUrl, queueWebhook, secretHint, WEBHOOK_SECRET_MIN, type ReviewEventName, type WebhookSender } from './webhooks.ts';

const COMMENT_MAX = 2000;
const LIST_MAX = 50;

export interface ReviewEvent {
  event: ReviewEventName;
  tenantId: string;
  changeId: number;
  actor: Operator;
  now: Date;
}

/** The operators who hear of `event`, by the rule above (SQL over the change request's people). */
const RECIPIENTS: Record<ReviewEventName, string> = {
  'change.submitted': `SELECT r.operator_id AS id FROM operator_roles r WHERE r.tenant_id = $1 AND r.role = 'publisher'`,
  'change.approved': 'SELECT author_id AS id FROM change_requests WHERE id = $2',
  'change.rejected': 'SELECT author_id AS id FROM change_requests WHERE id = $2',
  'change.commented': `SELECT author_id AS id FROM change_requests WHERE id = $2
      UNION SELECT reviewer_id FROM change_requests WHERE id = $2 AND reviewer_id IS NOT NULL
      UNION SELECT author_id FROM change_comments WHERE change_id = $2`,
};

/**
 * Records an event of a change request in the transaction that made it: a notification for each
 * operator who should hear of it (and still works on the tenant), and a delivery for the tenant's
 * webhook. The webhook is sent once the transaction has committed (the studio calls the sender then).
 */
export async function recordReviewEvent(q: Queryable, e: ReviewEvent): Promise<void> {
  await q.query(
    `INSERT INTO studio_notifications (operator_id, tenant_id, change_id, event, actor_id, created_at)
     SELECT DISTINCT o.id, $1::text, $2::bigint, $3::text, $4::bigint, $5::timestamptz FROM (${RECIPIENTS[e.event]}) p
       JOIN operators o ON o.id = p.id AND NOT o.disabled
      WHERE o.id <> $4::bigint
        AND (o.platform_admin OR EXISTS (SELECT 1 FROM operator_roles w WHERE w.operator_id = o.id AND w.tenant_id = $1::text
                                         AND w.role IN ('editor', 'publisher')))`,
    [e.tenantId, e.changeId, e.event, e.actor.id, e.now],
  );
  const change = await q.query<{ title: string; status: string }>('SELECT title, status FROM change_requests WHERE id = $1', [e.changeId]);
  await queueWebhook(
    q,
    {
      event: e.event,
      tenant: e.tenantId,
      changeRequest: { id: e.changeId, title: change.rows[0]?.title ?? '', status: change.rows[0]?.status ?? '' },
      actor: e.actor.username,
      at: e.now.toISOString(),
    },
    e.now,
  );
}

/** The columns of a change request that every view of one shows: a row of the inbox, the request itself. */
interface ChangeHeadRow {
  id: number;
  tenant_id: string;
  title: string;
  author: string;
  status: string;
  created_at: Date;
  updated_at: Date;
}

/** Those columns as the API shows them (the request's status keeps its row's type). */
export function changeHead<Row extends ChangeHeadRow>(r: Row) {
  return {
    id: Number(r.id),
    tenantId: r.tenant_id,
    title: r.title,
    author: r.author,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

interface ItemRow extends ChangeHeadRow {
  comments: number;
}

const itemView = (r: ItemRow) => ({ ...changeHead(r), comments: Number(r.comments) });

const ITEM_SELECT = `SELECT c.id, c.tenant_id, c.title, a.username AS author, c.status, c.created_at, c.updated_at,
  (SELECT count(*) FROM change_comments k WHERE k.change_id = c.id) AS comments
  FROM change_requests c JOIN operators a ON a.id = c.author_id`;

/** Control characters a comment may not hold (line feed, carriage return and tab it may). */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
const COMMENT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A comment as stored: line breaks as \n, trimmed; 400 when empty, too long or holding control characters. */
function commentText(raw: string): string {
  if (COMMENT_CONTROL.test(raw))
    throw new ApiError(400, 'E_BAD_CHARACTER', 'body.body: must not contain control characters', { field: 'body' });
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (text.length === 0) throw new ApiError(400, 'E_COMMENT_EMPTY', 'body.body: write something first', { field: 'body' });
  if ([...text].length > COMMENT_MAX)
    throw new ApiError(400, 'E_COMMENT_TOO_LONG', `body.body: at most ${COMMENT_MAX} characters`, { field: 'body', max: COMMENT_MAX });
  return text;
}

export function createReviews(deps: {
  db: Db;
  servedTenants: () => string[];
  webhooks: WebhookSender;
  allowLoopback: boolean;
  audit: (q: Queryable, operator: Operator | null, tenantId: string | null, action: string, detail: object, now: Date) => Promise<void>;
}) {
  const { db } = deps;

  /** The tenants the operator does the config's work on, and those it reviews; 403 for a cashier with nothing else. */
  function scope(operator: Operator): { work: string[]; review: string[] } {
    const entries = Object.entries(operator.roles);
    const own = entries.filter(([, role]) => role !== 'cashier').map(([id]) => id);
    if (operator.platformAdmin) {
      const all = [...new Set([...deps.servedTenants(), ...own])];
      return { work: all, review: all };
    }
    if (own.length === 0 && entries.length > 0) throw new ApiError(403, 'E_CASHIER_ROLE', 'A cashier works only at the cash desk');
    return { work: own, review: entries.filter(([, role]) => role === 'publisher').map(([id]) => id) };
  }

  /** The change request's tenant, for an operator who may work on it; 404 when it does not exist or is another tenant's. */
  async function changeTenant(operator: Operator, id: number): Promise<string> {
    const found = await db.query<{ tenant_id: string }>('SELECT tenant_id FROM change_requests WHERE id = $1', [id]);
    const tenantId = found.rows[0]?.tenant_id;
    if (tenantId === undefined || (!operator.platformAdmin && !operator.roles[tenantId]))
      throw apiErrors.notFound('No such change request');
    requireRole(operator, tenantId);
    return tenantId;
  }

  async function counts(operator: Operator, s = scope(operator)) {
    const found = await db.query<{ awaiting: number; mine: number; unread: number }>(
      `SELECT
         (SELECT count(*) FROM change_requests WHERE status = 'open' AND author_id <> $1 AND tenant_id = ANY($2::text[])) AS awaiting,
         (SELECT count(*) FROM change_requests WHERE status IN ('open', 'scheduled') AND author_id = $1 AND tenant_id = ANY($3::text[])) AS mine,
         (SELECT count(*) FROM studio_notifications WHERE operator_id = $1 AND read_at IS NULL AND tenant_id = ANY($3::text[])) AS unread`,
      [operator.id, s.review, s.work],
    );
    const row = found.rows[0];
    return { awaitingReview: Number(row.awaiting), myOpen: Number(row.mine), unread: Number(row.unread) };
  }

  async function comments(q: Queryable, changeId: number) {
    const found = await q.query<{ id: number; author: string; body: string; created_at: Date }>(
      `SELECT k.id, o.username AS author, k.body, k.created_at FROM change_comments k JOIN operators o ON o.id = k.author_id
        WHERE k.change_id = $1 ORDER BY k.created_at, k.id LIMIT 500`,
      [changeId],
    );
    return found.rows.map((k) => ({ id: Number(k.id), author: k.author, body: k.body, at: new Date(k.created_at).toISOString() }));
  }

  return {
    /** The counts for the studio's navigation: awaiting my review, my requests in review, unread notifications. */
    counts: (operator: Operator) => counts(operator),

    async inbox(operator: Operator) {
      const s = scope(operator);
      const awaiting = await db.query<ItemRow>(
        `${ITEM_SELECT} WHERE c.status = 'open' AND c.author_id <> $1 AND c.tenant_id = ANY($2::text[]) ORDER BY c.id DESC LIMIT ${LIST_MAX}`,
        [operator.id, s.review],
      );
      const mine = await db.query<ItemRow>(
        `${ITEM_SELECT} WHERE c.author_id = $1 AND c.tenant_id = ANY($2::text[]) ORDER BY c.updated_at DESC, c.id DESC LIMIT ${LIST_MAX}`,
        [operator.id, s.work],
      );
      const c = await counts(operator, s);
      return {
        awaitingReview: { count: c.awaitingReview, list: awaiting.rows.map(itemView) },
        mine: { count: c.myOpen, list: mine.rows.map(itemView) },
        unread: c.unread,
        /** tenants whose webhook this operator may set */
        webhookTenants: operator.platformAdmin ? s.work.sort() : s.review.sort(),
      };
    },

    async notifications(operator: Operator) {
      const s = scope(operator);
      const found = await db.query<{
        id: number;
        event: ReviewEventName;
        tenant_id: string;
        change_id: number;
        title: string;
        actor: string | null;
        created_at: Date;
        read_at: Date | null;
      }>(
        `SELECT n.id, n.event, n.tenant_id, n.change_id, c.title, a.username AS actor, n.created_at, n.read_at
           FROM studio_notifications n JOIN change_requests c ON c.id = n.change_id LEFT JOIN operators a ON a.id = n.actor_id
          WHERE n.operator_id = $1 AND n.tenant_id = ANY($2::text[]) ORDER BY n.id DESC LIMIT ${LIST_MAX}`,
        [operator.id, s.work],
      );
      return {
        unread: (await counts(operator, s)).unread,
        list: found.rows.map((n) => ({
          id: Number(n.id),
          event: n.event,
          tenantId: n.tenant_id,
          changeId: Number(n.change_id),
          title: n.title,
          actor: n.actor,
          at: new Date(n.created_at).toISOString(),
          read: n.read_at !== null,
        })),
      };
    },

    /** Marks the operator's own notifications read: those of `ids`, or all. Another operator's ids are left as they are. */
    async markRead(operator: Operator, input: { ids?: number[]; all?: boolean }, now: Date) {
      const s = scope(operator);
      if (input.all === true)
        await db.query('UPDATE studio_notifications SET read_at = $2 WHERE operator_id = $1 AND read_at IS NULL', [operator.id, now]);
      else if (input.ids && input.ids.length > 0)
        await db.query(
          'UPDATE studio_notifications SET read_at = $3 WHERE operator_id = $1 AND id = ANY($2::bigint[]) AND read_at IS NULL',
          [operator.id, input.ids, now],
        );
      else throw apiErrors.badRequest('body: give ids or all');
      return { unread: (await counts(operator, s)).unread };
    },

    async comments(operator: Operator, changeId: number) {
      await changeTenant(operator, changeId);
      return comments(db, changeId);
    },

    /** Adds a comment to the thread (plain text, newest last) and tells the request's people. */
    async addComment(operator: Operator, changeId: number, raw: string, now: Date) {
      const tenantId = await changeTenant(operator, changeId);
      const text = commentText(raw);
      const thread = await db.transaction(async (tx) => {
        const inserted = await tx.query<{ id: number }>(
          'INSERT INTO change_comments (change_id, author_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
          [changeId, operator.id, text, now],
        );
        await deps.audit(tx, operator, tenantId, 'change.comment', { change: changeId, comment: Number(inserted.rows[0].id) }, now);
        await recordReviewEvent(tx, { event: 'change.commented', tenantId, changeId, actor: operator, now });
        return comments(tx, changeId);
      });
      void deps.webhooks.deliverDue().catch(() => undefined);
      return thread;
    },

    async webhook(operator: Operator, tenantId: string) {
      requireRole(operator, tenantId, 'publisher');
      const hook = await db.query<{ url: string; secret: string; updated_at: Date; updated_by: string | null }>(
        `SELECT h.url, h.secret, h.updated_at, o.username AS updated_by FROM tenant_webhooks h LEFT JOIN operators o ON o.id = h.updated_by
          WHERE h.tenant_id = $1`,
        [tenantId],
      );
      const deliveries = await db.query<{
        id: number;
        event: string;
        status: string;
        attempts: number;
        last_error: string | null;
        created_at: Date;
        delivered_at: Date | null;
      }>(
        `SELECT id, event, status, attempts, last_error, created_at, delivered_at FROM webhook_deliveries WHERE tenant_id = $1
          ORDER BY id DESC LIMIT 10`,
        [tenantId],
      );
      const h = hook.rows[0];
      return {
        url: h?.url ?? null,
        secretHint: h ? secretHint(h.secret) : null,
        updatedAt: h ? new Date(h.updated_at).toISOString() : null,
        updatedBy: h?.updated_by ?? null,
        deliveries: deliveries.rows.map((d) => ({
          id: Number(d.id),
          event: d.event,
          status: d.status,
          attempts: Number(d.attempts),
          lastError: d.last_error,
          createdAt: new Date(d.created_at).toISOString(),
          deliveredAt: d.delivered_at ? new Date(d.delivered_at).toISOString() : null,
        })),
      };
    },

    /**
     * A publisher sets the tenant's webhook (a secret is needed the first time; without one a
     * change of URL keeps the old secret), or removes it (url ""). Audited with the URL's origin
     * only: a chat's webhook URL can itself be a credential.
     */
    async setWebhook(operator: Operator, tenantId: string, input: { url: string; secret?: string }, now: Date) {
      requireRole(operator, tenantId, 'publisher');
      if (!deps.servedTenants().includes(tenantId)) throw apiErrors.notFound('No such tenant');
      const urlText = input.url.trim();
      await db.transaction(async (tx) => {
        if (urlText === '') {
          const removed = await tx.query('DELETE FROM tenant_webhooks WHERE tenant_id = $1', [tenantId]);
          await deps.audit(tx, operator, tenantId, 'settings.webhook', { removed: removed.rowCount > 0 }, now);
          return;
        }
        const url = checkWebhookUrl(urlText, deps.allowLoopback);
        const secret = input.secret;
        if (secret !== undefined && (secret.length < WEBHOOK_SECRET_MIN || !/^[\x21-\x7e]+$/.test(secret)))
          throw new ApiError(400, 'E_WEBHOOK_SECRET', `body.secret: at least ${WEBHOOK_SECRET_MIN} characters, no spaces`, {
            field: 'secret',
          });
        const had = await tx.query('SELECT 1 FROM tenant_webhooks WHERE tenant_id = $1', [tenantId]);
        if (had.rows.length === 0 && secret === undefined)
          throw new ApiError(400, 'E_WEBHOOK_SECRET', 'body.secret: a new webhook needs a secret to sign its events', { field: 'secret' });
        if (had.rows.length === 0)
          await tx.query('INSERT INTO tenant_webhooks (tenant_id, url, secret, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5)', [
            tenantId,
            url.href,
            secret,
            operator.id,
            now,
          ]);
        else
          await tx.query(
            'UPDATE tenant_webhooks SET url = $2, secret = COALESCE($3, secret), updated_by = $4, updated_at = $5 WHERE tenant_id = $1',
            [tenantId, url.href, secret ?? null, operator.id, now],
          );
        await deps.audit(tx, operator, tenantId, 'settings.webhook', { origin: url.origin, secretChanged: secret !== undefined }, now);
      });
      return this.webhook(operator, tenantId);
    },
  };
}

export type Reviews = ReturnType<typeof createReviews>;
