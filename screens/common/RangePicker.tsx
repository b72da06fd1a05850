import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { orderedRange, presetRange, type RangePreset } from './date-range';
import { chip } from './choice-styles';
import { useTenantTimeZone } from './tenant-day';
import { card, input } from './wallet-form';

export type DayRange = { startDate: string; endDate: string };

/** The preset and range a RangePicker shows, from `initial` on; spread into its props. */
export function useDayRange(initial: RangePreset) {
  const [preset, setPreset] = useState<RangePreset | 'custom'>(initial);
  const timeZone = useTenantTimeZone();
  const [range, setRange] = useState<DayRange>(() => presetRange(initial, Date.now(), timeZone));
  const onChange = (p: RangePreset | 'custom', r: DayRange) => {
    setPreset(p);
    setRange(r);
  };
  return { preset, range, onChange };
}

/**
 * A range of the tenant's days (its time zone): preset chips and two date inputs (a custom range is put in order). The
 * records, team figures, team P&L and team betting screens share it.
 */
export function RangePicker({
  presets,
  preset,
  range,
  onChange,
}: {
  presets: readonly RangePreset[];
  preset: RangePreset | 'custom';
  range: DayRange;
  onChange: (preset: RangePreset | 'custom', range: DayRange) => void;
}) {
  const intl = useIntl();
  const timeZone = useTenantTimeZone();
  const custom = (field: keyof DayRange, value: string) => {
    if (!value) return;
    onChange('custom', orderedRange(field === 'startDate' ? value : range.startDate, field === 'endDate' ? value : range.endDate));
  };
  return (
    <section css={{ ...card, display: 'flex', flexDirection: 'column', gap: 8 }} aria-label={intl.formatMessage({ id: 'records.filter' })}>
      <div role="group" aria-label={intl.formatMessage({ id: 'records.range' })} css={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {presets.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={preset === p}
            onClick={() => onChange(p, presetRange(p, Date.now(), timeZone))}
            css={chip(preset === p)}
          >
            <FormattedMessage id={`records.preset.${p}`} />
          </button>
        ))}
      </div>
      <div css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <DateInput label="records.startDate" value={range.startDate} max={range.endDate} onChange={(v) => custom('startDate', v)} />
        <span aria-hidden>–</span>
        <DateInput label="records.endDate" value={range.endDate} min={range.startDate} onChange={(v) => custom('endDate', v)} />
      </div>
    </section>
  );
}

function DateInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  return (
    <input
      type="date"
      css={{ ...input, height: 36, fontSize: '0.85rem', flex: '1 1 0', width: 0, minWidth: 0 }}
      aria-label={intl.formatMessage({ id: label })}
      value={value}
      min={min}
      max={max}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
