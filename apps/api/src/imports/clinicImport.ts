import { clinicCsvColumns, importMessages, type Clinic } from '@org/contracts';
import {
  clinicSchema,
  formatPhoneNumber,
  parsePhoneNumber,
  validationMessages,
  type ClinicValues,
} from '@org/forms';
import { clinicNameKey, type ClinicService } from '../services/clinicService';
import type { ImportDefinition } from './csvImport';

/** The phone column is optional; every other column of the template must be there. */
const OPTIONAL_COLUMNS: readonly string[] = ['phoneNumber'];

/** An export is the template's columns and the status, so that it imports back as it is. */
export const EXPORT_COLUMNS = [...clinicCsvColumns, 'status'] as const;

/**
 * The clinics import (docs/product.md §13.2): the template's columns, each row
 * validated with clinicSchema, names unique per country within the file and against the database.
 */
export function clinicImport(clinics: ClinicService): ImportDefinition<ClinicValues> {
  return {
    columns: [
      ...clinicCsvColumns.map((name) => ({ name, required: !OPTIONAL_COLUMNS.includes(name) })),
      // Read so that an export imports back; new clinics start ACTIVE whatever it says.
      { name: 'status', required: false },
    ],
    schema: clinicSchema,
    toInput({ phoneNumber, status: _status, ...cells }, line) {
      // The template asks for the international form, e.g. +351 21 123 4567.
      const phone = phoneNumber ? parsePhoneNumber(phoneNumber) : null;
      const unreadable = Boolean(phoneNumber) && !phone;
      return {
        input: { ...cells, phoneNumber: phone },
        ...(unreadable
          ? { errors: [{ line, column: 'phoneNumber', message: validationMessages.phoneInvalid }] }
          : {}),
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
