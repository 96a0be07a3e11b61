import * as PopoverPrimitive from '@radix-ui/react-popover';
import {
  forwardRef,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useUiLocale, useUiText } from '../../i18n/UiTextProvider';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { FormField } from '../FormField/FormField';
import * as fieldStyles from '../FormField/FormField.css';
import { useControllableValue } from '../FormField/useControllableValue';
import { POPOVER_DISTANCE_PX } from '../Popover/popoverOptions';
import { SearchField } from '../SearchField/SearchField';
import type { SelectOption } from '../Select/selectOptions';
import * as styles from './MultiSelect.css';
import { foldForMatching } from './multiSelectFilter';
import { DEFAULT_MULTI_SELECT_MAX_LISTED } from './multiSelectOptions';

export interface MultiSelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The chosen values, in the order of `options`. With `onChange`, the select is controlled. */
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
  /** Called when focus leaves both the button and its list (react-hook-form marks it touched). */
  onBlur?: () => void;
  /** Submits each chosen value under this name in a native form. */
  name?: string;
  /** Shown in the button while nothing is chosen. */
  placeholder?: string;
  hint?: ReactNode;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: ReactNode;
  /** Says the field is required; validation (e.g. docs/product.md §5 "Clinic is required") is the form's job. */
  required?: boolean;
  disabled?: boolean;
  /** Up to this many chosen labels are listed in the button; more are counted. */
  maxListedLabels?: number;
  /**
   * Puts a "Filter options" field at the top of the list, which narrows it to the options whose
   * label contains the text, ignoring case and accents; chosen options stay chosen while hidden.
   * Focus starts in the field and ArrowDown moves to the first option. For long lists.
   */
  searchable?: boolean;
  /** Opens the list on first render (stories, screenshots); it then opens and closes as usual. */
  defaultOpen?: boolean;
  id?: string;
  className?: string;
}

const EMPTY: string[] = [];

/**
 * Several choices from a list: a button that shows what is chosen opens a popover with one
 * native checkbox per option and a "clear" action, and with `searchable` a field that filters the
 * options by label. Escape closes it and focus returns to the button. Binds with react-hook-form's
 * `Controller` (`value`, `onChange`, `onBlur`, `name`, ref).
 */
