import type { ComponentType, ReactNode, Ref } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useSchemaRequired } from './requiredMarks';
import { useValidationText } from './useValidationText';

/** What every @org/ui input takes, whatever its value is. */
interface InputContract {
  name?: string;
  onBlur?: (...args: never[]) => void;
  error?: ReactNode;
  required?: boolean;
}

/** The props of a bound field: the input's own props, with the form deciding value and error. */
export type FormFieldBindingProps<P, T extends FieldValues> = Omit<
  P,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * Binds an @org/ui input to a schema form: the form holds its value, and the field's schema
 * message shows under it, translated into the active locale, with the input's aria wiring. The
 * field is marked required when the schema requires it (docs/product.md §5), for every kind of
 * input alike; `required` given by hand is for a rule the screen adds to the schema's.
 * `toInputValue` turns the form's value into what the input shows (e.g. undefined → '').
 */
export function bindToForm<P extends InputContract>(
  Input: ComponentType<P & { ref?: Ref<never> }>,
  toInputValue: (formValue: unknown) => unknown,
  displayName: string,
) {
  function BoundField<T extends FieldValues>({
    control,
    name,
    ...props
  }: FormFieldBindingProps<P, T>) {
    const { field, fieldState } = useController({ control, name });
    const translate = useValidationText();
    const schemaRequired = useSchemaRequired(control, name);
    const bound = {
      ...props,
      required: (props as InputContract).required ?? schemaRequired,
      ref: field.ref as Ref<never>,
      name: field.name,
      value: toInputValue(field.value),
      onChange: field.onChange,
      onBlur: field.onBlur,
      error: translate(fieldState.error?.message),
    } as unknown as P & { ref?: Ref<never> };
    return <Input {...bound} />;
  }
  BoundField.displayName = displayName;
  return BoundField;
}
