import { array, mixed, ref, setLocale, string } from 'yup';
import {
  ADDRESS_MAX_LENGTH,
  CLINIC_NAME_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  MAINTENANCE_MESSAGE_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  clinicTypes,
  difficultyLevels,
  patientStaffRoles,
  roles,
} from './limits';
import { OTP_LENGTH, otpLengthMessage, validationMessages as m } from './messages';

// A value of the wrong type (an object where text belongs) gets a translated message too.
setLocale({ mixed: { notType: m.valueInvalid } });

/**
 * A string with its ends trimmed. Unlike yup's own trim(), a value of another type (an object, a
 * number) is left for the type check to refuse instead of throwing.
 */
export const trimmedString = () =>
  string().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

/** The shared field rules every schema is built from (docs/product.md §5). */
export const emailField = () =>
  trimmedString().lowercase().email(m.emailInvalid).required(m.emailRequired);

export const passwordField = () =>
  string().min(PASSWORD_MIN_LENGTH, m.passwordMin).required(m.passwordRequired);

export const confirmPasswordField = (passwordPath = 'password') =>
  string()
    .required(m.confirmPasswordRequired)
    .oneOf([ref(passwordPath)], m.confirmPasswordMatch);

export const fullNameField = () =>
  trimmedString().max(FULL_NAME_MAX_LENGTH, m.fullNameMax).required(m.fullNameRequired);

/** One of `options`; an empty answer reports only that it is required. */
export const choiceField = (
  options: readonly string[],
  requiredMessage: string,
  invalidMessage: string,
) =>
  trimmedString()
    .required(requiredMessage)
    .test('one-of-options', invalidMessage, (value) => !value || options.includes(value));

export const roleField = () => choiceField(roles, m.roleRequired, m.roleInvalid);

/** A role a patient is assigned one of each of: DOCTOR or NURSE. */
export const patientStaffRoleField = () =>
  choiceField(patientStaffRoles, m.roleRequired, m.roleInvalid);

/** Required for staff and clinics. */
export const addressField = () =>
  trimmedString().max(ADDRESS_MAX_LENGTH, m.addressMax).required(m.addressRequired);

/** Optional and nullable for patients; an empty answer is stored as null. */
export const optionalAddressField = () =>
  trimmedString()
    .max(ADDRESS_MAX_LENGTH, m.addressMax)
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value));

export const clinicsField = () =>
  array().of(trimmedString().required()).min(1, m.clinicsRequired).required(m.clinicsRequired);

export const clinicNameField = () =>
  trimmedString().max(CLINIC_NAME_MAX_LENGTH, m.clinicNameMax).required(m.clinicNameRequired);

export const clinicTypeField = () =>
  choiceField(clinicTypes, m.clinicTypeRequired, m.clinicTypeInvalid);

/** ISO 3166-1 alpha-2, upper case. */
export const countryCodeField = () =>
  trimmedString()
    .uppercase()
    .required(m.countryCodeRequired)
    .matches(/^[A-Z]{2}$/, { message: m.countryCodeInvalid, excludeEmptyString: true });

export const programSelectionField = () => trimmedString().required(m.programSelectionRequired);

/** docs/product.md §5: the clinic assignment's clinicId says 'Clinic name is required'. */
export const clinicIdField = () => trimmedString().required(m.clinicNameRequired);

/** doctorId and nurseId: optional, nullable, no message. */
export const optionalIdField = () =>
  trimmedString()
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value));

export const maintenanceMessageField = () =>
  trimmedString()
    .max(MAINTENANCE_MESSAGE_MAX_LENGTH, m.maintenanceMessageMax)
    .required(m.maintenanceMessageRequired);

export const requiredText = (max: number, maxMessage: string, requiredMessage: string) =>
  trimmedString().max(max, maxMessage).required(requiredMessage);

export const difficultyLevelField = () =>
  choiceField(difficultyLevels, m.difficultyLevelRequired, m.difficultyLevelInvalid);

export const skillsField = () =>
  array().of(trimmedString().required()).min(1, m.skillsMin).required(m.skillsRequired);

/** A new upload (File) or the address of the one already stored. */
export const featureImageField = () =>
  mixed<File | string>()
    .required(m.featureImageRequired)
    .test('feature-image-present', m.featureImageRequired, (value) =>
      typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null,
    );

export const otpField = () =>
  trimmedString()
    .required(m.otpRequired)
    .matches(/^\d+$/, { message: m.otpDigitsOnly, excludeEmptyString: true })
    // An empty code reports only that it is required.
    .test(
      'otp-length',
      otpLengthMessage(OTP_LENGTH),
      (value) => !value || value.length === OTP_LENGTH,
    );
