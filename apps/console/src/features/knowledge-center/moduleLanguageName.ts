import { supportedLocales } from '@org/contracts';

/** The `lang` of a module's language when it is one of the interface's, else none (free text). */
export const moduleLanguageTag = (language: string): string | undefined =>
  (supportedLocales as readonly string[]).includes(language) ? language : undefined;
