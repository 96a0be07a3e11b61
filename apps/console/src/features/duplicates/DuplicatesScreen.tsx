import { listDuplicatePairs, unmergeDuplicatePair } from '@org/api-client';
import {
  can,
  duplicatePairList,
  type DuplicatePair,
  type DuplicatePairListParams,
  type PatientEnrolment,
} from '@org/contracts';
import { Badge, Button, ConfirmDialog, useToast, type TableColumn } from '@org/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router-dom';
import { queryKeys } from '../../app/data/queryKeys';
import { useApiMutation } from '../../app/data/useApiMutation';
import { withUserText } from '../../app/i18n/userText';
import { ListFilters } from '../../app/lists/ListFilters';
import { ListScreen } from '../../app/lists/ListScreen';
import { LISTS_NAMESPACE } from '../../app/lists/listsNamespace';
import { ListTable } from '../../app/lists/ListTable';
import { useListUrlState } from '../../app/lists/useListUrlState';
import { paths } from '../../app/navigation/paths';
import { apiClient } from '../../app/session/apiClient';
import { currentUserAtom } from '../../app/session/sessionAtoms';
import { sayingDuplicateRefusals } from './duplicateRefusals';
import * as styles from './duplicates.css';
import { DUPLICATES_NAMESPACE } from './duplicatesNamespace';
import { DuplicateScanPanel } from './DuplicateScanPanel';

const ns = DUPLICATES_NAMESPACE;

function RecordCell({ record }: { record: PatientEnrolment }) {
  const { t } = useTranslation(ns);
  return (
    <span className={styles.recordLine}>
      <bdi>{record.fullName}</bdi>
      <span className={styles.muted}>
        {withUserText(t, 'duplicates.recordAt', {
          clinic: record.clinic.name,
          program: record.program.name,
        })}
      </span>
    </span>
  );
}

/**
 * Possible duplicate patients (system admins everywhere, clinic managers their clinics'), on the
 * shared list pattern: each pair with its two records, why they look alike and its score; Review
 * opens the side-by-side merge view, Unmerge undoes a merge of the last 30 days. System admins
 * also start the background scan here and follow its progress.
 */
export function DuplicatesScreen() {
  const { t, i18n } = useTranslation([ns, LISTS_NAMESPACE]);
  const user = useAtomValue(currentUserAtom);
  const list = useListUrlState(duplicatePairList);
  const params = list.params as DuplicatePairListParams;
  const toast = useToast();
  const [unmerging, setUnmerging] = useState<DuplicatePair | null>(null);
  const pairs = useQuery({
    queryKey: queryKeys.duplicatePairs(params),
    queryFn: () => listDuplicatePairs(apiClient, params),
    placeholderData: keepPreviousData,
  });
  const unmerge = useApiMutation({
    mutationFn: (pair: DuplicatePair) =>
      sayingDuplicateRefusals(unmergeDuplicatePair(apiClient, pair.id)),
    invalidates: [queryKeys.duplicatePairs(), queryKeys.patients()],
    successText: { key: 'duplicates.unmerged', ns },
    toast,
  });

  const columns = useMemo((): TableColumn<DuplicatePair>[] => {
    const locale = i18n.language;
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const number = new Intl.NumberFormat(locale);
    const percent = new Intl.NumberFormat(locale, { style: 'percent' });
    return [
      {
        key: 'records',
        header: t('duplicates.columnRecords'),
        rowHeader: true,
        cell: (pair) => (
          <span className={styles.records}>
            <RecordCell record={pair.first} />
            <RecordCell record={pair.second} />
          </span>
        ),
      },
      {
        key: 'reasons',
        header: t('duplicates.columnReasons'),
        cell: (pair) => (
          <span className={styles.reasons}>
            <Badge tone="info">
              {t('duplicates.reasonName', { percent: percent.format(pair.nameSimilarity / 100) })}
            </Badge>
            {pair.samePhone ? <Badge tone="info">{t('duplicates.reasonPhone')}</Badge> : null}
            {pair.sameEmail ? <Badge tone="info">{t('duplicates.reasonEmail')}</Badge> : null}
          </span>
        ),
      },
      {
        key: 'score',
        header: t('duplicates.columnScore'),
        sortable: true,
        align: 'end',
        cell: (pair) => number.format(pair.score),
      },
      {
        key: 'status',
        header: t('duplicates.columnStatus'),
        cell: (pair) => (
          <span className={styles.recordLine}>
            <Badge tone={pair.status === 'OPEN' ? 'warning' : 'neutral'}>
              {t(`duplicates.status${pair.status}`)}
            </Badge>
            {pair.merge ? (
              <span className={styles.muted}>
                {t('duplicates.unmergeUntil', {
                  date: date.format(new Date(pair.merge.unmergeUntil)),
                })}
              </span>
            ) : null}
          </span>
        ),
      },
      {
        key: 'foundAt',
        header: t('duplicates.columnFoundAt'),
        sortable: true,
        cell: (pair) => <time dateTime={pair.foundAt}>{date.format(new Date(pair.foundAt))}</time>,
      },
      {
        key: 'actions',
        header: t('duplicates.columnActions'),
        cell: (pair) => {
          const names = { first: pair.first.fullName, second: pair.second.fullName };
          if (pair.status === 'OPEN') {
            return (
              <Link
                to={generatePath(paths.duplicatePair, { id: pair.id })}
                aria-label={t('duplicates.reviewPair', names)}
              >
                {t('duplicates.review')}
              </Link>
            );
          }
          if (pair.merge && new Date(pair.merge.unmergeUntil).getTime() > Date.now()) {
            return (
              <Button
                variant="secondary"
                aria-label={t('duplicates.unmergePair', names)}
                onClick={() => setUnmerging(pair)}
              >
                {t('duplicates.unmerge')}
              </Button>
            );
          }
          return null;
        },
      },
    ];
  }, [i18n.language, t]);

  return (
    <ListScreen
      title={t('duplicates.title')}
      toolbar={
        <>
          <p className={styles.muted}>{t('duplicates.intro')}</p>
          <ListFilters
            list={list}
            controls={{
              status: {
                label: t('duplicates.columnStatus'),
                anyText: t('duplicates.anyStatus'),
                valueLabel: (status) => t(`duplicates.status${status}`),
              },
            }}
          />
        </>
      }
    >
      {can(user, 'maintenance:manage') ? <DuplicateScanPanel /> : null}
      <ListTable
        caption={t('duplicates.title')}
        columns={columns}
        getRowId={(pair) => pair.id}
        query={pairs}
        list={list}
        empty={{ description: t('duplicates.emptyHint') }}
        pagesLabel={t('duplicates.pages')}
      />
      <ConfirmDialog
        open={unmerging !== null}
        title={t('duplicates.unmergeTitle')}
        message={t('duplicates.unmergeMessage')}
        confirmText={t('duplicates.unmerge')}
        onResolve={(confirmed) => {
          const pair = unmerging;
          setUnmerging(null);
          if (confirmed && pair) void unmerge.mutate(pair);
        }}
      />
    </ListScreen>
  );
}
