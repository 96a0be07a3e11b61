export * from './fields';
export * from './limits';
export {
  clinicTypeFromText,
  countryCodeFromText,
  importColumnNames,
  knownChoiceLabels,
  matchImportField,
  phoneExample,
  readingKey,
  readPhoneNumber,
  roleFromText,
  type ImportField,
} from './importReading';
export {
  OTP_LENGTH,
  allValidationMessages,
  otpLengthMessage,
  validationMessages,
  type ValidationMessage,
} from './messages';
export {
  callingCodes,
  formatPhoneNumber,
  isValidPhoneNumberValue,
  parsePhoneNumber,
  phoneNumberSchema,
  requiredPhoneNumberSchema,
  toE164,
  type PhoneNumber,
  type PhoneNumberValue,
} from './phone';
export * from './schemas/signIn';
export * from './schemas/people';
export * from './schemas/clinics';
export * from './schemas/programs';
export * from './schemas/platform';
export * from './schemas/account';
export * from './schemas/knowledgeChecks';
export * from './schemas/knowledge';
export * from './schemas/overview';
export * from './schemas/lessons';
export * from './schemas/duplicates';
export * from './schemas/imports';
export { nameKey, withoutInvisibleCharacters } from './text';
export { validateWith, type FieldError, type ValidationResult } from './validate';
export { formsTranslations, type FormsLocale } from './locales';
