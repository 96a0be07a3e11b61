import { useTranslation } from 'react-i18next';
import { SimpleScreen } from '../../app/layouts/SimpleScreen';
import { KNOWLEDGE_CENTER_NAMESPACE } from './knowledgeCenterNamespace';

export function TrainingModulesScreen() {
  const { t } = useTranslation(KNOWLEDGE_CENTER_NAMESPACE);
  return (
    <SimpleScreen
      title={t('trainingModules.title')}
      description={t('trainingModules.description')}
    />
  );
}
