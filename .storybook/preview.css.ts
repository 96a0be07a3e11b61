import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

/** The story canvas takes the theme's page colours, so dark stories are checked on dark. */
export const frame = style({
  padding: vars.space.large,
  minBlockSize: '100%',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

/**
 * Stories are drawn in fonts that come with the repository (preview.tsx imports them), never the
 * machine's: the theme's `system-ui` and the browser's `monospace` resolve through each machine's
 * fontconfig, so the same story would look different on two machines (docs/architecture.md, Tests).
 * Noto Sans is the theme's own fallback; the Arabic and symbol faces cover the rest of the stories'
 * characters, so no character falls through to a machine's font.
 */
const repositorySansFamilies =
  '"Noto Sans Variable", "Noto Sans Arabic Variable", "Noto Sans Symbols Variable", "Noto Sans Symbols 2"';

export const repositoryFonts = style({});

// Set on <html> and on the frame, where the theme's class also sets the font: the element type
// makes this rule outrank the theme's.
globalStyle(`html${repositoryFonts}, div${repositoryFonts}`, {
  vars: { [vars.font.family]: `${repositorySansFamilies}, sans-serif` },
  fontFamily: vars.font.family,
});

globalStyle(`${repositoryFonts} :is(code, kbd, pre, samp)`, {
  fontFamily: `"Noto Sans Mono Variable", ${repositorySansFamilies}, monospace`,
});
