export const skeletonRadii = ['small', 'medium', 'full'] as const;
export type SkeletonRadius = (typeof skeletonRadii)[number];
export const DEFAULT_SKELETON_RADIUS: SkeletonRadius = 'small';

export const DEFAULT_SKELETON_TEXT_LINES = 3;
/** docs/product.md §9: the loading skeleton table has 8 rows. */
export const DEFAULT_TABLE_SKELETON_ROWS = 8;
/** docs/product.md §2 leaves the table's content unknown; five columns read as a typical admin list. */
export const DEFAULT_TABLE_SKELETON_COLUMNS = 5;
/** docs/product.md §2: the header block has "a few buttons". */
export const TABLE_SKELETON_HEADER_BUTTONS = 3;
