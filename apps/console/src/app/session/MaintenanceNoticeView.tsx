import { useTranslation } from 'react-i18next';
import * as styles from './sessionUi.css';

/** docs/product.md §12.2: the default text, which each locale translates (docs/product.md §8). */
export const DEFAULT_MAINTENANCE_MESSAGE = 'Platform under maintenance, please try again later.';

/** The message as set by an admin; the default text shows in the reader's language. */
export function useMaintenanceText(message: string | null | undefined): string | null {
  const { t } = useTranslation();
  const text = message?.trim();
  if (!text) return null;
  return text === DEFAULT_MAINTENANCE_MESSAGE ? t('maintenance.defaultMessage') : text;
}

/**
 * docs/product.md §12.2: the message inside the sign-in card, when one is set. Without the query
 * cache, so the sign-in page can show it from its first read (docs/decisions.md "/login
 * first-load budget").
 */
export function MaintenanceNoticeView({ message }: { message: string | null | undefined }) {
  const { t } = useTranslation();
  const text = useMaintenanceText(message);
  if (!text) return null;
  return (
    <p role="status" className={styles.maintenanceNotice}>
      <strong className={styles.noticeTitle}>{t('maintenance.label')}</strong>
      {/* An admin's own words keep their direction: an English message ends in its full stop. */}
      <bdi>{text}</bdi>
    </p>
  );
}
