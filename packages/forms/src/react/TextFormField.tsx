import { TextField, type TextFieldProps } from '@org/ui';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useValidationText } from './useValidationText';

export type TextFormFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A TextField bound to a schema form: its value, and its translated error under it. */
export function TextFormField<T extends FieldValues>({
  control,
  name,
  ...props
}: TextFormFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const translate = useValidationText();
  return (
    <TextField
      {...props}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={translate(fieldState.error?.message)}
    />
  );
}
