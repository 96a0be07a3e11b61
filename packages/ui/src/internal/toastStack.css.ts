import { createVar, fallbackVar } from '@vanilla-extract/css';

/** Set on the document while toasts are on screen: how far up from the window's bottom they reach. */
export const toastStackVar = createVar();

/**
 * The block size of the toasts on screen, `0px` without any: a scrolling area that reaches the
 * bottom of the window adds it to its end padding, so its last lines can be scrolled clear of them.
 */
export const toastStackBlockSize = fallbackVar(toastStackVar, '0px');
