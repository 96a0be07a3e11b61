import type { IconName } from './iconOptions';

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;

/**
 * Stroke paths on a 24×24 grid, drawn for this set (no third-party artwork). Start/end icons are
 * drawn for left-to-right; the component mirrors them in right-to-left.
 */
export const iconPaths: Record<IconName, readonly string[]> = {
  bell: ['M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z', 'M10 21h4'],
  help: [circle(12, 12, 10), 'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6', 'M12 17.5h.01'],
  signOut: ['M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4', 'M15 8l4 4-4 4', 'M19 12H9'],
  settings: [
    'M10.29 4.59L10.58 1.9L13.42 1.9L13.71 4.59A7.6 7.6 0 0 1 16.03 5.55L18.14 3.85L20.15 5.86L18.45 7.97A7.6 7.6 0 0 1 19.41 10.29L22.1 10.58L22.1 13.42L19.41 13.71A7.6 7.6 0 0 1 18.45 16.03L20.15 18.14L18.14 20.15L16.03 18.45A7.6 7.6 0 0 1 13.71 19.41L13.42 22.1L10.58 22.1L10.29 19.41A7.6 7.6 0 0 1 7.97 18.45L5.86 20.15L3.85 18.14L5.55 16.03A7.6 7.6 0 0 1 4.59 13.71L1.9 13.42L1.9 10.58L4.59 10.29A7.6 7.6 0 0 1 5.55 7.97L3.85 5.86L5.86 3.85L7.97 5.55A7.6 7.6 0 0 1 10.29 4.59Z',
    circle(12, 12, 3),
  ],
  person: [circle(12, 8, 4), 'M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  chevronDown: ['M6 9l6 6 6-6'],
  chevronUp: ['M6 15l6-6 6 6'],
  chevronStart: ['M15 6l-6 6 6 6'],
  chevronEnd: ['M9 6l6 6-6 6'],
  calendar: [
    'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
    'M3 10h18',
    'M8 3v4',
    'M16 3v4',
  ],
  upload: ['M12 16V4', 'M7 9l5-5 5 5', 'M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2'],
  search: [circle(11, 11, 7), 'M20 20l-4-4'],
  plus: ['M12 5v14', 'M5 12h14'],
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  warning: ['M12 3.5L2.5 20h19z', 'M12 10v4', 'M12 17h.01'],
  info: [circle(12, 12, 10), 'M12 11v6', 'M12 7.5h.01'],
  message: [
    'M5 4h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-8l-5 4v-4H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
    'M8 9h8',
    'M8 12.5h5',
  ],
};
