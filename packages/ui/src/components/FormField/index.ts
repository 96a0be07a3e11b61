export {
  FormField,
  type FormFieldControlProps,
  type FormFieldProps,
  type FormFieldRenderProps,
} from './FormField';
export {
  formFieldControls,
  formFieldLayouts,
  type FormFieldControl,
  type FormFieldLayout,
} from './formFieldOptions';
export { useControllableValue } from './useControllableValue';
