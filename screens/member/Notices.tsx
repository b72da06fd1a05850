import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { useDataSource, useEngine, useSession, useUi } from '../../engine/react/hooks';
import { MessageList, UnreadSummary, type MessageItem } from './MessageList';
import { EmptyState, LoadError, Loading, Page } from '../common/member-page';

/**
 * Announcements (/m/notice): the tenant's notices with read/unread. Opening an unread one marks it
 * read locally at once, then tells the server (markRead, throttled 150 ms by its route policy),
 * then reloads the list and the unread badges (SPEC 4). With ?types=A (the agent home's footer)
 * an agent sees the announcements for agents, with their own unread count.
 */
export default function Notices() {
  const engine = useEngine();
  const intl = useIntl();
  const signedIn = useSession((s) => s.info !== null);
  const agents = new URLSearchParams(useSearch()).get('types') === 'A';
  const language = useUi((s) => s.language);
  const { data, error, loading, reload } = useDataSource('notices', agents ? { types: 'A', language } : { language });
  const [readLocally, setReadLocally] = useState<Set<number>>(new Set());

  const items: MessageItem[] = (data?.list ?? []).map((n) => ({ ...n, read: !signedIn || n.read || readLocally.has(n.id) }));

  async function open(item: MessageItem) {
    if (!signedIn || item.read) return;
    setReadLocally((s) => new Set(s).add(item.id));
    try {
      await engine.api.call('markRead', { announcementId: item.id, read: true });
    } catch (failure) {
      engine.services.reportError('markRead', failure);
    }
    reload();
    void engine.services.refreshUnread();
  }

  return (
    <Page label={intl.formatMessage({ id: agents ? 'agent.notices' : 'title.notice' })}>
      {signedIn && data && <UnreadSummary count={items.filter((n) => !n.read).length} />}
      {loading && !data && <Loading />}
      {error !== undefined && !data && <LoadError onRetry={reload} error={error} />}
      {data && items.length === 0 && <EmptyState message="notice.none" />}
      {data && items.length > 0 && <MessageList items={items} onOpen={open} testId="notice-list" />}
    </Page>
  );
}
