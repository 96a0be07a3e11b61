import { setHours, setMinutes } from 'date-fns';
import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import ReactDatePicker, { type CalendarContainer } from 'react-datepicker';
import { useUiLocale, useUiText } from '../../i18n/UiTextProvider';
import { FormField } from '../FormField/FormField';
import * as fieldStyles from '../FormField/FormField.css';
import * as styles from './DatePicker.css';
import { datePickerLocaleNames } from './datePickerLocales';
import {
  CHANGE_DEBOUNCE_MS,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DEFAULT_HOUR,
  MINUTE_STEP,
} from './datePickerOptions';

export interface DatePickerProps {
  label: ReactNode;
  /** `null` is no date. With `onChange`, the picker is controlled. */
  value?: Date | null;
  defaultValue?: Date | null;
  /** docs/product.md §9: called CHANGE_DEBOUNCE_MS (300 ms) after the last change, or at once on blur. */
  onChange?: (value: Date | null) => void;
  /** Called when focus leaves the input and its calendar (react-hook-form marks it touched). */
  onBlur?: () => void;
  /** Submits the typed text (yyyy-MM-dd) under this name in a native form. */
  name?: string;
  /** Adds a time list (every MINUTE_STEP minutes); a date picked without a time gets DEFAULT_HOUR. */
  showTime?: boolean;
  minDate?: Date;
  maxDate?: Date;
  hint?: ReactNode;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

interface DateTextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** react-datepicker's own ref callback, under the name given as `customInputRef`. */
  pickerRef?: Ref<HTMLInputElement>;
  /** The ref forwarded to `DatePicker`. */
  outerRef?: Ref<HTMLInputElement>;
}

const assignRef = (ref: Ref<HTMLInputElement> | undefined, node: HTMLInputElement | null) => {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
};

/** The text input react-datepicker drives, with both its ref and ours. */
function DateTextInput({ pickerRef, outerRef, ...inputProps }: DateTextInputProps) {
  return (
    <input
      ref={(node) => {
        assignRef(pickerRef, node);
        assignRef(outerRef, node);
      }}
      {...inputProps}
    />
  );
}

/** react-datepicker's calendar container, named in the active ui locale. */
function LocalizedCalendarContainer({
  className,
  children,
  showTime = false,
  inline = false,
}: ComponentProps<typeof CalendarContainer>) {
  const text = useUiText();
  return (
    <div
      className={className}
      role={inline ? undefined : 'dialog'}
      aria-label={text(showTime ? 'datePickerDialogWithTime' : 'datePickerDialog')}
      translate="no"
    >
      {children}
    </div>
  );
}

/** A month arrow; its label is on the button (`*MonthAriaLabel`). */
function MonthChevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true">
      <path
        d={direction === 'previous' ? 'M10 3.5 5.5 8l4.5 4.5' : 'M6 3.5 10.5 8 6 12.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
      />
    </svg>
  );
}

/** Longer short day names (Arabic: "أربعاء") give way to the narrow form, so columns keep apart. */
const MAX_DAY_NAME_LENGTH = 3;

const isDateOnlyText = (text: string) => text.trim().length === DATE_FORMAT.length;

/**
 * A date field on react-datepicker: a text input that takes typed yyyy-MM-dd and opens a
 * calendar (keyboard: arrow keys move, Enter picks, Escape closes), in the active ui locale.
 * docs/product.md §9: `onChange` waits 300 ms after the last change. Binds with react-hook-form's
 * `Controller`; the ref is the text input.
 */
