export { emailField, otpField } from './fields';
export { OTP_LENGTH, otpLengthMessage, validationMessages } from './messages';
export { emailStepSchema, otpSchema, type EmailStepValues, type OtpValues } from './signInSchemas';
export { validateWith, type FieldError, type ValidationResult } from './validate';
export { formsTranslations, type FormsLocale } from './locales';
