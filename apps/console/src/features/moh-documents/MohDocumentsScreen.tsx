import { getMohDocumentFileAddress, listMohDocuments, setMohDocumentStatus } from '@org/api-client';
import { can, type MohDocument, mohDocumentList, type MohDocumentListParams } from '@org/contracts';
import { Button, useToast } from '@org/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { openLink } from '../../app/data/saveDownload';
import { useApiMutation } from '../../app/data/useApiMutation';
import { languageNamer } from '../../app/i18n/languageName';
import { ListFilters } from '../../app/lists/ListFilters';
import { ListScreen } from '../../app/lists/ListScreen';
import { ListSearch } from '../../app/lists/ListSearch';
import { ListTable } from '../../app/lists/ListTable';
import { useListUrlState } from '../../app/lists/useListUrlState';
import { RecordStatusDialog } from '../../app/records/RecordStatusDialog';
import { apiClient } from '../../app/session/apiClient';
import { currentUserAtom } from '../../app/session/sessionAtoms';
import { MohDocumentDrawer, type MohDocumentDrawerTarget } from './MohDocumentDrawer';
import { MOH_DOCUMENTS_NAMESPACE } from './mohDocumentsNamespace';
import { useMohDocumentColumns } from './useMohDocumentColumns';

const ns = MOH_DOCUMENTS_NAMESPACE;
/** A withdrawn document is what staff no longer see. */
const PUBLISHED_OR_WITHDRAWN = { on: 'PUBLISHED', off: 'WITHDRAWN' } as const;

/**
 * docs/product.md §13.7: the ministry-of-health documents on the shared list pattern. Every role
 * reads the published ones (search, language filter, download); system admins also upload, edit,
 * withdraw and publish again, and see the withdrawn ones.
 */
export function MohDocumentsScreen() {
  const { t, i18n } = useTranslation(ns);
  const toast = useToast();
  const manage = can(useAtomValue(currentUserAtom), 'knowledge:manage');
  const list = useListUrlState(mohDocumentList);
  const [drawer, setDrawer] = useState<MohDocumentDrawerTarget | null>(null);
  const [statusChange, setStatusChange] = useState<MohDocument | null>(null);

  const params = list.params as MohDocumentListParams;
  const documents = useQuery({
    queryKey: queryKeys.mohDocuments(params),
    queryFn: () => listMohDocuments(apiClient, params),
    placeholderData: keepPreviousData,
  });

  // A short-lived signed address, opened as a plain link: the browser saves the PDF itself.
  const download = useApiMutation({
    mutationFn: (document: MohDocument) =>
      getMohDocumentFileAddress(apiClient, document.id).then(({ url }) => openLink(url)),
    errorText: { key: 'documents.downloadFailed', ns },
    toast,
  });
  const manageActions = useMemo(
    () =>
      manage
        ? {
            onEdit: (document: MohDocument) => setDrawer({ document }),
            onChangeStatus: (document: MohDocument) => setStatusChange(document),
          }
        : null,
    [manage],
  );
  const columns = useMohDocumentColumns((document) => {
    // One request at a time: a second click while the address is on its way does nothing.
    if (!download.isPending) void download.mutate(document);
  }, manageActions);
  const languageName = languageNamer(i18n.language);
  const upload = manage ? (
    <Button variant="primary" onClick={() => setDrawer({ document: null })}>
      {t('documents.add')}
    </Button>
  ) : undefined;

  return (
    <ListScreen
      title={t('documents.title')}
      actions={upload}
      toolbar={
        <>
          <ListSearch
            label={t('documents.search')}
            value={list.state.search}
            onSearch={list.setSearch}
          />
          <ListFilters
            list={list}
            controls={{
              language: {
                label: t('documents.columnLanguage'),
                anyText: t('documents.anyLanguage'),
                valueLabel: languageName,
              },
              // Staff see only the published documents.
              status: manage
                ? {
                    label: t('documents.columnStatus'),
                    anyText: t('documents.anyStatus'),
                    valueLabel: (status) => t(`documents.status${status}`),
                  }
                : false,
            }}
          />
        </>
      }
    >
      <ListTable
        caption={t('documents.title')}
        columns={columns}
        getRowId={(document) => document.id}
        query={documents}
        list={list}
        empty={{
          description: manage ? t('documents.emptyHintAdmin') : t('documents.emptyHint'),
          action: upload,
        }}
        pagesLabel={t('documents.pages')}
      />
      {drawer ? <MohDocumentDrawer target={drawer} onClose={() => setDrawer(null)} /> : null}
      {statusChange ? (
        <RecordStatusDialog
          name={statusChange.title}
          status={statusChange.status}
          statuses={PUBLISHED_OR_WITHDRAWN}
          words={{ ns, prefix: 'documents' }}
          setStatus={(status) => setMohDocumentStatus(apiClient, statusChange.id, status)}
          invalidates={[queryKeys.mohDocuments()]}
          onClose={() => setStatusChange(null)}
        />
      ) : null}
    </ListScreen>
  );
}
