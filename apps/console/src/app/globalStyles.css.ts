import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

globalStyle('html, body', { margin: 0 });
// docs/decisions.md "The page keeps room for its scrollbar": a list that grows past the screen
// brings the scrollbar without moving the page sideways (Home moved 7 px, CLS 0.685).
globalStyle('html', { scrollbarGutter: 'stable' });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// The page behind the layouts (overscroll, the spinner before the router is ready) in the theme's
// colours; the layouts paint the signed-in primary background over it (docs/product.md §2).
globalStyle('body', {
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
});
