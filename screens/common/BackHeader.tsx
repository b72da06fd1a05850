import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from './Icon';
import { iconButton } from './styles';

/** A page's own header: the back button and the page's title (a message key, with its values). */
export function BackHeader({
  title,
  values,
  margin,
  onBack,
}: {
  title: string;
  values?: Record<string, string>;
  /** The header's margin: it pulls the back button to the page's edge. */
  margin: string;
  onBack: () => void;
}) {
  const intl = useIntl();
  return (
    <header css={{ display: 'flex', alignItems: 'center', gap: 4, margin }}>
      <button type="button" onClick={onBack} aria-label={intl.formatMessage({ id: 'app.back' })} css={iconButton}>
        <Icon name="back" />
      </button>
      <h1 css={{ margin: 0, fontSize: '1.15rem' }}>
        <FormattedMessage id={title} values={values} />
      </h1>
    </header>
  );
}
