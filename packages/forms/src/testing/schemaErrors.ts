import type { AnyObjectSchema } from 'yup';
import { validateWith } from '../validate';

/** The messages a schema gives for `input`, by field path ({} when it is valid). */
export async function schemaErrors(
  schema: AnyObjectSchema,
  input: unknown,
): Promise<Record<string, string>> {
  const result = await validateWith(schema, input);
  return result.ok
    ? {}
    : Object.fromEntries(result.errors.map((error) => [error.path, error.message]));
}

export const text = (length: number) => 'a'.repeat(length);
