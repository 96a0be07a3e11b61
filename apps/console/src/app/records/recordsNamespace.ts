/** The i18next namespace of the record drawer's text (app/records/locales, see `loadScreenText`). */
export const RECORDS_NAMESPACE = 'records';
