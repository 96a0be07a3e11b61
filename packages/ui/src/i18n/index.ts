export { DEFAULT_UI_LOCALE, uiLocales, type UiLocale, type UiMessageCatalog } from './locales';
export { uiMessages, type UiMessageKey } from './uiMessages';
export {
  UiTextProvider,
  resolveUiLocale,
  useUiLocale,
  useUiText,
  type UiText,
  type UiTextProviderProps,
} from './UiTextProvider';
