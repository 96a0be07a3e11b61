import type { UiMessageCatalog } from '../locales';

/** Built-in strings of the form input components. Keys are camelCase; every locale has every key. */
export const inputsMessages = {
  en: {},
  es: {},
  fr: {},
  pt: {},
  vi: {},
  'zh-TW': {},
  ar: {},
} satisfies UiMessageCatalog;
