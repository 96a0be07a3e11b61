import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../app/layouts/ScreenPlaceholder';

export function MohDocumentsScreen() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('mohDocuments.title')}
      description={t('mohDocuments.description')}
    />
  );
}
