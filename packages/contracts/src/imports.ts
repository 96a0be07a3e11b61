/**
 * CSV imports (clinics now, staff next): the file limits and the columns of each template, shared
 * by the api and the console (docs/product.md §13.2).
 */
export const IMPORT_MAX_ROWS = 10_000;
/**
 * "5 MB" in decimal megabytes, the same number on both sides, like the avatar limit
 * (docs/decisions.md "Avatar limit: 2 MB, the same number on both sides").
 */
export const IMPORT_MAX_BYTES = 5_000_000;
/** A dry run lists this many changed values; it counts them all. */
export const IMPORT_CHANGES_SHOWN = 200;

/** The clinics template's header row, in this order. */
export const clinicCsvColumns = [
  'name',
  'type',
  'address',
  'phoneNumber',
  'email',
  'countryCode',
] as const;
export type ClinicCsvColumn = (typeof clinicCsvColumns)[number];

/**
 * The staff template's header row, in this order; `clinics` holds clinic names separated by `|`
 * (docs/product.md §13.2).
 */
export const staffCsvColumns = [
  'fullName',
  'email',
  'phoneNumber',
  'role',
  'address',
  'clinics',
] as const;
export type StaffCsvColumn = (typeof staffCsvColumns)[number];
/** Separates the clinic names of one staff member in the `clinics` column. */
export const STAFF_CLINICS_SEPARATOR = '|';

/**
 * The import's own messages (the schemas' are in @org/forms): each is its own translation key,
 * like the schema messages; the line and column travel beside them in `ImportRowError`.
 */
export const importMessages = {
  invalid: 'The file has errors. Nothing was imported.',
  notAFile: 'Choose a CSV file or an Excel workbook (.xlsx) to upload.',
  fileTooLarge: 'The file is larger than 5 MB.',
  tooManyRows: 'The file has more than 10,000 rows.',
  empty: 'The file is empty.',
  headerOnly: 'The file has only a header row: add a row for each record below it.',
  notText:
    'This file is neither a CSV file nor an Excel workbook: it holds other data (an image, a document or an archive). Save the list as CSV or .xlsx and choose it again.',
  workbookOldFormat:
    'This workbook is in the old Excel format (.xls). Save it as an Excel workbook (.xlsx) or as CSV and choose the saved file.',
  workbookProtected:
    'This workbook is protected by a password. Open it in Excel, remove the password, save it and choose it again.',
  workbookUnreadable: 'The file could not be read as an Excel workbook.',
  /** `{{sheet}}`: the tab asked for. */
  sheetMissing: 'This workbook has no sheet named "{{sheet}}". Choose one of its sheets.',
  workbookTooLarge:
    'This workbook is too large once unpacked. Keep only the list in it, or save the list as CSV.',
  unreadable: 'The file could not be read as CSV.',
  quoteNotClosed: 'A quoted value is not closed.',
  /** `{{column}}`: the template's name of the column no heading of the file stands for. */
  columnMissingNamed: 'The file has no column for "{{column}}".',
  columnRepeated: 'This column appears more than once.',
  textInvalid: 'This value contains characters that cannot be stored.',
  clinicNameRepeated: 'Same name as line {{line}}, in the same country.',
  clinicExists: 'A clinic with this name already exists in this country.',
  emailRepeated: 'Same e-mail as line {{line}}.',
  /** `{{local}}`, `{{international}}`: an example number of the row's country. */
  phoneUnreadableFor:
    'This phone number cannot be read. Write it as {{local}} or {{international}}.',
  phoneUnreadable:
    'This phone number cannot be read. Write it in the international form, e.g. +351 21 123 4567.',
  emailTaken: 'This e-mail is already used.',
  clinicUnknown: 'No active clinic has this name.',
  /** A staff row's clinic name that several active clinics (in other countries) have. */
  clinicNameAmbiguous:
    'Several active clinics have this name: add the country code in brackets, e.g. "Hospital Central (PT)".',
} as const;
