import type { Page, TrainingModule } from '@org/contracts';
import { Button, EmptyState, Pagination, Skeleton, SkeletonBlock } from '@org/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../app/lists/LoadFailed';
import { LIST_PAGE_SIZE_OPTIONS } from '../../app/lists/listUrlState';
import { LISTS_NAMESPACE } from '../../app/lists/listsNamespace';
import type { ListUrlControls } from '../../app/lists/useListUrlState';
import { TrainingModuleCard, type TrainingModuleCardActions } from './TrainingModuleCard';
import * as styles from './trainingModules.css';

const SKELETON_CARDS = 6;

interface TrainingModuleCardsProps<Sort extends string, Filter extends string> {
  query: UseQueryResult<Page<TrainingModule>>;
  list: ListUrlControls<Sort, Filter>;
  /** System admins only. */
  actions?: TrainingModuleCardActions;
  /** What an empty catalogue says when nothing narrows it, and what to do next. */
  empty: { description: string; action?: ReactNode };
  /** Names the pagination's navigation. */
  pagesLabel: string;
}

/**
 * The catalogue's cards, paged by the server like every list (docs/product.md §13.1): a skeleton
 * on first load, "Try again" after a failure, the next step or "Clear search and filters" when
 * empty, and a page past the last one moves to the last one.
 */
export function TrainingModuleCards<Sort extends string, Filter extends string>({
  query,
  list,
  actions,
  empty,
  pagesLabel,
}: TrainingModuleCardsProps<Sort, Filter>) {
  const { t } = useTranslation(LISTS_NAMESPACE);
  const data = query.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const beyondLastPage =
    !!data && !query.isPlaceholderData && data.total > 0 && list.state.page > lastPage;
  const { setPage } = list;
  useEffect(() => {
    if (beyondLastPage) setPage(lastPage, { replace: true });
  }, [beyondLastPage, lastPage, setPage]);

  if (query.isPending) {
    return (
      <Skeleton>
        <div className={styles.cards}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <div key={index} className={styles.card}>
              <SkeletonBlock blockSize="9rem" />
              <div className={styles.cardBody}>
                <SkeletonBlock inlineSize="70%" blockSize="1.5em" />
                <SkeletonBlock inlineSize="50%" />
                <SkeletonBlock inlineSize="40%" />
              </div>
            </div>
          ))}
        </div>
      </Skeleton>
    );
  }
  if (!data) {
    return (
      <LoadFailed
        headingLevel={2}
        title={t('lists.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (data.items.length === 0 && data.total === 0) {
    return list.narrowed ? (
      <EmptyState
        icon="search"
        headingLevel={2}
        title={t('lists.noResults')}
        description={t('lists.noResultsHint')}
        action={
          <Button variant="secondary" onClick={list.clearSearchAndFilters}>
            {t('lists.clearSearchAndFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        headingLevel={2}
        title={t('lists.noData')}
        description={empty.description}
        action={empty.action}
      />
    );
  }

  return (
    <>
      <ul className={styles.cards} aria-busy={query.isFetching || undefined}>
        {data.items.map((module) => (
          <li key={module.id}>
            <TrainingModuleCard module={module} actions={actions} />
          </li>
        ))}
      </ul>
      <div className={styles.pagination}>
        <Pagination
          page={Math.min(list.state.page, lastPage)}
          pageSize={list.state.pageSize}
          total={data.total}
          pageSizeOptions={LIST_PAGE_SIZE_OPTIONS}
          onPageChange={(page) => list.setPage(page)}
          onPageSizeChange={list.setPageSize}
          label={pagesLabel}
        />
      </div>
    </>
  );
}
