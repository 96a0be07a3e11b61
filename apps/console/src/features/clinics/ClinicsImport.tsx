import { clinicImportErrorReport, importClinics } from '@org/api-client';
import { clinicCsvColumns } from '@org/contracts';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { ImportDialog } from '../../app/imports/ImportDialog';
import { apiClient } from '../../app/session/apiClient';
import { CLINICS_NAMESPACE } from './clinicsNamespace';

const ns = CLINICS_NAMESPACE;

interface ClinicsImportProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** docs/product.md §13.2: "Upload clinics" — the shared import dialog on the clinics endpoints. */
export function ClinicsImport({ open, onOpenChange }: ClinicsImportProps) {
  const { t } = useTranslation(ns);
  return (
    <ImportDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('clinics.upload')}
      importLabel={(count) => t('clinics.import', { count })}
      successText={(count) => ({ key: 'clinics.imported', ns, values: { count } })}
      upload={(file, options) => importClinics(apiClient, file, options)}
      errorReport={(file, options) => clinicImportErrorReport(apiClient, file, options)}
      fields={clinicCsvColumns}
      invalidates={[queryKeys.clinics()]}
    />
  );
}
