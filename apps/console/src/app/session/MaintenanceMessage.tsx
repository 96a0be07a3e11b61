import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { maintenanceAtom } from './maintenanceQuery';
import * as styles from './sessionUi.css';

/** docs/product.md §12.2: the default text, which each locale translates (docs/product.md §8). */
export const DEFAULT_MAINTENANCE_MESSAGE = 'Platform under maintenance, please try again later.';

/** The message as set by an admin; the default text shows in the reader's language. */
function useMaintenanceText(): string | null {
  const { t } = useTranslation();
  const message = useAtomValue(maintenanceAtom).data?.message?.trim();
  if (!message) return null;
  return message === DEFAULT_MAINTENANCE_MESSAGE ? t('maintenance.defaultMessage') : message;
}

/** docs/product.md §12.2: while a message is set, every signed-in user sees it across the top of the page. */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  const text = useMaintenanceText();
  if (!text) return null;
  return (
    <div role="status" aria-label={t('maintenance.label')} className={styles.maintenanceBanner}>
      {text}
    </div>
  );
}

/** docs/product.md §12.2: the sign-in page shows the message too. */
export function MaintenanceNotice() {
  const { t } = useTranslation();
  const text = useMaintenanceText();
  if (!text) return null;
  return (
    <p role="status" className={styles.maintenanceNotice}>
      <strong className={styles.noticeTitle}>{t('maintenance.label')}</strong>
      {text}
    </p>
  );
}
