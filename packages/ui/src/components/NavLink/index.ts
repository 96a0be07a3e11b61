export { NavLink, type NavLinkProps, type NavLinkRenderProps } from './NavLink';
export { NavList, type NavListProps } from './NavList';
export { navListOrientations, type NavListOrientation } from './navLinkOptions';
