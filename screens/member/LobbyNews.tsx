import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useDataSource, useUi, type LobbyNewsNode, type NodeProps } from '../../engine';
import { ActionControl } from '../common/ActionControl';
import { Icon } from '../common/Icon';
import { card, formatDate, groupHeading } from '../common/member-page';
import { useAgentAnnouncements } from './notice-audience';

/** Items shown when the node sets no limit. */
const DEFAULT_LIMIT = 5;

/**
 * Lobby news (SPEC 7.21): the latest news items, each with its headline, summary and date (as the
 * announcements above show theirs); an item with a link is a link to that page of the site. The call is silent: when
 * it fails, or there is no news, the section is left out (the screen's own content stays). On
 * the agents' announcements (?types=A) it is left out too: the news is the members' lobby's.
 */
export default function LobbyNews({ node }: NodeProps<LobbyNewsNode>) {
  const intl = useIntl();
  const heading = useId();
  const language = useUi((s) => s.language);
  const agents = useAgentAnnouncements();
  const { data } = useDataSource('lobbyNews', { language, limitNum: String(node.limit ?? DEFAULT_LIMIT) }, { enabled: !agents });
  const items = data?.list ?? [];
  if (agents || items.length === 0) return null;

  return (
    <section aria-labelledby={heading} data-testid="lobby-news" css={{ display: 'grid', gap: 8, padding: '0 12px 24px' }}>
      <h2 id={heading} css={groupHeading}>
        {intl.formatMessage({ id: node.title ?? 'news.title' })}
      </h2>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {items.map((item) => {
          const body = (
            <>
              <span css={{ flex: 1, minWidth: 0, display: 'grid', gap: 4 }}>
                <strong css={{ fontSize: '0.95rem', overflowWrap: 'anywhere' }}>{item.title}</strong>
                <span css={{ fontSize: '0.85rem', lineHeight: 1.4, overflowWrap: 'anywhere' }}>{item.summary}</span>
                <time dateTime={item.publishedAt} css={{ fontSize: '0.75rem', color: 'var(--c-textMuted)' }}>
                  {formatDate(item.publishedAt, language)}
                </time>
              </span>
              {item.link && <Icon name="chevron" size={18} />}
            </>
          );
          return (
            <li key={item.id}>
              {item.link ? (
                <ActionControl action={{ action: 'navigate', to: item.link }} css={[row, { textDecoration: 'none', cursor: 'pointer' }]}>
                  {body}
                </ActionControl>
              ) : (
                <div css={row}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const row = { ...card, display: 'flex', alignItems: 'center', gap: 10, color: 'var(--c-text)' } as const;
