import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { screenText, textLink } from '../layouts/layouts.css';
import { paths } from './paths';

/** The way out of a screen that has nothing for the user: a line with a link to Home. */
export function BackHomeLink() {
  const { t } = useTranslation();
  return (
    <p className={screenText}>
      <Link to={paths.home} className={textLink}>
        {t('notFound.backHome')}
      </Link>
    </p>
  );
}
