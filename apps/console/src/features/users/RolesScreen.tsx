import { useTranslation } from 'react-i18next';
import { SimpleScreen } from '../../app/layouts/SimpleScreen';

export function RolesScreen() {
  const { t } = useTranslation();
  return <SimpleScreen title={t('roles.title')} description={t('roles.description')} />;
}
