import { useEffect, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useDataSource } from '../../engine';
import { Field, TextInput, inputStyle } from '../common/form/fields';

export interface MobileNumber {
  countryDialingCode: string;
  mobileNum: string;
}

/** The dialling code chosen before the countries have loaded, and when the list lacks it. */
export const DEFAULT_DIALING_CODE = '63';

/**
 * A country dialling-code picker (from systemCountries) beside the mobile number input, as one
 * labelled field (SMS login, mobile registration, forget password).
 */
export function MobileNumberField({
  id,
  value,
  onChange,
  error,
  required,
  ref,
}: { id: string; value: MobileNumber; onChange: (next: MobileNumber) => void; error?: string | null; required?: boolean } & {
  ref?: Ref<HTMLInputElement>;
}) {
  const intl = useIntl();
  const countries = useDataSource('systemCountries').data ?? [];
  const known = countries.some((c) => c.dialingCode === value.countryDialingCode);
  useEffect(() => {
    if (countries.length > 0 && !known)
      onChange({
        ...value,
        countryDialingCode: countries.find((c) => c.dialingCode === DEFAULT_DIALING_CODE)?.dialingCode ?? countries[0].dialingCode,
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- picks a default once the countries arrive or the code becomes unknown, not on every keystroke
  }, [countries.length, known]);
  return (
    <Field label="auth.mobileNum" htmlFor={id} error={error} required={required}>
      <div css={{ display: 'flex', gap: 8 }}>
        <select
          aria-label={intl.formatMessage({ id: 'auth.dialingCode' })}
          value={value.countryDialingCode}
          onChange={(e) => onChange({ ...value, countryDialingCode: e.target.value })}
          css={{ ...inputStyle, width: 104, flex: 'none', padding: '0 6px' }}
        >
          {!known && <option value={value.countryDialingCode}>+{value.countryDialingCode}</option>}
          {countries.map((c) => (
            <option key={c.code} value={c.dialingCode} title={c.name}>
              +{c.dialingCode} {c.code}
            </option>
          ))}
        </select>
        <TextInput
          ref={ref}
          id={id}
          name="mobileNum"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={value.mobileNum}
          invalid={Boolean(error)}
          onChange={(e) => onChange({ ...value, mobileNum: e.target.value })}
        />
      </div>
    </Field>
  );
}
