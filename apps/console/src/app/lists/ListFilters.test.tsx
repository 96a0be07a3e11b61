import { clinicList, clinicTypes, patientList } from '@org/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FilterControls, ListFilterState } from './filterControls';
import { ListFilters } from './ListFilters';

const clinicFilters = (
  filters: ListFilterState<typeof clinicList>['state']['filters'] = {},
): ListFilterState<typeof clinicList> => ({
  definition: clinicList,
  state: { filters },
  setFilter: vi.fn(),
});

const clinicControls: FilterControls<typeof clinicList> = {
  type: { label: 'Type', anyText: 'All types', valueLabel: (type) => `Type ${type}` },
  status: false,
  countryCode: {
    label: 'Country',
    anyText: 'All countries',
    options: [{ value: 'PT', label: 'Portugal' }],
  },
};

describe('ListFilters', () => {
  it("offers a closed list's values from its definition, in its order, with the screen's words", () => {
    render(<ListFilters list={clinicFilters()} controls={clinicControls} />);
    const options = within(screen.getByRole('combobox', { name: 'Type' })).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['', ...clinicTypes]);
    expect(options.map((option) => option.textContent)).toEqual([
      'All types',
      ...clinicTypes.map((type) => `Type ${type}`),
    ]);
  });

  it('shows the controls in the order the definition declares them, leaving out `false`', () => {
    render(<ListFilters list={clinicFilters()} controls={clinicControls} />);
    const selects = screen.getAllByRole('combobox');
    expect(selects).toHaveLength(2);
    const [type, country] = selects;
    expect(type).toHaveAccessibleName('Type');
    expect(country).toHaveAccessibleName('Country');
  });

  it("shows the filter's value and sets it, turning it off with the first option", () => {
    const list = clinicFilters({ countryCode: 'PT' });
    render(<ListFilters list={list} controls={clinicControls} />);
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('PT');
    fireEvent.change(country, { target: { value: '' } });
    expect(list.setFilter).toHaveBeenCalledExactlyOnceWith('countryCode', undefined);
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), {
      target: { value: clinicTypes[0] },
    });
    expect(list.setFilter).toHaveBeenLastCalledWith('type', clinicTypes[0]);
  });

  it('shows a flag as a checkbox: checked is `true`, unchecked the filter left out', () => {
    const setFilter = vi.fn();
    render(
      <ListFilters
        list={{ definition: patientList, state: { filters: { assignedToMe: 'true' } }, setFilter }}
        controls={{
          programId: false,
          clinicId: false,
          status: false,
          assignedToMe: { as: 'checkbox', label: 'Assigned to me' },
        }}
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Assigned to me' });
    expect(checkbox).toBeChecked();
    fireEvent.click(checkbox);
    expect(setFilter).toHaveBeenCalledExactlyOnceWith('assignedToMe', undefined);
  });

  it('fails the type check when a filter a person can use has no control', () => {
    // @ts-expect-error -- `countryCode` is declared and has no control.
    const missing: FilterControls<typeof clinicList> = {
      type: false,
      status: false,
    };
    // The `id` filter only names pickers' records: it is never a control.
    const withoutId: FilterControls<typeof clinicList> = {
      type: false,
      status: false,
      countryCode: false,
    };
    expect([missing, withoutId]).toHaveLength(2);
  });
});
