import { errorCodes } from '@org/contracts';
import { validateWith } from '@org/forms';
import { HttpError } from './HttpError';

const notAnObject = () =>
  new HttpError(400, 'The request body must be a JSON object.', errorCodes.invalidBody);
const unreadableText = () =>
  new HttpError(
    400,
    'The request contains characters that cannot be stored.',
    errorCodes.invalidBody,
  );

/** NUL and lone surrogates (a paired one is a single code point under /u): text cannot hold them. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /[\u0000\p{Surrogate}]/u;

/** Walked with a list instead of recursion: no nesting, however deep, overflows the stack. */
const hasUnstorableText = (value: unknown): boolean => {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const child of Array.isArray(item) ? item : Object.values(item)) pending.push(child);
    }
  }
  return false;
};

/**
 * Validates a request body (or query) with the same @org/forms schema the console uses. Only the
 * schema's own fields are read, so keys such as `constructor` or `__proto__` never reach yup.
 * Resolves to the schema's own value type (the api names no yup type itself).
 */
export async function validateBody<S extends Parameters<typeof validateWith>[0]>(
  schema: S,
  body: unknown,
) {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    throw notAnObject();
  }
  const fields = Object.fromEntries(
    Object.entries(body ?? {}).filter(([key]) => Object.hasOwn(schema.fields, key)),
  );
  if (hasUnstorableText(fields)) throw unreadableText();
  let result;
  try {
    result = await validateWith(schema, fields);
  } catch {
    // A value yup cannot even cast is bad input, not a server failure.
    throw new HttpError(400, 'Invalid value', errorCodes.validationFailed);
  }
  if (!result.ok) {
    throw new HttpError(
      400,
      result.errors[0]?.message ?? 'Invalid input',
      errorCodes.validationFailed,
      result.errors,
    );
  }
  return result.value;
}
