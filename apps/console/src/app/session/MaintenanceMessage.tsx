import { useAtomValue } from 'jotai';
import { useState } from 'react';
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
const HIDDEN_MESSAGE_KEY = 'maintenanceHidden';

function readHiddenMessage(): string | null {
  try {
    return sessionStorage.getItem(HIDDEN_MESSAGE_KEY);
  } catch {
    return null;
  }
}

function writeHiddenMessage(text: string | null): void {
  try {
    if (text === null) sessionStorage.removeItem(HIDDEN_MESSAGE_KEY);
    else sessionStorage.setItem(HIDDEN_MESSAGE_KEY, text);
  } catch {
    // Storage refused (private mode): the choice lasts until the page is left.
  }
}

/**
 * docs/product.md §12.2: while a message is set, every signed-in user sees it across the top of the
 * page. A reader may fold it to one line for the rest of the session; a new message unfolds.
 */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  const text = useMaintenanceText();
  const [hidden, setHidden] = useState(readHiddenMessage);
  if (!text) return null;
  const folded = hidden === text;
  const fold = (next: boolean) => {
    const value = next ? text : null;
    writeHiddenMessage(value);
    setHidden(value);
  };
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
