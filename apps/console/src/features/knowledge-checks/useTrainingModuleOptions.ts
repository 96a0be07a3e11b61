import { listTrainingModules } from '@org/api-client';
import { LIST_MAX_PAGE_SIZE } from '@org/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '../../app/data/queryKeys';
import { apiClient } from '../../app/session/apiClient';

/**
 * The training modules a check can belong to, as options of a select: the first 100 by title
 * (drafts too, for a system admin). `failed` when they could not be read.
 */
export function useTrainingModuleOptions() {
  const query = useQuery({
    queryKey: queryKeys.knowledgeCheckModuleOptions(),
    queryFn: () =>
      listTrainingModules(apiClient, { pageSize: LIST_MAX_PAGE_SIZE, sort: 'moduleTitle' }),
  });
  const options = useMemo(
    () =>
      (query.data?.items ?? []).map((module) => ({ value: module.id, label: module.moduleTitle })),
    [query.data],
  );
  return { options, failed: query.isError };
}
