import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const enter = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  zIndex: 1300, // above dialogs, popovers and toasts: a tooltip explains whatever is under the pointer
  boxSizing: 'border-box',
  maxInlineSize: 'min(18rem, calc(100vw - 16px))',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.dark,
  color: vars.color.onDark,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  lineHeight: 1.4,
  overflowWrap: 'anywhere',
  animation: `${enter} 100ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const arrow = style({ fill: vars.color.dark });
