import { FormattedMessage } from 'react-intl';
import { useRoute } from '../../engine';
import { Icon } from './Icon';

/** A screen that is declared in the route table but not built yet says so plainly. */
export default function ComingSoon() {
  const route = useRoute();
  return (
    <section
      css={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 8,
        padding: '64px 24px',
        textAlign: 'center',
        color: 'var(--c-textMuted)',
      }}
    >
      <Icon name="hourglass" size={40} />
      <h2 css={{ margin: 0, color: 'var(--c-text)', fontSize: '1.1rem' }}>
        {route?.route.title ? <FormattedMessage id={route.route.title} /> : <FormattedMessage id="coming_soon" />}
      </h2>
      <p css={{ margin: 0 }}>
        <FormattedMessage id="comingSoon.body" />
      </p>
    </section>
  );
}
