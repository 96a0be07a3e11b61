import { forwardRef, type SVGAttributes } from 'react';
import { optionOrDefault } from '../../internal/optionOrDefault';
import { icon, mirroredInRtl } from './Icon.css';
import { FALLBACK_ICON_NAME, directionalIconNames, iconNames, type IconName } from './iconOptions';
import { iconPaths } from './iconPaths';

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'name'> {
  name: IconName;
  /** Any CSS length; the default follows the surrounding font size. */
  size?: number | string;
  /** Makes the icon meaningful (`role="img"`); without it the icon is decorative and hidden. */
  label?: string;
}

export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
  { name, size = '1em', label, className, ...rest },
  ref,
) {
  const known = optionOrDefault('Icon', 'name', name, iconNames, FALLBACK_ICON_NAME);
  const classes = [icon, directionalIconNames.includes(known) ? mirroredInRtl : null, className]
    .filter(Boolean)
    .join(' ');
  return (
    <svg
      ref={ref}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      focusable="false"
      className={classes}
      data-icon={known}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      {iconPaths[known].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
});
