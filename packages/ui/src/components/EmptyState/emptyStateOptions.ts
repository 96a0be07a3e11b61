/** The heading level of the title, to fit the outline of the page around it. */
export const emptyStateHeadingLevels = [2, 3, 4] as const;
export type EmptyStateHeadingLevel = (typeof emptyStateHeadingLevels)[number];
export const DEFAULT_EMPTY_STATE_HEADING_LEVEL: EmptyStateHeadingLevel = 2;
