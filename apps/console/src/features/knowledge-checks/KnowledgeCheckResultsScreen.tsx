import { knowledgeCheckAttemptList } from '@org/contracts';
import {
  exportKnowledgeCheckAttempts,
  getKnowledgeCheck,
  listKnowledgeCheckAttempts,
} from '@org/api-client';
import type { KnowledgeCheckAttemptListParams } from '@org/contracts';
import { Button, useToast } from '@org/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { queryKeys } from '../../app/data/queryKeys';
import { useCsvDownload } from '../../app/data/useCsvDownload';
import { textLink } from '../../app/layouts/layouts.css';
import { ListFilters } from '../../app/lists/ListFilters';
import { ListScreen } from '../../app/lists/ListScreen';
import { ListSearch } from '../../app/lists/ListSearch';
import { ListTable } from '../../app/lists/ListTable';
import { useListUrlState } from '../../app/lists/useListUrlState';
import { paths } from '../../app/navigation/paths';
import { apiClient } from '../../app/session/apiClient';
import { KNOWLEDGE_CHECKS_NAMESPACE } from './knowledgeChecksNamespace';
import { useKnowledgeCheckAttemptColumns } from './useKnowledgeCheckAttemptColumns';

const ns = KNOWLEDGE_CHECKS_NAMESPACE;

/**
 * docs/decisions.md "Attempt results": for system admins, every attempt at one check (who, when,
 * the score, passed or not) on the shared list pattern, and the same rows exported as CSV.
 */
export function KnowledgeCheckResultsScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation(ns);
  const toast = useToast();
  const list = useListUrlState(knowledgeCheckAttemptList);
  const params = list.params as KnowledgeCheckAttemptListParams;

  const check = useQuery({
    queryKey: queryKeys.knowledgeCheck(id),
    queryFn: () => getKnowledgeCheck(apiClient, id),
  });
  const attempts = useQuery({
    queryKey: queryKeys.knowledgeCheckAttempts(id, params),
    queryFn: () => listKnowledgeCheckAttempts(apiClient, id, params),
    placeholderData: keepPreviousData,
  });
  const exported = useCsvDownload(() => exportKnowledgeCheckAttempts(apiClient, id, params), {
    successText: { key: 'checkResults.exported', ns },
    errorText: { key: 'checkResults.exportFailed', ns },
    toast,
  });
  const columns = useKnowledgeCheckAttemptColumns();
  const title = check.data
    ? t('checkResults.titleNamed', { name: check.data.title })
    : t('checkResults.title');

  return (
    <ListScreen
      title={title}
      actions={
        <Button
          variant="secondary"
          loading={exported.isPending}
          onClick={() => void exported.mutate()}
        >
          {t('checkResults.export')}
        </Button>
      }
      toolbar={
        <>
          <ListSearch
            label={t('checkResults.search')}
            value={list.state.search}
            onSearch={list.setSearch}
          />
          <ListFilters
            list={list}
            controls={{
              passed: {
                label: t('checkResults.columnPassed'),
                anyText: t('checkResults.anyResult'),
                valueLabel: (passed) =>
                  passed === 'true' ? t('checkResults.passed') : t('checkResults.notPassedFilter'),
              },
            }}
          />
        </>
      }
    >
      <Link to={paths.knowledgeChecks} className={textLink}>
        {t('takeCheck.backToChecks')}
      </Link>
      <ListTable
        caption={title}
        columns={columns}
        getRowId={(attempt) => attempt.id}
        query={attempts}
        list={list}
        empty={{ description: t('checkResults.emptyHint') }}
        pagesLabel={t('checkResults.pages')}
      />
    </ListScreen>
  );
}
