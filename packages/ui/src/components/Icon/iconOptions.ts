/** Every icon of the set, as data: stories and tests iterate over this list. */
export const iconNames = [
  'bell',
  'help',
  'signOut',
  'settings',
  'person',
  'close',
  'check',
  'chevronDown',
  'chevronUp',
  'chevronStart',
  'chevronEnd',
  'calendar',
  'upload',
  'search',
  'plus',
  'menu',
  'warning',
  'info',
  'message',
] as const;

export type IconName = (typeof iconNames)[number];

/** Icons that point along the reading direction, so they mirror in right-to-left. */
export const directionalIconNames: readonly IconName[] = ['signOut', 'chevronStart', 'chevronEnd'];

/** Shown, with a development warning, for a name the set does not have. */
export const FALLBACK_ICON_NAME: IconName = 'help';
