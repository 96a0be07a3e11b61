import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { card, screen, screenText, screenTitle, textLink } from '../../app/layouts/layouts.css';
import { paths } from '../../app/navigation/paths';
import { isAuthenticatedAtom } from '../../app/session/sessionAtoms';

/** spec §2: any other path. Inside the signed-in page's surface, or on its own card when signed out. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  return (
    <section className={signedIn ? screen : card} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={screenTitle}>
        {t('notFound.title')}
      </h1>
      <p className={screenText}>{t('notFound.message')}</p>
      <p className={screenText}>
        <Link to={paths.home} className={textLink}>
          {t('notFound.backHome')}
        </Link>
      </p>
    </section>
  );
}
