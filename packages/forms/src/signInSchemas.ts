import { object, type InferType } from 'yup';
import { emailField, otpField } from './fields';

/** The first sign-in step: the e-mail a one-time code is sent to. */
export const emailStepSchema = object({ email: emailField() }).noUnknown().strict(false);
export type EmailStepValues = InferType<typeof emailStepSchema>;

/** The second sign-in step: the e-mail and the one-time code received. */
export const otpSchema = object({ email: emailField(), otp: otpField() });
export type OtpValues = InferType<typeof otpSchema>;
