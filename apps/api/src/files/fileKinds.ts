import { imageSize } from 'image-size';
import { avatarMediaTypes, featureImageMediaTypes, mohDocumentMediaTypes } from '@org/contracts';

/**
 * The kinds of file the store accepts, each recognised by its first bytes, never by a name or a
 * declared type (docs/product.md §3.1, §13.4). SVG and HTML are never among them.
 */
export interface FileKind {
  name: 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf';
  extension: string;
  contentType: string;
  matches(head: Buffer): boolean;
  /** An image's width and height, from its header; null while `head` does not hold them yet. */
  dimensions?(head: Buffer): Dimensions | null;
}

export interface Dimensions {
  width: number;
  height: number;
}

/** image-size reads each accepted image kind's header; a short or broken one reads as null. */
const headerDimensions = (head: Buffer): Dimensions | null => {
  try {
    // A copy of its own: image-size reads through a DataView of the whole underlying memory, so a
    // Buffer that is a view of Node's shared pool would be read past its end.
    const { width, height } = imageSize(new Uint8Array(head));
    // A header cut short reads as NaN or 0 rather than failing.
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
};

/** How many leading bytes `sniff` needs to decide. */
export const SNIFF_BYTES = 16;

export const fileKinds = {
  png: {
    name: 'png',
    dimensions: headerDimensions,
    extension: 'png',
    contentType: 'image/png',
    matches: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  jpeg: {
    name: 'jpeg',
    dimensions: headerDimensions,
    extension: 'jpg',
    contentType: 'image/jpeg',
    matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  gif: {
    name: 'gif',
    dimensions: headerDimensions,
    extension: 'gif',
    contentType: 'image/gif',
    matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  webp: {
    name: 'webp',
    dimensions: headerDimensions,
    extension: 'webp',
    contentType: 'image/webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  pdf: {
    name: 'pdf',
    extension: 'pdf',
    contentType: 'application/pdf',
    // ISO 32000: the file starts with the header `%PDF-1.x` (or `%PDF-2.0`).
    matches: (b) => /^%PDF-\d\.\d/.test(b.subarray(0, 8).toString('latin1')),
  },
} as const satisfies Record<string, FileKind>;

/** The kind among `accepted` that the leading bytes are, or undefined. */
export const sniff = (head: Buffer, accepted: readonly FileKind[]) =>
  accepted.find((kind) => kind.matches(head));

export const kindOfContentType = (contentType: string): FileKind | undefined =>
  Object.values(fileKinds).find((kind) => kind.contentType === contentType);

/** The kinds of a media-type list of @org/contracts, which the console offers in its pickers. */
const kindsOf = (mediaTypes: readonly string[]): readonly FileKind[] =>
  mediaTypes.map((mediaType) => {
    const kind = kindOfContentType(mediaType);
    if (!kind) throw new Error(`no file kind recognises ${mediaType}`);
    return kind;
  });

/** Avatars (docs/product.md §3.1). */
export const imageKinds = kindsOf(avatarMediaTypes);
export const featureImageKinds = kindsOf(featureImageMediaTypes);
export const pdfKinds = kindsOf(mohDocumentMediaTypes);
