import { FormattedMessage } from 'react-intl';
import { NodeList, useDataSource, useEngine, useUi, type Node as NodeType, type RgBreak } from '../../../engine';
import { formatDate } from '../../common/member-page';

/**
 * The member is on a break: the tenant's wording with its end (or, for a permanent
 * self-exclusion, that it has none), and what stays possible: statements and withdrawals.
 */
export function BreakNotice({ rgBreak, compact = false }: { rgBreak: RgBreak; compact?: boolean }) {
  const engine = useEngine();
  const language = useUi((s) => s.language);
  const end = rgBreak.endRequest?.effectiveAt ?? rgBreak.endsAt;
  return (
    <div
      role="status"
      data-testid="rg-break-notice"
      css={{
        margin: 0,
        padding: compact ? '8px 12px' : 12,
        borderRadius: compact ? 0 : 12,
        border: '1px solid var(--c-danger)',
        background: 'var(--c-surface)',
        color: 'var(--c-text)',
        fontSize: compact ? '0.8rem' : '0.9rem',
        display: 'grid',
        gap: 4,
      }}
    >
      <strong>
        <FormattedMessage id={`rg.break.active.${rgBreak.kind}`} />
      </strong>
      <span>
        {end === null ? (
          <FormattedMessage id="rg.break.permanentNotice" />
        ) : (
          <FormattedMessage id={engine.config.responsibleGaming.wording.breakNotice} values={{ date: formatDate(end, language) }} />
        )}
      </span>
    </div>
  );
}

/**
 * The member's break in force, if any, as a notice at the top of a screen (member centre,
 * deposit); the node's children (a money form) show only when the member is not on one, and
 * when the state cannot be read (the server refuses the money call all the same).
 */
export function BreakNoticeView({ nodes }: { nodes?: NodeType[] }) {
  const { data, error } = useDataSource('rgStatus');
  if (!data) return error !== undefined && nodes ? <NodeList nodes={nodes} /> : null;
  if (!data.break) return nodes ? <NodeList nodes={nodes} /> : null;
  return (
    <div css={{ padding: '12px 12px 0' }}>
      <BreakNotice rgBreak={data.break} />
    </div>
  );
}
