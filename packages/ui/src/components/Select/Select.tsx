import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FormField } from '../FormField/FormField';
import * as fieldStyles from '../FormField/FormField.css';
import * as styles from './Select.css';
import type { SelectOption } from './selectOptions';

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'multiple'
> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** An empty first option (value `""`), shown while nothing is chosen. */
  placeholder?: string;
  hint?: ReactNode;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: ReactNode;
  /** Marks the field required for people and assistive technology; validation is the form's job. */
  required?: boolean;
  id?: string;
}

/** A native `<select>` with the shared label, hint and error layout. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, hint, error, required = false, id, className, ...selectProps },
  ref,
) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {({ controlProps }) => (
        <select
          ref={ref}
          className={`${fieldStyles.control} ${styles.select}`}
          {...controlProps}
          {...selectProps}
        >
          {placeholder !== undefined ? (
            <option value="" className={styles.option}>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              className={styles.option}
            >
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
});
