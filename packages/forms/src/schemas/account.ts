import { boolean, object, string, type InferType } from 'yup';
import { fullNameField, singleLineText, trimmedString } from '../fields';
import { recordStatuses, roles, supportedLocales } from '../limits';
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

/** An absolute http(s) address; yup's own url() refuses hosts without a dot, like localhost. */
const isHttpAddress = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** docs/product.md §11.6: the app asking and where the user goes back to. */
export const ssoTargetSchema = object({
  appName: singleLineText().required(m.appNameRequired),
  redirect: trimmedString()
    .required(m.redirectRequired)
    .test('http-address', m.redirectInvalid, (value) => !value || isHttpAddress(value)),
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
