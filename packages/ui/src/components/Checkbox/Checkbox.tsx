import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormField } from '../FormField/FormField';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  /** Shown beside the box; clicking it toggles the box. */
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the label and announced with it; marks the box invalid. */
  error?: ReactNode;
  /** Marks the box required (e.g. terms to accept); validation is the form's job. */
  required?: boolean;
  id?: string;
}

/** A native checkbox with its label beside it, and the shared hint and error. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, required = false, id, className, ...inputProps },
  ref,
) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      layout="inline"
      className={className}
    >
      <input ref={ref} type="checkbox" className={styles.checkbox} {...inputProps} />
    </FormField>
  );
});
