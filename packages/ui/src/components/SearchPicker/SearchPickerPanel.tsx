import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { UseComboboxReturnValue } from 'downshift';
import type { FocusEvent, KeyboardEvent, ReactElement, Ref } from 'react';
import { useUiLocale, useUiText, type UiText } from '../../i18n/UiTextProvider';
import { Icon } from '../Icon';
import { POPOVER_DISTANCE_PX } from '../Popover/popoverOptions';
import { ring } from '../Spinner/Spinner.css';
import * as styles from './SearchPicker.css';
import type { SearchPickerOption } from './searchPickerOptions';
import type { ServerSearch } from './useServerSearch';

type Combobox = UseComboboxReturnValue<SearchPickerOption>;

export interface SearchPickerPanelProps {
  /** The field's frame, which the list lines up under. */
  anchor: ReactElement;
  open: boolean;
  /** The options offered (for many values, without those already chosen). */
  items: readonly SearchPickerOption[];
  search: ServerSearch;
  getMenuProps: Combobox['getMenuProps'];
  getItemProps: Combobox['getItemProps'];
  highlightedIndex: number;
  /** One value: the chosen one, marked with a check. */
  chosenValue?: string | null;
  panelRef: Ref<HTMLDivElement>;
  /** Focus left the panel (its retry button) for somewhere else. */
  onPanelBlur: (event: FocusEvent<HTMLDivElement>) => void;
  onPanelEscape: () => void;
  onRetry: () => void;
}

/** "N more: keep typing" ("about N" when the total is an estimate), or '' when none are left out. */
function moreText(text: UiText, locale: string, search: ServerSearch): string {
  const more = search.total - search.options.length;
  if (more <= 0) return '';
  return search.totalIsEstimate
    ? text('searchPickerMoreAbout', {
        count: new Intl.NumberFormat(locale, { maximumSignificantDigits: 2 }).format(more),
      })
    : text('searchPickerMore', { count: new Intl.NumberFormat(locale).format(more) });
}

/** What the polite status line says about the list, or '' while it is closed. */
export function searchStatusText(
  text: UiText,
  locale: string,
  search: ServerSearch,
  shownCount: number,
): string {
  if (search.status === 'idle') return '';
  if (search.status === 'loading') return text('searchPickerSearching');
  if (search.status === 'failed') return text('searchPickerFailed');
  if (search.options.length === 0) return text('searchPickerNoMatch');
  if (shownCount === 0) return text('searchPickerAllChosen');
  const format = new Intl.NumberFormat(locale).format;
  const shown = text('searchPickerShownCount', { count: format(shownCount) });
  const more = moreText(text, locale, search);
  return more ? `${shown}. ${more}` : shown;
}

/**
 * The list under a search picker: the options of the latest answer, then one line that says what
 * is going on (searching, no match, failed with a retry button, how many more match). It stays in
 * the field's DOM (no portal) so that the retry button follows the input in the tab order and a
 * surrounding dialog keeps focus; Radix's popper places it and flips it above the field when the
 * space below runs out. Focus stays in the input: downshift marks the highlighted option with
 * `aria-activedescendant`.
 */
export function SearchPickerPanel({
  anchor,
  open,
  items,
  search,
  getMenuProps,
  getItemProps,
  highlightedIndex,
  chosenValue,
  panelRef,
  onPanelBlur,
  onPanelEscape,
  onRetry,
}: SearchPickerPanelProps) {
  const text = useUiText();
  const locale = useUiLocale();
  // The menu ref goes on the whole panel, so that downshift counts a click on the retry button as
  // inside; the listbox role and id go on the list of options itself.
  const {
    ref: menuRef,
    onMouseLeave,
    ...listboxProps
  } = getMenuProps({ ref: panelRef }, { suppressRefError: true });
  const more = moreText(text, locale, search);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onPanelEscape();
  };

  return (
    <PopoverPrimitive.Root open={open}>
      <PopoverPrimitive.Anchor asChild>{anchor}</PopoverPrimitive.Anchor>
      <PopoverPrimitive.Content
        ref={menuRef as Ref<HTMLDivElement>}
        // A panel around a listbox, not a dialog: focus never moves into it but for "Try again".
        role={undefined}
        side="bottom"
        align="start"
        sideOffset={POPOVER_DISTANCE_PX}
        collisionPadding={8}
        // downshift decides when the list opens and closes; Radix only places it.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        onMouseLeave={onMouseLeave}
        onBlur={onPanelBlur}
        onKeyDown={handleKeyDown}
        className={styles.panel}
      >
        <div {...listboxProps} aria-busy={search.status === 'loading'} className={styles.list}>
          {items.map((item, index) => (
            <div
              key={item.value}
              {...getItemProps({ item, index })}
              data-highlighted={index === highlightedIndex}
              className={styles.option}
            >
              <span className={styles.optionText}>
                <bdi>{item.label}</bdi>
                {item.description ? (
                  <bdi className={styles.optionDescription}>{item.description}</bdi>
                ) : null}
              </span>
              {item.value === chosenValue ? (
                <Icon name="check" size="1.125em" className={styles.check} />
              ) : null}
            </div>
          ))}
        </div>
        {search.status === 'loading' ? (
          <p className={styles.line}>
            <span className={ring({ size: 'sm' })} aria-hidden="true" />
            {text('searchPickerSearching')}
          </p>
        ) : search.status === 'failed' ? (
          <p className={`${styles.line} ${styles.failedLine}`}>
            {text('searchPickerFailed')}
            <button
              type="button"
              className={styles.retryButton}
              // A click keeps focus in the input; Tab from the input reaches the button too.
              onMouseDown={(event) => event.preventDefault()}
              // Radix loops Tab inside its content; from here Tab leaves, as in any field.
              onKeyDown={(event) => {
                if (event.key === 'Tab') event.stopPropagation();
              }}
              onClick={onRetry}
            >
              {text('searchPickerRetry')}
            </button>
          </p>
        ) : search.options.length === 0 ? (
          <p className={styles.line}>{text('searchPickerNoMatch')}</p>
        ) : items.length === 0 ? (
          <p className={styles.line}>{text('searchPickerAllChosen')}</p>
        ) : more ? (
          <p className={styles.line}>{more}</p>
        ) : null}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Root>
  );
}
