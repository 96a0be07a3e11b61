import { listClinics } from '@org/api-client';
import { queryKeys } from '../../app/data/queryKeys';
import { useFirstPageOptions, type FirstPageOptions } from '../../app/data/useFirstPageOptions';
import { apiClient } from '../../app/session/apiClient';

/**
 * The active clinics a staff member can be given and the list filtered by, by name. The filter
 * and the drawer share the one query.
 */
export const useActiveClinics = (): FirstPageOptions =>
  useFirstPageOptions(
    queryKeys.activeClinicOptions(),
    (pageSize) => listClinics(apiClient, { status: 'ACTIVE', pageSize, sort: 'name' }),
    (clinic) => ({ value: clinic.id, label: clinic.name }),
  );
