/** Up to this many chosen labels are listed in the button; beyond, it says "{count} selected". */
export const DEFAULT_MULTI_SELECT_MAX_LISTED = 2;
