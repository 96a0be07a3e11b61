import type { ListDefinition } from '@org/contracts';
import { Checkbox } from '@org/ui';
import { lazy, Suspense } from 'react';
import type {
  AnyFilterControl,
  CheckboxControl,
  ChoiceControl,
  DateControl,
  FilterControls,
  ListFilterState,
  OptionsControl,
  PickerControl,
  SearchControl,
} from './filterControls';
import { ListFilter } from './ListFilter';
import { ListPickerFilter } from './ListPickerFilter';
import { ListSearch } from './ListSearch';
import type { FilterNameOf } from './listUrlState';

// The date picker (react-datepicker, date-fns) is the largest control and only the audit log has
// one: it loads with the first list that shows it, not with every list.
const ListDateFilter = lazy(async () => ({
  default: (await import('./ListDateFilter')).ListDateFilter,
}));

interface ListFilterControlProps<
  Definition extends ListDefinition,
  Name extends Extract<keyof FilterControls<Definition>, string>,
> {
  list: ListFilterState<Definition>;
  name: Name;
  control: Exclude<FilterControls<Definition>[Name], false>;
}

/**
 * One filter's control, chosen by its rule in the list's definition: a select of the rule's
 * values or of the screen's options, a record picker, a checkbox, a search box or a date.
 * `ListFilters` shows a list's in a row; a screen places one apart with it.
 */
export function ListFilterControl<
  Definition extends ListDefinition,
  Name extends Extract<keyof FilterControls<Definition>, string>,
>({ list, name, control }: ListFilterControlProps<Definition, Name>) {
  const filter = name as string as FilterNameOf<Definition>;
  const values = list.definition.filters[filter]?.values ?? [];
  const value = list.state.filters[filter];
  const setValue = (next: string | undefined) => list.setFilter(filter, next || undefined);
  const shown = control as AnyFilterControl;

  if ('as' in shown && shown.as === 'search') {
    const { label } = shown satisfies SearchControl;
    return (
      <ListSearch label={label} value={value ?? ''} onSearch={(text) => setValue(text.trim())} />
    );
  }
  if ('as' in shown && shown.as === 'checkbox') {
    const { label, hint, className } = shown satisfies CheckboxControl;
    return (
      <Checkbox
        className={className}
        label={label}
        hint={hint}
        checked={value === 'true'}
        onChange={(event) => setValue(event.target.checked ? 'true' : undefined)}
      />
    );
  }
  if ('source' in shown) {
    const { label, anyText, source } = shown satisfies PickerControl;
    return (
      <ListPickerFilter
        label={label}
        anyText={anyText}
        source={source}
        value={value}
        onChange={setValue}
      />
    );
  }
  if ('valueLabel' in shown || 'options' in shown) {
    const { label, anyText } = shown satisfies ChoiceControl<string> | OptionsControl;
    const options =
      'valueLabel' in shown
        ? values.map((each) => ({ value: each, label: shown.valueLabel(each) }))
        : shown.options;
    return (
      <ListFilter
        label={label}
        anyText={anyText}
        options={options}
        value={value}
        onChange={setValue}
      />
    );
  }
  return (
    <Suspense fallback={null}>
      <ListDateFilter control={shown satisfies DateControl} value={value} onChange={setValue} />
    </Suspense>
  );
}
