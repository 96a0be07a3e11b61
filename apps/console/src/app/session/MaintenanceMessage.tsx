import { useAtom, useAtomValue } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { useTranslation } from 'react-i18next';
import { maintenanceAtom } from './maintenanceQuery';
import { MaintenanceNoticeView, useMaintenanceText } from './MaintenanceNoticeView';
import * as styles from './sessionUi.css';

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
  const text = useMaintenanceText(useAtomValue(maintenanceAtom).data?.message);
  const [hidden, setHidden] = useAtom(hiddenMessageAtom);
  if (!text) return null;
  const folded = hidden === text;
  const fold = (next: boolean) => setHidden(next ? text : null);
  return (
    <div role="status" aria-label={t('maintenance.label')} className={styles.maintenanceBanner}>
      <span className={folded ? styles.bannerTitle : styles.bannerText}>
        {folded ? t('maintenance.label') : <bdi>{text}</bdi>}
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

/**
 * docs/product.md §12.2: the sign-in page shows the message too; this one reads it through the query
 * cache (after a logout, or when the page's first read failed: features/login/LoginMaintenanceNotice).
 */
export function MaintenanceNotice() {
  return <MaintenanceNoticeView message={useAtomValue(maintenanceAtom).data?.message} />;
}
