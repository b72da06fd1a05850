import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDataSource } from '../../../engine';
import { chip } from '../../common/choice-styles';
import { card, EmptyState, LoadError, Loading } from '../../common/member-page';
import { secondsLeft } from './clock';
import { useClockedCall, useSecondTick } from './hooks';
import { Countdown } from './LotteryCard';

const REGIONS = ['north', 'central', 'south'] as const;
type Region = (typeof REGIONS)[number];

const heading = { margin: '4px 0 0', fontSize: '0.95rem' };

/**
 * The Vietnamese regional lotteries: a region's provinces drawing today with their numero and a
 * countdown (vnNumero), and its last results with every prize tier (recentVnLottery). When a
 * province's draw closes both are asked for again, so its result joins the list.
 */
export function VietnamDraws({ recentResults }: { recentResults: number }) {
  const intl = useIntl();
  const [region, setRegion] = useState<Region>('north');
  const today = useClockedCall('vnNumero', { region });
  const recent = useDataSource('recentVnLottery', { region, limit: recentResults });
  const now = useSecondTick();
  // the first of today's draws still open that the clock has now passed
  const due = today.data?.list.find((draw) => !draw.drawn && secondsLeft(draw.closesAt, today.offset, now) === 0);
  const asked = useRef<string | undefined>(undefined);
  const { reload: reloadToday } = today;
  const { reload: reloadRecent } = recent;
  useEffect(() => {
    if (due && asked.current !== due.numero) {
      asked.current = due.numero;
      reloadToday();
      reloadRecent();
    }
  }, [due, reloadToday, reloadRecent]);

  return (
    <div css={{ display: 'grid', gap: 10 }}>
      <div role="group" aria-label={intl.formatMessage({ id: 'lottery.regions' })} css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {REGIONS.map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={r === region}
            onClick={() => setRegion(r)}
            css={{ ...chip(r === region), minHeight: 40 }}
          >
            <FormattedMessage id={`lottery.region.${r}`} />
          </button>
        ))}
      </div>

      <h2 css={heading}>
        <FormattedMessage id="lottery.todayDraws" />
      </h2>
      {!today.data && today.error === undefined && <Loading />}
      {today.error !== undefined && !today.data && <LoadError onRetry={today.reload} error={today.error} />}
      {today.data && (
        <ul data-testid="vn-today" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {today.data.list.map((draw) => (
            <li
              key={draw.numero}
              data-numero={draw.numero}
              css={{ ...card, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}
            >
              <span css={{ display: 'grid', gap: 2 }}>
                <span css={{ fontWeight: 700 }}>{draw.province.name}</span>
                <span css={{ fontSize: '0.8rem', color: 'var(--c-textMuted)', fontVariantNumeric: 'tabular-nums' }}>
                  <FormattedMessage id="lottery.numero" values={{ numero: draw.numero }} />
                </span>
              </span>
              {draw.drawn ? (
                <span css={{ fontSize: '0.8rem', color: 'var(--c-success)', fontWeight: 700 }}>
                  <FormattedMessage id="lottery.drawn" />
                </span>
              ) : (
                <Countdown closesAt={draw.closesAt} offset={today.offset} />
              )}
            </li>
          ))}
        </ul>
      )}

      <h2 css={heading}>
        <FormattedMessage id="lottery.recentResults" />
      </h2>
      {recent.loading && !recent.data && <Loading />}
      {recent.error !== undefined && !recent.data && <LoadError onRetry={recent.reload} error={recent.error} />}
      {recent.data && recent.data.list.length === 0 && <EmptyState />}
      {recent.data && recent.data.list.length > 0 && (
        <ul data-testid="vn-recent" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
          {recent.data.list.map((result) => (
            <li key={result.numero} data-numero={result.numero} css={{ ...card, display: 'grid', gap: 8 }}>
              <h3 css={{ margin: 0, fontSize: '0.9rem', display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
                <span>{result.province.name}</span>
                <span css={{ fontWeight: 400, color: 'var(--c-textMuted)', fontVariantNumeric: 'tabular-nums' }}>
                  <FormattedMessage id="lottery.numero" values={{ numero: result.numero }} />
                </span>
              </h3>
              <table css={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.85rem' }}>
                <tbody>
                  {result.tiers.map((tier) => (
                    <tr key={tier.tier} data-tier={tier.tier} css={{ borderTop: '1px solid var(--c-border)' }}>
                      <th
                        scope="row"
                        css={{ textAlign: 'left', fontWeight: 500, padding: '4px 8px 4px 0', color: 'var(--c-textMuted)', width: '40%' }}
                      >
                        <FormattedMessage id={`lottery.tier.${tier.tier}`} />
                      </th>
                      <td
                        css={{
                          padding: '4px 0',
                          fontVariantNumeric: 'tabular-nums',
                          fontWeight: tier.tier === 'special' ? 700 : 500,
                          color: tier.tier === 'special' ? 'var(--c-primary)' : 'var(--c-text)',
                          wordSpacing: '0.4em',
                        }}
                      >
                        {tier.numbers.join(' ')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
