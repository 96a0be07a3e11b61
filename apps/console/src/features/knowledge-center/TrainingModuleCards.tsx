import type { Page, TrainingModule } from '@org/contracts';
import { Skeleton, SkeletonBlock } from '@org/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListEmpty } from '../../app/lists/ListEmpty';
import { ListPagination } from '../../app/lists/ListPagination';
import { useListPaging } from '../../app/lists/useListPaging';
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
  const data = query.data;
  const lastPage = useListPaging(query, list);

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
  if (!data || data.total === 0) return <ListEmpty query={query} list={list} empty={empty} />;

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
        <ListPagination
          list={list}
          total={data.total}
          lastPage={lastPage}
          pagesLabel={pagesLabel}
        />
      </div>
    </>
  );
}
