import { Children, forwardRef, isValidElement, type HTMLAttributes, type ReactNode } from 'react';
import { optionOrDefault } from '../../internal/optionOrDefault';
import * as styles from './NavLink.css';
import {
  DEFAULT_NAV_LIST_ORIENTATION,
  navListOrientations,
  type NavListOrientation,
} from './navLinkOptions';

export interface NavListProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Names the navigation landmark; two navigations on one page need different names. */
  label: string;
  orientation?: NavListOrientation;
  /** `NavLink`s; each goes in its own list item. */
  children: ReactNode;
}

/** A `<nav aria-label>` holding a list of links, in a row or a column. */
export const NavList = forwardRef<HTMLElement, NavListProps>(function NavList(
  { label, orientation, className, children, ...rest },
  ref,
) {
  const listClass =
    styles.list[
      optionOrDefault(
        'NavList',
        'orientation',
        orientation,
        navListOrientations,
        DEFAULT_NAV_LIST_ORIENTATION,
      )
    ];
  return (
    <nav ref={ref} aria-label={label} className={className} {...rest}>
      <ul className={listClass}>
        {Children.toArray(children).map((child, index) => (
          <li key={isValidElement(child) && child.key !== null ? child.key : index}>{child}</li>
        ))}
      </ul>
    </nav>
  );
});
