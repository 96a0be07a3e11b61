import { useMemo } from 'react';
import { supportedLocales } from './locales';

/**
 * Names languages in the reader's language ("Portuguese", "portugais"), from Intl, so there is no
 * list of names to keep; a code Intl does not know stays as written. `readerLocale` is always one
 * of the interface's locales, which Intl knows.
 */
export const languageNamer = (readerLocale: string) => {
  const names = new Intl.DisplayNames([readerLocale], { type: 'language' });
  return (code: string) => names.of(code) ?? code;
};

/** The interface languages as choices, named in the reader's language; made again only when it changes. */
export function useLanguageOptions(readerLocale: string) {
  return useMemo(() => {
    const name = languageNamer(readerLocale);
    return supportedLocales.map((code) => ({ value: code, label: name(code) }));
  }, [readerLocale]);
}
