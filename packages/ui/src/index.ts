// The public face of @org/ui. Each component folder's index.ts decides what it exports.
export { vars, lightTheme, darkTheme, themes, type ThemeName } from './theme';
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

// Actions and display
export * from './components/Button';
export * from './components/Avatar';
export * from './components/Badge';
export * from './components/Icon';
export * from './components/Spinner';
export * from './components/Skeleton';
export * from './components/LazyImage';
export * from './components/ProgressBar';

// Overlays
export * from './components/Tooltip';
export * from './components/Dropdown';
export * from './components/Menu';
export * from './components/Popover';
export * from './components/Dialog';
export * from './components/ConfirmDialog';
export * from './components/Drawer';
export * from './components/Toast';

// Forms
export * from './components/TextField';

// Data and navigation
export * from './components/Table';
export * from './components/Pagination';
export * from './components/Tabs';
export * from './components/Header';
export * from './components/NavLink';
