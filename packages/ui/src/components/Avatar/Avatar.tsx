import { forwardRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useUiText } from '../../i18n/UiTextProvider';
import { optionOrDefault } from '../../internal/optionOrDefault';
import { Icon } from '../Icon/Icon';
import * as styles from './Avatar.css';
import {
  DEFAULT_AVATAR_SHAPE,
  DEFAULT_AVATAR_SIZE,
  avatarShapes,
  avatarSizes,
  type AvatarShape,
  type AvatarSize,
} from './avatarOptions';
import { getInitials } from './getInitials';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The person's name: shown beside the picture, and the source of the initials. */
  title?: string;
  /** A second line under the title, such as an e-mail address or a role. */
  subtitle?: string;
  /** The picture's address; initials (or a person icon without a title) replace it if it fails. */
  src?: string;
  size?: AvatarSize;
  shape?: AvatarShape;
  /** Shown at the picture's inline-end bottom corner, e.g. a status dot; give it its own label. */
  badge?: ReactNode;
  /** Title and subtitle beside the picture. When hidden, the picture itself is named by the title. */
  showLabels?: boolean;
}

export const Avatar = forwardRef<HTMLDivElement, AvatarProps>(function Avatar(
  { title, subtitle, src, size, shape, badge, showLabels = true, className, ...rest },
  ref,
) {
  const text = useUiText();
  const knownSize = optionOrDefault('Avatar', 'size', size, avatarSizes, DEFAULT_AVATAR_SIZE);
  const knownShape = optionOrDefault('Avatar', 'shape', shape, avatarShapes, DEFAULT_AVATAR_SHAPE);

  // docs/product.md §2: a change of image source resets the failure state (adjusted while rendering, so the
  // new picture is tried in the very render that receives it).
  const [image, setImage] = useState({ src, failed: false });
  if (image.src !== src) setImage({ src, failed: false });
  const showImage = Boolean(src) && !(image.src === src && image.failed);

  const name = title?.trim() ?? '';
  const initials = getInitials(name);
  const nameShownBeside = showLabels && name !== '';
  const rootClasses = styles.root({ size: knownSize });

  return (
    <div ref={ref} className={className ? `${rootClasses} ${className}` : rootClasses} {...rest}>
      <span className={styles.frame({ size: knownSize, shape: knownShape })}>
        <span
          className={styles.picture({ size: knownSize, shape: knownShape })}
          // The visible title already names the person; otherwise the picture carries the name.
          {...(nameShownBeside
            ? { 'aria-hidden': true }
            : { role: 'img', 'aria-label': name || text('avatarUnknownPerson') })}
        >
          {showImage ? (
            <img
              className={styles.image}
              src={src}
              alt=""
              onError={() => setImage({ src, failed: true })}
            />
          ) : initials ? (
            <span>{initials}</span>
          ) : (
            <Icon name="person" className={styles.personIcon} />
          )}
        </span>
        {badge ? <span className={styles.badgeSlot}>{badge}</span> : null}
      </span>
      {showLabels && (name || subtitle) ? (
        <span className={styles.labels}>
          {name ? <span className={styles.title}>{name}</span> : null}
          {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
        </span>
      ) : null}
    </div>
  );
});
