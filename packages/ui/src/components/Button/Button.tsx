import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { optionOrDefault } from '../../internal/optionOrDefault';
import { button, spinner } from './Button.css';
import {
  DEFAULT_BUTTON_SIZE,
  DEFAULT_BUTTON_VARIANT,
  buttonSizes,
  buttonVariants,
  type ButtonSize,
  type ButtonVariant,
} from './buttonOptions';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** `true` for pill corners; `'cycle'` for a circular icon button, which then needs an `aria-label`. */
  rounded?: boolean | 'cycle';
  /** Disables the button and shows a spinner while an action runs. */
  loading?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    rounded = false,
    loading = false,
    disabled = false,
    type = 'button',
    className,
    children,
    ...rest
  },
  ref,
) {
  const classes = button({
    variant: optionOrDefault('Button', 'variant', variant, buttonVariants, DEFAULT_BUTTON_VARIANT),
    size: optionOrDefault('Button', 'size', size, buttonSizes, DEFAULT_BUTTON_SIZE),
    rounded: rounded === 'cycle' ? 'cycle' : rounded ? 'pill' : 'none',
  });
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={className ? `${classes} ${className}` : classes}
      {...rest}
    >
      {loading ? <span className={spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
});