export const DatePicker = forwardRef<HTMLInputElement, DatePickerProps>(function DatePicker(
  {
    label,
    value,
    defaultValue = null,
    onChange,
    onBlur,
    name,
    showTime = false,
    minDate,
    maxDate,
    hint,
    error,
    required = false,
    disabled = false,
    id,
    className,
  },
  ref,
) {
  const text = useUiText();
  const locale = useUiLocale();
  const formatHintId = `${useId()}-format`;

  // What the picker shows at once; `onChange` hears of it after the debounce.
  const [draft, setDraft] = useState<Date | null>(value === undefined ? defaultValue : value);
  const [previousValue, setPreviousValue] = useState(value);
  if (value !== previousValue) {
    setPreviousValue(value);
    if (value !== undefined && value?.getTime() !== draft?.getTime()) setDraft(value);
  }

  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingRef = useRef<{ value: Date | null } | null>(null);
  const needsDefaultHourRef = useRef(false);
  const wrapperRef = useRef<HTMLDivElement>(null);

  const flush = () => {
    clearTimeout(timerRef.current);
    const pending = pendingRef.current;
    pendingRef.current = null;
    if (pending) onChangeRef.current?.(pending.value);
  };

  // An unmounted picker reports nothing more.
  useEffect(() => () => clearTimeout(timerRef.current), []);

  const handleChange = (date: Date | null) => {
    let next = date;
    // docs/product.md §9: a date picked or typed without a time gets the default hour.
    if (showTime && next && needsDefaultHourRef.current) {
      next = setMinutes(setHours(next, DEFAULT_HOUR), 0);
    }
    needsDefaultHourRef.current = false;
    setDraft(next);
    pendingRef.current = { value: next };
    clearTimeout(timerRef.current);
    timerRef.current = setTimeout(flush, CHANGE_DEBOUNCE_MS);
  };

  // Called before onChange: a day picked on the calendar (with selection details) or typed text.
  const handleChangeRaw = (
    event?: { target: EventTarget | null },
    selection?: { date: Date; formattedDate: string },
  ) => {
    if (selection) needsDefaultHourRef.current = draft === null;
    else if (event?.target instanceof HTMLInputElement) {
      needsDefaultHourRef.current = isDateOnlyText(event.target.value);
    }
  };

  // Leaving the field reports the last change at once, so a submit right after typing has it.
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && wrapperRef.current?.contains(next)) return;
    flush();
    onBlur?.();
  };

  const placeholder = text(showTime ? 'dateTimePlaceholder' : 'datePlaceholder');
  const narrowWeekday = new Intl.DateTimeFormat(locale, { weekday: 'narrow' });

  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      describedBy={formatHintId}
      className={className}
    >
      {({ controlProps }) => (
        // Focus moving between the input and its calendar is not a blur of the field.
        <div ref={wrapperRef} className={styles.wrapper} onBlur={handleBlur}>
          <ReactDatePicker
            selected={draft}
            onChange={handleChange}
            onChangeRaw={handleChangeRaw}
            id={controlProps.id}
            name={name}
            ariaDescribedBy={controlProps['aria-describedby']}
            ariaInvalid={controlProps['aria-invalid'] ? 'true' : undefined}
            ariaRequired={controlProps['aria-required'] ? 'true' : undefined}
            customInput={<DateTextInput outerRef={ref} className={fieldStyles.control} />}
            customInputRef="pickerRef"
            calendarContainer={LocalizedCalendarContainer}
            // Typed dates count only when complete; date-only text is also taken with showTime.
            dateFormat={showTime ? [DATE_TIME_FORMAT, DATE_FORMAT] : DATE_FORMAT}
            strictParsing
            locale={datePickerLocaleNames[locale]}
            placeholderText={placeholder}
            autoComplete="off"
            disabled={disabled}
            minDate={minDate}
            maxDate={maxDate}
            showTimeSelect={showTime}
            timeIntervals={MINUTE_STEP}
            timeFormat="HH:mm"
            timeCaption={text('datePickerTime')}
            previousMonthAriaLabel={text('datePickerPreviousMonth')}
            previousMonthButtonLabel={<MonthChevron direction="previous" />}
            nextMonthAriaLabel={text('datePickerNextMonth')}
            nextMonthButtonLabel={<MonthChevron direction="next" />}
            chooseDayAriaLabelPrefix={text('datePickerChooseDay')}
            disabledDayAriaLabelPrefix={text('datePickerUnavailableDay')}
            monthAriaLabelPrefix={text('datePickerMonth')}
            renderCustomDayName={({ day, shortName, fullName }) => (
              <>
                <span className="react-datepicker__sr-only">{fullName}</span>
                <span aria-hidden="true">
                  {shortName.length > MAX_DAY_NAME_LENGTH ? narrowWeekday.format(day) : shortName}
                </span>
              </>
            )}
            showPopperArrow={false}
            popperPlacement="bottom-start"
            popperClassName={styles.popper}
          />
          <span id={formatHintId} className={fieldStyles.visuallyHidden}>
            {text('dateFormatHint', { format: placeholder })}
          </span>
        </div>
      )}
    </FormField>
  );
});
