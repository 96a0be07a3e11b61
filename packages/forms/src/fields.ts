import { array, mixed, ref, setLocale, string } from 'yup';
import {
  ADDRESS_MAX_LENGTH,
  CLINIC_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  MAINTENANCE_MESSAGE_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SKILL_MAX_LENGTH,
  SKILLS_MAX_COUNT,
  clinicTypes,
  difficultyLevels,
  patientStaffRoles,
  roles,
} from './limits';
import { OTP_LENGTH, otpLengthMessage, validationMessages as m } from './messages';
import {
  hasNoControlCharacters,
  isSingleLine,
  withoutBidiControls,
  withoutInvisibleCharacters,
} from './text';

// A value of the wrong type (an object where text belongs) gets a translated message too.
setLocale({ mixed: { notType: m.valueInvalid } });

/**
 * A string with its ends trimmed. Unlike yup's own trim(), a value of another type (an object, a
 * number) is left for the type check to refuse instead of throwing.
 */
export const trimmedString = () =>
  string().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

/**
 * A name, a title, a label: one line of visible text. Bidi controls and zero-width characters are
 * removed; a line break, tab or other control character is refused (it would reach an e-mail's
 * text or a CSV row as it is).
 */
export const singleLineText = () =>
  string()
    .transform((value: unknown) =>
      typeof value === 'string' ? withoutInvisibleCharacters(value).trim() : value,
    )
    .test('single-line', m.singleLineInvalid, (value) => !value || isSingleLine(value));

/**
 * A message, a description, an address: text that may span lines. Bidi controls are removed
 * (zero-width joiners stay: emoji and some scripts need them); other control characters are
 * refused.
 */
export const multiLineText = () =>
  string()
    .transform((value: unknown) =>
      typeof value === 'string' ? withoutBidiControls(value).trim() : value,
    )
    .test(
      'no-control-characters',
      m.controlCharactersInvalid,
      (value) => !value || hasNoControlCharacters(value),
    );

/** The shared field rules every schema is built from (docs/product.md §5). */
export const emailField = () =>
  trimmedString()
    .lowercase()
    // RFC 5321's longest path; a longer one is no address ('Invalid email', like any other).
    .max(EMAIL_MAX_LENGTH, m.emailInvalid)
    .email(m.emailInvalid)
    .required(m.emailRequired);

export const passwordField = () =>
  string().min(PASSWORD_MIN_LENGTH, m.passwordMin).required(m.passwordRequired);

export const confirmPasswordField = (passwordPath = 'password') =>
  string()
    .required(m.confirmPasswordRequired)
    .oneOf([ref(passwordPath)], m.confirmPasswordMatch);

export const fullNameField = () =>
  singleLineText().max(FULL_NAME_MAX_LENGTH, m.fullNameMax).required(m.fullNameRequired);

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
  multiLineText().max(ADDRESS_MAX_LENGTH, m.addressMax).required(m.addressRequired);

/** Optional and nullable for patients; an empty answer is stored as null. */
export const optionalAddressField = () =>
  multiLineText()
    .max(ADDRESS_MAX_LENGTH, m.addressMax)
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value));

/**
 * A staff member's clinics: at least one, but none needed by a system admin, who sees every
 * clinic (docs/product.md §3); the field `role` beside it decides.
 */
export const staffClinicsField = () =>
  array()
    .of(trimmedString().required())
    .required(m.clinicsRequired)
    .when('role', {
      is: 'SYSTEM_ADMIN',
      otherwise: (schema) => schema.min(1, m.clinicsRequired),
    });

export const clinicNameField = () =>
  singleLineText().max(CLINIC_NAME_MAX_LENGTH, m.clinicNameMax).required(m.clinicNameRequired);

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
  multiLineText()
    .max(MAINTENANCE_MESSAGE_MAX_LENGTH, m.maintenanceMessageMax)
    .required(m.maintenanceMessageRequired);

/** Required text that may span lines (a description, a question). */
export const requiredText = (max: number, maxMessage: string, requiredMessage: string) =>
  multiLineText().max(max, maxMessage).required(requiredMessage);

/** A required single line (a title, a name). */
export const requiredLine = (max: number, maxMessage: string, requiredMessage: string) =>
  singleLineText().max(max, maxMessage).required(requiredMessage);

export const difficultyLevelField = () =>
  choiceField(difficultyLevels, m.difficultyLevelRequired, m.difficultyLevelInvalid);

export const skillsField = () =>
  array()
    .of(singleLineText().max(SKILL_MAX_LENGTH, m.skillMax).required(m.skillsMin))
    .min(1, m.skillsMin)
    .max(SKILLS_MAX_COUNT, m.skillsMax)
    .required(m.skillsRequired);

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
