import { useTranslation } from 'react-i18next';
import { SimpleScreen } from '../../app/layouts/SimpleScreen';

export function ClinicsScreen() {
  const { t } = useTranslation();
  return <SimpleScreen title={t('clinics.title')} description={t('clinics.description')} />;
}
