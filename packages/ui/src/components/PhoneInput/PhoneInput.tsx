import { getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js';
import {
  forwardRef,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useUiLocale, useUiText } from '../../i18n/UiTextProvider';
import { FormField } from '../FormField/FormField';
import * as fieldStyles from '../FormField/FormField.css';
import { useControllableValue } from '../FormField/useControllableValue';
import * as styles from './PhoneInput.css';
import {
  countryForCallingCode,
  phoneCountryOptions,
  splitInternationalNumber,
} from './phoneCountries';

/** docs/product.md §3: "Phone number is an object with localPhoneNumber and callingCode". */
export interface PhoneNumberValue {
  /** Digits without '+', e.g. '351'. */
  callingCode: string;
  /** As typed: not validated or reformatted here (that is @org/forms' job). */
  localPhoneNumber: string;
}

export interface PhoneInputProps {
  label: ReactNode;
  /** `null` is an empty phone number. With `onChange`, the input is controlled. */
  value?: PhoneNumberValue | null;
  defaultValue?: PhoneNumberValue | null;
  onChange?: (value: PhoneNumberValue) => void;
  /** Called when focus leaves both parts (react-hook-form marks it touched). */
  onBlur?: () => void;
  /** Submits `<name>.callingCode` and `<name>.localPhoneNumber` in a native form. */
  name?: string;
  /**
   * The country shown while the value has no calling code and no number, e.g. 'PT'. Without one,
   * no country is chosen: the select asks for it, and an international number typed with "+"
   * picks it. Any ISO 3166 code is accepted (countries come from records as text); one without a
   * calling code counts as none.
   */
  defaultCountry?: string;
  placeholder?: string;
  hint?: ReactNode;
  /** Shown under the field and announced with it; marks both parts invalid. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * A phone number as docs/product.md §3 stores it: a calling-code select (countries named in the active
 * locale, sorted by name) and a local-number input, grouped under one label. It reports what is
 * entered and does not validate. Binds with react-hook-form's `Controller`; the ref is the
 * local-number input.
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  {
    label,
    value,
    defaultValue = null,
    onChange,
    onBlur,
    name,
    defaultCountry: givenDefaultCountry,
    placeholder,
    hint,
    error,
    required = false,
    disabled = false,
    id,
    className,
  },
  ref,
) {
  const text = useUiText();
  const locale = useUiLocale();
  const defaultCountry =
    givenDefaultCountry && isSupportedCountry(givenDefaultCountry)
      ? givenDefaultCountry
      : undefined;
  const selectId = `${useId()}-country`;
  const groupRef = useRef<HTMLDivElement>(null);
  const [phone, setPhone] = useControllableValue<PhoneNumberValue | null>(
    value,
    defaultValue,
    (next) => {
      if (next) onChange?.(next);
    },
  );
  // Which of the countries sharing a calling code (+1: US, CA…) the user picked last.
  const [pickedCountry, setPickedCountry] = useState<CountryCode | null>(null);

  // Only Arabic of the ui locales is written right to left.
  const options = useMemo(() => phoneCountryOptions(locale, locale === 'ar'), [locale]);
  const localPhoneNumber = phone?.localPhoneNumber ?? '';
  // The default stands in only for an empty field: a number typed without a country keeps asking
  // for one rather than taking a country the person never saw it get.
  const callingCode =
    phone?.callingCode ||
    (defaultCountry && !localPhoneNumber ? getCountryCallingCode(defaultCountry) : '');
  const country = callingCode
    ? countryForCallingCode(callingCode, [pickedCountry, defaultCountry], localPhoneNumber)
    : undefined;

  const handleCountryChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const picked = options.find((option) => option.country === event.target.value);
    if (!picked) return;
    setPickedCountry(picked.country);
    setPhone({ callingCode: picked.callingCode, localPhoneNumber });
  };

  const handleNumberChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Nothing a number starts with is a space (the one after "+351" included).
    const typed = event.target.value.trimStart();
    setPhone(
      (callingCode ? null : splitInternationalNumber(typed)) ?? {
        callingCode,
        localPhoneNumber: typed,
      },
    );
  };

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && groupRef.current?.contains(next))) onBlur?.();
  };

  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      control="composite"
      className={className}
    >
      {({ controlProps, labelId }) => {
        const partProps = {
          'aria-describedby': controlProps['aria-describedby'],
          'aria-invalid': controlProps['aria-invalid'],
          'aria-required': required ? true : undefined,
          disabled,
          onBlur: handleBlur,
        };
        return (
          <div ref={groupRef} role="group" aria-labelledby={labelId} className={styles.group}>
            <label htmlFor={selectId} className={fieldStyles.visuallyHidden}>
              {text('phoneCountryCode')}
            </label>
            <select
              id={selectId}
              className={`${fieldStyles.control} ${styles.countrySelect}`}
              value={country ?? ''}
              onChange={handleCountryChange}
              autoComplete="tel-country-code"
              {...partProps}
            >
              {country ? null : (
                <option value="">
                  {callingCode ? `+${callingCode}` : text('phoneChooseCountry')}
                </option>
              )}
              {options.map((option) => (
                <option key={option.country} value={option.country}>
                  {option.label}
                </option>
              ))}
            </select>
            <input
              ref={ref}
              id={controlProps.id}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              aria-labelledby={labelId}
              placeholder={
                placeholder ?? (callingCode ? undefined : text('phoneInternationalPlaceholder'))
              }
              className={`${fieldStyles.control} ${styles.localNumber}`}
              value={localPhoneNumber}
              onChange={handleNumberChange}
              {...partProps}
            />
            {name ? (
              <>
                <input
                  type="hidden"
                  name={`${name}.callingCode`}
                  value={phone ? callingCode : ''}
                />
                <input type="hidden" name={`${name}.localPhoneNumber`} value={localPhoneNumber} />
              </>
            ) : null}
          </div>
        );
      }}
    </FormField>
  );
});
