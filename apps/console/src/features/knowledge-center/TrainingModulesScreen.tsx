import { useTranslation } from 'react-i18next';
import { SimpleScreen } from '../../app/layouts/SimpleScreen';

export function TrainingModulesScreen() {
  const { t } = useTranslation();
  return (
    <SimpleScreen
      title={t('trainingModules.title')}
      description={t('trainingModules.description')}
    />
  );
}
