import { useTranslation } from 'react-i18next';
import { SimpleScreen } from '../../app/layouts/SimpleScreen';

export function KnowledgeChecksScreen() {
  const { t } = useTranslation();
  return (
    <SimpleScreen
      title={t('knowledgeChecks.title')}
      description={t('knowledgeChecks.description')}
    />
  );
}
