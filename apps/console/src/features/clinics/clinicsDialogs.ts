// What the clinics list opens on demand, as one chunk (docs/decisions.md "Drawers load when they open").
export { ClinicDrawer } from './ClinicDrawer';
export { ClinicsImport } from './ClinicsImport';
export { ClinicStatusDialog } from './ClinicStatusDialog';
