import type { UiMessageCatalog } from '../locales';

/** Built-in strings of the display components. Keys are camelCase; every locale has every key. */
export const displayMessages = {
  en: { avatarUnknownPerson: 'Unknown person' },
  es: { avatarUnknownPerson: 'Persona desconocida' },
  fr: { avatarUnknownPerson: 'Personne inconnue' },
  pt: { avatarUnknownPerson: 'Pessoa desconhecida' },
  vi: { avatarUnknownPerson: 'Người không xác định' },
  'zh-TW': { avatarUnknownPerson: '未知人員' },
  ar: { avatarUnknownPerson: 'شخص غير معروف' },
} satisfies UiMessageCatalog;
