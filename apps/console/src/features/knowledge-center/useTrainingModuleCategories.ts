import { listTrainingModuleCategories } from '@org/api-client';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/data/queryKeys';
import { apiClient } from '../../app/session/apiClient';

/**
 * The categories the catalogue's filter offers: those of every module the person may see (a
 * category is free text with no list of its own, docs/decisions.md).
 */
export function useTrainingModuleCategories(): string[] {
  const categories = useQuery({
    queryKey: queryKeys.trainingModuleCategories(),
    queryFn: async () => (await listTrainingModuleCategories(apiClient)).categories,
    // The filter just offers no categories: the global toast says why.
    meta: { failureShown: false },
  });
  return categories.data ?? [];
}
