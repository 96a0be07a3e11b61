export { useSchemaForm } from './useSchemaForm';
export { useValidationText } from './useValidationText';
export { TextFormField, type TextFormFieldProps } from './TextFormField';
