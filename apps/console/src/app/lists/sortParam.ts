import type { SortParam } from '@org/contracts';
import type { TableSort } from '@org/ui';

/** `-name` → name, descending: what the table's headers show. */
export function tableSortOf(sort: string): TableSort {
  return sort.startsWith('-')
    ? { key: sort.slice(1), direction: 'descending' }
    : { key: sort, direction: 'ascending' };
}

/** A header click (name, descending) → `-name`: what the address and the api take. */
export function sortParamOf<Sort extends string>(sort: TableSort): SortParam<Sort> {
  return (sort.direction === 'descending' ? `-${sort.key}` : sort.key) as SortParam<Sort>;
}
