import { importStaffUsers, staffImportErrorReport } from '@org/api-client';
import { staffCsvColumns } from '@org/contracts';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { ImportDialog } from '../../app/imports/ImportDialog';
import { apiClient } from '../../app/session/apiClient';
import { USERS_NAMESPACE } from './usersNamespace';

const ns = USERS_NAMESPACE;

interface StaffImportProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * docs/product.md §13.2: "Upload staff" — the shared import dialog on the staff endpoints. Each
 * imported user is invited by the api.
 */
export function StaffImport({ open, onOpenChange }: StaffImportProps) {
  const { t } = useTranslation(ns);
  return (
    <ImportDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('users.upload')}
      importLabel={(count) => t('users.import', { count })}
      successText={(count) => ({ key: 'users.imported', ns, values: { count } })}
      upload={(file, options) => importStaffUsers(apiClient, file, options)}
      errorReport={(file, options) => staffImportErrorReport(apiClient, file, options)}
      fields={staffCsvColumns}
      invalidates={[queryKeys.staffUsers()]}
    />
  );
}
