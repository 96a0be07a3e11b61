import {
  exportAuditLog,
  getAuditLog,
  type AuditAction,
  type AuditEntry,
  type AuditLogParams,
} from '@org/api-client';
import { auditLogList } from '@org/contracts';
import { Badge, Button, Pagination, Skeleton, Table, useToast, type TableColumn } from '@org/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { useCsvDownload } from '../../app/data/useCsvDownload';
import type { ListFilterState } from '../../app/lists/filterControls';
import { ListFilterControl } from '../../app/lists/ListFilterControl';
import { ListFilters } from '../../app/lists/ListFilters';
import * as listStyles from '../../app/lists/listScreen.css';
import type { FilterNameOf } from '../../app/lists/listUrlState';
import { readerDay } from '../../app/lists/readerDay';
import { apiClient } from '../../app/session/apiClient';
import * as styles from './auditLog.css';
import { auditActionKey, auditSentence } from './auditEntryText';
import { SETTINGS_NAMESPACE } from './settingsNamespace';
import { SettingsSection } from './SettingsSection';

/** docs/decisions.md "The audit log shows 10 entries a page". */
const PAGE_SIZE = 10;
/** Placeholder cards while the first page loads on a phone. */
const LOADING_CARDS = 3;

/**
 * What the log is narrowed to, each filter as the address would hold it (`from` and `to` are days
 * in the reader's time zone, `YYYY-MM-DD`, inclusive). Kept in the section, not in the address:
 * Settings is one screen of several sections, and the log's filters are a passing look, not a
 * list to link to.
 */
export type AuditLogFilters = Partial<Record<FilterNameOf<typeof auditLogList>, string>>;

const NO_FILTERS: AuditLogFilters = {};

const endOfDay = (day: Date) =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59, 999);

/** The api's parameters for these filters: the reader's days as instants, unset ones left out. */
export function auditLogParamsOf(filters: AuditLogFilters): AuditLogParams {
  return {
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.action ? { action: [filters.action as AuditAction] } : {}),
    ...(filters.from ? { from: readerDay(filters.from).toISOString() } : {}),
    ...(filters.to ? { to: endOfDay(readerDay(filters.to)).toISOString() } : {}),
    ...(filters.includePreferences ? { includePreferences: true } : {}),
  };
}

/**
 * docs/product.md §12.3: for system admins, the audit log as people read it: when, who, what they
 * did (a sentence naming the record) and whether it went through, newest first, 10 a page. It
 * narrows to a person, an action and a date range; preference toggles show only when asked for;
 * the export downloads what the filters select. On a phone the table becomes a list of cards.
 * Read-only: the api has no way to change an entry.
 */
