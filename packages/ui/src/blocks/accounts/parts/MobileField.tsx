import { useTranslation } from '@lobby/i18n';
import type { Ref } from 'react';
import { TextField } from '../../../primitives/TextField/TextField';
import type { CountryOption } from '../types';
import { CountryCodePicker } from './CountryCodePicker';
import type { TextBinding } from './useAccountForm';

export interface MobileFieldProps {
  field: TextBinding;
  countries: readonly CountryOption[];
  /** ISO code of the chosen country. */
  country: string;
  onCountryChange: (code: string) => void;
  required?: boolean;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Spaces, dashes, dots and brackets a pasted number may carry; the platform takes digits. */
const formatting = /[\s\-().]/g;

/** The mobile number with its dialing-code picker. */
export function MobileField({
  field,
  countries,
  country,
  onCountryChange,
  required = true,
  hint,
  ref,
}: MobileFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      ref={ref}
      onValueChange={(value) => field.onValueChange(value.replace(formatting, ''))}
      label={t('accounts.fields.mobileNum')}
      hint={hint}
      required={required}
      type="tel"
      inputMode="numeric"
      // The dialing code is picked separately, so the browser should fill the national number.
      autoComplete="tel-national"
      maxLength={20}
      prefix={
        countries.length > 0 ? (
          <CountryCodePicker countries={countries} value={country} onChange={onCountryChange} />
        ) : undefined
      }
      fullWidth
    />
  );
}
