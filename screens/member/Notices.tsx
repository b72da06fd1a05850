import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDataSource, useEngine, useSession, useUi } from '../../engine';
import { MessageList, UnreadSummary, type MessageItem } from './MessageList';
import { EmptyState, groupHeading, LoadError, Loading, Page } from '../common/member-page';
import { useAgentAnnouncements } from './notice-audience';

/**
 * Announcements (/m/notice): the tenant's notices with read/unread. Opening an unread one marks it
 * read locally at once, then tells the server (markRead, throttled 150 ms by its route policy),
 * then reloads the list and the unread badges (SPEC 4). The popular announcements (SPEC 7.20) come
 * first as a group of their own, and stay in the list below too. With ?types=A (the agent home's
 * footer) an agent sees the announcements for agents, with their own unread count.
 */
export default function Notices() {
  const engine = useEngine();
  const intl = useIntl();
  const ids = useId();
  const signedIn = useSession((s) => s.info !== null);
  const agents = useAgentAnnouncements();
  const language = useUi((s) => s.language);
  const { data, error, loading, reload } = useDataSource('notices', agents ? { types: 'A', language } : { language });
  // SPEC 7.20: the popular ones, a group of their own above the list (members' announcements only).
  // Its call is silent (api.routes): when it fails the group is left out, and the list's own call
  // says what went wrong, once.
  const popular = useDataSource('popularNotices', { language }, { enabled: !agents });
  const [readLocally, setReadLocally] = useState<Set<number>>(new Set());

  const readable = (n: MessageItem): MessageItem => ({ ...n, read: !signedIn || n.read || readLocally.has(n.id) });
  const items: MessageItem[] = (data?.list ?? []).map(readable);
  const popularItems: MessageItem[] = agents ? [] : (popular.data?.list ?? []).map(readable);

  async function open(item: MessageItem) {
    if (!signedIn || item.read) return;
    setReadLocally((s) => new Set(s).add(item.id));
    try {
      await engine.api.call('markRead', { announcementId: item.id, read: true });
    } catch (failure) {
      engine.services.reportError('markRead', failure);
    }
    reload();
    if (!agents) popular.reload();
    void engine.services.refreshUnread();
  }

  return (
    <Page label={intl.formatMessage({ id: agents ? 'agent.notices' : 'title.notice' })}>
      {signedIn && data && <UnreadSummary count={items.filter((n) => !n.read).length} />}
      {loading && !data && <Loading />}
      {error !== undefined && !data && <LoadError onRetry={reload} error={error} />}
      {data && items.length === 0 && <EmptyState message="notice.none" />}
      {data && popularItems.length > 0 && (
        <>
          <section aria-labelledby={`${ids}-popular`} css={{ display: 'grid', gap: 8 }}>
            <h2 id={`${ids}-popular`} css={groupHeading}>
              <FormattedMessage id="notice.popular" />
            </h2>
            <MessageList items={popularItems} onOpen={open} testId="notice-popular" />
          </section>
          <h2 css={groupHeading}>
            <FormattedMessage id="notice.all" />
          </h2>
        </>
      )}
      {data && items.length > 0 && <MessageList items={items} onOpen={open} testId="notice-list" />}
    </Page>
  );
}
