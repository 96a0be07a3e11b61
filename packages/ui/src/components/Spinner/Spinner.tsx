import { forwardRef, type HTMLAttributes } from 'react';
import { useUiText } from '../../i18n/UiTextProvider';
import { optionOrDefault } from '../../internal/optionOrDefault';
import { ring, root, visuallyHidden } from './Spinner.css';
import { DEFAULT_SPINNER_SIZE, spinnerSizes, type SpinnerSize } from './spinnerOptions';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: SpinnerSize;
  /** What is loading, for screen readers; "Loading…" in the current locale by default. */
  label?: string;
}

export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size, label, className, ...rest },
  ref,
) {
  const text = useUiText();
  return (
    <span ref={ref} role="status" className={className ? `${root} ${className}` : root} {...rest}>
      <span
        className={ring({
          size: optionOrDefault('Spinner', 'size', size, spinnerSizes, DEFAULT_SPINNER_SIZE),
        })}
        aria-hidden="true"
      />
      <span className={visuallyHidden}>{label || text('loading')}</span>
    </span>
  );
});
