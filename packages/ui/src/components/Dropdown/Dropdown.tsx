import { forwardRef } from 'react';
import { optionOrDefault } from '../../internal/optionOrDefault';
import { Popover, PopoverClose, type PopoverProps } from '../Popover';
import * as styles from './Dropdown.css';

/** docs/product.md §9: a dropdown opens below its trigger, on click. */
export const DROPDOWN_PLACEMENT = 'bottom';

export const dropdownAligns = ['start', 'center', 'end'] as const;
export type DropdownAlign = (typeof dropdownAligns)[number];
export const DEFAULT_DROPDOWN_ALIGN: DropdownAlign = 'start';

export interface DropdownProps extends Omit<PopoverProps, 'side' | 'align'> {
  /** `start` lines its edge up with the trigger's start edge, following the reading direction. */
  align?: DropdownAlign;
}

/**
 * A panel that drops below its trigger on click: the trigger is any one focusable element.
 * Built on `Popover`, so it closes the same way (Escape, outside click, `DropdownClose`).
 */
export const Dropdown = forwardRef<HTMLDivElement, DropdownProps>(function Dropdown(
  { align, className, ...popoverProps },
  ref,
) {
  return (
    <Popover
      ref={ref}
      {...popoverProps}
      side={DROPDOWN_PLACEMENT}
      align={optionOrDefault('Dropdown', 'align', align, dropdownAligns, DEFAULT_DROPDOWN_ALIGN)}
      className={className ? `${styles.content} ${className}` : styles.content}
    />
  );
});

/** Closes the dropdown it is in; use with `asChild` around a button. */
export const DropdownClose = PopoverClose;
