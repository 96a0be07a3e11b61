import { style } from '@vanilla-extract/css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: '-0.125em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

/** :dir() follows the nearest dir attribute, so an ltr island inside an rtl page stays unmirrored. */
export const mirroredInRtl = style({
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});
