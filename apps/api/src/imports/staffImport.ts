import {
  importMessages,
  STAFF_CLINICS_SEPARATOR,
  staffCsvColumns,
  type StaffUser,
} from '@org/contracts';
import {
  formatPhoneNumber,
  nameKey,
  roleFromText,
  staffUserSchema,
  type StaffUserValues,
} from '@org/forms';
import type { NamedClinic, StaffUserService } from '../services/staffUserService';
import type { ImportCells, ImportDefinition } from './csvImport';
import { collect, readChoice, readPhoneCell } from './importValues';

/** The phone column is optional; every other column of the template must be there. */
const OPTIONAL_COLUMNS: readonly string[] = ['phoneNumber'];

/** An export is the template's columns and the status, so that it imports back as it is. */
export const STAFF_EXPORT_COLUMNS = [...staffCsvColumns, 'status'] as const;

/** A clinic name with its country in brackets, for names several countries have: `Name (PT)`. */
const WITH_COUNTRY = /^(.*\S)\s*\(([A-Za-z]{2})\)$/;

/** The names of a `clinics` cell: separated by `|`, trimmed, blanks dropped. */
const clinicNamesOf = (cell: string | undefined): string[] =>
  (cell ?? '')
    .split(STAFF_CLINICS_SEPARATOR)
    .map((name) => name.trim())
    .filter((name) => name !== '');

/** The active clinics the file names, by name key (several when countries share one). */
type ClinicDirectory = Map<string, NamedClinic[]>;

/** The clinic a name stands for, or why none does. */
function findClinic(
  directory: ClinicDirectory,
  name: string,
): NamedClinic | 'unknown' | 'ambiguous' {
  const named = directory.get(nameKey(name)) ?? [];
  if (named.length === 1) return named[0]!;
  const withCountry = WITH_COUNTRY.exec(name);
  if (withCountry) {
    const [, bare, country] = withCountry;
    const inCountry = (directory.get(nameKey(bare!)) ?? []).filter(
      (clinic) => clinic.countryCode === country!.toUpperCase(),
    );
    if (inCountry.length === 1) return inCountry[0]!;
  }
  return named.length > 1 ? 'ambiguous' : 'unknown';
}

/**
 * The staff import (docs/product.md §13.5): the template's columns (or their synonyms), roles
 * by code or label in any of the seven languages, phones international or local to the person's
 * first clinic's country, each row validated with
 * staffUserSchema; `clinics` holds active clinic names separated by `|` (a name several active
 * clinics share takes its country in brackets), looked up once per file; e-mails unique within
 * the file and against the database. The write also queues each person's invitation.
 */
export function staffImport(
  staff: StaffUserService,
): ImportDefinition<StaffUserValues, ClinicDirectory> {
  return {
    columns: [
      ...staffCsvColumns.map((name) => ({ name, required: !OPTIONAL_COLUMNS.includes(name) })),
      // Read so that an export imports back; new staff start ACTIVE whatever it says.
      { name: 'status', required: false },
    ],
    schema: staffUserSchema,
    async prepare(rows: readonly ImportCells[]) {
      const names = rows.flatMap((row) =>
        clinicNamesOf(row.clinics).flatMap((name) => {
          const bare = WITH_COUNTRY.exec(name)?.[1];
          return bare ? [name, bare] : [name];
        }),
      );
      const directory: ClinicDirectory = new Map();
      for (const clinic of await staff.activeClinicsNamed(names)) {
        directory.set(clinic.nameKey, [...(directory.get(clinic.nameKey) ?? []), clinic]);
      }
      return directory;
    },
    toInput({ phoneNumber, clinics, role, status: _status, ...cells }, line, directory) {
      const found = clinicNamesOf(clinics).map((name) => findClinic(directory, name));
      const problem = found.includes('unknown')
        ? importMessages.clinicUnknown
        : found.includes('ambiguous')
          ? importMessages.clinicNameAmbiguous
          : null;
      const named = found.flatMap((clinic) => (typeof clinic === 'object' ? [clinic] : []));
      const readRole = readChoice('role', role ?? '', roleFromText);
      // A local number is read with the country of the person's first clinic.
      const phone = readPhoneCell(
        'phoneNumber',
        phoneNumber ?? '',
        line,
        named[0]?.countryCode ?? null,
      );
      const { changes, errors } = collect([phone, readRole]);
      if (problem) errors.push({ line, column: 'clinics', message: problem });
      return {
        input: {
          ...cells,
          role: readRole.value,
          phoneNumber: phone.value,
          clinics: [...new Set(named.map((clinic) => clinic.id))],
        },
        ...(errors.length > 0 ? { errors } : {}),
        ...(changes.length > 0 ? { changes } : {}),
      };
    },
    unique: {
      column: 'email',
      // The schema trims and lower-cases e-mails: the same address in any case is one key.
      key: (values) => values.email,
      repeatedMessage: importMessages.emailRepeated,
      takenMessage: importMessages.emailTaken,
      taken: (emails) => staff.takenEmails(emails),
    },
    write: (rows) => staff.insertAll(rows),
  };
}

/** A staff member as a row of the export's columns: clinic names joined by `|`, then the status. */
export const staffCsvRow = (user: StaffUser): string[] => [
  user.fullName,
  user.email,
  formatPhoneNumber(user.phoneNumber) ?? '',
  user.role,
  user.address,
  user.clinics.map((clinic) => clinic.name).join(STAFF_CLINICS_SEPARATOR),
  user.status,
];
