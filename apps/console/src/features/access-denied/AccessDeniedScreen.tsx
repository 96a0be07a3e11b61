import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SimpleScreen } from '../../app/layouts/SimpleScreen';
import { screenText, textLink } from '../../app/layouts/layouts.css';
import { paths } from '../../app/navigation/paths';

/** What a signed-in user sees on a screen their role may not open (spec §6: the console hides). */
export function AccessDeniedScreen() {
  const { t } = useTranslation();
  return (
    <SimpleScreen title={t('accessDenied.title')} description={t('accessDenied.message')}>
      <p className={screenText}>
        <Link to={paths.home} className={textLink}>
          {t('notFound.backHome')}
        </Link>
      </p>
    </SimpleScreen>
  );
}
