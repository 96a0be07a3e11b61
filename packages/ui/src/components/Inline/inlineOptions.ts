/** How an Inline lines its children up along the block axis (their heights). */
export const inlineAligns = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const DEFAULT_INLINE_ALIGN: InlineAlign = 'center';

/** Where an Inline puts its children along the reading direction; `start` and `end` follow it. */
export const inlineJustifies = ['start', 'center', 'end', 'spaceBetween'] as const;
export type InlineJustify = (typeof inlineJustifies)[number];
export const DEFAULT_INLINE_JUSTIFY: InlineJustify = 'start';
