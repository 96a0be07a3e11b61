export { vars, lightTheme, darkTheme, themes, type ThemeName } from './theme';
export {
  Button,
  buttonSizes,
  buttonVariants,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button';
export { TextField, type TextFieldProps } from './components/TextField';
export {
  DEFAULT_UI_LOCALE,
  UiTextProvider,
  resolveUiLocale,
  uiLocales,
  useUiLocale,
  useUiText,
  type UiLocale,
  type UiMessageKey,
  type UiText,
  type UiTextProviderProps,
} from './i18n';
