import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../app/layouts/ScreenPlaceholder';

export function ClinicsScreen() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t('clinics.title')} description={t('clinics.description')} />;
}
