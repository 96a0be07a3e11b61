/** docs/product.md §2: the pictures of the login page, fetched as soon as a visitor first arrives there. */
export const LOGIN_IMAGES = ['/images/logo-wide.svg', '/images/console-cover.svg'] as const;

/**
 * Adds one `<link rel="preload" as="image">` per login picture to <head>, the first time only: a
 * later visit, or a link already there, adds nothing.
 */
export function preloadLoginImages(doc: Document = document): void {
  for (const href of LOGIN_IMAGES) {
    if (doc.head.querySelector(`link[rel="preload"][href="${href}"]`)) continue;
    const link = doc.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'image');
    link.setAttribute('type', 'image/svg+xml');
    link.setAttribute('href', href);
    doc.head.append(link);
  }
}
