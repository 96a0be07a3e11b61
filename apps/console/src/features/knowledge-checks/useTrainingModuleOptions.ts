import { listTrainingModules } from '@org/api-client';
import { LIST_MAX_PAGE_SIZE } from '@org/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '../../app/data/queryKeys';
import { apiClient } from '../../app/session/apiClient';

/** How many training modules the pickers list: one page of the modules list, its largest. */
export const TRAINING_MODULES_LISTED = LIST_MAX_PAGE_SIZE;

/**
 * The training modules a check can belong to, as options of a select: the first
 * `TRAINING_MODULES_LISTED` by title (drafts too, for a system admin), as the staff drawer lists
 * clinics. `more` when there are more than that; `failed` when they could not be read.
 */
export function useTrainingModuleOptions() {
  const query = useQuery({
    queryKey: queryKeys.knowledgeCheckModuleOptions(),
    queryFn: () =>
      listTrainingModules(apiClient, { pageSize: TRAINING_MODULES_LISTED, sort: 'moduleTitle' }),
  });
  const data = query.data;
  const options = useMemo(
    () => (data?.items ?? []).map((module) => ({ value: module.id, label: module.moduleTitle })),
    [data],
  );
  return { options, more: !!data && data.total > data.items.length, failed: query.isError };
}
