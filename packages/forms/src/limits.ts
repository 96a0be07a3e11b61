/** spec §9: the business limits the schemas enforce. */
export const PASSWORD_MIN_LENGTH = 6;
export const FULL_NAME_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 200;
export const CLINIC_NAME_MAX_LENGTH = 100;
export const MODULE_TITLE_MAX_LENGTH = 200;
export const DURATION_MAX_LENGTH = 50;
export const EFFORT_MAX_LENGTH = 100;
export const LONG_TEXT_MAX_LENGTH = 600;

export const roles = ['SYSTEM_ADMIN', 'CLINIC_MANAGER', 'DOCTOR', 'NURSE'] as const;
export type Role = (typeof roles)[number];

/** PRODUCT.md: users and clinics are deactivated, never deleted. */
export const recordStatuses = ['ACTIVE', 'INACTIVE'] as const;
export type RecordStatus = (typeof recordStatuses)[number];

/** PRODUCT.md: a clinic is a clinic or a hospital. */
export const clinicTypes = ['CLINIC', 'HOSPITAL'] as const;
export type ClinicType = (typeof clinicTypes)[number];

export const difficultyLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type DifficultyLevel = (typeof difficultyLevels)[number];

/** spec §1 plus Arabic (PRODUCT.md): the interface languages; en is the default and fallback. */
export const supportedLocales = ['en', 'es', 'fr', 'pt', 'vi', 'zh-TW', 'ar'] as const;
export type Locale = (typeof supportedLocales)[number];
export const DEFAULT_LOCALE: Locale = 'en';
