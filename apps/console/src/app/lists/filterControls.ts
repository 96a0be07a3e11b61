import type { FilterRule, ListDefinition } from '@org/contracts';
import type { SelectOption } from '@org/ui';
import type { RecordPickerSource } from '../data/recordPickers';
import type { FilterNameOf } from './listUrlState';

/** A select of the values the rule allows (`oneOf`, `someOf`, `flag`): the screen words each. */
export interface ChoiceControl<Value extends string> {
  label: string;
  /** The first option, which filters nothing ("All types"). */
  anyText: string;
  valueLabel(value: Value): string;
}

/**
 * A select of values the rule does not close: the countries by their names in the reader's
 * language, the categories in use.
 */
export interface OptionsControl {
  label: string;
  anyText: string;
  options: readonly SelectOption[];
}

/** A search box for a part of a text (the audit log's person). */
export interface SearchControl {
  as: 'search';
  label: string;
}

/** A server-searched picker of a record (a clinic, a program, a module). */
export interface PickerControl {
  label: string;
  /** Shown while the filter is off ("All clinics"). */
  anyText: string;
  source: RecordPickerSource;
}

/** A `flag` as one checkbox: checked is `true`, unchecked the filter left out. */
export interface CheckboxControl {
  as: 'checkbox';
  label: string;
  hint?: string;
  className?: string;
}

/** A day in the reader's calendar, kept as `YYYY-MM-DD` (`readerDay.ts`). */
export interface DateControl {
  label: string;
  error?: string;
  className?: string;
}

/** The controls a filter's rule can be shown with; a `recordIds` filter is only pickers' own. */
export type ControlOf<Rule> =
  Rule extends FilterRule<infer Value extends string, 'oneOf'>
    ? ChoiceControl<Value>
    : Rule extends FilterRule<infer Value extends string, 'flag'>
      ? ChoiceControl<Value> | CheckboxControl
      : Rule extends FilterRule<string, 'recordId'>
        ? PickerControl
        : Rule extends FilterRule<string, 'countryCode'>
          ? OptionsControl
          : Rule extends FilterRule<string, 'text'>
            ? OptionsControl | SearchControl
            : Rule extends FilterRule<Date, 'instant'>
              ? DateControl
              : never;

export type AnyFilterControl =
  | ChoiceControl<string>
  | OptionsControl
  | SearchControl
  | PickerControl
  | CheckboxControl
  | DateControl;

/**
 * How a screen shows each filter of its list, by name. Every filter that can be a control must be
 * named, so a filter added to the definition fails the type check until its screen shows it;
 * `false` says it is not shown here (not to this person, or apart with `ListFilterControl`).
 */
export type FilterControls<Definition> =
  Definition extends ListDefinition<string, infer Filters>
    ? {
        [Name in keyof Filters as [ControlOf<Filters[Name]>] extends [never] ? never : Name]:
          ControlOf<Filters[Name]> | false;
      }
    : never;

/**
 * What the filter controls read and change: a list's address (`useListUrlState`) or, where the
 * filters are a passing look, a section's own state in the same shape.
 */
export interface ListFilterState<Definition extends ListDefinition> {
  definition: Definition;
  state: { filters: Partial<Record<FilterNameOf<Definition>, string>> };
  setFilter(name: FilterNameOf<Definition>, value: string | undefined): void;
}
