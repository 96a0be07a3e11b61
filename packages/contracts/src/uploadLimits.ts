/**
 * The avatar limit, enforced by the api and by the console's drop zone, which shows it as "2 MB":
 * decimal megabytes, as the drop zone counts and as people read file sizes
 * (docs/decisions.md "Avatar limit: 2 MB, the same number on both sides").
 */
export const AVATAR_MAX_BYTES = 2_000_000;

/** The image types an avatar may be; the api recognises them by their bytes, never by the name. */
export const avatarMediaTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type AvatarMediaType = (typeof avatarMediaTypes)[number];

/**
 * The widest and tallest image the file store accepts, in pixels (avatars and feature images), read
 * from the image's header: a few hundred kilobytes of PNG can hold 20,000 × 20,000 pixels, which a
 * browser decodes into gigabytes of memory even to show at 32 pixels.
 */
export const IMAGE_MAX_SIDE_PIXELS = 4096;

/** 400 IMAGE_DIMENSIONS_TOO_LARGE on the image's field: wider or taller than IMAGE_MAX_SIDE_PIXELS. */
export const imageDimensionsTooLargeMessage = 'The image must be at most 4096 × 4096 pixels.';

/**
 * A ministry-of-health document's limit (docs/product.md §13.7): 20 MB, decimal megabytes like the
 * avatar's, enforced by the api while it streams the file and checked first by the console.
 */
export const MOH_DOCUMENT_MAX_BYTES = 20_000_000;

/** A ministry-of-health document is a PDF, recognised by its bytes (`%PDF-`). */
export const mohDocumentMediaTypes = ['application/pdf'] as const;
