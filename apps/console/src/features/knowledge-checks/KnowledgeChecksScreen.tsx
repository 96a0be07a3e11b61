import { listKnowledgeChecks, setKnowledgeCheckStatus } from '@org/api-client';
import {
  can,
  knowledgeCheckList,
  type KnowledgeCheckListParams,
  type KnowledgeCheckSummary,
} from '@org/contracts';
import { Button } from '@org/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '../../app/data/queryKeys';
import { trainingModules } from '../../app/data/recordPickers';
import { ListFilters } from '../../app/lists/ListFilters';
import { ListScreen } from '../../app/lists/ListScreen';
import { ListSearch } from '../../app/lists/ListSearch';
import { ListTable } from '../../app/lists/ListTable';
import { useListUrlState } from '../../app/lists/useListUrlState';
import { PUBLISHED_OR_DRAFT, RecordStatusDialog } from '../../app/records/RecordStatusDialog';
import { apiClient } from '../../app/session/apiClient';
import { currentUserAtom } from '../../app/session/sessionAtoms';
import { KnowledgeCheckDrawer, type KnowledgeCheckDrawerTarget } from './KnowledgeCheckDrawer';
import { knowledgeCheckResultsPath } from './knowledgeCheckPaths';
import { KNOWLEDGE_CHECKS_NAMESPACE } from './knowledgeChecksNamespace';
import { useKnowledgeCheckColumns } from './useKnowledgeCheckColumns';

const ns = KNOWLEDGE_CHECKS_NAMESPACE;

/**
 * docs/product.md §3.4 and §6: the knowledge checks on the shared list pattern. Every role sees
 * the published checks and takes them; system admins also see the drafts, add and edit checks,
 * publish and unpublish them, and read who attempted each one.
 */
export function KnowledgeChecksScreen() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const manage = can(useAtomValue(currentUserAtom), 'knowledge:manage');
  const list = useListUrlState(knowledgeCheckList);
  const [drawer, setDrawer] = useState<KnowledgeCheckDrawerTarget | null>(null);
  const [statusChange, setStatusChange] = useState<KnowledgeCheckSummary | null>(null);

  const params = list.params as KnowledgeCheckListParams;
  const checks = useQuery({
    queryKey: queryKeys.knowledgeChecks(params),
    queryFn: () => listKnowledgeChecks(apiClient, params),
    placeholderData: keepPreviousData,
  });

  const rowActions = useMemo(
    () => ({
      onEdit: (check: KnowledgeCheckSummary) => setDrawer({ check }),
      onChangeStatus: (check: KnowledgeCheckSummary) => setStatusChange(check),
      onResults: (check: KnowledgeCheckSummary) => navigate(knowledgeCheckResultsPath(check.id)),
    }),
    [navigate],
  );
  const columns = useKnowledgeCheckColumns(rowActions, manage);
  const add = manage ? (
    <Button variant="primary" onClick={() => setDrawer({ check: null })}>
      {t('checks.add')}
    </Button>
  ) : undefined;

  return (
    <ListScreen
      title={t('checks.title')}
      actions={add}
      toolbar={
        <>
          <ListSearch
            label={t('checks.search')}
            value={list.state.search}
            onSearch={list.setSearch}
          />
          <ListFilters
            list={list}
            controls={{
              moduleId: {
                label: t('checks.columnModule'),
                anyText: t('checks.anyModule'),
                source: trainingModules,
              },
              status: manage
                ? {
                    label: t('checks.columnStatus'),
                    anyText: t('checks.anyStatus'),
                    valueLabel: (status) => t(`checks.status${status}`),
                  }
                : false,
            }}
          />
        </>
      }
    >
      <ListTable
        caption={t('checks.title')}
        columns={columns}
        getRowId={(check) => check.id}
        query={checks}
        list={list}
        empty={{
          description: manage ? t('checks.emptyHintAdmin') : t('checks.emptyHint'),
          ...(add ? { action: add } : {}),
        }}
        pagesLabel={t('checks.pages')}
      />
      {drawer ? <KnowledgeCheckDrawer target={drawer} onClose={() => setDrawer(null)} /> : null}
      {statusChange ? (
        <RecordStatusDialog
          name={statusChange.title}
          status={statusChange.status}
          statuses={PUBLISHED_OR_DRAFT}
          words={{ ns, prefix: 'checks' }}
          setStatus={(status) => setKnowledgeCheckStatus(apiClient, statusChange.id, status)}
          invalidates={[queryKeys.knowledgeChecks()]}
          onClose={() => setStatusChange(null)}
        />
      ) : null}
    </ListScreen>
  );
}

// One chunk for the list, taking a check and its results: /login carries two names less
// (docs/decisions.md "/login first-load budget").
export { KnowledgeCheckResultsScreen } from './KnowledgeCheckResultsScreen';
export { TakeKnowledgeCheckScreen } from './TakeKnowledgeCheckScreen';
