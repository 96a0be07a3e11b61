import { useCombobox, type UseComboboxStateChange } from 'downshift';
import {
  useCallback,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type FocusEvent,
  type ForwardedRef,
  type MouseEvent,
  type RefObject,
} from 'react';
import type {
  SearchPickerDescribe,
  SearchPickerOption,
  SearchPickerSearch,
} from './searchPickerOptions';
import type { SearchPickerPanelProps } from './SearchPickerPanel';
import { useOptionNames, type OptionNames } from './useOptionNames';
import { useServerSearch, type ServerSearch } from './useServerSearch';

interface SearchPickerStateOptions {
  id: string | undefined;
  search: SearchPickerSearch;
  describe: SearchPickerDescribe | undefined;
  knownOptions: readonly SearchPickerOption[] | undefined;
  /** The chosen values, to be named. */
  values: readonly string[];
  debounceMs: number;
  disabled: boolean;
  defaultOpen: boolean;
  defaultSearchText: string | undefined;
  onBlur: (() => void) | undefined;
  forwardedRef: ForwardedRef<HTMLInputElement>;
}

export interface SearchPickerState {
  inputId: string;
  labelId: string;
  menuId: string;
  getItemId: (index: number) => string;
  /** Whether the list is open (never while disabled). */
  open: boolean;
  /** What the person typed since the list opened; `null` before they type. */
  typed: string | null;
  highlightedIndex: number;
  names: OptionNames;
  search: ServerSearch;
  rootRef: RefObject<HTMLDivElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Takes in what downshift changed: open, highlighted option, typed text. */
  applyChanges: (changes: UseComboboxStateChange<SearchPickerOption>) => void;
  /** On the field's wrapper: `onBlur` once focus has left the input, chips, buttons and list. */
  handleFieldBlur: (event: FocusEvent<HTMLElement>) => void;
  /** On the input: Tab to the list's retry button keeps the list open. */
  handleInputBlur: (event: FocusEvent<HTMLInputElement>) => void;
  /** A press on the frame around the input (between chips) focuses the input. */
  handleFramePointerDown: (event: MouseEvent<HTMLElement>) => void;
  /**
   * The list's own handlers, given downshift's `closeMenu`: focus leaving the field closes it,
   * Escape in it and its retry button bring focus back to the input.
   */
  panelHandlers: (closeMenu: () => void) => PanelHandlers;
}

type PanelHandlers = Pick<SearchPickerPanelProps, 'onPanelBlur' | 'onPanelEscape' | 'onRetry'>;

const { InputChange } = useCombobox.stateChangeTypes;

/**
 * The state both search pickers share: ids, the open list and its highlighted option (controlled,
 * so that a new answer can reset the highlight), the typed text, the server search and the names
 * of chosen values, and the focus handling of a field whose list may hold a button.
 */
export function useSearchPicker({
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
  forwardedRef,
}: SearchPickerStateOptions): SearchPickerState {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [openState, setOpen] = useState(defaultOpen);
  const [typed, setTyped] = useState<string | null>(defaultSearchText ?? null);
  const [highlightedIndex, setHighlightedIndex] = useState(-1);
  const open = openState && !disabled;

  const names = useOptionNames({ values, knownOptions, describe });
  const { remember } = names;
  const onAnswer = useCallback(
    (options: readonly SearchPickerOption[]) => {
      remember(options);
      // The options moved: a highlight would now point at another record.
      setHighlightedIndex(-1);
    },
    [remember],
  );
  const search = useServerSearch({
    search: searchFunction,
    text: (typed ?? '').trim(),
    active: open,
    debounceMs,
    onAnswer,
  });
  const { reset } = search;

  const rootRef = useRef<HTMLDivElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // The caller's ref (react-hook-form's, to focus the field with an error) reaches the input.
  useImperativeHandle(forwardedRef, () => inputRef.current as HTMLInputElement, []);

  const applyChanges = useCallback(
    (changes: UseComboboxStateChange<SearchPickerOption>) => {
      if (changes.highlightedIndex !== undefined) setHighlightedIndex(changes.highlightedIndex);
      if (changes.type === InputChange) setTyped(changes.inputValue ?? '');
      if (changes.isOpen !== undefined) {
        setOpen(changes.isOpen);
        // Each opening starts from the first records, not from the last answer.
        if (!changes.isOpen) {
          setTyped(null);
          reset();
        }
      }
    },
    [reset],
  );

  const contains = (container: HTMLElement | null, target: EventTarget | null) =>
    target instanceof Node && container !== null && container.contains(target);

  const handleFieldBlur = (event: FocusEvent<HTMLElement>) => {
    if (!contains(rootRef.current, event.relatedTarget)) onBlur?.();
  };

  const handleInputBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (!contains(panelRef.current, event.relatedTarget)) return;
    // downshift's documented way to skip its own handler (here: closing the list on blur).
    (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
      true;
  };

  const handleFramePointerDown = (event: MouseEvent<HTMLElement>) => {
    if (disabled || event.target !== event.currentTarget) return;
    event.preventDefault();
    inputRef.current?.focus();
  };

  const panelHandlers = (closeMenu: () => void): PanelHandlers => ({
    onPanelBlur: (event) => {
      if (!contains(rootRef.current, event.relatedTarget)) closeMenu();
    },
    onPanelEscape: () => {
      closeMenu();
      inputRef.current?.focus();
    },
    onRetry: () => {
      search.retry();
      inputRef.current?.focus();
    },
  });

  const getItemId = useCallback((index: number) => `${inputId}-option-${index}`, [inputId]);

  return {
    inputId,
    labelId: `${inputId}-label`,
    menuId: `${inputId}-listbox`,
    getItemId,
    open,
    typed,
    highlightedIndex,
    names,
    search,
    rootRef,
    panelRef,
    inputRef,
    applyChanges,
    handleFieldBlur,
    handleInputBlur,
    handleFramePointerDown,
    panelHandlers,
  };
}
