import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../app/layouts/ScreenPlaceholder';

export function TrainingModulesScreen() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('trainingModules.title')}
      description={t('trainingModules.description')}
    />
  );
}
