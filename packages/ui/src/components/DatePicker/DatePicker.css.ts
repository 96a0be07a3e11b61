import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * react-datepicker's markup, styled here with theme tokens and logical properties instead of
 * its own stylesheet; every rule is scoped under `wrapper`, so nothing leaks to other pickers.
 */
export const wrapper = style({ position: 'relative' });

/** The calendar's positioned layer (react-datepicker renders it inside `wrapper`). */
export const popper = style({ zIndex: 1100 }); // above Dialog (1000), as Popover

const DAY_SIZE = '2.25rem';
const TIME_COLUMN = '6rem';

const rule = (selector: string, styles: GlobalStyleRule) =>
  globalStyle(`${wrapper} ${selector}`, styles);

const focusRing = { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 };

rule('.react-datepicker-wrapper', { display: 'block' });
rule('.react-datepicker__input-container', { position: 'relative', display: 'block' });

rule('.react-datepicker', {
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  // No shadow token in the theme contract: the same neutral literal as Popover.
  boxShadow: '0 8px 24px rgba(16, 22, 29, 0.18)',
});

// react-datepicker's texts for screen readers only: the live message and full day names.
rule('.react-datepicker__aria-live, .react-datepicker__sr-only', {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

rule('.react-datepicker__triangle', { display: 'none' });

rule('.react-datepicker__month-container', { paddingBlockEnd: vars.space.small });

rule('.react-datepicker__header', {
  paddingBlockStart: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'center',
});

rule('.react-datepicker__current-month', {
  margin: 0,
  // The month name sits between the two arrow buttons.
  paddingInline: '2.75rem',
  lineHeight: '2rem',
  fontSize: vars.font.sizeMedium,
  fontWeight: vars.font.weightStrong,
});

rule('.react-datepicker__navigation', {
  position: 'absolute',
  insetBlockStart: vars.space.small,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2rem',
  blockSize: '2rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.text,
  overflow: 'hidden',
  cursor: 'pointer',
});
rule('.react-datepicker__navigation:hover', { backgroundColor: vars.color.subtleHover });
rule('.react-datepicker__navigation:focus-visible', focusRing);
rule('.react-datepicker__navigation--previous', { insetInlineStart: vars.space.small });
rule('.react-datepicker__navigation--next', { insetInlineEnd: vars.space.small });
// With the time column, "next month" stays over the calendar, not over the times.
rule('.react-datepicker__navigation--next--with-time', {
  insetInlineEnd: `calc(${TIME_COLUMN} + ${vars.space.small})`,
});

rule('.react-datepicker__navigation-icon', { display: 'flex' });

/** The month arrows: they point to the reading start and end, so they turn round in RTL. */
export const chevron = style({
  inlineSize: 16,
  blockSize: 16,
  selectors: { '&:dir(rtl)': { scale: '-1 1' } },
});

rule('.react-datepicker__day-names, .react-datepicker__week', {
  display: 'flex',
  justifyContent: 'center',
  paddingInline: vars.space.small,
});
rule('.react-datepicker__day-names', { marginBlockStart: vars.space.xsmall });
rule('.react-datepicker__month', { marginBlockStart: vars.space.xsmall });

rule('.react-datepicker__day-name, .react-datepicker__day', {
  inlineSize: DAY_SIZE,
  lineHeight: DAY_SIZE,
  margin: 1,
  textAlign: 'center',
  borderRadius: vars.radius.small,
});
rule('.react-datepicker__day-name', { position: 'relative', color: vars.color.textMuted });

rule('.react-datepicker__day', { cursor: 'pointer' });
rule('.react-datepicker__day:hover', { backgroundColor: vars.color.subtleHover });
rule('.react-datepicker__day:focus-visible', focusRing);
rule('.react-datepicker__day--outside-month', { color: vars.color.textMuted });
rule('.react-datepicker__day--today', { fontWeight: vars.font.weightStrong });
rule('.react-datepicker__day--keyboard-selected', {
  backgroundColor: vars.color.secondary,
  color: vars.color.text,
});
rule('.react-datepicker__day--selected, .react-datepicker__day--selected:hover', {
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
});
rule('.react-datepicker__day--disabled, .react-datepicker__day--disabled:hover', {
  backgroundColor: 'transparent',
  color: vars.color.disabledText,
  cursor: 'not-allowed',
});

rule('.react-datepicker__time-container', {
  display: 'flex',
  flexDirection: 'column',
  inlineSize: TIME_COLUMN,
  borderInlineStart: `1px solid ${vars.color.border}`,
});
rule('.react-datepicker__header--time', { paddingBlockEnd: vars.space.small });
rule('.react-datepicker-time__header', {
  lineHeight: '2rem',
  fontSize: vars.font.sizeMedium,
  fontWeight: vars.font.weightStrong,
});
rule('.react-datepicker__time, .react-datepicker__time-box', { blockSize: '100%' });
rule('.react-datepicker__time-list', {
  boxSizing: 'border-box',
  // react-datepicker sets the height to the calendar's; this is for before it measures.
  maxBlockSize: '16rem',
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: 0,
  listStyle: 'none',
  overflowY: 'auto',
});
rule('.react-datepicker__time-list-item', {
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  textAlign: 'center',
  cursor: 'pointer',
});
rule('.react-datepicker__time-list-item:hover', { backgroundColor: vars.color.subtleHover });
rule('.react-datepicker__time-list-item:focus-visible', {
  ...focusRing,
  outlineOffset: -3,
});
rule(
  '.react-datepicker__time-list-item--selected, .react-datepicker__time-list-item--selected:hover',
  {
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
  },
);
rule('.react-datepicker__time-list-item--disabled', {
  color: vars.color.disabledText,
  cursor: 'not-allowed',
});
