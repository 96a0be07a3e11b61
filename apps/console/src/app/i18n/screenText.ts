type Messages = Record<string, string>;

// A screen's own text (`features/<screen>/locales/<lng>.json`, namespace `<screen>`) loads with the
// screen, in English too, so that no screen's words weigh on the first paint of /login. The text of
// a piece that several screens share (`app/<piece>/locales`, e.g. the list screen's) loads the same
// way. This map of files is itself loaded with the first screen that needs text: its entries would
// otherwise weigh on /login too (docs/decisions.md "/login first-load budget").
const screenFiles = import.meta.glob<Messages>(
  ['../../features/*/locales/*.json', '../*/locales/*.json'],
  { import: 'default' },
);

/** The text of `namespace` in `locale`; empty when that namespace has no such file. */
export async function loadScreenMessages(namespace: string, locale: string): Promise<Messages> {
  const load =
    screenFiles[`../../features/${namespace}/locales/${locale}.json`] ??
    screenFiles[`../${namespace}/locales/${locale}.json`];
  return load ? load() : {};
}
