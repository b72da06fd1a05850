import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  formatBalance,
  permittedUrl,
  useDataSource,
  useEngine,
  useUi,
  type NodeProps,
  type ResponsibleGaming as Settings,
  type ResponsibleGamingNode,
  type RgBreak,
  type RgLimit,
  type RgSessionLimit,
  type RgStatusResponse,
} from '../../../engine';
import { readFailure } from '../../common/form/failure';
import { ErrorText, inputStyle, textLink } from '../../common/form/fields';
import { card, EntryRow, formatDate, LoadError, Loading, Page } from '../../common/member-page';
import { primaryButton, secondaryButton } from '../../common/styles';
import { selectedFill } from '../../common/choice-styles';
import { RadioPills } from '../../common/RadioPills';
import { BreakNotice } from './BreakNotice';
import { announceRgChange } from './rg-events';
import {
  breakEnd,
  helpLinesFor,
  LIMIT_TOOLS,
  limitChange,
  limitsOf,
  offers,
  parseMinutes,
  toCents,
  waitsCooling,
  type BreakDuration,
  type BreakKind,
  type LimitChange,
} from './rg-model';
import { useConfirm, type Confirmation } from './useConfirm';

type Ask = (confirmation: Confirmation) => Promise<boolean>;

/**
 * Responsible gaming (/m/responsibleGaming, members only): the limits the tenant offers (deposit,
 * loss, wager per day, week, month, and the session time) with what is used, left and when it
 * resets, and any pending raise; the reality-check interval; a time-out or a self-exclusion with
 * a confirmation that says it cannot be undone early; the help lines for the member's country.
 * Every change is confirmed first, and the server's refusal is shown by its code.
 */
export default function ResponsibleGaming(_: NodeProps<ResponsibleGamingNode>) {
  const engine = useEngine();
  const intl = useIntl();
  const settings = engine.config.responsibleGaming;
  const { data, error, loading, reload } = useDataSource('rgStatus');
  const { dialog, ask } = useConfirm();
  const changed = () => {
    reload();
    announceRgChange();
  };
  return (
    <Page label={intl.formatMessage({ id: 'title.responsibleGaming' })}>
      <p css={{ ...card, margin: 0 }}>
        <FormattedMessage id={settings.wording.intro} />
      </p>
      {loading && !data && <Loading />}
      {error !== undefined && !data && <LoadError onRetry={reload} error={error} />}
      {data && (
        <>
          {data.break && <BreakNotice rgBreak={data.break} />}
          {data.break && <BreakEndRequest rgBreak={data.break} settings={settings} ask={ask} onDone={changed} />}
          <div css={{ borderRadius: 12, overflow: 'hidden', border: '1px solid var(--c-border)' }}>
            <EntryRow icon="chart" label="rg.activity.open" onClick={() => engine.navigate(engine.pathTo('rgActivity'))} />
          </div>
          <LimitsSection status={data} settings={settings} ask={ask} onChanged={changed} />
          {offers(settings, 'sessionLimit') && (
            <SessionLimitCard limit={data.sessionLimit} settings={settings} hours={data.coolingHours} ask={ask} onChanged={changed} />
          )}
          {offers(settings, 'realityCheck') && (
            <RealityCheckCard minutes={data.realityCheck.intervalMinutes} settings={settings} onChanged={changed} />
          )}
          {!data.break && <BreakCard settings={settings} ask={ask} onStarted={changed} />}
        </>
      )}
      <HelpLines settings={settings} />
      {dialog}
    </Page>
  );
}

/** A titled card of the page; its heading names the region for screen readers. */
function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId} css={{ ...card, display: 'grid', gap: 10 }}>
      <h2 id={id} css={{ margin: 0, fontSize: '1rem' }}>
        <FormattedMessage id={title} />
      </h2>
      {children}
    </section>
  );
}

/** A label and its value on one line, wrapping under each other when the words run long (TY). */
function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId} css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '2px 8px' }}>
      <span css={{ color: 'var(--c-textMuted)' }}>
        <FormattedMessage id={label} />
      </span>
      <span css={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{children}</span>
    </div>
  );
}

