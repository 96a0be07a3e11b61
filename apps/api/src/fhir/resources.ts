import type {
  CareTeam,
  CodeableConcept,
  ContactPoint,
  EpisodeOfCare,
  Organization,
  Patient,
  Practitioner,
  PractitionerRole,
} from '@medplum/fhirtypes';
import type {
  ClinicType,
  EnrolmentStatus,
  PatientEnrolment,
  PhoneNumberParts,
  RecordStatus,
  Role,
} from '@org/contracts';
import { consoleCodeSystems, hl7CodeSystems, identifierSystems } from './codeSystems';

/**
 * Our rows as FHIR R4 resources (docs/fhir.md "Mappings", field by field). Types come from
 * @medplum/fhirtypes; every resource written here passes a FHIR R4 validator in test/fhir.test.ts.
 */

const meta = (lastUpdated: Date) => ({ lastUpdated: lastUpdated.toISOString() });

/** E.164 as people read it: `+` and the digits. */
const phoneText = (phone: PhoneNumberParts) => `+${phone.callingCode}${phone.localPhoneNumber}`;

const telecomOf = (phone: PhoneNumberParts | null, email: string | null): ContactPoint[] => [
  ...(phone ? [{ system: 'phone' as const, value: phoneText(phone), use: 'work' as const }] : []),
  ...(email ? [{ system: 'email' as const, value: email, use: 'work' as const }] : []),
];

/** `key: items`, or nothing when there are none (FHIR allows no empty arrays). */
const listed = <K extends string, T>(key: K, items: T[]) =>
  (items.length > 0 ? { [key]: items } : {}) as Partial<Record<K, T[]>>;

export const reference = (type: string, id: string, display?: string) => ({
  reference: `${type}/${id}`,
  ...(display ? { display } : {}),
});

const clinicTypeNames: Record<ClinicType, string> = { CLINIC: 'Clinic', HOSPITAL: 'Hospital' };

export interface ClinicRow {
  id: string;
  name: string;
  type: ClinicType;
  address: string;
  phone: PhoneNumberParts | null;
  email: string;
  countryCode: string;
  status: RecordStatus;
  updatedAt: Date;
}

export const toOrganization = (row: ClinicRow): Organization => ({
  resourceType: 'Organization',
  id: row.id,
  meta: meta(row.updatedAt),
  identifier: [{ system: identifierSystems.clinic, value: row.id }],
  active: row.status === 'ACTIVE',
  type: [
    {
      coding: [
        { system: hl7CodeSystems.organizationType, code: 'prov', display: 'Healthcare Provider' },
        {
          system: consoleCodeSystems.clinicType,
          code: row.type,
          display: clinicTypeNames[row.type],
        },
      ],
      text: clinicTypeNames[row.type],
    },
  ],
  name: row.name,
  ...listed('telecom', telecomOf(row.phone, row.email)),
  address: [{ text: row.address, country: row.countryCode }],
});

const roleNames: Record<Role, string> = {
  SYSTEM_ADMIN: 'System admin',
  CLINIC_MANAGER: 'Clinic manager',
  DOCTOR: 'Doctor',
  NURSE: 'Nurse',
};

/** HL7's practitioner-role codes, for the roles that have one. */
const hl7Roles: Partial<Record<Role, { code: string; display: string }>> = {
  DOCTOR: { code: 'doctor', display: 'Doctor' },
  NURSE: { code: 'nurse', display: 'Nurse' },
};

export const roleConcept = (role: Role): CodeableConcept => {
  const hl7 = hl7Roles[role];
  return {
    coding: [
      ...(hl7 ? [{ system: hl7CodeSystems.practitionerRole, ...hl7 }] : []),
      { system: consoleCodeSystems.staffRole, code: role, display: roleNames[role] },
    ],
    text: roleNames[role],
  };
};

export interface StaffRow {
  id: string;
  fullName: string;
  email: string;
  phone: PhoneNumberParts | null;
  address: string;
  status: RecordStatus;
  updatedAt: Date;
}

/** A staff member; their phone, e-mail and address only with `contact`. */
export const toPractitioner = (row: StaffRow, options: { contact: boolean }): Practitioner => ({
  resourceType: 'Practitioner',
  id: row.id,
  meta: meta(row.updatedAt),
  identifier: [{ system: identifierSystems.staff, value: row.id }],
  active: row.status === 'ACTIVE',
  name: [{ text: row.fullName }],
  ...(options.contact
    ? {
        ...listed('telecom', telecomOf(row.phone, row.email)),
        ...listed('address', row.address.trim() ? [{ text: row.address }] : []),
      }
    : {}),
});

const compact = (uuid: string) => uuid.replace(/-/g, '');
const expand = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/**
 * A PractitionerRole is a staff member at a clinic (or, for someone of no clinic, their role
 * alone): its id is the two uuids' 32 hex digits each, one after the other (64 characters, FHIR's
 * longest id), or the staff member's alone.
 */
export const practitionerRoleId = (userId: string, clinicId: string | null) =>
  compact(userId) + (clinicId ? compact(clinicId) : '');

