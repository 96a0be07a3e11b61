/**
 * The code and identifier systems the FHIR api writes (docs/fhir.md "Codes and identifiers"):
 * HL7's where one exists, ours (under one base address) for our own ids and codes.
 */

/** Our own naming and code systems live under this address. */
export const CONSOLE_SYSTEM_BASE = 'https://clinic-console.org/fhir';

/** Identifier systems: the value is our record's id. */
export const identifierSystems = {
  clinic: `${CONSOLE_SYSTEM_BASE}/sid/clinic-id`,
  staff: `${CONSOLE_SYSTEM_BASE}/sid/staff-id`,
  patient: `${CONSOLE_SYSTEM_BASE}/sid/patient-id`,
} as const;

/** Our code systems, for what no standard code system says. */
export const consoleCodeSystems = {
  clinicType: `${CONSOLE_SYSTEM_BASE}/CodeSystem/clinic-type`,
  staffRole: `${CONSOLE_SYSTEM_BASE}/CodeSystem/staff-role`,
  program: `${CONSOLE_SYSTEM_BASE}/CodeSystem/program`,
  errorCode: `${CONSOLE_SYSTEM_BASE}/CodeSystem/error-code`,
} as const;

/** HL7's code systems. */
export const hl7CodeSystems = {
  organizationType: 'http://terminology.hl7.org/CodeSystem/organization-type',
  practitionerRole: 'http://terminology.hl7.org/CodeSystem/practitioner-role',
} as const;
