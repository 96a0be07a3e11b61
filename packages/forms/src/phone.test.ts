import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { formatPhoneNumber, parsePhoneNumber, phoneNumberSchema, toE164 } from './phone';
import { schemaErrors } from './testing/schemaErrors';

const schema = object({ phoneNumber: phoneNumberSchema });

describe('phone numbers (libphonenumber-js numbering plans)', () => {
  it.each([
    ['Portugal mobile', '351', '912345678'],
    ['United Kingdom mobile', '44', '7400123456'],
    ['France mobile', '33', '612345678'],
    ['United States', '1', '2015550123'],
    ['Vietnam mobile', '84', '912345678'],
    ['Taiwan mobile', '886', '912345678'],
    ['Brazil mobile', '55', '11912345678'],
    ['Spain, with spaces and dashes', '34', '612 34-56-78'],
  ])('accepts a valid %s number', async (_label, callingCode, localPhoneNumber) => {
    expect(await schemaErrors(schema, { phoneNumber: { callingCode, localPhoneNumber } })).toEqual(
      {},
    );
  });

  it.each([
    ['too short', '351', '123'],
    ['too long', '44', '74001234567890'],
    ['not a real US area code', '1', '0005550123'],
    ['letters', '33', 'abcdefghi'],
    ['an unknown calling code', '999', '912345678'],
  ])('refuses a number that is %s', async (_label, callingCode, localPhoneNumber) => {
    expect(await schemaErrors(schema, { phoneNumber: { callingCode, localPhoneNumber } })).toEqual({
      phoneNumber: 'Invalid phone number',
    });
  });

  it('is nullable and checks only when both parts are present', async () => {
    expect(await schemaErrors(schema, { phoneNumber: null })).toEqual({});
    expect(await schemaErrors(schema, {})).toEqual({});
    expect(
      await schemaErrors(schema, { phoneNumber: { callingCode: '351', localPhoneNumber: '' } }),
    ).toEqual({});
  });

  it('asks for the country of a number typed without one, which would otherwise be dropped', async () => {
    expect(
      await schemaErrors(schema, {
        phoneNumber: { callingCode: '', localPhoneNumber: '912345678' },
      }),
    ).toEqual({ phoneNumber: 'Choose the country of the phone number' });
    expect(
      await schemaErrors(schema, { phoneNumber: { callingCode: ' ', localPhoneNumber: ' ' } }),
    ).toEqual({});
  });

  it('formats and parses the international form', () => {
    const value = { callingCode: '351', localPhoneNumber: '912 345 678' };
    expect(formatPhoneNumber(value)).toBe('+351 912 345 678');
    expect(toE164(value)).toBe('+351912345678');
    expect(parsePhoneNumber('+351912345678')).toEqual({
      callingCode: '351',
      localPhoneNumber: '912345678',
    });
    expect(parsePhoneNumber('+44 7400 123456')).toEqual({
      callingCode: '44',
      localPhoneNumber: '7400123456',
    });
    expect(parsePhoneNumber('not a number')).toBeNull();
    expect(formatPhoneNumber({ callingCode: '351', localPhoneNumber: '' })).toBeNull();
  });
});