function useTime() {
  const language = useUi((s) => s.language);
  return (iso: string | number) => formatDate(typeof iso === 'number' ? new Date(iso).toISOString() : iso, language);
}

/** A failed call as the text to show: the message for the server's code, else its own text. */
function useFailureText() {
  const intl = useIntl();
  return (error: unknown) => readFailure(error, intl.messages).message;
}

/** One form's call: busy while it runs, and the text of its failure as the form's problem. */
function useCall() {
  const failureText = useFailureText();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function run(call: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await call();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setBusy(false);
    }
  }
  return { problem, setProblem, busy, run };
}

/** Says a saved limit applies now, or at the time its pending change takes effect. */
function toastSaved(
  engine: ReturnType<typeof useEngine>,
  time: (at: string) => string,
  applied: string,
  pending: { effectiveAt: string } | null | undefined,
) {
  engine.ui.toast(
    'success',
    applied === 'pending' && pending ? 'rg.saved.pending' : 'rg.saved.now',
    engine.config.constants.toast.shortMs,
    pending ? { time: time(pending.effectiveAt) } : undefined,
  );
}

function LimitsSection({
  status,
  settings,
  ask,
  onChanged,
}: {
  status: RgStatusResponse;
  settings: Settings;
  ask: Ask;
  onChanged: () => void;
}) {
  const offered = LIMIT_TOOLS.filter((t) => offers(settings, t.tool));
  if (offered.length === 0) return null;
  return (
    <>
      <p css={{ margin: 0, fontSize: '0.85rem', color: 'var(--c-textMuted)' }}>
        <FormattedMessage id={settings.wording.limitsNote} values={{ hours: status.coolingHours }} />
      </p>
      {offered.map(({ kind }) => (
        <Section key={kind} title={`rg.kind.${kind}`} testId={`rg-limits-${kind}`}>
          {limitsOf(status, kind).map((limit) => (
            <LimitRow key={limit.period} limit={limit} hours={status.coolingHours} ask={ask} onChanged={onChanged} />
          ))}
        </Section>
      ))}
    </>
  );
}

/** The confirmation of a change, in words that say when it applies. */
function changeConfirmation(
  change: LimitChange,
  values: { name: string; from: string; amount: string },
  hours: number,
  time: (at: number) => string,
): Confirmation {
  return {
    title: waitsCooling(change) ? 'rg.confirm.titleLater' : 'rg.confirm.titleNow',
    message: `rg.confirm.${change}`,
    values: { ...values, hours, time: time(Date.now() + hours * 3_600_000) },
    confirmLabel: change === 'remove' ? 'rg.limit.remove' : 'rg.limit.save',
    testId: 'rg-confirm',
  };
}

