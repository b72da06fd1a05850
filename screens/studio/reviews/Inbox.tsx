/**
 * The operator's inbox (issue 30, item 4), across every site they work on: change requests
 * awaiting their review (not their own, only where their role may approve), their notifications
 * (marked read one by one or all at once), their own requests with their state, and the sites
 * whose webhook they may set. Loaded lazily by the studio's frame; a cashier never sees it.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { button, colours, panel, Status } from '../ui';
import { inboxChanged, reviewsApi, type InboxItem, type Notification } from './api';
import { useStudioLanguage, type StudioLanguage } from '../language';
import { errorText, say, when, type ReviewKey } from './messages';

type InboxData = Awaited<ReturnType<typeof reviewsApi.inbox>>;

const row = { borderTop: `1px solid ${colours.line}`, padding: '8px 0', display: 'grid', gap: 2 } as const;
const meta = { fontSize: 12, color: colours.muted } as const;

function ChangeItem({ item, language, showAuthor }: { item: InboxItem; language: StudioLanguage; showAuthor: boolean }) {
  const s = (key: ReviewKey, values?: Record<string, string | number>) => say(language, key, values);
  return (
    <li css={row}>
      <Link href={`/${item.tenantId}/changes/${item.id}`} css={{ overflowWrap: 'anywhere', fontWeight: 600 }}>
        #{item.id} {item.title}
      </Link>
      <span css={meta}>
        {item.tenantId}
        {showAuthor && <> · {s('by', { who: item.author })}</>} · {when(language, item.updatedAt)} ·{' '}
        {item.comments === 1 ? s('comment1') : s('comments', { count: item.comments })}
      </span>
      <span
        css={{
          fontSize: 13,
          fontWeight: 600,
          color: item.status === 'rejected' || item.status === 'failed' ? colours.danger : colours.ink,
        }}
      >
        {s(`status.${item.status}`)}
      </span>
    </li>
  );
}

export default function Inbox() {
  const language = useStudioLanguage();
  const s = (key: ReviewKey, values?: Record<string, string | number>) => say(language, key, values);
  const [data, setData] = useState<InboxData | null>(null);
  const [notes, setNotes] = useState<{ unread: number; list: Notification[] } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setError(null);
    Promise.all([reviewsApi.inbox(), reviewsApi.notifications()])
      .then(([inbox, notifications]) => {
        setData(inbox);
        setNotes(notifications);
      })
      .catch((e: unknown) => setError(errorText(language, e)));
  }, [language]);
  useEffect(load, [load]);

  const markRead = async (input: { ids: number[] } | { all: true }) => {
    try {
      await reviewsApi.markRead(input);
      setNotes(await reviewsApi.notifications());
      inboxChanged();
    } catch (e) {
      setError(errorText(language, e));
    }
  };

  const noteText = (n: Notification) => s(`event.${n.event}`, { actor: n.actor ?? '—', title: n.title, tenant: n.tenantId });

  return (
    <div lang={language === 'TY' ? 'tl' : 'en'} css={{ display: 'grid', gap: 16, maxWidth: 1100, margin: '0 auto' }}>
      <h1 css={{ fontSize: 20, margin: 0 }}>{s('inboxTitle')}</h1>
      {error && (
        <div role="alert" css={{ color: colours.danger }}>
          {error}{' '}
          <button type="button" css={button} onClick={load}>
            {s('retry')}
          </button>
        </div>
      )}
      {!data && !error && <Status>{s('loading')}</Status>}
      {data && notes && (
        <div css={{ display: 'grid', gap: 16, '@media (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
          <section aria-labelledby="inbox-awaiting" css={panel}>
            <h2 id="inbox-awaiting" css={{ fontSize: 16, margin: '0 0 4px' }}>
              {s('awaiting', { count: data.awaitingReview.count })}
            </h2>
            <p css={meta}>{s('awaitingHelp')}</p>
            {data.awaitingReview.list.length === 0 ? (
              <p>{s('awaitingNone')}</p>
            ) : (
              <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {data.awaitingReview.list.map((item) => (
                  <ChangeItem key={item.id} item={item} language={language} showAuthor />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="inbox-notes" css={panel}>
            <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
              <h2 id="inbox-notes" css={{ fontSize: 16, margin: 0 }}>
                {s('notifications', { count: notes.unread })}
              </h2>
              {notes.unread > 0 && (
                <button type="button" css={[button, { marginLeft: 'auto', minHeight: 44 }]} onClick={() => void markRead({ all: true })}>
                  {s('markAllRead')}
                </button>
              )}
            </div>
            {notes.list.length === 0 ? (
              <p>{s('notificationsNone')}</p>
            ) : (
              <ul css={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
                {notes.list.map((n) => (
                  <li key={n.id} css={[row, { gridTemplateColumns: '1fr auto', alignItems: 'center', columnGap: 8 }]}>
                    <div css={{ display: 'grid', gap: 2, minWidth: 0 }}>
                      <Link
                        href={`/${n.tenantId}/changes/${n.changeId}`}
                        css={{ overflowWrap: 'anywhere', fontWeight: n.read ? 400 : 700 }}
                      >
                        {noteText(n)}
                      </Link>
                      <span css={meta}>
                        {!n.read && <strong css={{ color: colours.accent }}>{s('unread')} · </strong>}
                        <time dateTime={n.at}>{when(language, n.at)}</time>
                      </span>
                    </div>
                    {!n.read && (
                      <button
                        type="button"
                        css={[button, { minHeight: 44 }]}
                        aria-label={s('markReadOf', { what: noteText(n) })}
                        onClick={() => void markRead({ ids: [n.id] })}
                      >
                        {s('markRead')}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="inbox-mine" css={panel}>
            <h2 id="inbox-mine" css={{ fontSize: 16, margin: '0 0 4px' }}>
              {s('mine', { count: data.mine.count })}
            </h2>
            <p css={meta}>{s('mineHelp')}</p>
            {data.mine.list.length === 0 ? (
              <p>{s('mineNone')}</p>
            ) : (
              <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {data.mine.list.map((item) => (
                  <ChangeItem key={item.id} item={item} language={language} showAuthor={false} />
                ))}
              </ul>
            )}
          </section>
          {data.webhookTenants.length > 0 && (
            <section aria-labelledby="inbox-webhooks" css={panel}>
              <h2 id="inbox-webhooks" css={{ fontSize: 16, margin: '0 0 8px' }}>
                {s('webhookLinks')}
              </h2>
              <ul css={{ margin: 0, paddingLeft: 18 }}>
                {data.webhookTenants.map((id) => (
                  <li key={id} css={{ padding: '4px 0' }}>
                    <Link href={`/${id}/webhook`}>{s('webhookFor', { tenant: id })}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
