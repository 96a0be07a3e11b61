import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Header.css';

export interface HeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The product's logo, usually a link home. */
  logo?: ReactNode;
  /** The main navigation, e.g. a `NavList`. */
  navigation?: ReactNode;
  /** Buttons and menus at the inline end (the left, in right-to-left). */
  actions?: ReactNode;
  /** A second row under the first, e.g. the links of one section. */
  subNavigation?: ReactNode;
}

/**
 * The page's banner: logo, navigation and actions in one row, an optional second row below. On a
 * narrow screen (or in a narrow container) the navigation moves to its own line.
 */
export const Header = forwardRef<HTMLElement, HeaderProps>(function Header(
  { logo, navigation, actions, subNavigation, className, ...rest },
  ref,
) {
  return (
    <header ref={ref} className={className ? `${styles.root} ${className}` : styles.root} {...rest}>
      <div className={styles.bar}>
        {logo !== undefined ? <div className={styles.logo}>{logo}</div> : null}
        {navigation !== undefined ? <div className={styles.navigation}>{navigation}</div> : null}
        {actions !== undefined ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {subNavigation !== undefined ? <div className={styles.subRow}>{subNavigation}</div> : null}
    </header>
  );
});
