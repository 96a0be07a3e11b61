import type { UiMessageCatalog } from '../locales';

/** Built-in strings of the overlays components. Keys are camelCase; every locale has every key. */
export const overlaysMessages = {
  en: {},
  es: {},
  fr: {},
  pt: {},
  vi: {},
  'zh-TW': {},
  ar: {},
} satisfies UiMessageCatalog;
