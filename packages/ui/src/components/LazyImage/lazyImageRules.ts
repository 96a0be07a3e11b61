/** docs/product.md §9: the picture every lazy image shows until its real one has arrived. */
export const IMAGE_PLACEHOLDER_URL = '/images/image-placeholder.svg';

/** docs/product.md §9: any intersection at all (threshold 0) with the viewport (root null) starts the load. */
export const LAZY_IMAGE_OBSERVER_OPTIONS = { root: null, threshold: 0 } as const;

/**
 * The element's state, also written to `data-state`. `loaded` and `load-error` are the spec's own
 * markers and are set as classes too; `placeholder` means nothing has arrived (yet).
 */
export const lazyImageStates = ['placeholder', 'loaded', 'load-error'] as const;
export type LazyImageState = (typeof lazyImageStates)[number];

/** docs/product.md §2: an empty address, or one containing the word "placeholder", is never fetched. */
export const isFetchableImageUrl = (url: string | null | undefined): url is string =>
  typeof url === 'string' && url.trim() !== '' && !/placeholder/i.test(url);

/** A `background-image` value that is safe for any address (quotes, brackets, spaces, newlines). */
export const cssImageUrl = (url: string): string =>
  `url("${url.replace(/["\\\n\r\f]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)}")`;
