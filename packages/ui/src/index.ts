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

// Layout
export * from './components/Stack';
export * from './components/Inline';

// Actions and display
export * from './components/Button';
export * from './components/Avatar';
export * from './components/Badge';
export * from './components/Icon';
export * from './components/Spinner';
export * from './components/Skeleton';
export * from './components/LazyImage';
export * from './components/ProgressBar';
export * from './components/EmptyState';
export * from './components/VisuallyHidden';

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
export * from './components/FormField';
export * from './components/TextField';
export * from './components/SearchField';
export * from './components/Textarea';
export * from './components/Select';
export * from './components/MultiSelect';
export * from './components/SearchPicker';
export * from './components/Checkbox';
export * from './components/Switch';
export * from './components/PhoneInput';
export * from './components/FileDropzone';
export * from './components/DatePicker';

// Data and navigation
export * from './components/Table';
export * from './components/RowActions';
export * from './components/Pagination';
export * from './components/Tabs';
export * from './components/Header';
export * from './components/NavLink';
