import { useAtom, useAtomValue } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
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

/** This tab's choice to fold a message away: the message's text, so a new message shows again. */
const hiddenMessageAtom = atomWithStorage<string | null>(
  'maintenanceHidden',
  null,
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);

/**
 * docs/product.md §12.2: while a message is set, every signed-in user sees it across the top of the
 * page. A reader may fold it to one line for the rest of the session; a new message unfolds.
 */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  const text = useMaintenanceText();
  const [hidden, setHidden] = useAtom(hiddenMessageAtom);
  if (!text) return null;
  const folded = hidden === text;
  const fold = (next: boolean) => setHidden(next ? text : null);
  return (
    <div role="status" aria-label={t('maintenance.label')} className={styles.maintenanceBanner}>
      <span className={folded ? styles.bannerTitle : styles.bannerText}>
        {folded ? t('maintenance.label') : text}
      </span>
      <button
        type="button"
        className={styles.bannerToggle}
        aria-expanded={!folded}
        onClick={() => fold(!folded)}
      >
        {folded ? t('maintenance.show') : t('maintenance.hide')}
      </button>
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
