import { object, type InferType } from 'yup';
import {
  addressField,
  clinicIdField,
  clinicNameField,
  clinicTypeField,
  countryCodeField,
  emailField,
  optionalIdField,
} from '../fields';
import { phoneNumberSchema } from '../phone';

/** spec §3 Clinic form: name, type, address, phoneNumber, email, countryCode. */
export const clinicSchema = object({
  name: clinicNameField(),
  type: clinicTypeField(),
  address: addressField(),
  phoneNumber: phoneNumberSchema,
  email: emailField(),
  countryCode: countryCodeField(),
});
export type ClinicValues = InferType<typeof clinicSchema>;

/** spec §3 Clinic assignment: a clinic, optionally a doctor and a nurse. */
export const clinicAssignmentSchema = object({
  clinicId: clinicIdField(),
  doctorId: optionalIdField(),
  nurseId: optionalIdField(),
});
export type ClinicAssignmentValues = InferType<typeof clinicAssignmentSchema>;
