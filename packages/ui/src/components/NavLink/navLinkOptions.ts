/** How a NavList lays out its links: in a row (a header) or a column (a side bar). */
export const navListOrientations = ['horizontal', 'vertical'] as const;

export type NavListOrientation = (typeof navListOrientations)[number];

export const DEFAULT_NAV_LIST_ORIENTATION: NavListOrientation = 'horizontal';
