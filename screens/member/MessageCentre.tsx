import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { UnreadBadge } from '../common/Badge';
import { BackHeader } from '../common/BackHeader';
import { useAccount, useDataSource, useEngine, useSession, useUi, CHAT_LAUNCH, openConfiguredUrl } from '../../engine';
import { CHAT_NAVIGATE_MS, chatLaunchQuery, mayChat, showChatEntry } from './chat';
import { card, EntryRow, formatDate, LoadError, Loading } from '../common/member-page';

const AgentModal = lazy(() => import('../agent/AgentModal'));

/**
 * Message centre (/m/message): Telegram (configured link), announcements, inbox, live chat (CBS3
 * and the SPEC 6 rules; guests go to /m/login), affiliate service (configured link), and a back
 * button to /m/home. An agent tapping the affiliate service sees the agent modal (SPEC 6). With
 * ?chat=launch (the openChat action, e.g. the agent home's online service) it launches the live
 * chat at once, as its entry does; with ?chat=demo it shows the reference server's demo chat
 * conversation.
 */
export default function MessageCentre() {
  const engine = useEngine();
  const intl = useIntl();
  const query = new URLSearchParams(useSearch());
  const signedIn = useSession((s) => s.info !== null);
  const sessionType = useSession((s) => s.info?.type);
  const memberType = useAccount((s) => s.member?.type) ?? sessionType;
  const memberLabels = useAccount((s) => s.member?.memberLabel);
  const labels = useMemo(() => memberLabels?.map((l) => l.labelName) ?? [], [memberLabels]);
  const language = useUi((s) => s.language);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { telegram, affiliateService } = engine.config.customerService;
  const trialType = engine.config.constants.memberTypes.trial;
  const chatCtx = { cbs3: engine.config.flags.CBS3 === true, signedIn, memberType, labels, trialType };
  const chatOpen = query.get('chat') === 'demo';
  const launchNow = query.get('chat') === CHAT_LAUNCH;
  const agent = signedIn && memberType !== undefined && !engine.config.constants.memberTypes.nonAgent.includes(memberType);
  const [agentModal, setAgentModal] = useState(false);

  async function openChat() {
    if (!signedIn) return engine.navigate(engine.pathTo('login'));
    if (!mayChat(chatCtx)) return void engine.ui.toast('fail', 'free_reject', engine.config.constants.toast.shortMs);
    const hide = engine.ui.toast('loading', 'chat.connecting', engine.config.constants.toast.blockingLoadingMs);
    try {
      const headerColor = getComputedStyle(document.documentElement).getPropertyValue('--c-primary').trim();
      const { chatUrl } = await engine.api.call(
        'chatLaunch',
        chatLaunchQuery(language, engine.pathTo('message'), headerColor, intl.formatMessage({ id: 'chat.title' })),
      );
      timer.current = setTimeout(() => {
        hide();
        engine.openUrl(chatUrl, '_self');
      }, CHAT_NAVIGATE_MS);
    } catch (error) {
      hide();
      engine.services.reportError('chatLaunch', error);
    }
  }

  // ?chat=launch: once, on arrival; the address loses the query so back or reload does not relaunch
  const launched = useRef(false);
  useEffect(() => {
    if (!launchNow || launched.current) return;
    launched.current = true;
    engine.navigate(engine.pathTo('message'), { replace: true });
    void openChat();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on arrival with ?chat=launch; openChat reads the state of that moment
  }, [launchNow]);

  return (
    <section css={{ padding: '8px 12px 24px', display: 'grid', gap: 12 }}>
      <BackHeader
        title={chatOpen ? 'chat.title' : 'title.message'}
        margin="0 -4px"
        onBack={() => engine.navigate(chatOpen ? engine.pathTo('message') : engine.pathTo('home'))}
      />
      {chatOpen ? (
        <DemoChat />
      ) : (
        <nav
          aria-label={intl.formatMessage({ id: 'title.message' })}
          css={{ borderRadius: 12, overflow: 'hidden', border: '1px solid var(--c-border)' }}
        >
          {telegram && (
            <EntryRow
              icon="speaker"
              label="message.telegram"
              onClick={() => openConfiguredUrl(engine, telegram, '_blank', 'customerService.telegram')}
            />
          )}
          <EntryRow
            icon="megaphone"
            label="service.announcements"
            onClick={() => engine.navigate(engine.pathTo('notice'))}
            trailing={<Count counter="announcements" />}
          />
          <EntryRow
            icon="mail"
            label="title.inbox"
            onClick={() => engine.navigate(signedIn ? engine.pathTo('webEmail') : engine.pathTo('login'))}
            trailing={memberType === trialType ? undefined : <Count counter="inbox" />}
          />
          {showChatEntry(chatCtx) && (
            <EntryRow icon="headset" label="message.liveChat" onClick={() => void openChat()} trailing={<Count counter="chat" />} />
          )}
          {affiliateService && (
            <EntryRow
              icon="user"
              label="message.affiliateService"
              onClick={() =>
                agent ? setAgentModal(true) : openConfiguredUrl(engine, affiliateService, '_blank', 'customerService.affiliateService')
              }
            />
          )}
        </nav>
      )}
      {agentModal && (
        <Suspense fallback={null}>
          <AgentModal onClose={() => setAgentModal(false)} />
        </Suspense>
      )}
    </section>
  );
}

function Count({ counter }: { counter: 'inbox' | 'announcements' | 'chat' }) {
  return (
    <span css={{ position: 'relative', display: 'inline-block', width: 24, height: 18 }}>
      <UnreadBadge counter={counter} />
    </span>
  );
}

/** The reference platform's demo chat: the member's conversation, read on display. */
function DemoChat() {
  const engine = useEngine();
  const language = useUi((s) => s.language);
  const { data, error, loading, reload } = useDataSource('chatMessages', { language });
  useEffect(() => {
    if (!data) return;
    // reading the chat cleared its count on the server: a count fetched in the same throttle window is stale
    engine.api.invalidate('unreadChat');
    void engine.services.refreshUnread();
  }, [data, engine]);
  if (loading && !data) return <Loading />;
  if (error !== undefined && !data) return <LoadError onRetry={reload} error={error} />;
  return (
    <ol aria-live="polite" data-testid="demo-chat" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {(data?.list ?? []).map((m) => (
        <li key={m.id} css={{ ...card, maxWidth: '85%' }}>
          <p css={{ margin: 0 }}>{m.body}</p>
          <small css={{ color: 'var(--c-textMuted)' }}>{formatDate(m.createdAt, language)}</small>
        </li>
      ))}
      {data && data.list.length === 0 && (
        <li css={{ ...card, color: 'var(--c-textMuted)' }}>
          <FormattedMessage id="chat.empty" />
        </li>
      )}
    </ol>
  );
}
