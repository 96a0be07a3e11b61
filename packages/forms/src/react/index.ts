export { useSchemaForm, type FormSchema, type SchemaFormValues } from './useSchemaForm';
export { useValidationText } from './useValidationText';
export { bindToForm, type FormFieldBindingProps } from './bindToForm';
export {
  DateFormField,
  DayFormField,
  FileFormField,
  MultiSelectFormField,
  PhoneFormField,
  SearchMultiPickerFormField,
  SearchPickerFormField,
  SelectFormField,
  TextFormField,
  TextareaFormField,
} from './formFields';
