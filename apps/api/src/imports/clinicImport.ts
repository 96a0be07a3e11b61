import { clinicCsvColumns, importMessages, type Clinic } from '@org/contracts';
import {
  clinicSchema,
  clinicTypeFromText,
  countryCodeFromText,
  formatPhoneNumber,
  type ClinicValues,
} from '@org/forms';
import { clinicNameKey, type ClinicService } from '../services/clinicService';
import type { ImportDefinition } from './csvImport';
import { collect, readChoice, readPhoneCell } from './importValues';

/** The phone column is optional; every other column of the template must be there. */
const OPTIONAL_COLUMNS: readonly string[] = ['phoneNumber'];

/** An export is the template's columns and the status, so that it imports back as it is. */
export const EXPORT_COLUMNS = [...clinicCsvColumns, 'status'] as const;

/**
 * The clinics import (docs/product.md §13.2): the template's columns (or their synonyms), types
 * and countries by code or name in any of the seven languages, phones international or local to
 * the row's country, each row validated with clinicSchema, names unique per country within the file and against the database.
 */
export function clinicImport(clinics: ClinicService): ImportDefinition<ClinicValues> {
  return {
    columns: [
      ...clinicCsvColumns.map((name) => ({ name, required: !OPTIONAL_COLUMNS.includes(name) })),
      // Read so that an export imports back; new clinics start ACTIVE whatever it says.
      { name: 'status', required: false },
    ],
    schema: clinicSchema,
    toInput({ phoneNumber, type, countryCode, status: _status, ...cells }, line) {
      const country = readChoice('countryCode', countryCode ?? '', countryCodeFromText);
      const kind = readChoice('type', type ?? '', clinicTypeFromText);
      // A local number is read with the row's country: "(11) 3456-7890" in BR.
      const phone = readPhoneCell('phoneNumber', phoneNumber ?? '', line, country.value || null);
      const { changes, errors } = collect([kind, phone, country]);
      return {
        input: { ...cells, type: kind.value, countryCode: country.value, phoneNumber: phone.value },
        ...(errors.length > 0 ? { errors } : {}),
        ...(changes.length > 0 ? { changes } : {}),
      };
    },
    unique: {
      column: 'name',
      key: (values) => clinicNameKey(values.name, values.countryCode),
      repeatedMessage: importMessages.clinicNameRepeated,
      takenMessage: importMessages.clinicExists,
      taken: (keys) => clinics.takenNames(keys),
    },
    write: (rows) => clinics.insertAll(rows),
  };
}

/** A clinic as a row of the template's columns (the export, and an error report's source). */
export const clinicCsvRow = (clinic: Clinic): string[] => [
  clinic.name,
  clinic.type,
  clinic.address,
  formatPhoneNumber(clinic.phoneNumber) ?? '',
  clinic.email,
  clinic.countryCode,
  clinic.status,
];
