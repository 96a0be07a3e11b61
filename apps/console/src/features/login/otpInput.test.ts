import { describe, expect, it } from 'vitest';
import { normaliseOtpInput, otpInputDroppedOtherCharacters } from './otpInput';

describe('the one-time code field', () => {
  it('keeps a typed code as it is', () => {
    expect(normaliseOtpInput('123456')).toBe('123456');
  });

  it('turns a pasted code with spaces or dashes into its digits', () => {
    expect(normaliseOtpInput('123 456')).toBe('123456');
    expect(normaliseOtpInput(' 123 456 ')).toBe('123456');
    expect(normaliseOtpInput('123-456')).toBe('123456');
    expect(normaliseOtpInput('1 2 3 4 5 6')).toBe('123456');
  });

  it('drops letters and anything past six digits', () => {
    expect(normaliseOtpInput('Your code: 654321.')).toBe('654321');
    expect(normaliseOtpInput('1234567')).toBe('123456');
  });

  it('keeps a partial code while it is being typed', () => {
    expect(normaliseOtpInput('12')).toBe('12');
    expect(normaliseOtpInput('')).toBe('');
  });
});

describe('the code field saying "digits only"', () => {
  it('says it when a letter or a sign is typed into an unfinished code', () => {
    expect(otpInputDroppedOtherCharacters('a')).toBe(true);
    expect(otpInputDroppedOtherCharacters('12x')).toBe(true);
    expect(otpInputDroppedOtherCharacters('12+')).toBe(true);
  });

  it('stays quiet for digits, the spaces and dashes of a pasted code, and a whole code pasted with words', () => {
    expect(otpInputDroppedOtherCharacters('123')).toBe(false);
    expect(otpInputDroppedOtherCharacters('123 45')).toBe(false);
    expect(otpInputDroppedOtherCharacters('123-456')).toBe(false);
    expect(otpInputDroppedOtherCharacters('Your code: 654321.')).toBe(false);
  });
});
