import {
  forwardRef,
  useId,
  useImperativeHandle,
  useRef,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useUiText } from '../../i18n/UiTextProvider';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { Icon } from '../Icon';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'className' | 'style' | 'id'
> {
  /** Names the field; always read by screen readers, even when `hideLabel` hides it on screen. */
  label: ReactNode;
  /** Hides the label on screen, for a search box whose purpose the screen already makes plain. */
  hideLabel?: boolean;
  value: string;
  /** Called on every keystroke, on clear and on Escape; debounce in the screen if the search is costly. */
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  id?: string;
}

/**
 * A labelled search box: a magnifier, the text, and a clear button while there is text. Escape
 * clears it too (and only then stops there, so an empty field lets Escape close a dialog).
 */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  {
    label,
    hideLabel = false,
    value,
    onValueChange,
    hint,
    id,
    disabled,
    readOnly,
    onKeyDown,
    ...inputProps
  },
  ref,
) {
  const text = useUiText();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);

  const clearable = value !== '' && !disabled && !readOnly;

  const clear = () => {
    onValueChange('');
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Escape' || !clearable) return;
    // Stops the browser's own clearing (a second change) and a surrounding dialog's Escape.
    event.preventDefault();
    event.stopPropagation();
    onValueChange('');
  };

  return (
    <div className={styles.field}>
      <label className={hideLabel ? visuallyHidden : styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <Icon name="search" size="1.25em" className={styles.searchIcon} />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          className={styles.input}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={handleKeyDown}
          disabled={disabled}
          readOnly={readOnly}
          aria-describedby={hintId}
          {...inputProps}
        />
        {clearable ? (
          <button
            type="button"
            className={styles.clearButton}
            aria-label={text('searchFieldClear')}
            aria-controls={inputId}
            onClick={clear}
          >
            <Icon name="close" size="1.125em" />
          </button>
        ) : null}
      </div>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
});
