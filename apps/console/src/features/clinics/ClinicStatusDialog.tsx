import { getClinicDeactivationImpact, setClinicStatus } from '@org/api-client';
import type { Clinic } from '@org/contracts';
import { ConfirmDialog, useToast } from '@org/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { useApiMutation } from '../../app/data/useApiMutation';
import { apiClient } from '../../app/session/apiClient';
import { CLINICS_NAMESPACE } from './clinicsNamespace';

const ns = CLINICS_NAMESPACE;

interface ClinicStatusDialogProps {
  clinic: Clinic;
  onClose: () => void;
}

/**
 * docs/product.md §13.3: deactivating a clinic says first how many staff would be left without an
 * active clinic; activating says what it brings back. Nothing changes until confirmed.
 */
export function ClinicStatusDialog({ clinic, onClose }: ClinicStatusDialogProps) {
  const { t } = useTranslation(ns);
  const toast = useToast();
  const deactivating = clinic.status === 'ACTIVE';
  const impact = useQuery({
    queryKey: queryKeys.clinicDeactivationImpact(clinic.id),
    queryFn: () => getClinicDeactivationImpact(apiClient, clinic.id),
    enabled: deactivating,
    staleTime: 0,
  });

  const change = useApiMutation({
    mutationFn: () => setClinicStatus(apiClient, clinic.id, deactivating ? 'INACTIVE' : 'ACTIVE'),
    invalidates: [queryKeys.clinics()],
    successText: deactivating
      ? { key: 'clinics.deactivated', ns, values: { name: clinic.name } }
      : { key: 'clinics.activated', ns, values: { name: clinic.name } },
    errorText: { key: 'clinics.statusFailed', ns },
    toast,
  });

  let message: string;
  if (!deactivating) message = t('clinics.activateMessage');
  else if (impact.isPending) message = t('clinics.deactivateChecking');
  else if (impact.isError) message = t('clinics.deactivateMessage');
  else if (impact.data.onlyClinicStaff === 0) message = t('clinics.deactivateNoStaff');
  else
    message = t('clinics.deactivateStaff', {
      count: impact.data.onlyClinicStaff,
    });

  return (
    <ConfirmDialog
      open
      tone={deactivating ? 'danger' : undefined}
      title={
        deactivating
          ? t('clinics.deactivateTitle', { name: clinic.name })
          : t('clinics.activateTitle', { name: clinic.name })
      }
      message={message}
      confirmText={deactivating ? t('clinics.deactivate') : t('clinics.activate')}
      onResolve={(confirmed) => {
        onClose();
        if (confirmed) void change.mutate();
      }}
    />
  );
}
