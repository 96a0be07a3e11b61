import { exportPatients, listPatients } from '@org/api-client';
import { can, type PatientEnrolment, patientList, type PatientListParams } from '@org/contracts';
import { Button, Inline, useToast } from '@org/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams, type To } from 'react-router-dom';
import { queryKeys } from '../../app/data/queryKeys';
import { clinicsInScope, programsInScope } from '../../app/data/recordPickers';
import { useCsvDownload } from '../../app/data/useCsvDownload';
import { CONSOLE_NAMESPACE } from '../../app/i18n/i18n';
import { ListFilters } from '../../app/lists/ListFilters';
import { ListScreen } from '../../app/lists/ListScreen';
import { ListSearch } from '../../app/lists/ListSearch';
import { LISTS_NAMESPACE } from '../../app/lists/listsNamespace';
import { ListTable } from '../../app/lists/ListTable';
import { useListUrlState } from '../../app/lists/useListUrlState';
import { apiClient } from '../../app/session/apiClient';
import { currentUserAtom } from '../../app/session/sessionAtoms';
import * as styles from './home.css';
import { HOME_NAMESPACE } from './homeNamespace';
import { assignableRoles, PATIENT_RECORD_PARAM } from './patientList';
import { usePatientColumns } from './usePatientColumns';

const ns = HOME_NAMESPACE;

// docs/decisions.md "Drawers load when they open": their forms are most of a list screen's code.
const EnrolPatientDrawer = lazy(async () => ({
  default: (await import('./homeDrawers')).EnrolPatientDrawer,
}));
const PatientRecordDrawer = lazy(async () => ({
  default: (await import('./homeDrawers')).PatientRecordDrawer,
}));

/**
 * docs/product.md §2.7: Home is the patients of the signed-in person's scope on the shared list
 * pattern — search, program, clinic and status filters ("Assigned to me" for doctors and nurses),
 * sort and pages — under the greeting. Managers and system admins enrol and export; a patient's
 * record opens in a drawer whose address (`/?patient=<id>`) can be shared.
 */
export function HomeScreen() {
  const { t } = useTranslation([ns, LISTS_NAMESPACE, CONSOLE_NAMESPACE]);
  const toast = useToast();
  const user = useAtomValue(currentUserAtom);
  const list = useListUrlState(patientList);
  const [searchParams, setSearchParams] = useSearchParams();
  const [enrolling, setEnrolling] = useState(false);
  const enrols = can(user, 'patients:enrol');
  const mayBeAssigned = !!user && assignableRoles.includes(user.role);

  // readListUrl kept only the values the list's definition allows: the api's own filter values.
  const params = list.params as PatientListParams;
  const patients = useQuery({
    queryKey: queryKeys.patients(params),
    queryFn: () => listPatients(apiClient, params),
    placeholderData: keepPreviousData,
  });
  const exported = useCsvDownload(() => exportPatients(apiClient, params), {
    successText: { key: 'patients.exported', ns },
    errorText: { key: 'patients.exportFailed', ns },
    toast,
  });

  const openPatientId = searchParams.get(PATIENT_RECORD_PARAM);
  const recordLink = useCallback(
    (patient: PatientEnrolment): To => {
      const next = new URLSearchParams(searchParams);
      next.set(PATIENT_RECORD_PARAM, patient.id);
      return { search: `?${next.toString()}` };
    },
    [searchParams],
  );
  const showRecord = (id: string | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(PATIENT_RECORD_PARAM, id);
      else next.delete(PATIENT_RECORD_PARAM);
      return next;
    });

  const columns = usePatientColumns(recordLink);
  const enrolButton = (
    <Button variant="primary" onClick={() => setEnrolling(true)}>
      {t('patients.enrol')}
    </Button>
  );

  return (
    <ListScreen
      title={t('home.title', { ns: CONSOLE_NAMESPACE, name: user?.name ?? '' })}
      actions={
        enrols ? (
          <Inline space="small">
            {enrolButton}
            <Button
              variant="outline"
              loading={exported.isPending}
              onClick={() => void exported.mutate()}
            >
              {t('patients.export')}
            </Button>
          </Inline>
        ) : null
      }
      toolbar={
        <>
          <ListSearch
            label={t('patients.search')}
            value={list.state.search}
            onSearch={list.setSearch}
          />
          <ListFilters
            list={list}
            controls={{
              programId: {
                label: t('patients.filterProgram'),
                anyText: t('patients.anyProgram'),
                source: programsInScope,
              },
              clinicId: {
                label: t('patients.filterClinic'),
                anyText: t('patients.anyClinic'),
                source: clinicsInScope,
              },
              status: {
                label: t('patients.columnStatus'),
                anyText: t('patients.anyStatus'),
                valueLabel: (status) => t(`patients.status${status}`),
              },
              assignedToMe: mayBeAssigned
                ? {
                    as: 'checkbox',
                    label: t('patients.assignedToMe'),
                    className: styles.toolbarCheckbox,
                  }
                : false,
            }}
          />
        </>
      }
    >
      <ListTable
        caption={t('patients.caption')}
        columns={columns}
        getRowId={(patient) => patient.id}
        query={patients}
        list={list}
        empty={{
          description: enrols ? t('patients.emptyHint') : t('patients.emptyHintReader'),
          action: enrols ? enrolButton : undefined,
        }}
        pagesLabel={t('patients.pages')}
      />
      <Suspense fallback={null}>
        {enrolling ? (
          <EnrolPatientDrawer
            onClose={() => setEnrolling(false)}
            onEnrolled={(patient) => {
              setEnrolling(false);
              showRecord(patient.id);
            }}
            onOpenExisting={(patient) => {
              setEnrolling(false);
              showRecord(patient.id);
            }}
          />
        ) : null}
        {openPatientId ? (
          <PatientRecordDrawer
            key={openPatientId}
            patientId={openPatientId}
            onClose={() => showRecord(null)}
          />
        ) : null}
      </Suspense>
    </ListScreen>
  );
}