export function AuditLogSection() {
  const { t, i18n } = useTranslation(SETTINGS_NAMESPACE);
  const toast = useToast();
  const [filters, setFilters] = useState<AuditLogFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const change = (next: (current: AuditLogFilters) => AuditLogFilters) => {
    setFilters(next);
    setPage(1);
  };

  const filterState: ListFilterState<typeof auditLogList> = {
    definition: auditLogList,
    state: { filters },
    setFilter: (name, value) => change((current) => ({ ...current, [name]: value })),
  };

  const rangeReversed = !!filters.from && !!filters.to && filters.to < filters.from;
  const params = useMemo(() => auditLogParamsOf(filters), [filters]);
  const pageParams = { ...params, page, pageSize: PAGE_SIZE };
  const entries = useQuery({
    queryKey: queryKeys.auditLog(pageParams),
    queryFn: () => getAuditLog(apiClient, pageParams),
    placeholderData: keepPreviousData,
    enabled: !rangeReversed,
  });
  const exported = useCsvDownload(() => exportAuditLog(apiClient, params), {
    successText: { key: 'settings.auditExported', ns: SETTINGS_NAMESPACE },
    errorText: { key: 'settings.auditExportFailed', ns: SETTINGS_NAMESPACE },
    toast,
  });

  const narrowed = !!(filters.actor || filters.action || filters.from || filters.to);

  const when = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }),
    [i18n.language],
  );
  const view = useMemo(() => {
    const person = (entry: AuditEntry): ReactNode =>
      entry.userEmail ? (
        <span className={styles.person}>
          {entry.userFullName ? (
            <span>
              <bdi>{entry.userFullName}</bdi>
            </span>
          ) : null}
          <span className={entry.userFullName ? styles.muted : undefined}>
            <bdi>{entry.userEmail}</bdi>
          </span>
        </span>
      ) : (
        <span className={styles.muted}>{t('settings.auditNobody')}</span>
      );
    const result = (entry: AuditEntry): ReactNode =>
      entry.status < 400 ? (
        <Badge tone="success">{t('settings.auditDone')}</Badge>
      ) : (
        <Badge tone="critical">{t('settings.auditRefused', { status: entry.status })}</Badge>
      );
    return {
      when: (entry: AuditEntry) => when.format(new Date(entry.at)),
      person,
      what: (entry: AuditEntry) => auditSentence(entry, t),
      result,
      ip: (entry: AuditEntry) => entry.ip ?? '—',
    };
  }, [t, when]);

  const columns = useMemo(
    (): TableColumn<AuditEntry>[] => [
      { key: 'at', header: t('settings.auditWhen'), cell: view.when },
      { key: 'userEmail', header: t('settings.auditWho'), cell: view.person },
      { key: 'actionCode', header: t('settings.auditWhat'), cell: view.what, rowHeader: true },
      { key: 'status', header: t('settings.auditResult'), cell: view.result },
      { key: 'ip', header: t('settings.auditFrom'), cell: view.ip },
    ],
    [t, view],
  );

  const items = entries.data?.items ?? [];
  let emptyText: ReactNode;
  if (entries.isError && !entries.data) emptyText = t('settings.auditLogFailed');
  else if (narrowed) {
    emptyText = (
      <span className={styles.toolbarEnd}>
        {t('settings.auditNoMatches')}
        <Button variant="secondary" onClick={() => change(() => NO_FILTERS)}>
          {t('settings.auditClearFilters')}
        </Button>
      </span>
    );
  } else emptyText = t('settings.auditEmpty');

  return (
    <SettingsSection title={t('settings.auditLog')} hint={t('settings.auditLogHint')}>
      <div className={styles.log}>
        <div className={listStyles.toolbar}>
          <ListFilters
            list={filterState}
            controls={{
              actor: { as: 'search', label: t('settings.auditPerson') },
              action: {
                label: t('settings.auditActionFilter'),
                anyText: t('settings.auditAnyAction'),
                valueLabel: (action) => t(auditActionKey(action)),
              },
              from: { label: t('settings.auditDateFrom'), className: styles.dateField },
              to: {
                label: t('settings.auditDateTo'),
                className: styles.dateField,
                error: rangeReversed ? t('settings.auditRangeReversed') : undefined,
              },
              // Below the row, beside the export.
              includePreferences: false,
            }}
          />
        </div>
        <div className={styles.toolbarEnd}>
          <ListFilterControl
            list={filterState}
            name="includePreferences"
            control={{
              as: 'checkbox',
              label: t('settings.auditShowPreferences'),
              hint: t('settings.auditShowPreferencesHint'),
            }}
          />
          <Button
            variant="outline"
            loading={exported.isPending}
            disabled={rangeReversed}
            onClick={() => void exported.mutate()}
          >
            {t('settings.auditExport')}
          </Button>
        </div>

        <div className={`${styles.wideOnly} ${listStyles.table}`}>
          <Table
            caption={t('settings.auditLog')}
            hideCaption
            columns={columns}
            rows={items}
            getRowId={(entry) => entry.id}
            loading={entries.isPending && !rangeReversed}
            emptyText={emptyText}
            aria-busy={entries.isFetching || undefined}
          />
        </div>

        <div className={styles.narrowOnly}>
          {entries.isPending && !rangeReversed ? (
            <Skeleton className={styles.cards}>
              {Array.from({ length: LOADING_CARDS }, (_, index) => (
                <div key={index} className={styles.placeholderLine} />
              ))}
            </Skeleton>
          ) : items.length === 0 ? (
            <p className={styles.emptyText}>{emptyText}</p>
          ) : (
            <ul className={styles.cards} aria-label={t('settings.auditLog')}>
              {items.map((entry) => (
                <li key={entry.id} className={styles.card}>
                  <p className={styles.cardTitle}>{view.what(entry)}</p>
                  <dl className={styles.facts}>
                    <AuditFact name={t('settings.auditWho')}>{view.person(entry)}</AuditFact>
                    <AuditFact name={t('settings.auditWhen')}>{view.when(entry)}</AuditFact>
                    <AuditFact name={t('settings.auditResult')}>{view.result(entry)}</AuditFact>
                    <AuditFact name={t('settings.auditFrom')}>{view.ip(entry)}</AuditFact>
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </div>

        {entries.data && entries.data.total > 0 ? (
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={entries.data.total}
            onPageChange={setPage}
            label={t('settings.auditLogPages')}
          />
        ) : null}
      </div>
    </SettingsSection>
  );
}

/** One line of an entry's card: what it is, then its value. */
function AuditFact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factName}>{name}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}
