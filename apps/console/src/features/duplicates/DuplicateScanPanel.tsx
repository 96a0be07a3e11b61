import { latestDuplicateScan, startDuplicateScan } from '@org/api-client';
import { Button, useToast } from '@org/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { useApiMutation } from '../../app/data/useApiMutation';
import { apiClient } from '../../app/session/apiClient';
import * as styles from './duplicates.css';
import { DUPLICATES_NAMESPACE } from './duplicatesNamespace';

const ns = DUPLICATES_NAMESPACE;
/** How often a running scan's progress is read again. */
const PROGRESS_POLL_MS = 2_000;

/** A system admin's scan for duplicates over every patient: start it, and follow it. */
export function DuplicateScanPanel() {
  const { t, i18n } = useTranslation(ns);
  const titleId = useId();
  const toast = useToast();
  const latest = useQuery({
    queryKey: queryKeys.duplicateScan(),
    queryFn: () => latestDuplicateScan(apiClient),
    refetchInterval: (query) =>
      query.state.data?.scan?.status === 'RUNNING' ? PROGRESS_POLL_MS : false,
  });
  const start = useApiMutation({
    mutationFn: () => startDuplicateScan(apiClient),
    invalidates: [queryKeys.duplicateScan()],
    toast,
  });
  const scan = latest.data?.scan ?? null;
  const number = new Intl.NumberFormat(i18n.language);
  const counts = scan
    ? {
        processed: number.format(scan.processed),
        total: number.format(scan.total),
        found: number.format(scan.found),
      }
    : null;

  let status;
  if (latest.isError) status = <p className={styles.error}>{t('duplicates.scanLoadFailed')}</p>;
  else if (!scan || !counts) status = <p className={styles.muted}>{t('duplicates.scanNever')}</p>;
  else if (scan.status === 'RUNNING') {
    status = (
      <>
        <p className={styles.muted}>{t('duplicates.scanRunning', counts)}</p>
        <progress
          className={styles.progress}
          aria-label={t('duplicates.scanProgress')}
          max={Math.max(scan.total, 1)}
          value={scan.processed}
        />
      </>
    );
  } else {
    const date = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    status = (
      <p className={styles.muted}>
        {t('duplicates.scanDone', {
          ...counts,
          date: date.format(new Date(scan.finishedAt ?? scan.startedAt)),
        })}
      </p>
    );
  }

  return (
    <section className={styles.scan} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.scanTitle}>
        {t('duplicates.scanTitle')}
      </h2>
      <p className={styles.muted}>{t('duplicates.scanIntro')}</p>
      <div aria-live="polite">{status}</div>
      <div>
        <Button
          variant="secondary"
          loading={start.isPending}
          disabled={scan?.status === 'RUNNING'}
          onClick={() => void start.mutate()}
        >
          {t('duplicates.scanStart')}
        </Button>
      </div>
    </section>
  );
}
