/** The closed lists of the domain. Schemas, database enums and screens all read them from here. */

/** docs/product.md §1: the four staff roles. */
export const roles = ['SYSTEM_ADMIN', 'CLINIC_MANAGER', 'DOCTOR', 'NURSE'] as const;
export type Role = (typeof roles)[number];

/** docs/product.md §3: users and clinics are deactivated, never deleted. */
export const recordStatuses = ['ACTIVE', 'INACTIVE'] as const;
export type RecordStatus = (typeof recordStatuses)[number];

/** docs/product.md §3: a clinic is a clinic or a hospital. */
export const clinicTypes = ['CLINIC', 'HOSPITAL'] as const;
export type ClinicType = (typeof clinicTypes)[number];

export const difficultyLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type DifficultyLevel = (typeof difficultyLevels)[number];

/** docs/product.md §1: the interface languages; en is the default and fallback, ar is right-to-left. */
export const supportedLocales = ['en', 'es', 'fr', 'pt', 'vi', 'zh-TW', 'ar'] as const;
export type Locale = (typeof supportedLocales)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** What a piece of feedback is about (optional): the support team sorts by it. */
export const feedbackCategories = ['problem', 'idea', 'question'] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];
