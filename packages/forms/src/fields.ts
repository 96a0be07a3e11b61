import { array, mixed, ref, string } from 'yup';
import {
  ADDRESS_MAX_LENGTH,
  CLINIC_NAME_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  clinicTypes,
  difficultyLevels,
  roles,
} from './limits';
import { OTP_LENGTH, otpLengthMessage, validationMessages as m } from './messages';

/** The shared field rules every schema is built from (spec §5). */
export const emailField = () =>
  string().trim().lowercase().email(m.emailInvalid).required(m.emailRequired);

export const passwordField = () =>
  string().min(PASSWORD_MIN_LENGTH, m.passwordMin).required(m.passwordRequired);

export const confirmPasswordField = (passwordPath = 'password') =>
  string()
    .required(m.confirmPasswordRequired)
    .oneOf([ref(passwordPath)], m.confirmPasswordMatch);

export const fullNameField = () =>
  string().trim().max(FULL_NAME_MAX_LENGTH, m.fullNameMax).required(m.fullNameRequired);

/** One of `options`; an empty answer reports only that it is required. */
const choiceField = (options: readonly string[], requiredMessage: string, invalidMessage: string) =>
  string()
    .trim()
    .required(requiredMessage)
    .test('one-of-options', invalidMessage, (value) => !value || options.includes(value));

export const roleField = () => choiceField(roles, m.roleRequired, m.roleInvalid);

/** Required for staff and clinics. */
export const addressField = () =>
  string().trim().max(ADDRESS_MAX_LENGTH, m.addressMax).required(m.addressRequired);

/** Optional and nullable for patients; an empty answer is stored as null. */
export const optionalAddressField = () =>
  string()
    .trim()
    .max(ADDRESS_MAX_LENGTH, m.addressMax)
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value));

export const clinicsField = () =>
  array().of(string().trim().required()).min(1, m.clinicsRequired).required(m.clinicsRequired);

export const clinicNameField = () =>
  string().trim().max(CLINIC_NAME_MAX_LENGTH, m.clinicNameMax).required(m.clinicNameRequired);

export const clinicTypeField = () =>
  choiceField(clinicTypes, m.clinicTypeRequired, m.clinicTypeInvalid);

/** ISO 3166-1 alpha-2, upper case. */
export const countryCodeField = () =>
  string()
    .trim()
    .uppercase()
    .required(m.countryCodeRequired)
    .matches(/^[A-Z]{2}$/, { message: m.countryCodeInvalid, excludeEmptyString: true });

export const programSelectionField = () => string().trim().required(m.programSelectionRequired);

/** spec §5: the clinic assignment's clinicId says 'Clinic name is required'. */
export const clinicIdField = () => string().trim().required(m.clinicNameRequired);

/** doctorId and nurseId: optional, nullable, no message. */
export const optionalIdField = () =>
  string()
    .trim()
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value));

export const maintenanceMessageField = () => string().trim().required(m.maintenanceMessageRequired);

export const requiredText = (max: number, maxMessage: string, requiredMessage: string) =>
  string().trim().max(max, maxMessage).required(requiredMessage);

export const difficultyLevelField = () =>
  choiceField(difficultyLevels, m.difficultyLevelRequired, m.difficultyLevelInvalid);

export const skillsField = () =>
  array().of(string().trim().required()).min(1, m.skillsMin).required(m.skillsRequired);

/** A new upload (File) or the address of the one already stored. */
export const featureImageField = () =>
  mixed<File | string>()
    .required(m.featureImageRequired)
    .test('feature-image-present', m.featureImageRequired, (value) =>
      typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null,
    );

export const otpField = () =>
  string()
    .trim()
    .required(m.otpRequired)
    .matches(/^\d+$/, { message: m.otpDigitsOnly, excludeEmptyString: true })
    // An empty code reports only that it is required.
    .test(
      'otp-length',
      otpLengthMessage(OTP_LENGTH),
      (value) => !value || value.length === OTP_LENGTH,
    );
