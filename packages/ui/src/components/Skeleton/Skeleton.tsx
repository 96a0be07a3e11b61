import { forwardRef, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { useUiText } from '../../i18n/UiTextProvider';
import { optionOrDefault } from '../../internal/optionOrDefault';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import * as styles from './Skeleton.css';
import {
  DEFAULT_SKELETON_RADIUS,
  DEFAULT_SKELETON_TEXT_LINES,
  skeletonRadii,
  type SkeletonRadius,
} from './skeletonOptions';

/** A whole number of at least zero; anything else (NaN, Infinity, a string from an untyped caller) gives the default. */
export const toCount = (value: number | undefined, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : fallback;

export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** Announced once for the whole skeleton; "Loading…" in the current locale by default. */
  label?: string;
  children: ReactNode;
}

/**
 * The container of a loading placeholder: busy, with one screen-reader status for everything in
 * it. The grey shapes inside are hidden from assistive technology.
 */
export const Skeleton = forwardRef<HTMLDivElement, SkeletonProps>(function Skeleton(
  { label, children, ...rest },
  ref,
) {
  const text = useUiText();
  return (
    <div ref={ref} aria-busy="true" {...rest}>
      <span role="status" className={visuallyHidden}>
        {label || text('loading')}
      </span>
      {children}
    </div>
  );
});

export interface SkeletonBlockProps extends HTMLAttributes<HTMLSpanElement> {
  /** Any CSS length; the full available inline size by default. */
  inlineSize?: CSSProperties['inlineSize'];
  /** Any CSS length; one line of text by default. */
  blockSize?: CSSProperties['blockSize'];
  radius?: SkeletonRadius;
}

/** One grey shape standing in for a picture, a button or a field. Put it inside a `Skeleton`. */
export const SkeletonBlock = forwardRef<HTMLSpanElement, SkeletonBlockProps>(function SkeletonBlock(
  { inlineSize = '100%', blockSize = '1em', radius, className, style, ...rest },
  ref,
) {
  const classes = styles.shape({
    radius: optionOrDefault(
      'SkeletonBlock',
      'radius',
      radius,
      skeletonRadii,
      DEFAULT_SKELETON_RADIUS,
    ),
  });
  return (
    <span
      ref={ref}
      aria-hidden="true"
      className={className ? `${classes} ${className}` : classes}
      style={{ inlineSize, blockSize, ...style }}
      {...rest}
    />
  );
});

export interface SkeletonTextProps extends HTMLAttributes<HTMLDivElement> {
  /** How many lines of text to stand in for; the last one is shorter, as a paragraph's is. */
  lines?: number;
}

/** Grey lines standing in for a paragraph. Put it inside a `Skeleton`. */
export const SkeletonText = forwardRef<HTMLDivElement, SkeletonTextProps>(function SkeletonText(
  { lines = DEFAULT_SKELETON_TEXT_LINES, className, ...rest },
  ref,
) {
  const count = toCount(lines, DEFAULT_SKELETON_TEXT_LINES);
  const line = styles.shape({ radius: 'small' });
  return (
    <div
      ref={ref}
      aria-hidden="true"
      className={className ? `${styles.textLines} ${className}` : styles.textLines}
      {...rest}
    >
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={[
            line,
            styles.textLine,
            count > 1 && index === count - 1 ? styles.lastTextLine : null,
          ]
            .filter(Boolean)
            .join(' ')}
        />
      ))}
    </div>
  );
});
