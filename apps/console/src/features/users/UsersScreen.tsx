import { useTranslation } from 'react-i18next';
import { SimpleScreen } from '../../app/layouts/SimpleScreen';

export function UsersScreen() {
  const { t } = useTranslation();
  return <SimpleScreen title={t('users.title')} description={t('users.description')} />;
}
