/**
 * Text folded for matching: decomposed (NFD), accents and other combining marks dropped, lower
 * case in `locale`. "Clínica", "CLINICA" and "clinica" fold alike; so do Arabic letters with and
 * without their vowel marks. Vietnamese "đ", a letter of its own rather than "d" plus a mark, is
 * folded to "d" by hand.
 */
export const foldForMatching = (text: string, locale?: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale).replace(/đ/g, 'd');
