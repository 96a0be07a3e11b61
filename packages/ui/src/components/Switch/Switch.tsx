import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormField } from '../FormField/FormField';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id' | 'role'
> {
  /** Says what is on when the switch is on; shown beside it. */
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the label and announced with it; marks the switch invalid. */
  error?: ReactNode;
  required?: boolean;
  id?: string;
}

/**
 * An on/off switch: a native checkbox with `role="switch"`, so it is focusable, toggles with
 * Space, submits with its form and binds with react-hook-form's `register` as a checkbox does.
 */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
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
      {({ controlProps }) => (
        <span className={styles.root}>
          <input
            ref={ref}
            type="checkbox"
            role="switch"
            className={styles.input}
            {...controlProps}
            {...inputProps}
          />
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
        </span>
      )}
    </FormField>
  );
});
