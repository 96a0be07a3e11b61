import { array, boolean, object, string, type InferType } from 'yup';
import { notificationKinds, type NotificationKind } from '@org/contracts';
import { fullNameField, multiLineText, singleLineText, trimmedString } from '../fields';
import {
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_PAGE_MAX_LENGTH,
  feedbackCategories,
  recordStatuses,
  roles,
  supportedLocales,
} from '../limits';
import { validationMessages as m } from '../messages';

/** The signed-in user's own profile: the full name (the avatar is an upload of its own). */
export const profileSchema = object({ fullName: fullNameField() });
export type ProfileValues = InferType<typeof profileSchema>;

/** The user's settings (docs/product.md §3 userSettings): each one optional, only known values. */
export const userSettingsSchema = object({
  language: string().oneOf(supportedLocales, m.languageInvalid).optional(),
  darkMode: boolean().strict().typeError(m.darkModeInvalid).optional(),
});
export type UserSettingsValues = InferType<typeof userSettingsSchema>;

/** Settings → Notifications: the kinds turned off, and the daily e-mail digest. */
export const notificationPreferencesSchema = object({
  mutedKinds: array(
    string<NotificationKind>()
      .oneOf(notificationKinds, m.notificationKindInvalid)
      .required(m.notificationKindInvalid),
  )
    .max(notificationKinds.length, m.notificationKindInvalid)
    .default([])
    .required(),
  dailyDigest: boolean().strict().typeError(m.dailyDigestInvalid).required(m.dailyDigestInvalid),
});
export type NotificationPreferencesValues = InferType<typeof notificationPreferencesSchema>;

/**
 * docs/product.md §11.6: the app asking and where the user goes back to. Whether the address may
 * be gone back to is the api's one question (inside one of the app's origins), so a foreign site,
 * `javascript:` and text that is no address at all get the same refusal.
 */
export const ssoTargetSchema = object({
  appName: singleLineText().required(m.appNameRequired),
  redirect: trimmedString().required(m.redirectRequired),
});
export type SsoTargetValues = InferType<typeof ssoTargetSchema>;

/** A sibling app's server trading a single-use code for the user's profile. */
export const ssoExchangeSchema = object({
  appName: trimmedString().required(m.appNameRequired),
  appSecret: string().required(m.appSecretRequired),
  code: trimmedString().required(m.codeRequired),
});
export type SsoExchangeValues = InferType<typeof ssoExchangeSchema>;

/** A system admin changing another user's role or status (either or both). */
export const userAccessSchema = object({
  role: string().oneOf(roles, m.roleInvalid).optional(),
  status: string().oneOf(recordStatuses, m.statusInvalid).optional(),
});
export type UserAccessValues = InferType<typeof userAccessSchema>;

/** A console page: its path (with query and hash), one line, never another site's address. */
const isConsolePage = (value: string): boolean =>
  value.startsWith('/') && !value.startsWith('//') && !/[\s\\]/.test(value);

/**
 * Feedback to support (docs/product.md §2.5): the message, what it is about (optional, '' for
 * none) and the page it was sent from, which the console fills in.
 */
export const feedbackSchema = object({
  message: multiLineText()
    .max(FEEDBACK_MESSAGE_MAX_LENGTH, m.feedbackMessageMax)
    .required(m.feedbackMessageRequired),
  category: trimmedString()
    .default('')
    .oneOf(['', ...feedbackCategories] as const, m.valueInvalid),
  page: trimmedString()
    .required(m.valueInvalid)
    .max(FEEDBACK_PAGE_MAX_LENGTH, m.valueInvalid)
    .test('console-page', m.valueInvalid, (value) => !value || isConsolePage(value)),
});
export type FeedbackValues = InferType<typeof feedbackSchema>;
