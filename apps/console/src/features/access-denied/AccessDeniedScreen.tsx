import { useTranslation } from 'react-i18next';
import { SimpleScreen } from '../../app/layouts/SimpleScreen';
import { BackHomeLink } from '../../app/navigation/BackHomeLink';

/** What a signed-in user sees on a screen their role may not open (docs/product.md §6: the console hides). */
export function AccessDeniedScreen() {
  const { t } = useTranslation();
  return (
    <SimpleScreen title={t('accessDenied.title')} description={t('accessDenied.message')}>
      <BackHomeLink />
    </SimpleScreen>
  );
}
