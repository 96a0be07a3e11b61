import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../app/layouts/ScreenPlaceholder';

export function UsersScreen() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t('users.title')} description={t('users.description')} />;
}
