import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount, useDataSource, useEngine, useSession, useUi } from '../../engine';
import { primaryButton, secondaryButton } from '../common/styles';
import { MessageList, UnreadSummary, type MessageItem } from './MessageList';
import { card, EmptyState, LoadError, Loading, Page } from '../common/member-page';

/** The trial member type (SPEC 6): no inbox. */

/**
 * Inbox (/m/webEmail): the member's messages (guests are sent to /m/login by the route's access
 * rule). Opening an unread message marks it read locally, then on the server, then reloads the
 * list and the header badge. A trial member (type 4) sees free_reject and a register prompt.
 */
export default function Inbox() {
  const engine = useEngine();
  const intl = useIntl();
  const sessionType = useSession((s) => s.info?.type);
  const memberType = useAccount((s) => s.member?.type) ?? sessionType;
  const trial = memberType === engine.config.constants.memberTypes.trial;
  const language = useUi((s) => s.language);
  const { data, error, loading, reload } = useDataSource('inbox', { language }, { enabled: !trial && memberType !== undefined });
  const [readLocally, setReadLocally] = useState<Set<number>>(new Set());

  if (trial) return <RegisterPrompt />;

  const items: MessageItem[] = (data?.list ?? []).map((m) => ({ ...m, read: m.read || readLocally.has(m.id) }));

  async function open(item: MessageItem) {
    if (item.read) return;
    setReadLocally((s) => new Set(s).add(item.id));
    try {
      await engine.api.call('inboxRead', { messageId: item.id });
    } catch (failure) {
      engine.services.reportError('inboxRead', failure);
    }
    reload();
    void engine.services.refreshUnread();
  }

  return (
    <Page label={intl.formatMessage({ id: 'title.inbox' })}>
      {data && <UnreadSummary count={items.filter((m) => !m.read).length} />}
      {loading && !data && <Loading />}
      {error !== undefined && !data && <LoadError onRetry={reload} error={error} />}
      {data && items.length === 0 && <EmptyState message="inbox.none" />}
      {data && items.length > 0 && <MessageList items={items} onOpen={open} testId="inbox-list" />}
    </Page>
  );
}

/** Type 4: 'Please login an actual account to use this function' with cancel and register now. */
export function RegisterPrompt() {
  const engine = useEngine();
  return (
    <Page>
      <div role="alert" css={{ ...card, display: 'grid', gap: 16, padding: 20, textAlign: 'center' }}>
        <p css={{ margin: 0 }}>
          <FormattedMessage id="free_reject" />
        </p>
        <div css={{ display: 'flex', gap: 12 }}>
          <button type="button" onClick={() => engine.navigate(engine.pathTo('home'))} css={{ ...secondaryButton, height: 44 }}>
            <FormattedMessage id="app.cancel" />
          </button>
          <button type="button" onClick={() => engine.navigate(engine.pathTo('register'))} css={{ ...primaryButton, height: 44 }}>
            <FormattedMessage id="member.registerNow" />
          </button>
        </div>
      </div>
    </Page>
  );
}
