import { downloadClinicTemplate, exportClinics, listClinics } from '@org/api-client';
import { can, type Clinic, clinicList, type ClinicListParams } from '@org/contracts';
import { Button, Inline, useToast } from '@org/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { useCsvDownload } from '../../app/data/useCsvDownload';
import { CONSOLE_NAMESPACE } from '../../app/i18n/i18n';
import { LISTS_NAMESPACE } from '../../app/lists/listsNamespace';
import { ListFilters } from '../../app/lists/ListFilters';
import { ListScreen } from '../../app/lists/ListScreen';
import { ListSearch } from '../../app/lists/ListSearch';
import { ListTable } from '../../app/lists/ListTable';
import { useListUrlState } from '../../app/lists/useListUrlState';
import { apiClient } from '../../app/session/apiClient';
import { currentUserAtom } from '../../app/session/sessionAtoms';
import type { ClinicDrawerTarget } from './ClinicDrawer';
import { CLINICS_NAMESPACE } from './clinicsNamespace';
import { countryOptions } from './countryOptions';
import { useClinicColumns } from './useClinicColumns';

const ns = CLINICS_NAMESPACE;

// docs/decisions.md "Drawers load when they open": their forms are most of a list screen's code.
const ClinicDrawer = lazy(async () => ({
  default: (await import('./clinicsDialogs')).ClinicDrawer,
}));
const ClinicStatusDialog = lazy(async () => ({
  default: (await import('./clinicsDialogs')).ClinicStatusDialog,
}));
const ClinicsImport = lazy(async () => ({
  default: (await import('./clinicsDialogs')).ClinicsImport,
}));

/**
 * docs/product.md §3.4 and §13: the clinics and hospitals, on the shared list pattern. System
 * admins create, edit, (de)activate, import and export; every other role reads its own clinics.
 */
export function ClinicsScreen() {
  const { t, i18n } = useTranslation([ns, LISTS_NAMESPACE, CONSOLE_NAMESPACE]);
  const toast = useToast();
  const manages = can(useAtomValue(currentUserAtom), 'clinics:manage');
  const list = useListUrlState(clinicList);
  const [drawer, setDrawer] = useState<ClinicDrawerTarget | null>(null);
  const [statusChange, setStatusChange] = useState<Clinic | null>(null);
  const [importing, setImporting] = useState(false);
  // Loaded at the first opening, then kept mounted so that it closes as it always did.
  const [importOpened, setImportOpened] = useState(false);

  // readListUrl kept only the values the list's definition allows: the api's own filter values.
  const params = list.params as ClinicListParams;
  const clinics = useQuery({
    queryKey: queryKeys.clinics(params),
    queryFn: () => listClinics(apiClient, params),
    placeholderData: keepPreviousData,
  });

  const template = useCsvDownload(() => downloadClinicTemplate(apiClient), {
    successText: { key: 'clinics.templateDownloaded', ns },
    errorText: { key: 'clinics.templateFailed', ns },
    toast,
  });
  const exported = useCsvDownload(() => exportClinics(apiClient, params), {
    successText: { key: 'clinics.exported', ns },
    errorText: { key: 'clinics.exportFailed', ns },
    toast,
  });

  const rowActions = useMemo(
    () =>
      manages
        ? {
            onEdit: (clinic: Clinic) => setDrawer({ clinic }),
            onChangeStatus: (clinic: Clinic) => setStatusChange(clinic),
          }
        : null,
    [manages],
  );
  const columns = useClinicColumns(rowActions);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const newClinic = (
    <Button variant="primary" onClick={() => setDrawer({ clinic: null })}>
      {t('clinics.add')}
    </Button>
  );

  return (
    <ListScreen
      title={t('clinics.title', { ns: CONSOLE_NAMESPACE })}
      actions={
        <Inline space="small">
          {manages ? (
            <>
              {newClinic}
              <Button
                variant="secondary"
                onClick={() => {
                  setImportOpened(true);
                  setImporting(true);
                }}
              >
                {t('clinics.upload')}
              </Button>
              <Button
                variant="outline"
                loading={template.isPending}
                onClick={() => void template.mutate()}
              >
                {t('clinics.downloadTemplate')}
              </Button>
            </>
          ) : null}
          <Button
            variant="outline"
            loading={exported.isPending}
            onClick={() => void exported.mutate()}
          >
            {t('clinics.export')}
          </Button>
        </Inline>
      }
      toolbar={
        <>
          <ListSearch
            label={t('clinics.search')}
            value={list.state.search}
            onSearch={list.setSearch}
          />
          <ListFilters
            list={list}
            controls={{
              type: {
                label: t('clinics.columnType'),
                anyText: t('clinics.anyType'),
                valueLabel: (type) => t(`clinics.type${type}`),
              },
              status: {
                label: t('clinics.columnStatus'),
                anyText: t('clinics.anyStatus'),
                valueLabel: (status) => t(`clinics.status${status}`),
              },
              countryCode: {
                label: t('clinics.columnCountry'),
                anyText: t('clinics.anyCountry'),
                options: countries,
              },
            }}
          />
        </>
      }
    >
      <ListTable
        caption={t('clinics.title', { ns: CONSOLE_NAMESPACE })}
        columns={columns}
        getRowId={(clinic) => clinic.id}
        query={clinics}
        list={list}
        empty={{
          description: manages ? t('clinics.emptyHint') : t('clinics.emptyHintReader'),
          action: manages ? newClinic : undefined,
        }}
        pagesLabel={t('clinics.pages')}
      />
      <Suspense fallback={null}>
        {drawer ? <ClinicDrawer target={drawer} onClose={() => setDrawer(null)} /> : null}
        {statusChange ? (
          <ClinicStatusDialog clinic={statusChange} onClose={() => setStatusChange(null)} />
        ) : null}
        {importOpened ? <ClinicsImport open={importing} onOpenChange={setImporting} /> : null}
      </Suspense>
    </ListScreen>
  );
}
