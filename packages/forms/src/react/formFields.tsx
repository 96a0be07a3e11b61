import {
  DatePicker,
  FileDropzone,
  MultiSelect,
  PhoneInput,
  SearchMultiPicker,
  SearchPicker,
  Select,
  TextField,
  Textarea,
  dayOfText,
  dayText,
  type DatePickerProps,
  type FileDropzoneProps,
  type MultiSelectProps,
  type PhoneInputProps,
  type SearchMultiPickerProps,
  type SearchPickerProps,
  type SelectProps,
  type TextFieldProps,
  type TextareaProps,
} from '@org/ui';
import { forwardRef, useMemo, type ComponentType, type Ref } from 'react';
import { bindToForm } from './bindToForm';

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
const asList = (value: unknown) => (Array.isArray(value) ? value : []);
const asNullable = (value: unknown) => value ?? null;
const asChoice = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** A server-searched picker whose "nothing chosen" is '' in the form, as a native select's is. */
const SearchPickerOfText = forwardRef<HTMLInputElement, SearchPickerProps>(
  function SearchPickerOfText({ onChange, ...props }, ref) {
    return (
      <SearchPicker
        ref={ref}
        {...props}
        onChange={(value, option) => onChange?.(value ?? '', option)}
      />
    );
  },
);

/** A date picker whose value is the day as text, yyyy-MM-dd ('' for none), as a schema keeps a day. */
type DayPickerProps = Omit<DatePickerProps, 'value' | 'defaultValue' | 'onChange' | 'showTime'> & {
  value?: string;
  onChange?: (value: string) => void;
};

const DayPicker = forwardRef<HTMLInputElement, DayPickerProps>(function DayPicker(
  { value = '', onChange, ...props },
  ref,
) {
  // One Date per text: the picker takes a new Date object for a new value.
  const day = useMemo(() => dayOfText(value), [value]);
  return (
    <DatePicker
      ref={ref}
      {...props}
      value={day}
      onChange={(picked) => onChange?.(picked ? dayText(picked) : '')}
    />
  );
});

type Bindable<P> = ComponentType<P & { ref?: Ref<never> }>;

/** The @org/ui inputs, bound to a schema form (docs/product.md §3 forms): text, long text, choices, phone, date, files. */
export const TextFormField = bindToForm(
  TextField as Bindable<TextFieldProps>,
  asText,
  'TextFormField',
);
export const TextareaFormField = bindToForm(
  Textarea as Bindable<TextareaProps>,
  asText,
  'TextareaFormField',
);
export const SelectFormField = bindToForm(
  Select as Bindable<SelectProps>,
  asText,
  'SelectFormField',
);
export const MultiSelectFormField = bindToForm(
  MultiSelect as Bindable<MultiSelectProps>,
  asList,
  'MultiSelectFormField',
);
/** A record picked by a server search (a clinic, a program): every record can be found. */
export const SearchPickerFormField = bindToForm(
  SearchPickerOfText as Bindable<SearchPickerProps>,
  asChoice,
  'SearchPickerFormField',
);
export const SearchMultiPickerFormField = bindToForm(
  SearchMultiPicker as Bindable<SearchMultiPickerProps>,
  asList,
  'SearchMultiPickerFormField',
);
export const PhoneFormField = bindToForm(
  PhoneInput as Bindable<PhoneInputProps>,
  asNullable,
  'PhoneFormField',
);
export const DateFormField = bindToForm(
  DatePicker as Bindable<DatePickerProps>,
  asNullable,
  'DateFormField',
);
/** A day kept as yyyy-MM-dd text (a document's published date), on the same date picker. */
export const DayFormField = bindToForm(
  DayPicker as Bindable<DayPickerProps>,
  asText,
  'DayFormField',
);
export const FileFormField = bindToForm(
  FileDropzone as Bindable<FileDropzoneProps>,
  asList,
  'FileFormField',
);
