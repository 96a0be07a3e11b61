import { listClinics } from '@org/api-client';
import { LIST_MAX_PAGE_SIZE } from '@org/contracts';
import type { SelectOption } from '@org/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '../../app/data/queryKeys';
import { apiClient } from '../../app/session/apiClient';

/** How many active clinics the pickers list: one page of the clinics list, its largest. */
export const ACTIVE_CLINICS_LISTED = LIST_MAX_PAGE_SIZE;

export interface ActiveClinics {
  /** `{ value: id, label: name }`, sorted by name. */
  options: SelectOption[];
  /** True when there are more active clinics than the pickers list. */
  more: boolean;
  isError: boolean;
}

/**
 * The active clinics a staff member can be given and the list filtered by: the first
 * `ACTIVE_CLINICS_LISTED` by name (the clinics list's largest page). The filter and the drawer
 * share the one query.
 */
export function useActiveClinics(): ActiveClinics {
  const query = useQuery({
    queryKey: queryKeys.activeClinicOptions(),
    queryFn: () =>
      listClinics(apiClient, { status: 'ACTIVE', pageSize: ACTIVE_CLINICS_LISTED, sort: 'name' }),
  });
  const data = query.data;
  return useMemo(
    () => ({
      options: (data?.items ?? []).map((clinic) => ({ value: clinic.id, label: clinic.name })),
      more: !!data && data.total > data.items.length,
      isError: query.isError,
    }),
    [data, query.isError],
  );
}
