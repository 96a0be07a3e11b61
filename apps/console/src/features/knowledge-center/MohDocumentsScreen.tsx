import { useTranslation } from 'react-i18next';
import { SimpleScreen } from '../../app/layouts/SimpleScreen';
import { KNOWLEDGE_CENTER_NAMESPACE } from './knowledgeCenterNamespace';

export function MohDocumentsScreen() {
  const { t } = useTranslation(KNOWLEDGE_CENTER_NAMESPACE);
  return (
    <SimpleScreen title={t('mohDocuments.title')} description={t('mohDocuments.description')} />
  );
}
