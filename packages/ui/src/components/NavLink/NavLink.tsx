import {
  cloneElement,
  forwardRef,
  type AnchorHTMLAttributes,
  type ComponentPropsWithoutRef,
  type ElementType,
  type ForwardedRef,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
} from 'react';
import * as styles from './NavLink.css';

/**
 * What `render` gets: spread it all on the element it returns (a router's `Link`, say). The NavLink's
 * ref is then set on that element.
 */
export interface NavLinkRenderProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'className' | 'children' | 'aria-current'
> {
  className: string;
  'aria-current': 'page' | undefined;
  children?: ReactNode;
}

interface NavLinkOwnProps<C extends ElementType> {
  /** The link of the page being shown: `aria-current="page"` and the current style. */
  active?: boolean;
  /** The component to render instead of `<a>`, e.g. a router's `Link`; it gets all other props. */
  as?: C;
  /** Full control of the element, e.g. `(props) => <Link to="/users" {...props} />`. */
  render?: (props: NavLinkRenderProps) => ReactElement<RefAttributes<HTMLAnchorElement>>;
  className?: string;
  children?: ReactNode;
}

export type NavLinkProps<C extends ElementType = 'a'> = NavLinkOwnProps<C> &
  Omit<ComponentPropsWithoutRef<C>, keyof NavLinkOwnProps<C>>;

function NavLinkInner(
  { active = false, as, render, className, children, ...rest }: NavLinkProps<ElementType>,
  ref: ForwardedRef<HTMLAnchorElement>,
) {
  const props: NavLinkRenderProps = {
    ...rest,
    className: className ? `${styles.link} ${className}` : styles.link,
    'aria-current': active ? 'page' : undefined,
    children,
  };
  // The ref goes on what `render` returns (as Radix's Slot does), so the render function never has
  // to pass it on. cloneElement only attaches the ref; nothing reads it during render.
  // eslint-disable-next-line react-hooks/refs
  if (render) return cloneElement(render(props), { ref });
  const Component: ElementType = as ?? 'a';
  return <Component ref={ref} {...props} />;
}

/**
 * A navigation link that works with any router: a plain `<a href>` by default, the router's link
 * through `as` or `render`. `active` marks the current page for everyone, not only by colour.
 */
export const NavLink = forwardRef(NavLinkInner) as <C extends ElementType = 'a'>(
  props: NavLinkProps<C> & RefAttributes<HTMLAnchorElement>,
) => ReactElement | null;