export const MultiSelect = forwardRef<HTMLButtonElement, MultiSelectProps>(function MultiSelect(
  {
    label,
    options,
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
    maxListedLabels = DEFAULT_MULTI_SELECT_MAX_LISTED,
    searchable = false,
    defaultOpen = false,
    id,
    className,
  },
  ref,
) {
  const text = useUiText();
  const locale = useUiLocale();
  const baseId = useId();
  const summaryId = `${baseId}-summary`;
  const listId = `${baseId}-list`;
  const [selected, setSelected] = useControllableValue(value, defaultValue, onChange);
  const [open, setOpen] = useState(defaultOpen);
  const [query, setQuery] = useState('');
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const filterRef = useRef<HTMLInputElement | null>(null);

  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const foldedLabels = useMemo(
    () => (searchable ? options.map((option) => foldForMatching(option.label, locale)) : []),
    [searchable, options, locale],
  );
  const foldedQuery = searchable ? foldForMatching(query.trim(), locale) : '';
  // Filtering only hides options: the chosen values, shown or not, stay in `selected`.
  const visibleOptions = useMemo(
    () =>
      foldedQuery === ''
        ? options
        : options.filter((_option, index) => foldedLabels[index]?.includes(foldedQuery)),
    [options, foldedLabels, foldedQuery],
  );

  const chosenLabels = useMemo(
    () => options.filter((option) => selectedSet.has(option.value)).map((option) => option.label),
    [options, selectedSet],
  );
  const summary =
    chosenLabels.length === 0
      ? null
      : chosenLabels.length <= maxListedLabels
        ? new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(chosenLabels)
        : text('multiSelectCountSelected', { count: chosenLabels.length });

  const toggle = (optionValue: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(optionValue);
    else next.delete(optionValue);
    // Keeps the order of `options`, whatever the order of clicks.
    setSelected(options.map((option) => option.value).filter((v) => next.has(v)));
  };

  const checkboxes = () =>
    Array.from(
      contentRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:enabled') ??
        [],
    );

  const clear = () => {
    setSelected([]);
    // The clear button disables itself: keep focus in the list (or its filter) rather than lose it.
    (checkboxes()[0] ?? filterRef.current)?.focus();
  };

  const handleOpenChange = (next: boolean) => {
    // Each opening starts from the whole list.
    if (next) setQuery('');
    setOpen(next);
  };

  // From the filter, ArrowDown goes to the first option shown.
  const handleFilterKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = checkboxes()[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  };

  // Arrow keys, Home and End move between options, as in a listbox; Tab still works too.
  const handleOptionKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const boxes = checkboxes();
    const index = boxes.indexOf(event.currentTarget);
    if (index === -1) return;
    if (event.key === 'ArrowUp' && index === 0 && filterRef.current) {
      // Back up from the first option to the filter, as from a combobox's list.
      event.preventDefault();
      filterRef.current.focus();
      return;
    }
    const target =
      event.key === 'ArrowDown'
        ? boxes[Math.min(index + 1, boxes.length - 1)]
        : event.key === 'ArrowUp'
          ? boxes[Math.max(index - 1, 0)]
          : event.key === 'Home'
            ? boxes[0]
            : event.key === 'End'
              ? boxes[boxes.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    const staysInside =
      next instanceof Node &&
      (triggerRef.current?.contains(next) || contentRef.current?.contains(next));
    if (!staysInside) onBlur?.();
  };

  const setTriggerRef = (node: HTMLButtonElement | null) => {
    triggerRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      control="composite"
      className={className}
    >
      {({ controlProps, labelId }) => (
        <PopoverPrimitive.Root open={open && !disabled} onOpenChange={handleOpenChange}>
          <PopoverPrimitive.Trigger asChild>
            <button
              ref={setTriggerRef}
              type="button"
              id={controlProps.id}
              // The name is the label, then what is chosen: "Clinics, North, South".
              aria-labelledby={`${labelId} ${summaryId}`}
              aria-describedby={controlProps['aria-describedby']}
              // A button cannot be aria-invalid: the error reaches it through aria-describedby.
              data-invalid={controlProps['aria-invalid']}
              disabled={disabled}
              onBlur={handleBlur}
              className={`${fieldStyles.control} ${styles.trigger}`}
            >
              <span
                id={summaryId}
                className={summary ? styles.summary : `${styles.summary} ${styles.placeholder}`}
              >
                {summary ?? placeholder ?? text('multiSelectPlaceholder')}
              </span>
              <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true">
                <path
                  d="M3.5 6l4.5 4.5L12.5 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.75"
                />
              </svg>
            </button>
          </PopoverPrimitive.Trigger>
          <PopoverPrimitive.Portal>
            <PopoverPrimitive.Content
              ref={contentRef}
              aria-labelledby={labelId}
              align="start"
              side="bottom"
              sideOffset={POPOVER_DISTANCE_PX}
              collisionPadding={8}
              onBlur={handleBlur}
              onOpenAutoFocus={(event) => {
                // Radix focuses the first tabbable element; with a filter, focus it by name.
                if (!searchable) return;
                event.preventDefault();
                filterRef.current?.focus();
              }}
              className={
                searchable ? `${styles.content} ${styles.searchableContent}` : styles.content
              }
            >
              {searchable ? (
                <div className={styles.filter}>
                  <SearchField
                    ref={filterRef}
                    label={text('multiSelectFilter')}
                    hideLabel
                    // The label is hidden: the placeholder says on screen what the field is for.
                    placeholder={text('multiSelectFilter')}
                    value={query}
                    onValueChange={setQuery}
                    onKeyDown={handleFilterKeyDown}
                    aria-controls={listId}
                    autoComplete="off"
                    spellCheck={false}
                  />
                  {/* Polite: says how many options are left after each change of the filter. */}
                  <p role="status" aria-atomic="true" className={visuallyHidden}>
                    {visibleOptions.length === 0
                      ? text('multiSelectNoMatches')
                      : text('multiSelectShownCount', { count: visibleOptions.length })}
                  </p>
                </div>
              ) : null}
              <div id={listId} role="group" aria-labelledby={labelId} className={styles.list}>
                {visibleOptions.map((option) => (
                  <label key={option.value} className={styles.option}>
                    <input
                      type="checkbox"
                      className={styles.checkbox}
                      checked={selectedSet.has(option.value)}
                      disabled={option.disabled}
                      onChange={(event) => toggle(option.value, event.target.checked)}
                      onKeyDown={handleOptionKeyDown}
                    />
                    <span className={styles.optionLabel}>{option.label}</span>
                  </label>
                ))}
                {visibleOptions.length === 0 ? (
                  <p className={styles.noMatches}>{text('multiSelectNoMatches')}</p>
                ) : null}
              </div>
              <div className={styles.footer}>
                <button
                  type="button"
                  className={styles.clearButton}
                  disabled={selected.length === 0}
                  onClick={clear}
                >
                  {text('multiSelectClear')}
                </button>
              </div>
            </PopoverPrimitive.Content>
          </PopoverPrimitive.Portal>
          {name
            ? selected.map((chosen) => (
                <input key={chosen} type="hidden" name={name} value={chosen} />
              ))
            : null}
        </PopoverPrimitive.Root>
      )}
    </FormField>
  );
});
