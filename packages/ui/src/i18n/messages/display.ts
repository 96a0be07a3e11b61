import type { UiMessageCatalog } from '../locales';

/** Built-in strings of the display components. Keys are camelCase; every locale has every key. */
export const displayMessages = {
  en: {},
  es: {},
  fr: {},
  pt: {},
  vi: {},
  'zh-TW': {},
  ar: {},
} satisfies UiMessageCatalog;
