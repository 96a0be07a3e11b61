import { object, type InferType } from 'yup';
import { confirmPasswordField, emailField, otpField, passwordField } from '../fields';

/** docs/product.md §3 Login: email and password. */
export const loginSchema = object({ email: emailField(), password: passwordField() });
export type LoginValues = InferType<typeof loginSchema>;

/** docs/product.md §3 Registration: email, password and its confirmation. */
export const registrationSchema = object({
  email: emailField(),
  password: passwordField(),
  confirmPassword: confirmPasswordField('password'),
});
export type RegistrationValues = InferType<typeof registrationSchema>;

/** The first step of the one-time-code sign-in: where the code goes. */
export const emailStepSchema = object({ email: emailField() });
export type EmailStepValues = InferType<typeof emailStepSchema>;

/** The second step: the e-mail and the code received. */
export const otpSchema = object({ email: emailField(), otp: otpField() });
export type OtpValues = InferType<typeof otpSchema>;
