export { LazyImage, type LazyImageProps } from './LazyImage';
export { LazyBackgroundImage, type LazyBackgroundImageProps } from './LazyBackgroundImage';
export {
  IMAGE_PLACEHOLDER_URL,
  LAZY_IMAGE_OBSERVER_OPTIONS,
  isFetchableImageUrl,
  type LazyImageState,
} from './lazyImageRules';
