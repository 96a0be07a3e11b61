import { forwardRef } from 'react';
import { optionOrDefault } from '../../internal/optionOrDefault';
import { Button } from '../Button';
import { Menu, MenuItem } from '../Menu';
import { DotsIcon } from './DotsIcon';
import * as styles from './RowActions.css';
import { DEFAULT_ROW_ACTION_TONE, rowActionTones, type RowActionTone } from './rowActionsOptions';

export interface RowAction {
  /** The item's text, also its key: unique within one row. */
  label: string;
  onSelect: () => void;
  tone?: RowActionTone;
  disabled?: boolean;
}

export interface RowActionsProps {
  /** Names the button for screen readers and the menu with it: "Actions for Hospital Central". */
  label: string;
  actions: readonly RowAction[];
  disabled?: boolean;
  /** Opens the menu on first render, for stories and pictures; screens leave it closed. */
  defaultOpen?: boolean;
}

/**
 * The actions on one table row, behind a three-dot button at the row's end. It is a `Menu`, so
 * it opens and is driven by the keyboard as any menu is, aligned to the end of the row.
 */
export const RowActions = forwardRef<HTMLButtonElement, RowActionsProps>(function RowActions(
  { label, actions, disabled = false, defaultOpen = false },
  ref,
) {
  const trigger = (
    <Button
      ref={ref}
      variant="ghost"
      size="sm"
      rounded="cycle"
      aria-label={label}
      title={label}
      disabled={disabled}
    >
      <DotsIcon />
    </Button>
  );
  // The menu's trigger does not see the button's `disabled`, and pointer events still reach a
  // disabled button: without a menu, nothing can open.
  if (disabled) return trigger;
  return (
    <Menu trigger={trigger} align="end" defaultOpen={defaultOpen}>
      {actions.map((action) => (
        <MenuItem
          key={action.label}
          disabled={action.disabled}
          onSelect={action.onSelect}
          className={
            styles.tone[
              optionOrDefault(
                'RowActions',
                'tone',
                action.tone,
                rowActionTones,
                DEFAULT_ROW_ACTION_TONE,
              )
            ]
          }
        >
          {action.label}
        </MenuItem>
      ))}
    </Menu>
  );
});
