import { object, type InferType } from 'yup';
import {
  addressField,
  emailField,
  fullNameField,
  optionalAddressField,
  programSelectionField,
  roleField,
  staffClinicsField,
} from '../fields';
import { phoneNumberSchema, requiredPhoneNumberSchema } from '../phone';

/** docs/product.md §3 Staff user form: fullName, email, phoneNumber, role, address, clinics. */
export const staffUserSchema = object({
  fullName: fullNameField(),
  email: emailField(),
  phoneNumber: phoneNumberSchema,
  role: roleField(),
  address: addressField(),
  clinics: staffClinicsField(),
});
export type StaffUserValues = InferType<typeof staffUserSchema>;

/** docs/product.md §3 Patient form: the phone is required, the address optional and nullable. */
export const patientSchema = object({
  fullName: fullNameField(),
  email: emailField(),
  phoneNumber: requiredPhoneNumberSchema,
  address: optionalAddressField(),
  programSelection: programSelectionField(),
});
export type PatientValues = InferType<typeof patientSchema>;

/** docs/product.md §3 Short contact form: fullName and phoneNumber. */
export const shortContactSchema = object({
  fullName: fullNameField(),
  phoneNumber: phoneNumberSchema,
});
export type ShortContactValues = InferType<typeof shortContactSchema>;
