import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { LayoutElement, LayoutSpace } from './stackOptions';

/** The gap of each space token, shared by Stack and Inline. */
export const gap = styleVariants(
  {
    none: '0',
    xxsmall: vars.space.xxsmall,
    xsmall: vars.space.xsmall,
    small: vars.space.small,
    medium: vars.space.medium,
    large: vars.space.large,
    xlarge: vars.space.xlarge,
  } satisfies Record<LayoutSpace, string>,
  (value) => ({ gap: value }),
);

/** Lists lose the browser's bullets, margins and indent: the layout owns the spacing. */
export const element = styleVariants({
  div: {},
  section: {},
  ul: { margin: 0, padding: 0, listStyle: 'none' },
  ol: { margin: 0, padding: 0, listStyle: 'none' },
} satisfies Record<LayoutElement, object>);
