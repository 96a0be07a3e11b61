import { listPrograms, setProgramStatus } from '@org/api-client';
import { type Program, programList, type ProgramListParams } from '@org/contracts';
import { Button } from '@org/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { CONSOLE_NAMESPACE } from '../../app/i18n/i18n';
import { ListFilters } from '../../app/lists/ListFilters';
import { ListScreen } from '../../app/lists/ListScreen';
import { ListSearch } from '../../app/lists/ListSearch';
import { LISTS_NAMESPACE } from '../../app/lists/listsNamespace';
import { ListTable } from '../../app/lists/ListTable';
import { useListUrlState } from '../../app/lists/useListUrlState';
import { ACTIVE_OR_INACTIVE, RecordStatusDialog } from '../../app/records/RecordStatusDialog';
import { apiClient } from '../../app/session/apiClient';
import { ProgramDrawer, type ProgramDrawerTarget } from './ProgramDrawer';
import { PROGRAMS_NAMESPACE } from './programsNamespace';
import { useProgramColumns } from './useProgramColumns';

const ns = PROGRAMS_NAMESPACE;

/**
 * docs/product.md §2.7: Home's Programs tab, for system admins — the programs patients are
 * enrolled in, on the shared list pattern: create, edit, activate and deactivate.
 */
export function ProgramsScreen() {
  const { t } = useTranslation([ns, LISTS_NAMESPACE, CONSOLE_NAMESPACE]);
  const list = useListUrlState(programList);
  const [drawer, setDrawer] = useState<ProgramDrawerTarget | null>(null);
  const [statusChange, setStatusChange] = useState<Program | null>(null);

  // readListUrl kept only the values the list's definition allows: the api's own filter values.
  const params = list.params as ProgramListParams;
  const programs = useQuery({
    queryKey: queryKeys.programs(params),
    queryFn: () => listPrograms(apiClient, params),
    placeholderData: keepPreviousData,
  });

  const rowActions = useMemo(
    () => ({
      onEdit: (program: Program) => setDrawer({ program }),
      onChangeStatus: (program: Program) => setStatusChange(program),
    }),
    [],
  );
  const columns = useProgramColumns(rowActions);
  const newProgram = (
    <Button variant="primary" onClick={() => setDrawer({ program: null })}>
      {t('programs.add')}
    </Button>
  );

  return (
    <ListScreen
      title={t('programs.title')}
      actions={newProgram}
      toolbar={
        <>
          <ListSearch
            label={t('programs.search')}
            value={list.state.search}
            onSearch={list.setSearch}
          />
          <ListFilters
            list={list}
            controls={{
              status: {
                label: t('programs.columnStatus'),
                anyText: t('programs.anyStatus'),
                valueLabel: (status) => t(`programs.status${status}`),
              },
            }}
          />
        </>
      }
    >
      <ListTable
        caption={t('programs.title')}
        columns={columns}
        getRowId={(program) => program.id}
        query={programs}
        list={list}
        empty={{ description: t('programs.emptyHint'), action: newProgram }}
        pagesLabel={t('programs.pages')}
      />
      {drawer ? <ProgramDrawer target={drawer} onClose={() => setDrawer(null)} /> : null}
      {statusChange ? (
        // docs/product.md §3.4: deactivating stops new enrolments; those enrolled keep theirs.
        <RecordStatusDialog
          name={statusChange.name}
          status={statusChange.status}
          statuses={ACTIVE_OR_INACTIVE}
          words={{ ns, prefix: 'programs' }}
          setStatus={(status) => setProgramStatus(apiClient, statusChange.id, status)}
          invalidates={[queryKeys.programs()]}
          onClose={() => setStatusChange(null)}
        />
      ) : null}
    </ListScreen>
  );
}
