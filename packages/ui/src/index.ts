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
export {
  Avatar,
  avatarShapes,
  avatarSizes,
  getInitials,
  type AvatarProps,
  type AvatarShape,
  type AvatarSize,
} from './components/Avatar';
export { Badge, badgeTones, type BadgeProps, type BadgeTone } from './components/Badge';
export { Spinner, spinnerSizes, type SpinnerProps, type SpinnerSize } from './components/Spinner';
export { Icon, iconNames, type IconName, type IconProps } from './components/Icon';
export {
  DEFAULT_TABLE_SKELETON_ROWS,
  Skeleton,
  SkeletonBlock,
  SkeletonText,
  TableSkeleton,
  skeletonRadii,
  type SkeletonBlockProps,
  type SkeletonProps,
  type SkeletonRadius,
  type SkeletonTextProps,
  type TableSkeletonProps,
} from './components/Skeleton';
export {
  IMAGE_PLACEHOLDER_URL,
  LAZY_IMAGE_OBSERVER_OPTIONS,
  LazyBackgroundImage,
  LazyImage,
  isFetchableImageUrl,
  type LazyBackgroundImageProps,
  type LazyImageProps,
  type LazyImageState,
} from './components/LazyImage';
export {
  PROGRESS_BAR_OPTIONS,
  PROGRESS_BAR_START_DELAY_MS,
  progressBar,
  useProgressBar,
  type ProgressBarStartOptions,
} from './components/ProgressBar';
