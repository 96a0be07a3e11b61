import { getClinicDeactivationImpact, setClinicStatus } from '@org/api-client';
import type { Clinic } from '@org/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { ACTIVE_OR_INACTIVE, RecordStatusDialog } from '../../app/records/RecordStatusDialog';
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
  const deactivating = clinic.status === 'ACTIVE';
  const impact = useQuery({
    queryKey: queryKeys.clinicDeactivationImpact(clinic.id),
    queryFn: () => getClinicDeactivationImpact(apiClient, clinic.id),
    enabled: deactivating,
    staleTime: 0,
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
    <RecordStatusDialog
      name={clinic.name}
      status={clinic.status}
      statuses={ACTIVE_OR_INACTIVE}
      words={{ ns, prefix: 'clinics' }}
      message={message}
      setStatus={(status) => setClinicStatus(apiClient, clinic.id, status)}
      invalidates={[queryKeys.clinics()]}
      onClose={onClose}
    />
  );
}
