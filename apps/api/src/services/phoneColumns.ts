import type { PhoneNumberParts } from '@org/contracts';
import type { PhoneNumberValue } from '@org/forms';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * A form's phone number as the two columns it is stored in (clinics and users alike): digits
 * only, both parts or neither (each table's `…_phone_both_or_neither` check).
 */
export const phoneColumns = (phone: Partial<PhoneNumberValue> | null | undefined) => {
  const callingCode = digitsOf(phone?.callingCode ?? '');
  const localPhoneNumber = digitsOf(phone?.localPhoneNumber ?? '');
  const both = Boolean(callingCode && localPhoneNumber);
  return {
    callingCode: both ? callingCode : null,
    localPhoneNumber: both ? localPhoneNumber : null,
  };
};

/** The two stored columns as the api answers them: `{callingCode, localPhoneNumber}` or null. */
export const phoneNumberOf = (row: {
  callingCode: string | null;
  localPhoneNumber: string | null;
}): PhoneNumberParts | null =>
  row.callingCode && row.localPhoneNumber
    ? { callingCode: row.callingCode, localPhoneNumber: row.localPhoneNumber }
    : null;
