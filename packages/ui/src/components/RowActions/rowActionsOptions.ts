/** An item's tone: `danger` for a destructive action (delete, deactivate), which goes last. */
export const rowActionTones = ['neutral', 'danger'] as const;
export type RowActionTone = (typeof rowActionTones)[number];
export const DEFAULT_ROW_ACTION_TONE: RowActionTone = 'neutral';
