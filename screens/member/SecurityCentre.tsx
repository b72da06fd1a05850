import { FormattedMessage, useIntl } from 'react-intl';
import { useDataSource, useEngine } from '../../engine/app/react';
import { Icon } from '../common/Icon';
import { EntryRow, LoadError, Loading, Page, rowButton } from './parts';

/**
 * Security centre (/m/securityCenter, members only): change password (opens /m/changePsw), and the
 * status of the payment password, the bound mobile number and the bound e-mail (masked).
 */
export default function SecurityCentre() {
  const engine = useEngine();
  const intl = useIntl();
  const { data, error, loading, reload } = useDataSource<{ paymentPassword: boolean; mobile: string | null; email: string | null }>('securityStatus');
  const status = (text: string | null, setKey: string) => (
    <span css={{ fontSize: '0.8rem', color: text ? 'var(--c-success)' : 'var(--c-textMuted)' }}>{text ?? intl.formatMessage({ id: setKey })}</span>
  );
  return (
    <Page label={intl.formatMessage({ id: 'title.securityCenter' })}>
      <div css={{ borderRadius: 12, overflow: 'hidden', border: '1px solid var(--c-border)' }}>
        <EntryRow icon="shield" label="title.changePassword" onClick={() => engine.navigate('/m/changePsw')} />
      </div>
      {loading && !data && <Loading />}
      {error !== undefined && !data && <LoadError onRetry={reload} />}
      {data && (
        <ul data-testid="security-status" css={{ listStyle: 'none', margin: 0, padding: 0, borderRadius: 12, overflow: 'hidden', border: '1px solid var(--c-border)' }}>
          {[
            { icon: 'withdraw', label: 'security.paymentPassword', value: status(data.paymentPassword ? intl.formatMessage({ id: 'security.set' }) : null, 'security.notSet') },
            { icon: 'user', label: 'security.mobile', value: status(data.mobile, 'security.notBound') },
            { icon: 'mail', label: 'security.email', value: status(data.email, 'security.notBound') },
          ].map((row) => (
            <li key={row.label} css={{ ...rowButton, cursor: 'default' }}>
              <Icon name={row.icon} size={20} />
              <span css={{ flex: 1 }}>
                <FormattedMessage id={row.label} />
              </span>
              {row.value}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
