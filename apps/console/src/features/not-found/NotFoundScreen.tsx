import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SimpleScreen } from '../../app/layouts/SimpleScreen';
import { screenText, textLink } from '../../app/layouts/layouts.css';
import { paths } from '../../app/navigation/paths';
import { isAuthenticatedAtom } from '../../app/session/sessionAtoms';

/** spec §2: any other path. Inside the signed-in page's surface, or on its own card when signed out. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  return (
    <SimpleScreen
      title={t('notFound.title')}
      description={t('notFound.message')}
      surface={signedIn ? 'screen' : 'card'}
    >
      <p className={screenText}>
        <Link to={paths.home} className={textLink}>
          {t('notFound.backHome')}
        </Link>
      </p>
    </SimpleScreen>
  );
}
