/** docs/product.md §2: the pictures of the login page, fetched as soon as a visitor first arrives there. */
export const LOGIN_IMAGES = ['/images/logo-wide.svg', '/images/console-cover.svg'] as const;

/** The cover shows on wide screens only (LoginScreen.css.ts): elsewhere it is not fetched. */
const SHOWN_WHEN: Partial<Record<string, string>> = {
  '/images/console-cover.svg': 'screen and (min-width: 56rem)',
};

/**
 * Adds one `<link rel="preload" as="image">` per login picture to <head> (with the media query
 * under which it shows), the first time only: a later visit, or a link already there, adds nothing.
 */
export function preloadLoginImages(doc: Document = document): void {
  for (const href of LOGIN_IMAGES) {
    if (doc.head.querySelector(`link[rel="preload"][href="${href}"]`)) continue;
    const link = doc.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'image');
    link.setAttribute('type', 'image/svg+xml');
    link.setAttribute('href', href);
    const media = SHOWN_WHEN[href];
    if (media) link.setAttribute('media', media);
    doc.head.append(link);
  }
}
