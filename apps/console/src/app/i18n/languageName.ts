import { useMemo } from 'react';
import { supportedLocales } from './locales';

/**
 * Names languages in the reader's language ("Portuguese", "portugais"), from Intl, so there is no
 * list of names to keep. `readerLocale` is always one of the interface's locales, which Intl
 * knows; a code Intl does not know, or free text that is no language tag at all (a training
 * module's language, docs/decisions.md), stays as written.
 */
export const languageNamer = (readerLocale: string) => {
  const names = new Intl.DisplayNames([readerLocale], { type: 'language' });
  return (code: string) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
};

/** The interface languages as choices, named in the reader's language; made again only when it changes. */
export function useLanguageOptions(readerLocale: string) {
  return useMemo(() => {
    const name = languageNamer(readerLocale);
    return supportedLocales.map((code) => ({ value: code, label: name(code) }));
  }, [readerLocale]);
}
