import { Button, Dialog, DialogClose } from '@org/ui';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { CONNECTION_NAMESPACE } from '../connection/connectionNamespace';
import { DesignSystemText } from '../DesignSystemText';
import { API_CLIENT_NAMESPACE } from '../i18n/i18n';
import { answerNetworkError } from './networkRetry';
import { networkErrorAtom } from './sessionAtoms';

/** docs/product.md §8: 'Network Error' — 'There was a problem connecting to the network.', translated. */
export function NetworkErrorDialog() {
  const { t } = useTranslation();
  const [notice, setNotice] = useAtom(networkErrorAtom);
  if (!notice) return null;
  return (
    <DesignSystemText>
      <Dialog
        open
        onOpenChange={(open) => {
          if (open) return;
          if (notice.retryable) answerNetworkError(false);
          else setNotice(null);
        }}
        role="alertdialog"
        size="sm"
        title={t(notice.title, { ns: API_CLIENT_NAMESPACE })}
        description={t(notice.message, { ns: API_CLIENT_NAMESPACE })}
        footer={
          notice.retryable ? (
            <>
              <Button variant="secondary" onClick={() => answerNetworkError(false)}>
                {t('connection.cancel', { ns: CONNECTION_NAMESPACE })}
              </Button>
              <Button variant="primary" onClick={() => answerNetworkError(true)}>
                {t('connection.retry', { ns: CONNECTION_NAMESPACE })}
              </Button>
            </>
          ) : (
            <DialogClose asChild>
              <Button variant="primary">{t('networkError.dismiss')}</Button>
            </DialogClose>
          )
        }
      />
    </DesignSystemText>
  );
}
