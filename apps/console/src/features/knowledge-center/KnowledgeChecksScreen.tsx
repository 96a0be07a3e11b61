import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../app/layouts/ScreenPlaceholder';

export function KnowledgeChecksScreen() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('knowledgeChecks.title')}
      description={t('knowledgeChecks.description')}
    />
  );
}
