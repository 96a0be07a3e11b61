import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { optionOrDefault } from '../../internal/optionOrDefault';
import { Icon, type IconName } from '../Icon';
import * as styles from './EmptyState.css';
import {
  DEFAULT_EMPTY_STATE_HEADING_LEVEL,
  emptyStateHeadingLevels,
  type EmptyStateHeadingLevel,
} from './emptyStateOptions';

export interface EmptyStateProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'className' | 'style' | 'title' | 'children'
> {
  /** Decorative: the title says what is (not) there. */
  icon?: IconName;
  title: ReactNode;
  description?: ReactNode;
  /** What to do next, usually one `Button`: "New clinic", "Clear filters". */
  action?: ReactNode;
  headingLevel?: EmptyStateHeadingLevel;
}

/** What a list shows when it has nothing to show: an icon, a title, why, and what to do next. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  {
    icon = 'info',
    title,
    description,
    action,
    headingLevel = DEFAULT_EMPTY_STATE_HEADING_LEVEL,
    ...rest
  },
  ref,
) {
  const level = optionOrDefault(
    'EmptyState',
    'headingLevel',
    String(headingLevel),
    emptyStateHeadingLevels.map(String),
    String(DEFAULT_EMPTY_STATE_HEADING_LEVEL),
  );
  return (
    <div ref={ref} className={styles.emptyState} {...rest}>
      <span className={styles.icon}>
        <Icon name={icon} size={24} />
      </span>
      {createElement(`h${level}`, { className: styles.title }, title)}
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
});
