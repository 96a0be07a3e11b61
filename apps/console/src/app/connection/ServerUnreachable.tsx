import { Button } from '@org/ui';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router-dom';
import * as layoutStyles from '../layouts/layouts.css';
import { CONNECTION_NAMESPACE } from './connectionNamespace';

/** While the screen shows, the page asks the server again this often by itself. */
export const RECONNECT_INTERVAL_MS = 10_000;

/**
 * docs/product.md §11.3: the api could not be reached while the page restored a session. The user
 * is still signed in; the page says so, offers "Try again", tries by itself every 10 seconds, and
 * carries on where it was once the server answers.
 */
export function ServerUnreachable() {
  const { t } = useTranslation(CONNECTION_NAMESPACE);
  const revalidator = useRevalidator();
  const titleId = useId();
  const retrying = revalidator.state === 'loading';

  useEffect(() => {
    const timer = window.setInterval(() => void revalidator.revalidate(), RECONNECT_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [revalidator]);

  return (
    <section className={layoutStyles.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={layoutStyles.screenTitle}>
        {t('connection.title')}
      </h1>
      <p className={layoutStyles.screenText}>{t('connection.message')}</p>
      <Button variant="primary" loading={retrying} onClick={() => void revalidator.revalidate()}>
        {t('connection.retry')}
      </Button>
    </section>
  );
}
