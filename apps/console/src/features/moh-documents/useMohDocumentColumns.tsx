import type { MohDocument } from '@org/contracts';
import {
  Badge,
  Button,
  formatFileSize,
  RowActions,
  type RowAction,
  type TableColumn,
} from '@org/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as listStyles from '../../app/lists/listScreen.css';
import { NoValue } from '../../app/lists/NoValue';
import { languageNamer } from '../../app/i18n/languageName';
import { MOH_DOCUMENTS_NAMESPACE } from './mohDocumentsNamespace';

export interface MohDocumentManageActions {
  onEdit: (document: MohDocument) => void;
  onChangeStatus: (document: MohDocument) => void;
}

/**
 * The documents table's columns; the sortable ones are the api's sort fields. Everyone gets a
 * Download button per row; with `manageActions` (system admins) also the status and a menu (Edit,
 * Withdraw or Publish).
 */
export function useMohDocumentColumns(
  onDownload: (document: MohDocument) => void,
  manageActions: MohDocumentManageActions | null,
): TableColumn<MohDocument>[] {
  const { t, i18n } = useTranslation(MOH_DOCUMENTS_NAMESPACE);
  const locale = i18n.language;

  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const languageName = languageNamer(locale);
    const columns: TableColumn<MohDocument>[] = [
      { key: 'title', header: t('documents.columnTitle'), rowHeader: true, sortable: true },
      {
        key: 'description',
        header: t('documents.columnDescription'),
        cell: (document) =>
          document.description ? (
            <span className={listStyles.longText}>
              <bdi>{document.description}</bdi>
            </span>
          ) : (
            <NoValue word={t('documents.noDescription')} />
          ),
      },
      {
        key: 'language',
        header: t('documents.columnLanguage'),
        sortable: true,
        cell: (document) => <span lang={document.language}>{languageName(document.language)}</span>,
      },
      {
        key: 'publishedAt',
        header: t('documents.columnPublishedAt'),
        sortable: true,
        cell: (document) => (
          <time dateTime={document.publishedAt}>
            {date.format(new Date(`${document.publishedAt}T00:00:00Z`))}
          </time>
        ),
      },
      {
        key: 'fileSize',
        header: t('documents.columnSize'),
        align: 'end',
        cell: (document) => formatFileSize(document.fileSize, locale),
      },
    ];
    if (manageActions) {
      columns.push({
        key: 'status',
        header: t('documents.columnStatus'),
        sortable: true,
        cell: (document) => (
          <Badge tone={document.status === 'PUBLISHED' ? 'success' : 'neutral'}>
            {t(`documents.status${document.status}`)}
          </Badge>
        ),
      });
    }
    columns.push({
      key: 'download',
      header: t('documents.columnFile'),
      align: 'end',
      cell: (document) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('documents.downloadNamed', { name: document.title })}
          onClick={() => onDownload(document)}
        >
          {t('documents.download')}
        </Button>
      ),
    });
    if (manageActions) {
      const { onEdit, onChangeStatus } = manageActions;
      columns.push({
        key: 'actions',
        header: t('documents.columnActions'),
        align: 'end',
        cell: (document) => {
          const rowActions: RowAction[] = [
            { label: t('documents.edit'), onSelect: () => onEdit(document) },
            document.status === 'PUBLISHED'
              ? {
                  label: t('documents.deactivate'),
                  tone: 'danger',
                  onSelect: () => onChangeStatus(document),
                }
              : { label: t('documents.activate'), onSelect: () => onChangeStatus(document) },
          ];
          return (
            <RowActions
              label={t('documents.rowActions', { name: document.title })}
              actions={rowActions}
            />
          );
        },
      });
    }
    return columns;
  }, [t, locale, onDownload, manageActions]);
}
