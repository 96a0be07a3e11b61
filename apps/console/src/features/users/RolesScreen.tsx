import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../app/layouts/ScreenPlaceholder';

export function RolesScreen() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t('roles.title')} description={t('roles.description')} />;
}
