/** The i18next namespace of the Clinics & Hospitals screen's text: its folder's name (see `loadScreenText`). */
export const CLINICS_NAMESPACE = 'clinics';
