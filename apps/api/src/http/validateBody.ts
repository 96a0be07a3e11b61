import { validateWith } from '@org/forms';
import type { AnyObjectSchema, InferType } from 'yup';
import { HttpError } from './HttpError';

/** Validates a request body with the same @org/forms schema the console uses. */
export async function validateBody<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
): Promise<InferType<S>> {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    throw new HttpError(400, 'The request body must be a JSON object.', 'INVALID_BODY');
  }
  const result = await validateWith(schema, body);
  if (!result.ok) {
    throw new HttpError(
      400,
      result.errors[0]?.message ?? 'Invalid input',
      'VALIDATION_FAILED',
      result.errors,
    );
  }
  return result.value;
}
