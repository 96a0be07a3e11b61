import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

export interface FieldError {
  path: string;
  message: string;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** Validates input against a schema and reports every failing field, never throwing for bad input. */
export async function validateWith<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
): Promise<ValidationResult<InferType<S>>> {
  try {
    const value: InferType<S> = await schema.validate(input ?? {}, {
      abortEarly: false,
      stripUnknown: true,
    });
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const inner = error.inner.length > 0 ? error.inner : [error];
    return {
      ok: false,
      errors: inner.map((item) => ({
        path: item.path ?? '',
        message: item.errors[0] ?? item.message,
      })),
    };
  }
}
