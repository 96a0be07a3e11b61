const graphemes =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** The first user-perceived character: never half a surrogate pair or a letter without its accent. */
const firstCharacter = (word: string): string => {
  if (graphemes) {
    for (const { segment } of graphemes.segment(word)) return segment;
    return '';
  }
  return Array.from(word)[0] ?? '';
};

/**
 * docs/product.md §2: the first letter of a one-word title, otherwise the first letters of the first and last
 * words, in uppercase. Surrounding and repeated whitespace is ignored; an empty title gives ''.
 */
export function getInitials(title: string | null | undefined): string {
  const words = (title ?? '').trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return (firstCharacter(first) + (last ? firstCharacter(last) : '')).toUpperCase();
}
