import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const header = createContainer();

/** Below this width the navigation moves to its own line under the logo and the actions. */
const NARROW = `${header} (max-width: 40rem)`;

export const root = style({
  containerName: header,
  containerType: 'inline-size',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.family,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xlarge,
  rowGap: vars.space.small,
  minBlockSize: 64,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xlarge,
  '@container': { [NARROW]: { paddingInline: vars.space.large } },
});

export const logo = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });

export const navigation = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  '@container': { [NARROW]: { order: 1, flexBasis: '100%' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginInlineStart: 'auto',
});

export const subRow = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.xlarge,
  borderBlockStart: `1px solid ${vars.color.secondary}`,
  '@container': { [NARROW]: { paddingInline: vars.space.large } },
});
