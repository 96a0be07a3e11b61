import { forwardRef, type HTMLAttributes } from 'react';
import { visuallyHidden } from '../../internal/visuallyHidden.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/**
 * Words for screen readers only: read aloud and part of the accessible name of what holds them,
 * but not drawn. For what the layout already says to someone who sees it (the word behind a dash
 * in an empty cell, an unread mark) and for announcements (`role="status"`).
 */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(
  function VisuallyHidden({ className, ...rest }, ref) {
    return (
      <span
        ref={ref}
        className={className ? `${visuallyHidden} ${className}` : visuallyHidden}
        {...rest}
      />
    );
  },
);
