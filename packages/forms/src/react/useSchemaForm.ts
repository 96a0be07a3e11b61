import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { AnyObjectSchema, InferType } from 'yup';
import { registerSchemaForm } from './requiredMarks';

/** Any of our schemas, as `useSchemaForm` takes it. */
export type FormSchema = AnyObjectSchema;

/** The values the form of schema `S` holds: what `handleSubmit` hands over once they pass. */
export type SchemaFormValues<S extends FormSchema> = InferType<S> & FieldValues;

/**
 * react-hook-form driven by one of our schemas: the form refuses exactly what the api refuses.
 * Fields are checked when first left, then on every change; a bound field's required mark comes
 * from the same schema.
 */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<SchemaFormValues<S>>, 'resolver'> = {},
): UseFormReturn<SchemaFormValues<S>> {
  const form = useForm<SchemaFormValues<S>>({
    mode: 'onTouched',
    ...options,
    resolver: yupResolver(schema) as never,
  });
  registerSchemaForm(form.control, { schema, values: form.getValues });
  return form;
}
