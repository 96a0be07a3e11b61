import type { UiMessageCatalog } from '../locales';

/** Built-in strings of the data and navigation components. Keys are camelCase; every locale has every key. */
export const dataMessages = {
  en: {},
  es: {},
  fr: {},
  pt: {},
  vi: {},
  'zh-TW': {},
  ar: {},
} satisfies UiMessageCatalog;
