import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount, useDataSource, useEngine, useUi, type LoyaltyRewardView, formatBalance } from '../../engine';
import { Icon } from '../common/Icon';
import { primaryButton, secondaryButton } from '../common/styles';
import { card, formatDate, LoadError, Loading, Page } from '../common/member-page';
import { moneyCall, useMoneyAttempt } from '../common/money-call';
import { HistoryRow, SectionTitle } from '../common/loyalty-widgets';

/**
 * Reward centre (/m/rewardCenter, members): the level rewards the member can claim now (upgrade
 * bonus of each level reached, weekly bonus of the current level) with a Claim button, the locked
 * ones with what unlocks them, and the claim history. A claim is a money move: it carries an
 * Idempotency-Key (kept for a retry after a lost answer) and refreshes the header balance.
 */
export default function RewardCentre() {
  const engine = useEngine();
  const intl = useIntl();
  const { data, error, loading, reload } = useDataSource('loyaltyRewards');
  const available = data?.rewards.filter((r) => r.status === 'available') ?? [];
  // Claimed upgrade bonuses live in the history; this week's claimed weekly bonus waits for next week.
  const locked = data?.rewards.filter((r) => r.status === 'locked' || (r.status === 'claimed' && r.kind === 'weekly')) ?? [];
  return (
    <Page label={intl.formatMessage({ id: 'title.rewardCenter' })}>
      {loading && !data && <Loading />}
      {error !== undefined && !data && <LoadError onRetry={reload} error={error} />}
      {data && (
        <>
          <section aria-labelledby="rewards-available" css={{ display: 'grid', gap: 8 }}>
            <SectionTitle id="rewards-available" message="rewards.available" />
            {available.length === 0 ? (
              <div
                data-testid="empty-state"
                css={{ ...card, display: 'grid', gap: 12, padding: '24px 16px', textAlign: 'center', color: 'var(--c-textMuted)' }}
              >
                <p css={{ margin: 0 }}>
                  <FormattedMessage id="rewards.empty" />
                </p>
                <button type="button" css={{ ...secondaryButton, height: 40 }} onClick={() => engine.navigate(engine.pathTo('benefits'))}>
                  <FormattedMessage id="rewards.seeLevels" />
                </button>
              </div>
            ) : (
              <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
                {available.map((reward) => (
                  <AvailableReward key={reward.id} reward={reward} onClaimed={reload} />
                ))}
              </ul>
            )}
          </section>
          {locked.length > 0 && (
            <section aria-labelledby="rewards-locked" css={{ display: 'grid', gap: 8 }}>
              <SectionTitle id="rewards-locked" message="rewards.lockedTitle" />
              <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
                {locked.map((reward) => (
                  <LockedReward key={reward.id} reward={reward} />
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="rewards-history" css={{ display: 'grid', gap: 8 }}>
            <SectionTitle id="rewards-history" message="rewards.history" />
            {data.history.length === 0 ? (
              <p css={{ ...card, margin: 0, textAlign: 'center', color: 'var(--c-textMuted)' }}>
                <FormattedMessage id="rewards.historyEmpty" />
              </p>
            ) : (
              <ul data-testid="claim-history" css={{ ...card, listStyle: 'none', margin: 0, padding: '0 12px' }}>
                {data.history.map((claim) => (
                  <HistoryLine key={claim.id} title={rewardTitle(intl, claim)} date={claim.claimedAt} amount={claim.amount} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </Page>
  );
}

type Intl = ReturnType<typeof useIntl>;

/** "Gold upgrade bonus" or "Gold weekly bonus". */
function rewardTitle(intl: Intl, reward: { kind: 'upgrade' | 'weekly'; levelName: string }): string {
  return intl.formatMessage(
    { id: reward.kind === 'upgrade' ? 'rewards.upgrade' : 'rewards.weekly' },
    { level: intl.formatMessage({ id: reward.levelName }) },
  );
}

function Amount({ amount }: { amount: string }) {
  const symbol = useAccount((s) => s.wallet?.currencySymbol);
  return (
    <strong css={{ color: 'var(--c-primary)', whiteSpace: 'nowrap' }}>
      +{symbol ? `${symbol} ` : ''}
      {formatBalance(amount)}
    </strong>
  );
}

function AvailableReward({ reward, onClaimed }: { reward: LoyaltyRewardView; onClaimed: () => void }) {
  const engine = useEngine();
  const intl = useIntl();
  const { busy, failure, setFailure, attempt } = useMoneyAttempt();
  const title = rewardTitle(intl, reward);

  async function claim() {
    const body = { rewardId: reward.id };
    setFailure(null);
    await attempt(
      body,
      (key) => moneyCall(engine, 'loyaltyClaim', body, key),
      async () => {
        engine.ui.toast('success', 'rewards.claimedToast', engine.config.constants.toast.successMs, {
          amount: formatBalance(reward.amount),
        });
        await engine.services.refreshWallet();
        onClaimed();
      },
    );
  }

  return (
    <li data-testid="reward-available" css={{ ...card, display: 'grid', gap: 8 }}>
      <div css={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <RewardBadge icon="gift" size={22} colour="var(--c-primary)" />
        <div css={{ flex: 1, minWidth: 0 }}>
          <h3 css={{ margin: 0, fontSize: '0.95rem' }}>{title}</h3>
          <Amount amount={reward.amount} />
        </div>
        <button
          type="button"
          onClick={() => void claim()}
          disabled={busy}
          aria-busy={busy}
          aria-label={busy ? undefined : intl.formatMessage({ id: 'rewards.claimFor' }, { reward: title })}
          css={{ ...primaryButton, flex: 'none', minWidth: 88, padding: '0 16px', height: 40, opacity: busy ? 0.6 : 1 }}
        >
          <FormattedMessage id={busy ? 'rewards.claiming' : 'rewards.claim'} />
        </button>
      </div>
      {failure && (
        <p role="alert" css={{ margin: 0, fontSize: '0.8rem', color: 'var(--c-danger)' }}>
          {failure}
        </p>
      )}
    </li>
  );
}

function LockedReward({ reward }: { reward: LoyaltyRewardView }) {
  const intl = useIntl();
  const language = useUi((s) => s.language);
  const reason =
    reward.status === 'claimed' && reward.nextClaimAt
      ? intl.formatMessage({ id: 'rewards.lockedWeek' }, { date: formatDate(reward.nextClaimAt, language) })
      : intl.formatMessage(
          { id: 'rewards.lockedLevel' },
          { level: intl.formatMessage({ id: reward.levelName }), amount: formatBalance(reward.unlockTurnover ?? '0') },
        );
  return (
    <li data-testid="reward-locked" css={{ ...card, display: 'flex', alignItems: 'center', gap: 12 }}>
      <RewardBadge icon="shield" size={20} colour="var(--c-textMuted)" />
      <div css={{ flex: 1, minWidth: 0 }}>
        <h3 css={{ margin: 0, fontSize: '0.95rem' }}>
          {rewardTitle(intl, reward)} · {formatBalance(reward.amount)}
        </h3>
        <p css={{ margin: '2px 0 0', fontSize: '0.8rem', color: 'var(--c-textMuted)' }}>{reason}</p>
      </div>
    </li>
  );
}

function HistoryLine({ title, date, amount }: { title: string; date: string; amount: string }) {
  const language = useUi((s) => s.language);
  return <HistoryRow title={title} detail={formatDate(date, language)} amount={<Amount amount={amount} />} />;
}

/** A reward's round icon: a gift to claim, a shield while locked. */
function RewardBadge({ icon, size, colour }: { icon: string; size: number; colour: string }) {
  return (
    <span
      aria-hidden
      css={{
        display: 'inline-flex',
        width: 40,
        height: 40,
        borderRadius: 20,
        alignItems: 'center',
        justifyContent: 'center',
        background: 'var(--c-surfaceRaised)',
        color: colour,
      }}
    >
      <Icon name={icon} size={size} />
    </span>
  );
}
