// The combobox mechanics (keys, ARIA states, highlight, blur, chips' keys) come from downshift's
// `useCombobox` and `useMultipleSelection` rather than hand-written code: a headless library kept
// up for years (WAI-ARIA 1.2 combobox since v7, React 19 and the React Compiler supported), that
// leaves the markup, the look and the async search to us. Its cost is 13.6 KB gzipped, as its one
// ESM file cannot be tree-shaken (.size-limit.cjs). Radix's popper, already ours through Popover,
// only places the list.
import { useCombobox } from 'downshift';
import { forwardRef, useMemo, type ReactNode } from 'react';
import { useUiLocale, useUiText } from '../../i18n/UiTextProvider';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { FormField } from '../FormField/FormField';
import { useControllableValue } from '../FormField/useControllableValue';
import { Icon } from '../Icon';
import * as styles from './SearchPicker.css';
import {
  DEFAULT_SEARCH_PICKER_DEBOUNCE_MS,
  type SearchPickerDescribe,
  type SearchPickerOption,
  type SearchPickerSearch,
} from './searchPickerOptions';
import { SearchPickerPanel, searchStatusText } from './SearchPickerPanel';
import { useSearchPicker } from './useSearchPicker';

/** What both search pickers take besides their value. */
export interface SearchPickerFieldProps {
  label: ReactNode;
  /** Asks the server for the records matching the typed text ('' for the first ones). */
  search: SearchPickerSearch;
  /** Names chosen values no answer has shown yet (a value from a link, an edited record's own). */
  describe?: SearchPickerDescribe;
  /** Names known up front (the record's own choices), so that they need no `describe`. */
  knownOptions?: readonly SearchPickerOption[];
  /** Called when focus leaves the whole field (react-hook-form marks it touched). */
  onBlur?: () => void;
  /** Submits the chosen value(s) under this name in a native form. */
  name?: string;
  placeholder?: string;
  hint?: ReactNode;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: ReactNode;
  /** Says the field is required; validation is the form's job. */
  required?: boolean;
  disabled?: boolean;
  /** How long typing must pause before the search starts. */
  debounceMs?: number;
  /** Opens the list on first render (stories, screenshots); it then opens and closes as usual. */
  defaultOpen?: boolean;
  /** Text already typed on first render, searched at once (stories, a search restored from a link). */
  defaultSearchText?: string;
  id?: string;
  className?: string;
}

export interface SearchPickerProps extends SearchPickerFieldProps {
  /** The chosen value, `null` for none. With `onChange`, the picker is controlled. */
  value?: string | null;
  defaultValue?: string | null;
  /** The new value and its option (`null` and `null` when cleared). */
  onChange?: (value: string | null, option: SearchPickerOption | null) => void;
  /** Adds a clear button while a value is chosen: for filters whose empty value means "all". */
  clearable?: boolean;
}

const { ItemClick, InputKeyDownEnter } = useCombobox.stateChangeTypes;

/**
 * One record out of thousands: a combobox whose options come from a server search as the person
 * types (WAI-ARIA combobox pattern, through downshift). The input shows the chosen record's name;
 * opening the list searches '' (the first records), typing searches the text once typing pauses.
 * The list says when it is searching, when nothing matches, when the search failed (with "Try
 * again"), and how many more records match than it shows. Binds with react-hook-form's
 * `Controller` (`value`, `onChange`, `onBlur`, `name`, ref to the input).
 */
export const SearchPicker = forwardRef<HTMLInputElement, SearchPickerProps>(function SearchPicker(
  {
    label,
    search: searchFunction,
    describe,
    knownOptions,
    value,
    defaultValue = null,
    onChange,
    onBlur,
    name,
    placeholder,
    clearable = false,
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
  const [current, setCurrent] = useControllableValue<string | null>(value, defaultValue, undefined);
  const values = useMemo(() => (current === null ? [] : [current]), [current]);
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
  const { search, names, typed, inputRef } = picker;
  const chosen = current === null ? null : names.optionFor(current);

  const choose = (option: SearchPickerOption | null) => {
    const next = option?.value ?? null;
    if (next === current) return;
    setCurrent(next);
    onChange?.(next, option);
  };

  const combobox = useCombobox<SearchPickerOption>({
    items: search.options as SearchPickerOption[],
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value ?? null,
    isItemDisabled: (item) => item.disabled === true,
    selectedItem: chosen,
    // Before typing, the input shows the chosen record's name; the search is then for ''.
    inputValue: typed ?? chosen?.label ?? '',
    isOpen: picker.open,
    highlightedIndex: picker.highlightedIndex,
    inputId: picker.inputId,
    labelId: picker.labelId,
    menuId: picker.menuId,
    getItemId: picker.getItemId,
    onStateChange: (changes) => {
      picker.applyChanges(changes);
      // Only Enter and a click choose: leaving the field (Tab, a click elsewhere), where downshift
      // would take the highlighted option, and Escape, where it would clear, leave the value alone.
      if (
        (changes.type === ItemClick || changes.type === InputKeyDownEnter) &&
        changes.selectedItem
      ) {
        choose(changes.selectedItem);
      }
    },
  });

  const clear = () => {
    choose(null);
    inputRef.current?.focus();
  };

  const showClear = clearable && current !== null && !disabled;

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
        <div ref={picker.rootRef} onBlur={picker.handleFieldBlur}>
          <SearchPickerPanel
            open={picker.open}
            items={search.options}
            search={search}
            getMenuProps={combobox.getMenuProps}
            getItemProps={combobox.getItemProps}
            highlightedIndex={picker.highlightedIndex}
            chosenValue={current}
            panelRef={picker.panelRef}
            {...picker.panelHandlers(combobox.closeMenu)}
            anchor={
              <div
                className={styles.box}
                data-invalid={controlProps['aria-invalid']}
                data-disabled={disabled || undefined}
              >
                <input
                  {...combobox.getInputProps({
                    ref: inputRef,
                    onBlur: picker.handleInputBlur,
                    disabled,
                    placeholder: placeholder ?? text('searchPickerPlaceholder'),
                    'aria-describedby': controlProps['aria-describedby'],
                    'aria-invalid': controlProps['aria-invalid'],
                    'aria-required': controlProps['aria-required'],
                    // Named by the field's <label for>, not by downshift's label id.
                    'aria-labelledby': undefined,
                    spellCheck: false,
                    className: showClear
                      ? `${styles.input} ${styles.inputWithClear}`
                      : styles.input,
                  })}
                />
                {showClear ? (
                  <button
                    type="button"
                    className={styles.clearButton}
                    aria-label={text('searchPickerClear')}
                    aria-controls={picker.inputId}
                    // Focus stays in the input, where it goes back anyway.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={clear}
                  >
                    <Icon name="close" size="1.125em" />
                  </button>
                ) : null}
                <Icon name="chevronDown" size={16} className={styles.chevron} />
              </div>
            }
          />
          <p role="status" className={visuallyHidden}>
            {searchStatusText(text, locale, search, search.options.length)}
          </p>
          {name ? <input type="hidden" name={name} value={current ?? ''} /> : null}
        </div>
      )}
    </FormField>
  );
});
