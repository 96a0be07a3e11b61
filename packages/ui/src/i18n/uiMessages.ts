import type { UiLocale, UiMessage } from './locales';
import { commonMessages } from './messages/common';
import { dataMessages } from './messages/data';
import { displayMessages } from './messages/display';
import { inputsMessages } from './messages/inputs';
import { overlaysMessages } from './messages/overlays';

/** Every family's catalogue. A family adds its file under ./messages and one line here. */
export const uiMessageCatalogs = [
  commonMessages,
  displayMessages,
  overlaysMessages,
  inputsMessages,
  dataMessages,
] as const;

type CatalogKeys<C> = C extends Record<'en', Record<infer K, UiMessage>> ? K : never;
export type UiMessageKey = CatalogKeys<(typeof uiMessageCatalogs)[number]>;

export const uiMessages = Object.fromEntries(
  (['en', 'es', 'fr', 'pt', 'vi', 'zh-TW', 'ar'] as const).map((locale) => [
    locale,
    Object.assign({}, ...uiMessageCatalogs.map((catalog) => catalog[locale])),
  ]),
) as Record<UiLocale, Record<UiMessageKey, UiMessage>>;
