import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { screen, screenText, screenTitle, textLink } from '../../app/layouts/layouts.css';
import { paths } from '../../app/navigation/paths';

/** What a signed-in user sees on a screen their role may not open (spec §6: the console hides). */
export function AccessDeniedScreen() {
  const { t } = useTranslation();
  return (
    <section className={screen} aria-labelledby="access-denied-title">
      <h1 id="access-denied-title" className={screenTitle}>
        {t('accessDenied.title')}
      </h1>
      <p className={screenText}>{t('accessDenied.message')}</p>
      <p className={screenText}>
        <Link to={paths.home} className={textLink}>
          {t('notFound.backHome')}
        </Link>
      </p>
    </section>
  );
}
