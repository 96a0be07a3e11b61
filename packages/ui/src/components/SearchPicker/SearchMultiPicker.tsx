import {
  useCombobox,
  useMultipleSelection,
  type UseComboboxState,
  type UseComboboxStateChangeOptions,
} from 'downshift';
import { forwardRef, useMemo, useState, type MouseEvent } from 'react';
import { useUiLocale, useUiText } from '../../i18n/UiTextProvider';
import { readingDirectionOf, type ReadingDirection } from '../../internal/readingDirection';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { FormField } from '../FormField/FormField';
import { useControllableValue } from '../FormField/useControllableValue';
import { Icon } from '../Icon';
import type { SearchPickerFieldProps } from './SearchPicker';
import * as styles from './SearchPicker.css';
import { DEFAULT_SEARCH_PICKER_DEBOUNCE_MS, type SearchPickerOption } from './searchPickerOptions';
import { SearchPickerPanel, searchStatusText } from './SearchPickerPanel';
import { useSearchPicker } from './useSearchPicker';

export interface SearchMultiPickerProps extends SearchPickerFieldProps {
  /** The chosen values, in the order they were chosen. With `onChange`, the picker is controlled. */
  value?: string[];
  defaultValue?: string[];
  onChange?: (values: string[]) => void;
}

const EMPTY: string[] = [];
const { InputKeyDownEnter, ItemClick } = useCombobox.stateChangeTypes;

/**
 * Several records out of thousands: the search picker's combobox, with the chosen records shown as
 * chips before the input. Choosing keeps the list open on the same text for the next choice (the
 * chosen record leaves the list); each chip's button removes it ("Remove North Clinic"), Backspace
 * in the empty input removes the last one, and ArrowLeft from the start of the input moves through
 * the chips (downshift's `useMultipleSelection`; ArrowRight in right-to-left), where Backspace or
 * Delete removes the focused one. Binds with react-hook-form's `Controller`.
 */
