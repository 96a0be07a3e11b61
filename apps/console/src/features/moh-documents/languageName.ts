/** A language's name in the reader's language ("Portuguese", "portugais"), or its code. */
export const languageNamer = (readerLocale: string) => {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([readerLocale], { type: 'language' });
  } catch {
    names = null;
  }
  return (code: string) => names?.of(code) ?? code;
};
