import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ fontFamily: vars.font.family, color: vars.color.text });

export const list = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Many or long tabs scroll sideways on a narrow screen instead of wrapping into two rows.
  overflowX: 'auto',
  // The line under the tabs, drawn inside the list so the selected tab's bar can cover it.
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
});

export const item = style({ display: 'flex' });

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: 44,
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  border: 'none',
  borderBlockEnd: '3px solid transparent',
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeMedium,
  fontWeight: vars.font.weightMedium,
  lineHeight: 1.2,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled):not([data-disabled])': {
      color: vars.color.text,
      backgroundColor: vars.color.subtleHover,
    },
    // Drawn inside the tab: the scrolling list would clip an outer ring.
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 },
    // The bar takes the text colour: it keeps 3:1 against the page in both themes.
    '&[aria-selected="true"], &[aria-current="page"]': {
      color: vars.color.text,
      borderBlockEndColor: vars.color.text,
      fontWeight: vars.font.weightStrong,
    },
    '&:disabled, &[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const panel = style({
  paddingBlock: vars.space.large,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
