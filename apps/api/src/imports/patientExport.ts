import type { PatientEnrolment } from '@org/contracts';
import { formatPhoneNumber } from '@org/forms';

/**
 * The patients export (`patients.csv`, docs/product.md §13.6): one row per enrolment, people and
 * staff by name, the phone in international form, times in ISO 8601. Written by csv.ts like
 * every export, so formula-like cells are neutralised. There is no patients import.
 */
export const PATIENT_EXPORT_COLUMNS = [
  'fullName',
  'email',
  'phoneNumber',
  'address',
  'program',
  'clinic',
  'doctor',
  'nurse',
  'status',
  'statusReason',
  'enrolledAt',
  'statusChangedAt',
] as const;

export const patientCsvRow = (patient: PatientEnrolment): string[] => [
  patient.fullName,
  patient.email,
  formatPhoneNumber(patient.phoneNumber) ?? '',
  patient.address ?? '',
  patient.program.name,
  patient.clinic.name,
  patient.doctor?.name ?? '',
  patient.nurse?.name ?? '',
  patient.status,
  patient.statusReason ?? '',
  patient.enrolledAt,
  patient.statusChangedAt,
];
