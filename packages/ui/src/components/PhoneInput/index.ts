export { PhoneInput, type PhoneInputProps, type PhoneNumberValue } from './PhoneInput';
export { phoneCountryOptions, type PhoneCountryOption } from './phoneCountries';
