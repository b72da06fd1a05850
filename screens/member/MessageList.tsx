import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUi, type InboxMessage, type Notice } from '../../engine';
import { Icon } from '../common/Icon';
import { card, formatDate } from '../common/member-page';

/** An announcement or an inbox message. */
export type MessageItem = Notice | InboxMessage;

/**
 * A list of announcements or inbox messages: unread ones carry a dot and an 'Unread' label for
 * screen readers; a tap (or Enter/Space) opens the content below the title and reports the open.
 */
export function MessageList({ items, onOpen, testId }: { items: MessageItem[]; onOpen: (item: MessageItem) => void; testId: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const language = useUi((s) => s.language);
  const intl = useIntl();
  const ids = useId();
  return (
    <ul data-testid={testId} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {items.map((item) => {
        const expanded = open === item.id;
        const panel = `${ids}-${item.id}`;
        return (
          <li key={item.id} data-read={item.read ? 'true' : 'false'} css={{ ...card, padding: 0, overflow: 'hidden' }}>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={panel}
              onClick={() => {
                setOpen(expanded ? null : item.id);
                if (!expanded) onOpen(item);
              }}
              css={{
                display: 'flex',
                alignItems: 'center',
                gap: 10,
                width: '100%',
                padding: '12px 12px',
                border: 'none',
                background: 'none',
                color: 'var(--c-text)',
                font: 'inherit',
                textAlign: 'left',
                cursor: 'pointer',
              }}
            >
              <span
                aria-hidden
                css={{ flex: 'none', width: 8, height: 8, borderRadius: 4, background: item.read ? 'transparent' : 'var(--c-danger)' }}
              />
              <span css={{ flex: 1, minWidth: 0, display: 'grid', gap: 2 }}>
                <span
                  title={item.title}
                  css={{ fontWeight: item.read ? 400 : 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {item.title}
                </span>
                <span css={{ fontSize: '0.75rem', color: 'var(--c-textMuted)' }}>
                  {!item.read && (
                    <span css={{ color: 'var(--c-danger)', marginRight: 6 }}>{intl.formatMessage({ id: 'notice.unread' })}</span>
                  )}
                  {formatDate(item.createdAt, language)}
                </span>
              </span>
              <span css={{ transform: expanded ? 'rotate(90deg)' : 'none', transition: 'transform 150ms', display: 'inline-flex' }}>
                <Icon name="chevron" size={18} />
              </span>
            </button>
            {expanded && (
              <div
                id={panel}
                role="region"
                aria-label={item.title}
                css={{ padding: '0 12px 12px 30px', color: 'var(--c-text)', whiteSpace: 'pre-wrap', lineHeight: 1.5, fontSize: '0.9rem' }}
              >
                {item.content}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function UnreadSummary({ count }: { count: number }) {
  return (
    <p css={{ margin: 0, fontSize: '0.85rem', color: 'var(--c-textMuted)' }} aria-live="polite">
      <FormattedMessage id="notice.unreadCount" values={{ count }} />
    </p>
  );
}
