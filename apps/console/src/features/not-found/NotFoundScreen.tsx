import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { SimpleScreen } from '../../app/layouts/SimpleScreen';
import { BackHomeLink } from '../../app/navigation/BackHomeLink';
import { isAuthenticatedAtom } from '../../app/session/sessionAtoms';

/** docs/product.md §2: any other path. Inside the signed-in page's surface, or on its own card when signed out. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  return (
    <SimpleScreen
      title={t('notFound.title')}
      description={t('notFound.message')}
      surface={signedIn ? 'screen' : 'card'}
    >
      <BackHomeLink />
    </SimpleScreen>
  );
}
