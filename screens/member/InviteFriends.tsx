import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDataSource, useEngine, useSession } from '../../engine';
import { primaryButton } from '../common/styles';
import { inputStyle } from '../common/form/fields';
import { RegisterPrompt } from './Inbox';
import { card, LoadError, Loading, Page } from '../common/member-page';

/**
 * Invite friends (/m/inviteFriends; the screen shows it only with the REFERRAL promo, else
 * 'coming soon'): the member's invitation code and link with a copy button; guests are asked to
 * log in; a trial member sees the register prompt.
 */
export default function InviteFriends() {
  const engine = useEngine();
  const intl = useIntl();
  const signedIn = useSession((s) => s.info !== null);
  const type = useSession((s) => s.info?.type);
  const trial = type === engine.config.constants.memberTypes.trial;
  const { data, error, loading, reload } = useDataSource('inviteInfo', undefined, {
    enabled: signedIn && !trial,
  });
  const [copied, setCopied] = useState(false);
  if (trial) return <RegisterPrompt />;
  if (!signedIn) {
    return (
      <Page>
        <div css={{ ...card, display: 'grid', gap: 12, padding: 20, textAlign: 'center' }}>
          <p css={{ margin: 0 }}>
            <FormattedMessage id="invite.loginFirst" />
          </p>
          <button type="button" onClick={() => engine.navigate(engine.pathTo('login'))} css={{ ...primaryButton, height: 44 }}>
            <FormattedMessage id="header.login" />
          </button>
        </div>
      </Page>
    );
  }
  const link = data ? `${window.location.origin}${data.registerPath}` : '';
  return (
    <Page label={intl.formatMessage({ id: 'title.inviteFriends' })}>
      {loading && !data && <Loading />}
      {error !== undefined && !data && <LoadError onRetry={reload} error={error} />}
      {data && (
        <div css={{ ...card, display: 'grid', gap: 12, padding: 16 }}>
          <p css={{ margin: 0, color: 'var(--c-textMuted)' }}>
            <FormattedMessage id="invite.intro" />
          </p>
          <div css={{ display: 'grid', gap: 4 }}>
            <span css={{ fontSize: '0.85rem', color: 'var(--c-textMuted)' }}>
              <FormattedMessage id="invite.code" />
            </span>
            <strong data-testid="invite-code" css={{ fontSize: '1.4rem', letterSpacing: 2 }}>
              {data.code}
            </strong>
          </div>
          <label css={{ display: 'grid', gap: 4, fontSize: '0.85rem', color: 'var(--c-textMuted)' }}>
            <FormattedMessage id="invite.link" />
            <input readOnly value={link} onFocus={(e) => e.target.select()} css={{ ...inputStyle, color: 'var(--c-text)' }} />
          </label>
          <button
            type="button"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(link)
                .then(() => setCopied(true))
                .catch(() => setCopied(false))
            }
            css={{ ...primaryButton, height: 44 }}
          >
            <FormattedMessage id={copied ? 'invite.copied' : 'invite.copy'} />
          </button>
        </div>
      )}
    </Page>
  );
}
