// What Home opens on demand, as one chunk (docs/decisions.md "Drawers load when they open").
export { EnrolPatientDrawer } from './EnrolPatientDrawer';
export { PatientRecordDrawer } from './PatientRecordDrawer';
