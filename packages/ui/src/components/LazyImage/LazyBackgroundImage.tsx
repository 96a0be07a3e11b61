import { forwardRef, useImperativeHandle, useRef, type HTMLAttributes } from 'react';
import { background } from './LazyImage.css';
import { lazyImageStateClass } from './LazyImage';
import { IMAGE_PLACEHOLDER_URL, cssImageUrl } from './lazyImageRules';
import { useLazyImage } from './useLazyImage';

export interface LazyBackgroundImageProps extends HTMLAttributes<HTMLDivElement> {
  /** The real picture's address, kept in `data-url` and applied once the element is in view. */
  src?: string;
  /**
   * Names the picture for screen readers (`role="img"`). Leave it out when the picture is
   * decorative or when the element has content of its own, which `role="img"` would hide.
   */
  label?: string;
}

/**
 * A box whose background is the placeholder picture until it scrolls into view; then its real
 * picture is fetched and applied as the background, with the `fade-in` marker (docs/product.md §2).
 */
export const LazyBackgroundImage = forwardRef<HTMLDivElement, LazyBackgroundImageProps>(
  function LazyBackgroundImage({ src = '', label, className, style, children, ...rest }, ref) {
    const element = useRef<HTMLDivElement>(null);
    useImperativeHandle(ref, () => element.current as HTMLDivElement, []);
    const state = useLazyImage(src, element);
    return (
      <div
        {...(label ? { role: 'img', 'aria-label': label } : {})}
        {...rest}
        ref={element}
        data-url={src}
        data-state={state}
        className={[
          background,
          lazyImageStateClass(state),
          state === 'loaded' ? 'fade-in' : null,
          className,
        ]
          .filter(Boolean)
          .join(' ')}
        style={{
          ...style,
          backgroundImage: cssImageUrl(state === 'loaded' ? src : IMAGE_PLACEHOLDER_URL),
        }}
      >
        {children}
      </div>
    );
  },
);
