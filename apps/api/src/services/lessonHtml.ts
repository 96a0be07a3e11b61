import sanitizeHtml, { type IOptions } from 'sanitize-html';
import { isAllowedVideoAddress } from '@org/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a lesson may hold: the editor's headings, paragraphs, lists, emphasis, links, images,
 * video links and document links. Everything else (scripts, styles, frames, forms, SVG, event
 * handlers, `javascript:` or `data:` addresses) is removed with its content where it could run.
 */
const allowedTags = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  's',
  'code',
  'pre',
  'blockquote',
  'hr',
  'br',
  'a',
  'img',
];

const baseOptions: IOptions = {
  allowedTags,
  allowedAttributes: {
    a: ['href', 'data-video', 'data-document-id'],
    img: ['data-file-id', 'alt'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image is its stored file, named by id: no address of anywhere else is kept.
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !UUID.test(frame.attribs['data-file-id'] ?? ''),
  transformTags: {
    b: 'strong',
    i: 'em',
    a: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs['data-document-id'] && UUID.test(attribs['data-document-id'])) {
        out['data-document-id'] = attribs['data-document-id'].toLowerCase();
      } else if (attribs.href) {
        out.href = attribs.href;
        if ('data-video' in attribs && isAllowedVideoAddress(attribs.href)) out['data-video'] = '';
      }
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs['data-file-id']
          ? { 'data-file-id': attribs['data-file-id'].toLowerCase() }
          : {}),
        alt: attribs.alt ?? '',
      },
    }),
  },
};

/** A lesson's HTML as it is stored: sanitised by sanitize-html with the rules above. */
export const sanitizeLessonHtml = (html: string): string => sanitizeHtml(html, baseOptions).trim();

/** The stored files and documents a stored lesson refers to. */
export function lessonReferences(html: string): { fileIds: string[]; documentIds: string[] } {
  const fileIds = new Set<string>();
  const documentIds = new Set<string>();
  sanitizeHtml(html, {
    ...baseOptions,
    exclusiveFilter: (frame) => {
      const fileId = frame.attribs['data-file-id'];
      const documentId = frame.attribs['data-document-id'];
      if (frame.tag === 'img' && fileId && UUID.test(fileId)) fileIds.add(fileId.toLowerCase());
      if (frame.tag === 'a' && documentId && UUID.test(documentId)) {
        documentIds.add(documentId.toLowerCase());
      }
      return false;
    },
  });
  return { fileIds: [...fileIds], documentIds: [...documentIds] };
}

/**
 * A stored lesson as it is read: sanitised again, each image given the signed address of its
 * file (an image whose file is not a lesson image is removed), each document link the signed
 * address of the document's PDF (a withdrawn or unknown document's link keeps its text only),
 * and every outside link opened in a new tab without telling the site where it came from.
 */
export function lessonHtmlForReading(
  html: string,
  addresses: { images: Map<string, string>; documents: Map<string, string> },
): string {
  return sanitizeHtml(html, {
    ...baseOptions,
    allowedTags: [...allowedTags, 'span'],
    allowedAttributes: {
      a: ['href', 'data-video', 'data-document-id', 'target', 'rel'],
      img: ['src', 'data-file-id', 'alt'],
    },
    allowedSchemesByTag: { img: [] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    exclusiveFilter: (frame) =>
      frame.tag === 'img' && !addresses.images.has(frame.attribs['data-file-id'] ?? ''),
    transformTags: {
      ...baseOptions.transformTags,
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const documentId = attribs['data-document-id']?.toLowerCase();
        if (documentId) {
          const href = addresses.documents.get(documentId);
          return {
            tagName: href ? 'a' : 'span',
            attribs: href
              ? { href, 'data-document-id': documentId }
              : ({} as sanitizeHtml.Attributes),
          };
        }
        if (!attribs.href) return { tagName: 'span', attribs: {} };
        return {
          tagName,
          attribs: {
            href: attribs.href,
            ...('data-video' in attribs && isAllowedVideoAddress(attribs.href)
              ? { 'data-video': '' }
              : {}),
            target: '_blank',
            rel: 'noopener noreferrer',
          },
        };
      },
      img: (tagName, attribs) => {
        const fileId = (attribs['data-file-id'] ?? '').toLowerCase();
        return {
          tagName,
          attribs: {
            src: addresses.images.get(fileId) ?? '',
            'data-file-id': fileId,
            alt: attribs.alt ?? '',
          },
        };
      },
    },
  }).trim();
}
