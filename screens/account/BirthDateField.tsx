import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { ageOn, localDate, tenantTimeZone, useEngine, type TenantConfig } from '../../engine';
import { Field, TextInput } from '../common/form/fields';

/** Today in the tenant's time zone (operations.timeZone), YYYY-MM-DD: the day the server checks the age on. */
export function tenantToday(config: Pick<TenantConfig, 'operations'>, now = new Date()): string {
  return localDate(now, tenantTimeZone(config));
}

/** The date of birth's problem as a message key (rg.age.*), or null; the server checks it again. */
export function birthDateProblem(value: string, minimumAge: number, today: string): string | null {
  if (!value) return 'rg.age.required';
  if (/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value) && value > today) return 'rg.age.future';
  const age = ageOn(value, today);
  if (age === null || value < '1900-01-01') return 'rg.age.invalid';
  return age < minimumAge ? 'rg.age.tooYoung' : null;
}

/** A problem's text: the under-age one names the tenant's age; the others are keys the field shows. */
export function useBirthDateText(minimumAge: number): (problem: string | null) => string | null {
  const intl = useIntl();
  return (problem) => (problem === 'rg.age.tooYoung' ? intl.formatMessage({ id: problem }, { age: minimumAge }) : problem);
}

/**
 * The date of birth of the age gate (issue 29; shown when the tenant sets responsibleGaming.minimumAge):
 * a labelled native date input (the phone's own date picker), no later than today in the tenant's time zone.
 */
export function BirthDateField({
  id,
  value,
  error,
  onChange,
  ref,
}: {
  id: string;
  value: string;
  error: string | null | undefined;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  const engine = useEngine();
  return (
    <Field label="register.field.birthDate" htmlFor={id} error={error} required>
      <TextInput
        ref={ref}
        id={id}
        name="birthDate"
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={tenantToday(engine.config)}
        value={value}
        invalid={Boolean(error)}
        aria-required
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
