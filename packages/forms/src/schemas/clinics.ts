import { recordStatuses } from '../limits';
import { object, type InferType } from 'yup';
import {
  addressField,
  clinicIdField,
  clinicNameField,
  clinicTypeField,
  countryCodeField,
  emailField,
  optionalIdField,
  patientStaffRoleField,
  trimmedString,
} from '../fields';
import { validationMessages as m } from '../messages';
import { phoneNumberSchema } from '../phone';

/** docs/product.md §3 Clinic form: name, type, address, phoneNumber, email, countryCode. */
export const clinicSchema = object({
  name: clinicNameField(),
  type: clinicTypeField(),
  address: addressField(),
  phoneNumber: phoneNumberSchema,
  email: emailField(),
  countryCode: countryCodeField(),
});
export type ClinicValues = InferType<typeof clinicSchema>;

/** Activating or deactivating a clinic (PATCH /api/v1/clinics/:id/status). */
export const clinicStatusSchema = object({
  status: trimmedString()
    .required(m.statusInvalid)
    .test('one-of-statuses', m.statusInvalid, (value) =>
      (recordStatuses as readonly string[]).includes(value),
    ),
});
export type ClinicStatusValues = InferType<typeof clinicStatusSchema>;

/** docs/product.md §3 Clinic assignment: a clinic, optionally a doctor and a nurse. */
export const clinicAssignmentSchema = object({
  clinicId: clinicIdField(),
  doctorId: optionalIdField(),
  nurseId: optionalIdField(),
});
export type ClinicAssignmentValues = InferType<typeof clinicAssignmentSchema>;

/** The query of GET /api/v1/clinics/:id/staff: the role whose staff the assignment form lists. */
export const clinicStaffQuerySchema = object({ role: patientStaffRoleField() });
export type ClinicStaffQueryValues = InferType<typeof clinicStaffQuerySchema>;