/** The staff member and clinic of a PractitionerRole id, or null when it names none. */
export function parsePractitionerRoleId(
  id: string,
): { userId: string; clinicId: string | null } | null {
  if (!/^[0-9a-f]{32}([0-9a-f]{32})?$/.test(id)) return null;
  return {
    userId: expand(id.slice(0, 32)),
    clinicId: id.length === 64 ? expand(id.slice(32)) : null,
  };
}

export interface StaffRoleRow {
  userId: string;
  fullName: string;
  role: Role;
  userStatus: RecordStatus;
  clinicId: string | null;
  clinicName: string | null;
  clinicStatus: RecordStatus | null;
  updatedAt: Date;
}

export const toPractitionerRole = (row: StaffRoleRow): PractitionerRole => ({
  resourceType: 'PractitionerRole',
  id: practitionerRoleId(row.userId, row.clinicId),
  meta: meta(row.updatedAt),
  // Active while the staff member is, and their clinic (if any) too.
  active: row.userStatus === 'ACTIVE' && (row.clinicStatus ?? 'ACTIVE') === 'ACTIVE',
  practitioner: reference('Practitioner', row.userId, row.fullName),
  ...(row.clinicId
    ? { organization: reference('Organization', row.clinicId, row.clinicName ?? undefined) }
    : {}),
  code: [roleConcept(row.role)],
});

/**
 * One enrolment (a row of `patients`) with the instant it last changed and, for a Patient, the
 * merged-away records it took in that the reader may read.
 */
export type EnrolmentRow = PatientEnrolment & { lastUpdated: Date; replaces?: readonly string[] };

export const toPatient = (row: EnrolmentRow): Patient => ({
  resourceType: 'Patient',
  id: row.id,
  meta: meta(row.lastUpdated),
  identifier: [{ system: identifierSystems.patient, value: row.id }],
  // A record in use while the patient is enrolled (a completed or withdrawn enrolment is history).
  active: row.status === 'ENROLLED',
  name: [{ text: row.fullName }],
  ...listed('telecom', telecomOf(row.phoneNumber, row.email)),
  ...listed('address', row.address?.trim() ? [{ text: row.address }] : []),
  managingOrganization: reference('Organization', row.clinic.id, row.clinic.name),
  // A merge keeps one record: it replaces the merged-away one (read as 410 Gone naming this one).
  ...listed(
    'link',
    (row.replaces ?? []).map((id) => ({
      other: reference('Patient', id),
      type: 'replaces' as const,
    })),
  ),
});

/** HL7's episodeofcare-status for our enrolment statuses. */
export const episodeStatuses: Record<EnrolmentStatus, EpisodeOfCare['status']> = {
  ENROLLED: 'active',
  COMPLETED: 'finished',
  WITHDRAWN: 'cancelled',
};

/** An enrolment has a CareTeam once it has a doctor or a nurse. */
export const hasCareTeam = (row: EnrolmentRow) => row.doctor !== null || row.nurse !== null;

const periodOf = (row: EnrolmentRow) => ({
  start: row.enrolledAt,
  ...(row.status === 'ENROLLED' ? {} : { end: row.statusChangedAt }),
});

export const toEpisodeOfCare = (row: EnrolmentRow): EpisodeOfCare => ({
  resourceType: 'EpisodeOfCare',
  id: row.id,
  meta: meta(row.lastUpdated),
  identifier: [{ system: identifierSystems.patient, value: row.id }],
  status: episodeStatuses[row.status],
  type: [
    {
      coding: [
        { system: consoleCodeSystems.program, code: row.program.id, display: row.program.name },
      ],
      text: row.program.name,
    },
  ],
  patient: reference('Patient', row.id, row.fullName),
  managingOrganization: reference('Organization', row.clinic.id, row.clinic.name),
  period: periodOf(row),
  ...(hasCareTeam(row) ? { team: [reference('CareTeam', row.id)] } : {}),
});

/** HL7's care-team-status for our enrolment statuses. */
export const careTeamStatuses: Record<EnrolmentStatus, NonNullable<CareTeam['status']>> = {
  ENROLLED: 'active',
  COMPLETED: 'inactive',
  WITHDRAWN: 'inactive',
};

export const toCareTeam = (row: EnrolmentRow): CareTeam => {
  const members = [
    ...(row.doctor ? [{ role: 'DOCTOR' as const, ...row.doctor }] : []),
    ...(row.nurse ? [{ role: 'NURSE' as const, ...row.nurse }] : []),
  ];
  return {
    resourceType: 'CareTeam',
    id: row.id,
    meta: meta(row.lastUpdated),
    status: careTeamStatuses[row.status],
    name: row.program.name,
    subject: reference('Patient', row.id, row.fullName),
    period: periodOf(row),
    ...listed(
      'participant',
      members.map((member) => ({
        role: [roleConcept(member.role)],
        member: reference('Practitioner', member.id, member.name),
      })),
    ),
    managingOrganization: [reference('Organization', row.clinic.id, row.clinic.name)],
  };
};
