import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { SimpleScreen } from '../../app/layouts/SimpleScreen';
import { currentUserAtom } from '../../app/session/sessionAtoms';

export function HomeScreen() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  if (!user) return null;
  return (
    <SimpleScreen
      title={t('home.title', { name: user.name })}
      description={t('home.signedInAs', { email: user.email, role: t(`roles.${user.role}`) })}
    />
  );
}
