import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { panel } from '../../app/layouts/layouts.css';
import { currentUserAtom } from '../../app/session/sessionAtoms';

export function HomeScreen() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  if (!user) return null;
  return (
    <section className={panel}>
      <h1>{t('home.title', { name: user.name })}</h1>
      <p>{t('home.signedInAs', { email: user.email, role: t(`roles.${user.role}`) })}</p>
    </section>
  );
}
