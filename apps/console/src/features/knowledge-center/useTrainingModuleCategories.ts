import { listTrainingModules } from '@org/api-client';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/data/queryKeys';
import { apiClient } from '../../app/session/apiClient';

/** The most modules one page answers: enough categories for the filter to offer. */
const CATEGORY_SAMPLE_SIZE = 100;

/**
 * The categories the catalogue's filter offers. A category is free text with no list of its own
 * (docs/decisions.md), so they are those of the first 100 modules the person may see, by category.
 */
export function useTrainingModuleCategories(): string[] {
  const categories = useQuery({
    queryKey: queryKeys.trainingModuleCategories(),
    queryFn: async () => {
      const page = await listTrainingModules(apiClient, {
        pageSize: CATEGORY_SAMPLE_SIZE,
        sort: 'category',
      });
      return [...new Set(page.items.map((module) => module.category))];
    },
  });
  return categories.data ?? [];
}
