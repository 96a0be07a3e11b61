/**
 * What text fields accept and how names are compared (docs/decisions.md "Names and titles are one
 * line of visible text", "A name is unique by its name key").
 */

/**
 * Bidi embeddings, overrides, isolates and marks: they reorder how the text around them reads
 * (`Invoice \u202Efdp.exe` shows as "Invoice exe.pdf").
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;
/** Zero-width characters: invisible, they make two names that look the same differ. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/gu;

/** Text without bidi controls (kept: zero-width joiners, which emoji and some scripts need). */
export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

/** Text without bidi controls and zero-width characters: a name, a title, a file name. */
export const withoutInvisibleCharacters = (text: string): string =>
  withoutBidiControls(text).replace(ZERO_WIDTH, '');

/** C0 and C1 controls (line breaks and tabs included), DEL, and the Unicode line separators. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const LINE_BREAKING = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/u;
/** The same, less the line breaks and tabs a paragraph of text may hold. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/** One line of text: no line break, tab or other control character. */
export const isSingleLine = (text: string): boolean => !LINE_BREAKING.test(text);

/** Text that may span lines, without any other control character. */
export const hasNoControlCharacters = (text: string): boolean =>
  !CONTROL_BUT_LINE_BREAKS.test(text);

/**
 * Cyrillic and Greek letters that look like a Latin letter, as that letter, compared after lower
 * case. Where a letter's capital and small forms look like different Latin letters (Greek Η is H,
 * η is n), the small form wins: most letters of a name are small.
 */
const LATIN_LOOKALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  ь: 'b',
  г: 'r',
  е: 'e',
  һ: 'h',
  н: 'h',
  і: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  п: 'n',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  с: 'c',
  ѕ: 's',
  т: 't',
  у: 'y',
  ү: 'y',
  ԝ: 'w',
  х: 'x',
  ԁ: 'd',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  ζ: 'z',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ω: 'w',
};
const LOOKALIKE = new RegExp(`[${Object.keys(LATIN_LOOKALIKES).join('')}]`, 'gu');

/**
 * The key a name is unique by: without invisible characters, in Unicode compatibility form
 * (NFKC: full-width and ligature letters as their plain ones), in lower case, with every run of
 * white space (a no-break space included) as one space, and Cyrillic and Greek look-alikes as the
 * Latin letter they look like. "Hospital Central de Lisboa", "HOSPITAL CENTRAL DE LISBOA",
 * "Hospital\u00A0Central de Lisboa" and "Hospital Central de Lisbоa" (Cyrillic о) share a key.
 */
export const nameKey = (name: string): string =>
  withoutInvisibleCharacters(name)
    .normalize('NFKC')
    .toLowerCase()
    .replace(LOOKALIKE, (letter) => LATIN_LOOKALIKES[letter]!)
    .replace(/\s+/gu, ' ')
    .trim();