/** One limit (kind and period): what is in force, used, left, when it resets, a pending change; its form. */
function LimitRow({ limit, hours, ask, onChanged }: { limit: RgLimit; hours: number; ask: Ask; onChanged: () => void }) {
  const engine = useEngine();
  const intl = useIntl();
  const time = useTime();
  const failureText = useFailureText();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const call = useCall();
  const { problem, setProblem, busy, run } = call;
  const name = intl.formatMessage({ id: `rg.name.${limit.kind}.${limit.period}` });
  const periodLabel = `rg.period.${limit.period}`;

  async function apply(next: string | null) {
    const change = limitChange(limit.amount, next);
    if (change === 'same') return setProblem('rg.limit.same');
    const values = {
      name,
      from: limit.amount === null ? '' : formatBalance(limit.amount),
      amount: next === null ? '' : formatBalance(next),
    };
    if (!(await ask(changeConfirmation(change, values, hours, time)))) return;
    await run(async () => {
      const answer = await engine.api.call('rgLimitSet', { kind: limit.kind, period: limit.period, amount: next });
      toastSaved(engine, time, answer.applied, answer.limit.pending);
      setEditing(false);
      setText('');
      onChanged();
    });
  }

  async function cancelPending() {
    const values = { name, from: limit.amount === null ? intl.formatMessage({ id: 'rg.limit.none' }) : formatBalance(limit.amount) };
    const yes = await ask({
      title: 'rg.confirm.titleNow',
      message: 'rg.confirm.cancelPending',
      values,
      confirmLabel: 'rg.limit.cancelPending',
      testId: 'rg-confirm',
    });
    if (!yes) return;
    try {
      await engine.api.call('rgLimitCancel', { kind: limit.kind, period: limit.period });
      engine.ui.toast('success', 'rg.saved.now', engine.config.constants.toast.shortMs);
      onChanged();
    } catch (error) {
      setProblem(failureText(error));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const cents = toCents(text);
    if (cents === null || cents <= 0) return setProblem('rg.limit.invalid');
    void apply(text.trim());
  }

  return (
    <div
      role="group"
      aria-label={name}
      data-testid={`rg-limit-${limit.kind}-${limit.period}`}
      css={{ display: 'grid', gap: 6, paddingTop: 10, borderTop: '1px solid var(--c-border)' }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <h3 css={{ margin: 0, fontSize: '0.95rem' }}>
          <FormattedMessage id={periodLabel} />
        </h3>
        <span data-testid="rg-limit-amount" css={{ fontWeight: 700 }}>
          {limit.amount === null ? <FormattedMessage id="rg.limit.none" /> : formatBalance(limit.amount)}
        </span>
      </div>
      {limit.amount !== null && (
        <>
          <Row label="rg.limit.used" testId="rg-limit-used">
            {formatBalance(limit.used)}
          </Row>
          <Row label="rg.limit.left" testId="rg-limit-left">
            {formatBalance(limit.left ?? '0')}
          </Row>
        </>
      )}
      <Row label="rg.limit.resets">{time(limit.resetsAt)}</Row>
      {limit.pending && (
        <div
          data-testid="rg-limit-pending"
          css={{ display: 'grid', gap: 4, padding: 8, borderRadius: 8, background: 'var(--c-surfaceRaised)' }}
        >
          <span>
            <FormattedMessage
              id={limit.pending.amount === null ? 'rg.limit.pendingRemove' : 'rg.limit.pendingRaise'}
              values={{
                amount: limit.pending.amount === null ? '' : formatBalance(limit.pending.amount),
                time: time(limit.pending.effectiveAt),
              }}
            />
          </span>
          <button type="button" onClick={() => void cancelPending()} css={{ ...textLink, justifySelf: 'start', textAlign: 'left' }}>
            <FormattedMessage id="rg.limit.cancelPending" />
          </button>
        </div>
      )}
      {editing ? (
        <LimitForm
          id={id}
          field="amount"
          label={<FormattedMessage id="rg.limit.newAmount" values={{ name }} />}
          text={text}
          onText={setText}
          call={call}
          onSubmit={submit}
          onRemove={limit.amount !== null && limit.pending?.amount !== null ? () => void apply(null) : undefined}
          onCancel={() => (setEditing(false), setProblem(null))}
        />
      ) : (
        <>
          <button type="button" onClick={() => setEditing(true)} css={{ ...secondaryButton, justifySelf: 'start', minWidth: 120 }}>
            <FormattedMessage id={limit.amount === null ? 'rg.limit.set' : 'rg.limit.change'} />
          </button>
          <Problem id={id} problem={problem} />
        </>
      )}
    </div>
  );
}

function SessionLimitCard({
  limit,
  settings,
  hours,
  ask,
  onChanged,
}: {
  limit: RgSessionLimit;
  settings: Settings;
  hours: number;
  ask: Ask;
  onChanged: () => void;
}) {
  const engine = useEngine();
  const intl = useIntl();
  const time = useTime();
  const id = useId();
  const range = settings.sessionMinutes;
  const [text, setText] = useState('');
  const call = useCall();
  const { setProblem, busy, run } = call;
  const minutes = (n: number) => intl.formatMessage({ id: 'rg.minutes' }, { minutes: n });

  async function apply(next: number | null) {
    const change = limitChange(limit.minutes, next);
    if (change === 'same') return setProblem('rg.limit.same');
    const values = {
      name: intl.formatMessage({ id: 'rg.name.session' }),
      from: limit.minutes === null ? '' : minutes(limit.minutes),
      amount: next === null ? '' : minutes(next),
    };
    if (!(await ask(changeConfirmation(change, values, hours, time)))) return;
    await run(async () => {
      const answer = await engine.api.call('rgSessionLimitSet', { minutes: next });
      toastSaved(engine, time, answer.applied, answer.sessionLimit.pending);
      setText('');
      onChanged();
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const next = parseMinutes(text, range);
    if (next === null) return setProblem(intl.formatMessage({ id: 'rg.session.invalid' }, { min: range.min, max: range.max }));
    void apply(next);
  }

  return (
    <Section title="rg.session.title" testId="rg-session">
      <Row label="rg.session.limit" testId="rg-session-amount">
        {limit.minutes === null ? <FormattedMessage id="rg.limit.none" /> : minutes(limit.minutes)}
      </Row>
      <Row label="rg.session.used">{minutes(limit.usedMinutes)}</Row>
      {limit.leftMinutes !== null && <Row label="rg.session.left">{minutes(limit.leftMinutes)}</Row>}
      {limit.pending && (
        <p data-testid="rg-session-pending" css={{ margin: 0, padding: 8, borderRadius: 8, background: 'var(--c-surfaceRaised)' }}>
          <FormattedMessage
            id={limit.pending.minutes === null ? 'rg.limit.pendingRemove' : 'rg.limit.pendingRaise'}
            values={{ amount: limit.pending.minutes === null ? '' : minutes(limit.pending.minutes), time: time(limit.pending.effectiveAt) }}
          />
        </p>
      )}
      <LimitForm
        id={id}
        field="minutes"
        label={<FormattedMessage id="rg.session.input" values={{ min: range.min, max: range.max }} />}
        text={text}
        onText={setText}
        call={call}
        onSubmit={submit}
        onRemove={limit.minutes !== null && limit.pending?.minutes !== null ? () => void apply(null) : undefined}
      />
    </Section>
  );
}

function RealityCheckCard({ minutes, settings, onChanged }: { minutes: number; settings: Settings; onChanged: () => void }) {
  const engine = useEngine();
  const intl = useIntl();
  const id = useId();
  const [choice, setChoice] = useState(minutes);
  const { problem, busy, run } = useCall();
  const choices = [...new Set([...settings.realityCheck.choices, minutes])].sort((a, b) => a - b);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    await run(async () => {
      await engine.api.call('rgRealityCheckSet', { intervalMinutes: choice });
      engine.ui.toast('success', 'rg.reality.saved', engine.config.constants.toast.shortMs);
      onChanged();
    });
  }

  return (
    <Section title="rg.reality.title" testId="rg-reality">
      <p css={{ margin: 0, fontSize: '0.85rem', color: 'var(--c-textMuted)' }}>
        <FormattedMessage id="rg.reality.about" />
      </p>
      <form onSubmit={submit} css={{ display: 'grid', gap: 8 }}>
        <label htmlFor={`${id}-every`} css={{ fontSize: '0.85rem', color: 'var(--c-textMuted)' }}>
          <FormattedMessage id="rg.reality.every" />
        </label>
        <select id={`${id}-every`} value={choice} onChange={(e) => setChoice(Number(e.target.value))} css={inputStyle}>
          {choices.map((m) => (
            <option key={m} value={m}>
              {intl.formatMessage(
                { id: m === settings.realityCheck.defaultMinutes ? 'rg.reality.defaultOption' : 'rg.minutes' },
                { minutes: m },
              )}
            </option>
          ))}
        </select>
        <button
          type="submit"
          disabled={busy || choice === minutes}
          aria-busy={busy}
          css={{ ...primaryButton, opacity: choice === minutes ? 0.6 : 1 }}
        >
          <FormattedMessage id="rg.limit.save" />
        </button>
      </form>
      <Problem problem={problem} />
    </Section>
  );
}

/** Time-out and self-exclusion: the lengths the tenant offers, each started after a strong confirmation. */
function BreakCard({ settings, ask, onStarted }: { settings: Settings; ask: Ask; onStarted: () => void }) {
  const kinds: BreakKind[] = offers(settings, 'timeOut') && settings.timeOuts.length > 0 ? ['timeOut', 'selfExclusion'] : ['selfExclusion'];
  return (
    <Section title="rg.break.title" testId="rg-breaks">
      {kinds.map((kind) => (
        <BreakChoice key={kind} kind={kind} settings={settings} ask={ask} onStarted={onStarted} />
      ))}
    </Section>
  );
}

function BreakChoice({ kind, settings, ask, onStarted }: { kind: BreakKind; settings: Settings; ask: Ask; onStarted: () => void }) {
  const engine = useEngine();
  const intl = useIntl();
  const time = useTime();
  const id = useId();
  const lengths: BreakDuration[] = kind === 'timeOut' ? settings.timeOuts : settings.selfExclusions;
  const [length, setLength] = useState<BreakDuration>(lengths[0]);
  const { problem, busy, run } = useCall();

  async function start() {
    const end = breakEnd(length, Date.now());
    const message =
      kind === 'timeOut' ? 'rg.break.confirmTimeOut' : end === null ? 'rg.break.confirmPermanent' : 'rg.break.confirmExclusion';
    const yes = await ask({
      title: 'rg.break.confirmTitle',
      message,
      values: {
        length: intl.formatMessage({ id: `rg.duration.${length}` }),
        time: end === null ? '' : time(end),
        hours: settings.selfExclusionEndDelayHours,
      },
      confirmLabel: 'rg.break.confirm',
      acknowledge: 'rg.break.understand',
      testId: 'rg-break-confirm',
    });
    if (!yes) return;
    await run(async () => {
      await engine.api.call('rgBreakStart', { kind, duration: length });
      engine.ui.toast('success', 'rg.break.started', engine.config.constants.toast.shortMs);
      void engine.services.loadAccount({ forced: true });
      onStarted();
    });
  }

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      css={{ display: 'grid', gap: 8, paddingTop: 10, borderTop: '1px solid var(--c-border)' }}
    >
      <h3 id={`${id}-title`} css={{ margin: 0, fontSize: '0.95rem' }}>
        <FormattedMessage id={`rg.break.${kind}`} />
      </h3>
      <p css={{ margin: 0, fontSize: '0.85rem', color: 'var(--c-textMuted)' }}>
        <FormattedMessage id={`rg.break.${kind}Note`} values={{ hours: settings.selfExclusionEndDelayHours }} />
      </p>
      <RadioPills
        label="rg.break.length"
        options={lengths}
        value={length}
        onChange={setLength}
        words={(l) => `rg.duration.${l}`}
        look={(checked) => ({
          minHeight: 40,
          padding: '4px 14px',
          borderRadius: 20,
          ...selectedFill(checked, 'transparent'),
          fontWeight: 600,
        })}
        wrap
      />
      <button
        type="button"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void start()}
        css={{ ...primaryButton, background: 'var(--c-danger)' }}
      >
        <FormattedMessage id={kind === 'timeOut' ? 'rg.break.startTimeOut' : 'rg.break.startExclusion'} />
      </button>
      <Problem problem={problem} />
    </div>
  );
}

/** A self-exclusion past its term: the member may ask to end it; it ends after the tenant's delay. */
function BreakEndRequest({ rgBreak, settings, ask, onDone }: { rgBreak: RgBreak; settings: Settings; ask: Ask; onDone: () => void }) {
  const engine = useEngine();
  const time = useTime();
  const failureText = useFailureText();
  const [problem, setProblem] = useState<string | null>(null);
  if (rgBreak.endRequest) {
    return (
      <p data-testid="rg-break-end" css={{ ...card, margin: 0 }}>
        <FormattedMessage id="rg.break.endRequested" values={{ time: time(rgBreak.endRequest.effectiveAt) }} />
      </p>
    );
  }
  if (!rgBreak.canRequestEnd) return null;
  const hours = settings.selfExclusionEndDelayHours;
  async function request() {
    const yes = await ask({
      title: 'rg.confirm.titleLater',
      message: 'rg.break.requestEndConfirm',
      values: { hours, time: time(Date.now() + hours * 3_600_000) },
      confirmLabel: 'rg.break.requestEnd',
      testId: 'rg-confirm',
    });
    if (!yes) return;
    try {
      await engine.api.call('rgBreakEndRequest', {});
      onDone();
    } catch (error) {
      setProblem(failureText(error));
    }
  }
  return (
    <div css={{ ...card, display: 'grid', gap: 8 }}>
      <button type="button" onClick={() => void request()} css={secondaryButton}>
        <FormattedMessage id="rg.break.requestEnd" />
      </button>
      <Problem problem={problem} />
    </div>
  );
}

/** The tenant's help lines: the member's country's first (else the tenant's country), then those for every country, then the others. */
function HelpLines({ settings }: { settings: Settings }) {
  const engine = useEngine();
  const lines = helpLinesFor(settings.helpLines, engine.conditionContext().countryCode, engine.config.operations.country);
  if (lines.length === 0) return null;
  return (
    <Section title="rg.help.title" testId="rg-help">
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {lines.map((line) => (
          <li key={`${line.country}-${line.name}`} css={{ display: 'grid', gap: 2 }}>
            <strong css={{ overflowWrap: 'anywhere' }}>{line.name}</strong>
            {line.phone && (
              <a href={`tel:${line.phone.replace(/[^+0-9]/g, '')}`} css={{ color: 'var(--c-accent)' }}>
                <FormattedMessage id="rg.help.call" values={{ phone: line.phone }} />
              </a>
            )}
            {line.url && permittedUrl(engine, line.url, 'responsibleGaming.helpLines') && (
              <a href={line.url} target="_blank" rel="noopener noreferrer" css={{ color: 'var(--c-accent)', overflowWrap: 'anywhere' }}>
                <FormattedMessage id="rg.help.visit" values={{ name: line.name }} />
              </a>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * A limit's form: the new value (an amount of money or minutes), save, remove (when there is a
 * limit to remove) and cancel (when the form was opened from a button), and what was wrong.
 */
function LimitForm({
  id,
  field,
  label,
  text,
  onText,
  call: { problem, setProblem, busy },
  onSubmit,
  onRemove,
  onCancel,
}: {
  id: string;
  field: 'amount' | 'minutes';
  label: ReactNode;
  text: string;
  onText: (text: string) => void;
  /** the card's call (useCall): its problem shows here, and typing clears it */
  call: Pick<ReturnType<typeof useCall>, 'problem' | 'setProblem' | 'busy'>;
  onSubmit: (event: FormEvent) => void;
  onRemove?: () => void;
  onCancel?: () => void;
}) {
  return (
    <>
      <form onSubmit={onSubmit} noValidate css={{ display: 'grid', gap: 8 }}>
        <label htmlFor={`${id}-${field}`} css={{ fontSize: '0.85rem', color: 'var(--c-textMuted)' }}>
          {label}
        </label>
        <input
          id={`${id}-${field}`}
          name={field}
          inputMode={field === 'amount' ? 'decimal' : 'numeric'}
          autoComplete="off"
          maxLength={field === 'amount' ? 15 : 4}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => {
            onText(e.target.value);
            setProblem(null);
          }}
          css={inputStyle}
        />
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <button type="submit" disabled={busy} aria-busy={busy} css={{ ...primaryButton, minWidth: 120 }}>
            <FormattedMessage id="rg.limit.save" />
          </button>
          {onRemove && (
            <button type="button" disabled={busy} onClick={onRemove} css={{ ...secondaryButton, minWidth: 120 }}>
              <FormattedMessage id="rg.limit.remove" />
            </button>
          )}
          {onCancel && (
            <button
              type="button"
              onClick={onCancel}
              css={{ ...secondaryButton, minWidth: 120, borderColor: 'var(--c-border)', color: 'var(--c-text)' }}
            >
              <FormattedMessage id="app.cancel" />
            </button>
          )}
        </div>
      </form>
      <Problem id={id} problem={problem} />
    </>
  );
}

/** What was wrong with a limit's change, read out as it appears. */
function Problem({ id, problem }: { id?: string; problem: string | null }) {
  return problem ? (
    <p id={id && `${id}-problem`} role="alert" css={{ margin: 0, color: 'var(--c-danger)', fontSize: '0.85rem' }}>
      <ErrorText message={problem} />
    </p>
  ) : null;
}
