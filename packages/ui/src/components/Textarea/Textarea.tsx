import {
  forwardRef,
  useCallback,
  useId,
  useState,
  type ChangeEvent,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { useUiText } from '../../i18n/UiTextProvider';
import { FormField } from '../FormField/FormField';
import * as fieldStyles from '../FormField/FormField.css';
import * as styles from './Textarea.css';
import { isNearLimit } from './textareaRules';

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: ReactNode;
  /** Marks the field required for people and assistive technology; validation is the form's job. */
  required?: boolean;
  /** Stops typing at this length and shows a live character counter. */
  maxLength?: number;
  id?: string;
}

/** A multi-line text field with label, hint and error, and an optional character counter. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  {
    label,
    hint,
    error,
    required = false,
    maxLength,
    id,
    rows = 4,
    className,
    value,
    defaultValue,
    onChange,
    ...textareaProps
  },
  ref,
) {
  const text = useUiText();
  const counterId = `${useId()}-counter`;
  const [uncontrolledLength, setUncontrolledLength] = useState(
    () => String(defaultValue ?? '').length,
  );
  const length = value === undefined ? uncontrolledLength : String(value).length;
  const hasCounter = maxLength !== undefined && maxLength > 0;

  // A form library (react-hook-form's `register`) may fill the textarea through its ref.
  const setRefs = useCallback(
    (node: HTMLTextAreaElement | null) => {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
      if (node) setUncontrolledLength(node.value.length);
    },
    [ref],
  );

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  const nearLimit = hasCounter && isNearLimit(length, maxLength);

  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      describedBy={hasCounter ? counterId : undefined}
      className={className}
    >
      {({ controlProps }) => (
        <>
          <textarea
            ref={setRefs}
            rows={rows}
            maxLength={maxLength}
            className={`${fieldStyles.control} ${styles.textarea}`}
            value={value}
            defaultValue={defaultValue}
            onChange={handleChange}
            {...controlProps}
            {...textareaProps}
          />
          {hasCounter ? (
            <>
              <span
                id={counterId}
                className={
                  nearLimit ? `${styles.counter} ${styles.counterNearLimit}` : styles.counter
                }
              >
                {text('textareaCharacterCount', { count: length, max: maxLength })}
              </span>
              {/* Polite and silent until the limit is near, so typing is not talked over. */}
              <span className={fieldStyles.visuallyHidden} aria-live="polite">
                {nearLimit
                  ? text('textareaCharactersLeft', { count: Math.max(0, maxLength - length) })
                  : ''}
              </span>
            </>
          ) : null}
        </>
      )}
    </FormField>
  );
});
