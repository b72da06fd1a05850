import { FormattedMessage, useIntl } from 'react-intl';
import { formatBalance, useAccount, useDataSource, useEngine, useSession } from '../../engine';
import { Icon } from '../common/Icon';
import { secondaryButton } from '../common/styles';
import { card, LoadError, Loading, Page } from '../common/member-page';
import { LoginPrompt, ProgressBar, SectionTitle } from '../common/loyalty-widgets';

/**
 * Member level (/m/member/benefits): the member's level, a progress bar to the next level, the
 * turnover and points; then the tenant's levels with their bonuses and benefits. Guests see the
 * table and a log-in prompt. Everything comes from the loyaltyStatus call (the server's rules).
 */
export default function MemberLevel() {
  const engine = useEngine();
  const intl = useIntl();
  const signedIn = useSession((s) => s.info !== null);
  const symbol = useAccount((s) => s.wallet?.currencySymbol);
  const { data, error, loading, reload } = useDataSource('loyaltyStatus');
  const money = (amount: string) => `${symbol ? `${symbol} ` : ''}${formatBalance(amount)}`;
  const standing = data?.member ?? null;
  const levelName = (id: string | null | undefined) => {
    const level = data?.levels.find((l) => l.id === id);
    return level ? intl.formatMessage({ id: level.name }) : '';
  };

  return (
    <Page label={intl.formatMessage({ id: 'title.benefits' })}>
      {loading && !data && <Loading />}
      {error !== undefined && !data && <LoadError onRetry={reload} error={error} />}
      {data && !signedIn && <LoginPrompt message="loyalty.loginPrompt" />}
      {data && standing && (
        <section
          aria-labelledby="level-current"
          css={{
            ...card,
            display: 'grid',
            gap: 10,
            padding: 16,
            background: 'linear-gradient(135deg, var(--c-surfaceRaised), var(--c-surface))',
          }}
        >
          <div css={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <span
              aria-hidden
              css={{
                display: 'inline-flex',
                width: 48,
                height: 48,
                borderRadius: 24,
                alignItems: 'center',
                justifyContent: 'center',
                background: 'var(--c-primary)',
                color: 'var(--c-onPrimary)',
              }}
            >
              <Icon name="crown" size={26} />
            </span>
            <div css={{ flex: 1 }}>
              <p css={{ margin: 0, fontSize: '0.8rem', color: 'var(--c-textMuted)' }}>
                <FormattedMessage id="loyalty.currentLevel" />
              </p>
              <h2 id="level-current" data-testid="level-name" css={{ margin: 0, fontSize: '1.4rem' }}>
                {levelName(standing.levelId)}
              </h2>
            </div>
          </div>
          <div css={{ display: 'flex', justifyContent: 'space-between', fontSize: '0.85rem' }}>
            <span css={{ color: 'var(--c-textMuted)' }}>
              <FormattedMessage id="loyalty.turnover" />
            </span>
            <strong data-testid="level-turnover">{money(standing.turnover)}</strong>
          </div>
          {standing.nextLevelId && standing.toNext ? (
            <>
              <ProgressBar
                percent={standing.percent}
                label={intl.formatMessage({ id: 'loyalty.progressLabel' }, { level: levelName(standing.nextLevelId) })}
                valueText={intl.formatMessage(
                  { id: 'loyalty.toNext' },
                  { amount: formatBalance(standing.toNext), level: levelName(standing.nextLevelId) },
                )}
              />
              <p data-testid="level-to-next" css={{ margin: 0, fontSize: '0.85rem' }}>
                <FormattedMessage
                  id="loyalty.toNext"
                  values={{ amount: formatBalance(standing.toNext), level: levelName(standing.nextLevelId) }}
                />
              </p>
            </>
          ) : (
            <p data-testid="level-to-next" css={{ margin: 0, fontSize: '0.85rem', color: 'var(--c-success)' }}>
              <FormattedMessage id="loyalty.topLevel" />
            </p>
          )}
          <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', fontSize: '0.85rem' }}>
            <span css={{ color: 'var(--c-textMuted)' }}>
              <FormattedMessage id="loyalty.points" />
            </span>
            <strong data-testid="level-points">{standing.pointsBalance.toLocaleString('en-US')}</strong>
          </div>
          <div css={{ display: 'flex', gap: 8 }}>
            <button
              type="button"
              css={{ ...secondaryButton, height: 'auto', minHeight: 40, padding: '6px 10px', textAlign: 'center' }}
              onClick={() => engine.navigate(engine.pathTo('rewardCenter'))}
            >
              <FormattedMessage id="title.rewardCenter" />
            </button>
            <button
              type="button"
              css={{ ...secondaryButton, height: 'auto', minHeight: 40, padding: '6px 10px', textAlign: 'center' }}
              onClick={() => engine.navigate(engine.pathTo('mall'))}
            >
              <FormattedMessage id="title.mall" />
            </button>
          </div>
        </section>
      )}
      {data && (
        <section aria-labelledby="level-table" css={{ display: 'grid', gap: 8 }}>
          <SectionTitle id="level-table" message="loyalty.table" />
          <p css={{ margin: '0 2px', fontSize: '0.8rem', color: 'var(--c-textMuted)' }}>
            <FormattedMessage id="loyalty.pointsRule" values={{ earn: data.points.earn, per: formatBalance(data.points.per) }} />
          </p>
          <div css={{ ...card, padding: 0, overflow: 'hidden' }}>
            <table
              aria-labelledby="level-table"
              css={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', fontSize: '0.8rem' }}
            >
              <colgroup>
                <col css={{ width: '34%' }} />
                <col css={{ width: '24%' }} />
                <col css={{ width: '20%' }} />
                <col css={{ width: '22%' }} />
              </colgroup>
              <thead>
                <tr css={{ background: 'var(--c-surfaceRaised)' }}>
                  {['loyalty.col.level', 'loyalty.col.turnover', 'loyalty.col.upgrade', 'loyalty.col.weekly'].map((key, i) => (
                    <th
                      key={key}
                      scope="col"
                      css={{
                        padding: '8px 6px',
                        textAlign: i === 0 ? 'left' : 'right',
                        fontWeight: 600,
                        fontSize: '0.72rem',
                        overflowWrap: 'anywhere',
                      }}
                    >
                      <FormattedMessage id={key} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.levels.map((level) => {
                  const current = standing?.levelId === level.id;
                  return (
                    <tr
                      key={level.id}
                      data-testid="level-row"
                      aria-current={current ? 'true' : undefined}
                      css={{ borderTop: '1px solid var(--c-border)', background: current ? 'var(--c-surfaceRaised)' : undefined }}
                    >
                      <th scope="row" css={{ padding: '8px 6px', textAlign: 'left', verticalAlign: 'top', fontWeight: 400 }}>
                        <strong css={{ display: 'block', fontSize: '0.9rem', overflowWrap: 'anywhere' }}>
                          <FormattedMessage id={level.name} />
                          {current && <br />}
                          {current && (
                            <span
                              css={{
                                display: 'inline-block',
                                marginTop: 2,
                                padding: '1px 6px',
                                borderRadius: 8,
                                fontSize: '0.65rem',
                                background: 'var(--c-primary)',
                                color: 'var(--c-onPrimary)',
                              }}
                            >
                              <FormattedMessage id="loyalty.current" />
                            </span>
                          )}
                        </strong>
                        <ul css={{ margin: '4px 0 0', paddingLeft: 16, color: 'var(--c-textMuted)' }}>
                          {level.benefits.map((benefit) => (
                            <li key={benefit}>
                              <FormattedMessage id={benefit} />
                            </li>
                          ))}
                        </ul>
                      </th>
                      <td css={{ padding: '8px 6px', textAlign: 'right', verticalAlign: 'top', overflowWrap: 'anywhere' }}>
                        {formatBalance(level.minTurnover)}
                      </td>
                      <td css={{ padding: '8px 6px', textAlign: 'right', verticalAlign: 'top' }}>{formatBalance(level.upgradeBonus)}</td>
                      <td css={{ padding: '8px 6px', textAlign: 'right', verticalAlign: 'top' }}>{formatBalance(level.weeklyBonus)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </Page>
  );
}
