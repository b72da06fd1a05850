import { FormattedMessage, useIntl } from 'react-intl';
import { useAction, useEngine, useSession } from '../../engine';
import { Icon } from '../common/Icon';
import { secondaryButton } from '../common/styles';
import { EntryRow, Page } from '../common/member-page';

/** Settings (/m/set): the change-password entry (needs a session, else /m/login) and sign out. */
export default function Settings() {
  const engine = useEngine();
  const run = useAction();
  const intl = useIntl();
  const signedIn = useSession((s) => s.info !== null);
  return (
    <Page label={intl.formatMessage({ id: 'title.settings' })}>
      <div css={{ borderRadius: 12, overflow: 'hidden', border: '1px solid var(--c-border)' }}>
        <EntryRow
          icon="shield"
          label="title.changePassword"
          onClick={() => engine.navigate(signedIn ? engine.pathTo('changePsw') : engine.pathTo('login'))}
        />
      </div>
      {signedIn && (
        <button
          type="button"
          onClick={() => run({ action: 'logout' })}
          css={{ ...secondaryButton, height: 46, width: '100%', borderColor: 'var(--c-danger)', color: 'var(--c-danger)' }}
        >
          <Icon name="logout" size={20} />
          <FormattedMessage id="menu.logout" />
        </button>
      )}
    </Page>
  );
}
