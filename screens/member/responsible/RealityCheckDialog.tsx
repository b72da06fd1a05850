import { FormattedMessage, useIntl } from 'react-intl';
import { formatBalance, useEngine, type RgRealityCheckResponse } from '../../../engine';
import { RgDialog } from './RgDialog';
import { hoursAndMinutes } from './rg-model';

/**
 * The reality check: time played and the net result since sign-in, in the tenant's wording, with
 * 'Keep playing', 'See my activity' (the activity statement) and 'Sign out' (at once: the member
 * chose it here, so no second question).
 */
export default function RealityCheckDialog({ check, onClose }: { check: RgRealityCheckResponse; onClose: () => void }) {
  const engine = useEngine();
  const intl = useIntl();
  const played = hoursAndMinutes(check.playedSeconds);
  const net = Number(check.net);
  const netText = (net > 0 ? '+' : '') + formatBalance(check.net);
  const signOut = async () => {
    onClose();
    try {
      await engine.api.call('logout');
    } catch {
      // The session is forgotten here whatever the server answered.
    }
    engine.session.clear();
    engine.account.reset();
    engine.api.invalidate();
    engine.navigate(engine.config.shell.homePath);
  };
  return (
    <RgDialog
      title="rg.reality.heading"
      testId="rg-reality-check"
      onEscape={onClose}
      buttons={[
        { label: 'rg.reality.keepPlaying', onClick: onClose, primary: true },
        {
          label: 'rg.reality.activity',
          onClick: () => {
            onClose();
            engine.navigate(engine.pathTo('rgActivity'));
          },
        },
        { label: 'rg.reality.signOut', onClick: () => void signOut() },
      ]}
    >
      <p css={{ margin: 0 }}>
        <FormattedMessage
          id={engine.config.responsibleGaming.wording.realityCheck}
          values={{ minutes: Math.floor(check.playedSeconds / 60), net: netText }}
        />
      </p>
      <dl css={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: '6px 12px' }}>
        <dt css={{ color: 'var(--c-textMuted)' }}>
          <FormattedMessage id="rg.reality.played" />
        </dt>
        <dd data-testid="rg-reality-played" css={{ margin: 0, fontWeight: 700, textAlign: 'right' }}>
          {intl.formatMessage({ id: 'rg.duration.played' }, played)}
        </dd>
        <dt css={{ color: 'var(--c-textMuted)' }}>
          <FormattedMessage id="rg.reality.wagered" />
        </dt>
        <dd css={{ margin: 0, fontWeight: 700, textAlign: 'right' }}>{formatBalance(check.wagered)}</dd>
        <dt css={{ color: 'var(--c-textMuted)' }}>
          <FormattedMessage id="rg.reality.won" />
        </dt>
        <dd css={{ margin: 0, fontWeight: 700, textAlign: 'right' }}>{formatBalance(check.won)}</dd>
        <dt css={{ color: 'var(--c-textMuted)' }}>
          <FormattedMessage id="rg.reality.net" />
        </dt>
        <dd
          data-testid="rg-reality-net"
          css={{ margin: 0, fontWeight: 700, textAlign: 'right', color: net < 0 ? 'var(--c-danger)' : 'inherit' }}
        >
          {netText}
        </dd>
      </dl>
    </RgDialog>
  );
}
