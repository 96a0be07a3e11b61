/**
 * The mechanical part of the translation glossaries (docs/glossary): the words each locale's
 * glossary rules out, read from its "Words we do not use" table, and the punctuation rules a
 * machine can check. Used by app/i18n/glossary.test.ts.
 */

export const glossaryLocales = ['es', 'fr', 'pt', 'vi', 'zh-TW', 'ar'] as const;
export type GlossaryLocale = (typeof glossaryLocales)[number];

const DENY_HEADING = /^##\s+Words we do not use\s*$/;

/** The `backticked` forms in the first column of the table under "## Words we do not use". */
export function deniedForms(markdown: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => DENY_HEADING.test(line));
  if (start < 0) return [];
  const forms: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('#')) break;
    if (!line.startsWith('|')) continue;
    const firstCell = line.split('|')[1] ?? '';
    for (const [, form] of firstCell.matchAll(/`([^`]+)`/g)) forms.push(form!);
  }
  return forms;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const HAN = /\p{Script=Han}/u;

/** Letters (with their marks) match as a whole word, any case; Chinese characters anywhere. */
const formPattern = (form: string): RegExp =>
  HAN.test(form)
    ? new RegExp(escapeRegExp(form), 'u')
    : new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escapeRegExp(form)}(?![\\p{L}\\p{M}\\p{N}])`, 'iu');

/** Placeholders (`{{name}}`, `{{wait, relativetime(second)}}`, `{name}`) are not text. */
const withoutPlaceholders = (text: string) => text.replace(/\{\{[^}]*\}\}|\{\w+\}/g, '0');

const count = (text: string, character: string) => text.split(character).length - 1;

/** The glossary's punctuation and style rules that need no judgement, per locale. */
const mechanicalRules: Record<GlossaryLocale, ((text: string) => string | undefined)[]> = {
  fr: [
    (text) =>
      / [:;?!»]|« /.test(text)
        ? 'a plain space next to : ; ? ! « »: use a no-break space (U+00A0)'
        : undefined,
    (text) =>
      /[\p{L}\p{N})][?!;]/u.test(text) ? 'no space before ? ! ;: add a no-break space' : undefined,
    (text) => (/\p{L}'\p{L}/u.test(text) ? "a straight apostrophe ': use ’" : undefined),
  ],
  es: [
    (text) =>
      count(text, '?') !== count(text, '¿') || count(text, '!') !== count(text, '¡')
        ? 'a question or exclamation without its opening ¿ or ¡'
        : undefined,
  ],
  pt: [
    (text) => {
      const allowed = ['quando', 'comando', 'vindo', 'incluindo', 'excluindo'];
      const gerunds = [
        ...text.matchAll(/(?<![\p{L}\p{M}-])\p{L}+(?:ando|endo|indo)(?![\p{L}\p{M}])/giu),
      ]
        .map(([word]) => word)
        .filter((word) => !allowed.includes(word.toLowerCase()));
      return gerunds.length > 0
        ? `a gerund (${gerunds.join(', ')}): use "a" + infinitive`
        : undefined;
    },
  ],
  vi: [],
  'zh-TW': [
    (text) =>
      /\p{Script=Han}[,.:;?!()]|[,.:;?!()]\p{Script=Han}/u.test(text)
        ? 'half-width punctuation next to a Chinese character: use ，。：；？！（）'
        : undefined,
  ],
  ar: [
    (text) =>
      /\p{Script=Arabic}/u.test(text) &&
      (/[;?]/.test(text) || /\p{Script=Arabic}\s?,|,\s?\p{Script=Arabic}/u.test(text))
        ? 'Latin , ; ? in Arabic text: use ، ؛ ؟'
        : undefined,
  ],
};

/** Every way `text` breaks the glossary of `locale`: a denied form it contains, or a rule. */
export function glossaryProblems(
  locale: GlossaryLocale,
  text: string,
  denied: readonly string[],
): string[] {
  const plain = withoutPlaceholders(text);
  return [
    ...denied.filter((form) => formPattern(form).test(plain)).map((form) => `uses "${form}"`),
    ...mechanicalRules[locale].flatMap((rule) => rule(plain) ?? []),
  ];
}
