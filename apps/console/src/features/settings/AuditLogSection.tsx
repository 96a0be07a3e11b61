import { getAuditLog, type AuditEntry } from '@org/api-client';
import { Pagination, Table, type TableColumn } from '@org/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { apiClient } from '../../app/session/apiClient';
import { SETTINGS_NAMESPACE } from './settingsNamespace';
import * as styles from './settings.css';
import { SettingsSection } from './SettingsSection';

const PAGE_SIZE = 10;

/**
 * docs/product.md §12.3: for system admins, the audit log — who did what, when and from where, newest first.
 * Read-only: the api has no way to change an entry.
 */
export function AuditLogSection() {
  const { t, i18n } = useTranslation(SETTINGS_NAMESPACE);
  const [page, setPage] = useState(1);
  const entries = useQuery({
    queryKey: queryKeys.auditLog({ page }),
    queryFn: () => getAuditLog(apiClient, { page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo((): TableColumn<AuditEntry>[] => {
    const when = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'medium',
    });
    return [
      {
        key: 'at',
        header: t('settings.auditWhen'),
        cell: (entry) => when.format(new Date(entry.at)),
      },
      { key: 'userEmail', header: t('settings.auditWho'), cell: (entry) => entry.userEmail ?? '—' },
      { key: 'action', header: t('settings.auditWhat'), rowHeader: true },
      { key: 'status', header: t('settings.auditResult'), align: 'end' },
      { key: 'ip', header: t('settings.auditFrom'), cell: (entry) => entry.ip ?? '—' },
    ];
  }, [t, i18n.language]);

  return (
    <SettingsSection title={t('settings.auditLog')} hint={t('settings.auditLogHint')}>
      <Table
        className={styles.wide}
        caption={t('settings.auditLog')}
        hideCaption
        columns={columns}
        rows={entries.data?.items ?? []}
        getRowId={(entry) => entry.id}
        loading={entries.isPending}
        emptyText={entries.isError ? t('settings.auditLogFailed') : undefined}
        footer={
          entries.data ? (
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={entries.data.total}
              onPageChange={setPage}
              label={t('settings.auditLogPages')}
            />
          ) : undefined
        }
      />
    </SettingsSection>
  );
}
