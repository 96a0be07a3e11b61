import { string } from 'yup';
import { OTP_LENGTH, otpLengthMessage, validationMessages } from './messages';

export const emailField = () =>
  string()
    .trim()
    .lowercase()
    .email(validationMessages.emailInvalid)
    .required(validationMessages.emailRequired);

export const otpField = () =>
  string()
    .trim()
    .required(validationMessages.otpRequired)
    .matches(/^\d+$/, { message: validationMessages.otpDigitsOnly, excludeEmptyString: true })
    // An empty code reports only that it is required.
    .test(
      'otp-length',
      otpLengthMessage(OTP_LENGTH),
      (value) => !value || value.length === OTP_LENGTH,
    );
