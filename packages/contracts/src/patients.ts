/**
 * Programs, patients and their enrolment (docs/product.md §3 Program and Patient, §2.7 Home): the
 * closed lists and the api's own messages. Each English message is its own translation key, like
 * the schema messages, so the console translates what the api answers.
 */

/** An enrolment starts ENROLLED and may end once, COMPLETED or WITHDRAWN (a reason is required). */
export const enrolmentStatuses = ['ENROLLED', 'COMPLETED', 'WITHDRAWN'] as const;
export type EnrolmentStatus = (typeof enrolmentStatuses)[number];

/** The only transitions: from ENROLLED to an end. */
export const enrolmentTransitions: Record<EnrolmentStatus, readonly EnrolmentStatus[]> = {
  ENROLLED: ['COMPLETED', 'WITHDRAWN'],
  COMPLETED: [],
  WITHDRAWN: [],
};

/** The roles a patient is assigned one of each of: a doctor and a nurse of their clinic. */
export const patientStaffRoles = ['DOCTOR', 'NURSE'] as const;
export type PatientStaffRole = (typeof patientStaffRoles)[number];

/** What a patient's history records, newest first in `PatientRecord.history`. */
export const patientHistoryKinds = [
  'ENROLLED',
  'CONTACT_CHANGED',
  'ASSIGNMENT_CHANGED',
  'STATUS_CHANGED',
] as const;
export type PatientHistoryKind = (typeof patientHistoryKinds)[number];

export const patientMessages = {
  /** 409 ALREADY_ENROLLED on `email`: the same person (e-mail) has an active enrolment in the program. */
  alreadyEnrolled: 'This person is already enrolled in this program.',
  /** 409 POSSIBLE_DUPLICATE: same name and phone at the clinic; the body carries the existing record. */
  possibleDuplicate: 'A patient with this name and phone number is already at this clinic.',
  /** 400 on `programSelection`: no such program, or an inactive one. */
  programNotActive: 'Choose an active program.',
  /** 400 on `clinicId`: no such clinic, an inactive one, or one outside the person's clinics. */
  clinicNotInScope: 'Choose one of your active clinics.',
  /** 400 on `doctorId`: not an active doctor of the clinic. */
  doctorNotAtClinic: 'Choose an active doctor of this clinic.',
  /** 400 on `nurseId`: not an active nurse of the clinic. */
  nurseNotAtClinic: 'Choose an active nurse of this clinic.',
  /** 409 ENROLMENT_TRANSITION on `status`: only an enrolled patient completes or withdraws. */
  transitionRefused: 'Only an enrolled patient can complete the program or withdraw.',
  /** 409 PROGRAM_EXISTS on `name`: program names are unique, whatever their case. */
  programNameTaken: 'A program with this name already exists.',
} as const;
