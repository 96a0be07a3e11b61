import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { optionOrDefault } from '../../internal/optionOrDefault';
import { badge, dot } from './Badge.css';
import { DEFAULT_BADGE_TONE, badgeTones, type BadgeTone } from './badgeOptions';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** Short text: the tone's colour only reinforces it, so the words must carry the meaning. */
  children: ReactNode;
}

export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone, className, children, ...rest },
  ref,
) {
  const classes = badge({
    tone: optionOrDefault('Badge', 'tone', tone, badgeTones, DEFAULT_BADGE_TONE),
  });
  return (
    <span ref={ref} className={className ? `${classes} ${className}` : classes} {...rest}>
      <span className={dot} aria-hidden="true" />
      {children}
    </span>
  );
});