export const SearchMultiPicker = forwardRef<HTMLInputElement, SearchMultiPickerProps>(
  function SearchMultiPicker(
    {
      label,
      search: searchFunction,
      describe,
      knownOptions,
      value,
      defaultValue = EMPTY,
      onChange,
      onBlur,
      name,
      placeholder,
      hint,
      error,
      required = false,
      disabled = false,
      debounceMs = DEFAULT_SEARCH_PICKER_DEBOUNCE_MS,
      defaultOpen = false,
      defaultSearchText,
      id,
      className,
    },
    ref,
  ) {
    const text = useUiText();
    const locale = useUiLocale();
    const [values, setValues] = useControllableValue(value, defaultValue, onChange);
    const picker = useSearchPicker({
      id,
      search: searchFunction,
      describe,
      knownOptions,
      values,
      debounceMs,
      disabled,
      defaultOpen,
      defaultSearchText,
      onBlur,
      forwardedRef: ref,
    });
    const { search, names, inputRef } = picker;
    // The arrow keys between chips follow the reading direction.
    const [direction, setDirection] = useState<ReadingDirection>('ltr');

    const chosenOptions = useMemo(() => values.map(names.optionFor), [values, names.optionFor]);
    // A chosen record leaves the list: choosing it again would do nothing.
    const items = useMemo(() => {
      const chosen = new Set(values);
      return search.options.filter((option) => !chosen.has(option.value));
    }, [search.options, values]);

    const { getSelectedItemProps, getDropdownProps, removeSelectedItem } =
      useMultipleSelection<SearchPickerOption>({
        selectedItems: chosenOptions,
        itemToKey: (item) => item?.value ?? null,
        keyNavigationPrevious: direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft',
        keyNavigationNext: direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight',
        onSelectedItemsChange: ({ selectedItems }) =>
          setValues(selectedItems.map((option) => option.value)),
      });

    const stateReducer = (
      state: UseComboboxState<SearchPickerOption>,
      { type, changes }: UseComboboxStateChangeOptions<SearchPickerOption>,
    ): Partial<UseComboboxState<SearchPickerOption>> => {
      if ((type === ItemClick || type === InputKeyDownEnter) && changes.selectedItem) {
        // Open on the same text for the next choice; the highlight stays on the same line, which
        // now holds the next record.
        return {
          ...changes,
          isOpen: true,
          highlightedIndex: Math.min(state.highlightedIndex, items.length - 2),
          inputValue: state.inputValue,
        };
      }
      return changes;
    };

    const combobox = useCombobox<SearchPickerOption>({
      items,
      itemToString: (item) => item?.label ?? '',
      itemToKey: (item) => item?.value ?? null,
      isItemDisabled: (item) => item.disabled === true,
      selectedItem: null,
      inputValue: picker.typed ?? '',
      isOpen: picker.open,
      highlightedIndex: picker.highlightedIndex,
      inputId: picker.inputId,
      labelId: picker.labelId,
      menuId: picker.menuId,
      getItemId: picker.getItemId,
      stateReducer,
      onStateChange: (changes) => {
        picker.applyChanges(changes);
        // Only Enter and a click choose; leaving the field (where downshift would take the
        // highlighted option) does not.
        const chosen = changes.selectedItem;
        if ((changes.type === ItemClick || changes.type === InputKeyDownEnter) && chosen) {
          if (!values.includes(chosen.value)) setValues([...values, chosen.value]);
        }
      },
    });

    const remove = (event: MouseEvent<HTMLButtonElement>, option: SearchPickerOption) => {
      // Skips downshift's own click handler, which would move the chips' focus.
      (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
        true;
      removeSelectedItem(option);
      // The last chip gone, focus goes back to the input rather than to the page.
      if (values.length === 1) inputRef.current?.focus();
    };

    return (
      <FormField
        label={label}
        hint={hint}
        error={error}
        required={required}
        id={picker.inputId}
        className={className}
      >
        {({ controlProps }) => (
          <div
            ref={picker.rootRef}
            onBlur={picker.handleFieldBlur}
            onFocus={() => setDirection(readingDirectionOf(picker.rootRef.current))}
          >
            <SearchPickerPanel
              open={picker.open}
              items={items}
              search={search}
              getMenuProps={combobox.getMenuProps}
              getItemProps={combobox.getItemProps}
              highlightedIndex={picker.highlightedIndex}
              panelRef={picker.panelRef}
              {...picker.panelHandlers(combobox.closeMenu)}
              anchor={
                // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a pointer convenience: a press between the chips focuses the input, which keyboard users reach by Tab
                <div
                  className={`${styles.box} ${styles.multiBox}`}
                  data-invalid={controlProps['aria-invalid']}
                  data-disabled={disabled || undefined}
                  onMouseDown={picker.handleFramePointerDown}
                >
                  {chosenOptions.map((option, index) => (
                    // Keyed by place: after a removal, focus stays on the button now in that place.
                    <span key={index} className={styles.chip}>
                      <bdi className={styles.chipLabel}>{option.label}</bdi>
                      <button
                        type="button"
                        {...getSelectedItemProps({
                          selectedItem: option,
                          index,
                          onClick: (event: MouseEvent<HTMLButtonElement>) => remove(event, option),
                        })}
                        aria-label={text('searchPickerRemove', { name: option.label })}
                        disabled={disabled}
                        className={styles.chipRemove}
                      >
                        <Icon name="close" size="1em" />
                      </button>
                    </span>
                  ))}
                  <input
                    {...combobox.getInputProps(
                      getDropdownProps({
                        ref: inputRef,
                        onBlur: picker.handleInputBlur,
                        disabled,
                        placeholder:
                          values.length === 0
                            ? (placeholder ?? text('searchPickerPlaceholder'))
                            : undefined,
                        'aria-describedby': controlProps['aria-describedby'],
                        'aria-invalid': controlProps['aria-invalid'],
                        'aria-required': controlProps['aria-required'],
                        'aria-labelledby': undefined,
                        spellCheck: false,
                        className: `${styles.input} ${styles.multiInput}`,
                      }),
                    )}
                  />
                  <Icon name="chevronDown" size={16} className={styles.chevron} />
                </div>
              }
            />
            <p role="status" className={visuallyHidden}>
              {searchStatusText(text, locale, search, items.length)}
            </p>
            {name
              ? values.map((chosen) => (
                  <input key={chosen} type="hidden" name={name} value={chosen} />
                ))
              : null}
          </div>
        )}
      </FormField>
    );
  },
);
