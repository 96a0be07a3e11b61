import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { AnyObjectSchema, InferType } from 'yup';

/**
 * react-hook-form driven by one of our schemas: the form refuses exactly what the api refuses.
 * Fields are checked when first left, then on every change.
 */
export function useSchemaForm<S extends AnyObjectSchema>(
  schema: S,
  options: Omit<UseFormProps<InferType<S> & FieldValues>, 'resolver'> = {},
): UseFormReturn<InferType<S> & FieldValues> {
  return useForm<InferType<S> & FieldValues>({
    mode: 'onTouched',
    ...options,
    resolver: yupResolver(schema) as never,
  });
}
