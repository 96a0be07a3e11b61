import { describe, expect, it } from 'vitest';
import { emailStepSchema, otpSchema } from './signInSchemas';
import { validateWith } from './validate';

describe('emailStepSchema', () => {
  it.each([
    [{}, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: '   ' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Invalid email'],
  ])('refuses %j with %s', async (input, message) => {
    await expect(validateWith(emailStepSchema, input)).resolves.toEqual({
      ok: false,
      errors: [{ path: 'email', message }],
    });
  });

  it('accepts an e-mail and normalises case and spaces', async () => {
    await expect(validateWith(emailStepSchema, { email: ' Admin@Clinic.TEST ' })).resolves.toEqual({
      ok: true,
      value: { email: 'admin@clinic.test' },
    });
  });
});

describe('otpSchema', () => {
  it.each([
    ['', 'OTP is required'],
    ['12a456', 'OTP must contain digits only'],
    ['12345', 'OTP must exceed 6 digits'],
    ['1234567', 'OTP must exceed 6 digits'],
  ])('refuses the code %j with %s', async (otp, message) => {
    const result = await validateWith(otpSchema, { email: 'a@b.co', otp });
    expect(result).toEqual({ ok: false, errors: [{ path: 'otp', message }] });
  });

  it('accepts six digits', async () => {
    const result = await validateWith(otpSchema, { email: 'a@b.co', otp: '012345' });
    expect(result).toEqual({ ok: true, value: { email: 'a@b.co', otp: '012345' } });
  });

  it('reports every failing field at once', async () => {
    const result = await validateWith(otpSchema, {});
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.map((error) => error.path).sort()).toEqual(['email', 'otp']);
  });
});
