import { listTrainingModules } from '@org/api-client';
import { queryKeys } from '../../app/data/queryKeys';
import { useFirstPageOptions, type FirstPageOptions } from '../../app/data/useFirstPageOptions';
import { apiClient } from '../../app/session/apiClient';

/** The training modules a check can belong to, by title (drafts too, for a system admin). */
export const useTrainingModuleOptions = (): FirstPageOptions =>
  useFirstPageOptions(
    queryKeys.knowledgeCheckModuleOptions(),
    (pageSize) => listTrainingModules(apiClient, { pageSize, sort: 'moduleTitle' }),
    (module) => ({ value: module.id, label: module.moduleTitle }),
  );
