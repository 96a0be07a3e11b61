import {
  DatePicker,
  FileDropzone,
  MultiSelect,
  PhoneInput,
  Select,
  TextField,
  Textarea,
  type DatePickerProps,
  type FileDropzoneProps,
  type MultiSelectProps,
  type PhoneInputProps,
  type SelectProps,
  type TextFieldProps,
  type TextareaProps,
} from '@org/ui';
import type { ComponentType, Ref } from 'react';
import { bindToForm } from './bindToForm';

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
const asList = (value: unknown) => (Array.isArray(value) ? value : []);
const asNullable = (value: unknown) => value ?? null;

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
export const FileFormField = bindToForm(
  FileDropzone as Bindable<FileDropzoneProps>,
  asList,
  'FileFormField',
);
