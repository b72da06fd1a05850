import { FormattedMessage, useIntl } from 'react-intl';
import { useEngine } from '../../engine';
import { Icon } from '../common/Icon';
import { iconButton, topBar } from '../common/styles';

/** The top header of inner pages: back arrow, page title. Back goes home on the configured routes. */
export function PageHeader({ title, backToHome }: { title?: string; backToHome: boolean }) {
  const engine = useEngine();
  const intl = useIntl();
  const goBack = () => {
    if (backToHome || window.history.length <= 1) engine.navigate(engine.config.shell.homePath);
    else window.history.back();
  };
  return (
    <header
      css={{
        ...topBar,
        height: 52,
        padding: '0 8px',
        background: 'var(--c-surface)',
        borderBottom: '1px solid var(--c-border)',
      }}
    >
      <button type="button" onClick={goBack} aria-label={intl.formatMessage({ id: 'app.back' })} css={iconButton}>
        <Icon name="back" />
      </button>
      <h1 css={{ flex: 1, margin: 0, textAlign: 'center', fontSize: '1.05rem', fontWeight: 600, paddingRight: 44 }}>
        {title ? <FormattedMessage id={title} /> : engine.config.brand.name}
      </h1>
    </header>
  );
}
