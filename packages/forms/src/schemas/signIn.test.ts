import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../testing/schemaErrors';
import { emailStepSchema, loginSchema, otpSchema, registrationSchema } from './signIn';

describe('e-mail', () => {
  it.each([
    [{}, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: '   ' }, 'Email is required'],
    [{ email: null }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Invalid email'],
    [{ email: 'a@' }, 'Invalid email'],
  ])('refuses %j with %s', async (input, message) => {
    expect(await schemaErrors(emailStepSchema, input)).toEqual({ email: message });
  });

  it('accepts an e-mail and normalises case and spaces', async () => {
    expect(await emailStepSchema.validate({ email: ' Admin@Clinic.TEST ' })).toEqual({
      email: 'admin@clinic.test',
    });
  });
});

describe('loginSchema', () => {
  it('needs a password of at least 6 characters', async () => {
    expect(await schemaErrors(loginSchema, { email: 'a@b.co' })).toEqual({
      password: 'Password is required',
    });
    expect(await schemaErrors(loginSchema, { email: 'a@b.co', password: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(await schemaErrors(loginSchema, { email: 'a@b.co', password: '123456' })).toEqual({});
  });
});

describe('registrationSchema', () => {
  it('needs the confirmation to match', async () => {
    const base = { email: 'a@b.co', password: 'secret1' };
    expect(await schemaErrors(registrationSchema, base)).toEqual({
      confirmPassword: 'Confirm password is required',
    });
    expect(await schemaErrors(registrationSchema, { ...base, confirmPassword: 'secret2' })).toEqual(
      {
        confirmPassword: 'Passwords must match',
      },
    );
    expect(await schemaErrors(registrationSchema, { ...base, confirmPassword: 'secret1' })).toEqual(
      {},
    );
  });
});

describe('otpSchema', () => {
  it.each([
    ['', 'OTP is required'],
    ['   ', 'OTP is required'],
    [null, 'OTP is required'],
    [undefined, 'OTP is required'],
    ['12a456', 'OTP must contain digits only'],
    ['123', 'OTP must have 6 digits'],
    ['12345', 'OTP must have 6 digits'],
    ['1234567', 'OTP must have 6 digits'],
  ])('refuses the code %j with %s', async (otp, message) => {
    expect(await schemaErrors(otpSchema, { email: 'a@b.co', otp })).toEqual({ otp: message });
  });

  it('accepts six digits, leading zero included', async () => {
    expect(await otpSchema.validate({ email: 'a@b.co', otp: ' 012345 ' })).toEqual({
      email: 'a@b.co',
      otp: '012345',
    });
  });

  it('reports every failing field at once', async () => {
    expect(await schemaErrors(otpSchema, {})).toEqual({
      email: 'Email is required',
      otp: 'OTP is required',
    });
  });
});
