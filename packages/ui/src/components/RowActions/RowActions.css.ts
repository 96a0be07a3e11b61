import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { RowActionTone } from './rowActionsOptions';

/** Layered on the menu item: the extra :not() outweighs the item's own highlight. */
export const tone = styleVariants({
  neutral: {},
  danger: {
    color: vars.color.criticalText,
    selectors: {
      '&[data-highlighted]:not([data-disabled])': {
        backgroundColor: vars.color.critical,
        color: vars.color.onCritical,
      },
    },
  },
} satisfies Record<RowActionTone, object>);
