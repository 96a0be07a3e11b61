import { errorCodes } from '@org/contracts';
import { emailStepSchema } from '@org/forms';
import { describe, expect, it } from 'vitest';
import { validateBody } from './validateBody';

describe('validateBody', () => {
  it('looks through any depth for text that cannot be stored, without overflowing the stack', async () => {
    // Not from a request (the JSON parser caps depth): any caller's value is walked safely.
    let deep: unknown = 'fine';
    for (let level = 0; level < 200_000; level += 1) deep = { a: deep };
    const refusal = await validateBody(emailStepSchema, { email: deep }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ statusCode: 400, code: errorCodes.validationFailed });

    let hidden: unknown = 'no\u0000';
    for (let level = 0; level < 200_000; level += 1) hidden = [hidden];
    await expect(validateBody(emailStepSchema, { email: hidden })).rejects.toMatchObject({
      statusCode: 400,
      code: errorCodes.invalidBody,
    });
  });
});
