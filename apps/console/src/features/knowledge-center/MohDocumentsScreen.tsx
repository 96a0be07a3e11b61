import { useTranslation } from 'react-i18next';
import { SimpleScreen } from '../../app/layouts/SimpleScreen';

export function MohDocumentsScreen() {
  const { t } = useTranslation();
  return (
    <SimpleScreen title={t('mohDocuments.title')} description={t('mohDocuments.description')} />
  );
}
