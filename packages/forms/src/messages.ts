/**
 * Validation messages. Each message is its own translation key: the English text is the spec's
 * wording (docs/product.md §5), so a schema used without any locale answers in English, and an app translates
 * the same string through ./locales.
 */
export const validationMessages = {
  emailInvalid: 'Invalid email',
  emailRequired: 'Email is required',
  passwordMin: 'Password must be at least 6 characters',
  passwordRequired: 'Password is required',
  confirmPasswordMatch: 'Passwords must match',
  confirmPasswordRequired: 'Confirm password is required',
  fullNameMax: 'Full name must be at most 100 characters',
  fullNameRequired: 'Full name is required',
  roleRequired: 'Role is required',
  roleInvalid: 'Invalid role',
  addressMax: 'Address must be at most 200 characters',
  addressRequired: 'Address is required',
  clinicsRequired: 'Clinic is required',
  clinicNameMax: 'Clinic name must be at most 100 characters',
  clinicNameRequired: 'Clinic name is required',
  clinicTypeRequired: 'Clinic type is required',
  clinicTypeInvalid: 'Invalid clinic type',
  countryCodeRequired: 'Country code is required',
  countryCodeInvalid: 'Invalid country code',
  phoneInvalid: 'Invalid phone number',
  phoneRequired: 'Phone number is required',
  programSelectionRequired: 'Program selection is required',
  maintenanceMessageRequired: 'Message to display is required',
  maintenanceMessageMax: 'Message to display must be at most 500 characters',
  moduleTitleMax: 'Module title must be at most 200 characters',
  moduleTitleRequired: 'Module title is required',
  authorRequired: 'Author is required',
  categoryRequired: 'Category is required',
  languageRequired: 'Language is required',
  difficultyLevelRequired: 'Difficulty level is required',
  difficultyLevelInvalid: 'Invalid difficulty level',
  durationMax: 'Duration must be at most 50 characters',
  durationRequired: 'Duration is required',
  effortMax: 'Effort must be at most 100 characters',
  effortRequired: 'Effort is required',
  skillsMin: 'At least one skill is required',
  skillsRequired: 'Skills is required',
  prerequisitesMax: 'Prerequisites must be at most 600 characters',
  prerequisitesRequired: 'Prerequisites is required',
  whatYoullLearnMax: "What you'll learn must be at most 600 characters",
  whatYoullLearnRequired: "What you'll learn is required",
  descriptionMax: 'Description must be at most 600 characters',
  descriptionRequired: 'Description is required',
  featureImageRequired: 'Feature image is required',
  otpRequired: 'OTP is required',
  otpDigitsOnly: 'OTP must contain digits only',
  languageInvalid: 'Invalid language',
  darkModeInvalid: 'Dark mode must be on or off',
  appNameRequired: 'App name is required',
  redirectRequired: 'Redirect address is required',
  redirectInvalid: 'Invalid redirect address',
  appSecretRequired: 'App secret is required',
  codeRequired: 'Code is required',
  statusInvalid: 'Invalid status',
  programNameRequired: 'Program name is required',
  programNameMax: 'Program name must be at most 100 characters',
  enrolmentStatusInvalid: 'Choose completed or withdrawn',
  withdrawalReasonRequired: 'A reason is required to withdraw',
  reasonMax: 'Reason must be at most 500 characters',
  valueInvalid: 'Invalid value',
} as const;

export type ValidationMessage = (typeof validationMessages)[keyof typeof validationMessages];

export const OTP_LENGTH = 6;

/** docs/product.md §5: 'OTP must exceed {digit} digits', with the bound filled in. */
export const otpLengthMessage = (digit: number): string => `OTP must exceed ${digit} digits`;

/** Every message the schemas can give: each needs a translation in every locale. */
export const allValidationMessages: readonly string[] = [
  ...Object.values(validationMessages),
  otpLengthMessage(OTP_LENGTH),
];
