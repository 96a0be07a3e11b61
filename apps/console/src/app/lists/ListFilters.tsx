import type { ListDefinition } from '@org/contracts';
import type { AnyFilterControl, FilterControls, ListFilterState } from './filterControls';
import { ListFilterControl } from './ListFilterControl';

interface ListFiltersProps<Definition extends ListDefinition> {
  /** `useListUrlState(definition)`, or a section's own filters in the same shape. */
  list: ListFilterState<Definition>;
  /** How each filter is shown: its words, and for a record its picker's source. */
  controls: FilterControls<Definition>;
}

/**
 * A list's filter controls, made from its one definition (docs/architecture.md "Lists"), in the
 * order it declares them: the values of a closed list are the rule's, the screen gives the words.
 */
export function ListFilters<Definition extends ListDefinition>({
  list,
  controls,
}: ListFiltersProps<Definition>) {
  const shown = controls as Partial<Record<string, AnyFilterControl | false>>;
  return Object.keys(list.definition.filters).map((name) => {
    const control = shown[name];
    return control ? (
      <ListFilterControl key={name} list={list} name={name as never} control={control as never} />
    ) : null;
  });
}
