import { getTrainingModule } from '@org/api-client';
import { Spinner } from '@org/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { queryKeys } from '../../app/data/queryKeys';
import * as layoutStyles from '../../app/layouts/layouts.css';
import { SimpleScreen } from '../../app/layouts/SimpleScreen';
import { LoadFailed } from '../../app/lists/LoadFailed';
import { paths } from '../../app/navigation/paths';
import { apiClient } from '../../app/session/apiClient';
import { KNOWLEDGE_CENTER_NAMESPACE } from './knowledgeCenterNamespace';
import { TrainingModuleDetails } from './TrainingModuleDetails';
import { TrainingModuleFrame } from './TrainingModuleFrame';

/** The api's 404: no such module, or a draft for someone who may not see drafts. */
const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/**
 * docs/product.md §3.4: one training module's page (`…/training-modules/:id`): its image, every
 * field and its skills. A module that does not exist, or a draft for staff, is not found.
 */
export function TrainingModulePage() {
  const { t } = useTranslation(KNOWLEDGE_CENTER_NAMESPACE);
  const { id = '' } = useParams();
  const module = useQuery({
    queryKey: queryKeys.trainingModule(id),
    queryFn: () => getTrainingModule(apiClient, id),
    // Not found stays not found: asking again would not change the answer.
    retry: (failures, error) => failures < 1 && !isNotFound(error),
  });

  const backLink = (
    <p className={layoutStyles.screenText}>
      <Link to={paths.trainingModules} className={layoutStyles.textLink}>
        {t('trainingModules.backToCatalogue')}
      </Link>
    </p>
  );

  if (module.data) return <TrainingModuleDetails module={module.data} backLink={backLink} />;
  if (module.isError && isNotFound(module.error)) {
    return (
      <SimpleScreen
        title={t('trainingModules.notFoundTitle')}
        description={t('trainingModules.notFoundMessage')}
      >
        {backLink}
      </SimpleScreen>
    );
  }
  return (
    <TrainingModuleFrame title={t('trainingModules.moduleTitle')}>
      {module.isError ? (
        <LoadFailed
          headingLevel={2}
          title={t('trainingModules.loadFailed')}
          onRetry={() => void module.refetch()}
        />
      ) : (
        <Spinner label={t('trainingModules.loading')} />
      )}
      {backLink}
    </TrainingModuleFrame>
  );
}
