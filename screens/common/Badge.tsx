import { useIntl } from 'react-intl';
import { badgeText, useAccount, useEngine, useSession } from '../../engine';

/**
 * An unread badge: only signed in, only above 0, capped as "99+" (SPEC 4 and 9). Its text takes
 * the page background colour, which contrasts with the danger colour in both palettes (white on
 * the dark palette's light red was 2.8:1).
 */
export function UnreadBadge({ counter }: { counter: 'inbox' | 'announcements' | 'chat' }) {
  const count = useAccount((s) => s.unread[counter]);
  return <CountBadge count={count} />;
}

/** The badge of any unread count (one a screen loads itself, such as the agent notices'). */
export function CountBadge({ count }: { count: number }) {
  const { config } = useEngine();
  const intl = useIntl();
  const signedIn = useSession((s) => s.info !== null);
  const text = signedIn ? badgeText(count, config.constants.badgeCap) : null;
  if (!text) return null;
  return (
    <span
      aria-label={intl.formatMessage({ id: 'header.unread' }, { count: text })}
      css={{
        position: 'absolute',
        top: -4,
        right: -8,
        minWidth: 18,
        height: 18,
        padding: '0 5px',
        borderRadius: 9,
        background: 'var(--c-danger)',
        color: 'var(--c-background)',
        fontSize: 11,
        fontWeight: 700,
        lineHeight: '18px',
        textAlign: 'center',
      }}
    >
      {text}
    </span>
  );
}
