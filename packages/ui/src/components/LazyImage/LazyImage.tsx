import { forwardRef, useImperativeHandle, useRef, type ImgHTMLAttributes } from 'react';
import { image } from './LazyImage.css';
import { IMAGE_PLACEHOLDER_URL, type LazyImageState } from './lazyImageRules';
import { useLazyImage } from './useLazyImage';

/** docs/product.md §2 markers: the literal class names `loaded` and `load-error`, which apps and tests look for. */
export const lazyImageStateClass = (state: LazyImageState): string | null =>
  state === 'placeholder' ? null : state;

export interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  /** The real picture's address, kept in `data-url` and fetched once the image is in view. */
  src?: string;
  /** Required: describe the picture, or pass '' for a purely decorative one. */
  alt: string;
}

/**
 * An image that shows the placeholder picture until it scrolls into view, then fetches its real
 * picture and shows it once every byte has arrived. If the picture fails, the placeholder stays.
 */
export const LazyImage = forwardRef<HTMLImageElement, LazyImageProps>(function LazyImage(
  { src = '', alt, className, ...rest },
  ref,
) {
  const element = useRef<HTMLImageElement>(null);
  useImperativeHandle(ref, () => element.current as HTMLImageElement, []);
  const state = useLazyImage(src, element);
  return (
    <img
      {...rest}
      ref={element}
      src={state === 'loaded' ? src : IMAGE_PLACEHOLDER_URL}
      alt={alt}
      data-url={src}
      data-state={state}
      className={[image, lazyImageStateClass(state), className].filter(Boolean).join(' ')}
    />
  );
});
