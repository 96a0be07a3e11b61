/** The page sizes offered in "Items per page" unless the app passes its own. */
export const DEFAULT_PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
