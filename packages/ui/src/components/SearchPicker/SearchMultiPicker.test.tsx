import { act, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { SearchMultiPicker } from './SearchMultiPicker';
import { DEFAULT_SEARCH_PICKER_DEBOUNCE_MS, type SearchPickerOption } from './searchPickerOptions';
import { installFakeOverlayTimers } from '../../../test/support/fakeOverlayTimers';

const { setup, wait } = installFakeOverlayTimers();
const DEBOUNCE = DEFAULT_SEARCH_PICKER_DEBOUNCE_MS;

const clinics: SearchPickerOption[] = [
  { value: 'c-1', label: 'North Clinic' },
  { value: 'c-2', label: 'North Harbour Hospital' },
  { value: 'c-3', label: 'Northgate Family Practice' },
  { value: 'c-4', label: 'South Hospital' },
];

const instantSearch = () =>
  vi.fn((text: string, _signal: AbortSignal) => {
    const options = clinics.filter((clinic) =>
      clinic.label.toLowerCase().includes(text.toLowerCase()),
    );
    return Promise.resolve({ options, total: options.length });
  });

const combobox = () => screen.getByRole('combobox', { name: 'Clinics' });

/** Types as someone who tabbed into the input: a click would first open the list and search ''. */
const typeIn = async (user: ReturnType<typeof setup>, text: string) => {
  act(() => combobox().focus());
  await user.keyboard(text);
};
const chipNames = () =>
  screen
    .queryAllByRole('button', { name: /^Remove / })
    .map((button) => button.getAttribute('aria-label')?.replace('Remove ', ''));
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('SearchMultiPicker', () => {
  it('shows each chosen value as a chip named by knownOptions or describe', async () => {
    const describeValues = vi.fn((values: string[], _signal: AbortSignal) =>
      Promise.resolve(values.map((value) => ({ value, label: `Clinic ${value}` }))),
    );
    render(
      <SearchMultiPicker
        label="Clinics"
        search={instantSearch()}
        describe={describeValues}
        knownOptions={clinics}
        defaultValue={['c-2', 'c-77', 'c-4']}
      />,
    );
    await wait(0);
    expect(describeValues).toHaveBeenCalledTimes(1);
    expect(describeValues.mock.calls[0]![0]).toEqual(['c-77']);
    expect(chipNames()).toEqual(['North Harbour Hospital', 'Clinic c-77', 'South Hospital']);
  });

  it('keeps the list open on the same text to choose several, without the chosen ones', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(<SearchMultiPicker label="Clinics" search={instantSearch()} onChange={onChange} />);
    await typeIn(user, 'north');
    await wait(DEBOUNCE);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await wait(0);
    expect(onChange).toHaveBeenLastCalledWith(['c-2']);
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveValue('north');
    expect(optionNames()).toEqual(['North Clinic', 'Northgate Family Practice']);
    // The highlight stays on the same line, which now holds the next record.
    await user.keyboard('{Enter}');
    await wait(0);
    expect(onChange).toHaveBeenLastCalledWith(['c-2', 'c-3']);
    await user.click(screen.getByRole('option', { name: 'North Clinic' }));
    await wait(0);
    expect(onChange).toHaveBeenLastCalledWith(['c-2', 'c-3', 'c-1']);
    expect(chipNames()).toEqual([
      'North Harbour Hospital',
      'Northgate Family Practice',
      'North Clinic',
    ]);
    const panel = screen.getByRole('listbox').parentElement as HTMLElement;
    expect(within(panel).getByText('Every match is already chosen')).toBeVisible();
  });

  it('leaves with Tab without choosing the highlighted option, and forgets the text', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(
      <>
        <SearchMultiPicker label="Clinics" search={instantSearch()} onChange={onChange} />
        <button type="button">Next</button>
      </>,
    );
    await typeIn(user, 'north');
    await wait(DEBOUNCE);
    await user.keyboard('{ArrowDown}');
    await user.tab();
    await wait(0);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes a chip with its remove button', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(
      <SearchMultiPicker
        label="Clinics"
        search={instantSearch()}
        knownOptions={clinics}
        defaultValue={['c-1', 'c-2', 'c-4']}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove North Harbour Hospital' }));
    await wait(0);
    expect(onChange).toHaveBeenLastCalledWith(['c-1', 'c-4']);
    expect(chipNames()).toEqual(['North Clinic', 'South Hospital']);
  });

  it('puts focus back in the input when the last chip is removed', async () => {
    const user = setup();
    render(
      <SearchMultiPicker
        label="Clinics"
        search={instantSearch()}
        knownOptions={clinics}
        defaultValue={['c-1']}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove North Clinic' }));
    await wait(0);
    expect(chipNames()).toEqual([]);
    expect(combobox()).toHaveFocus();
  });

  it('removes the last chip with Backspace in the empty input, and only then', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(
      <SearchMultiPicker
        label="Clinics"
        search={instantSearch()}
        knownOptions={clinics}
        defaultValue={['c-1', 'c-4']}
        onChange={onChange}
      />,
    );
    await typeIn(user, 'no');
    await user.keyboard('{Backspace}{Backspace}');
    await wait(0);
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Backspace}');
    await wait(0);
    expect(onChange).toHaveBeenLastCalledWith(['c-1']);
    expect(chipNames()).toEqual(['North Clinic']);
    expect(combobox()).toHaveFocus();
  });

  it('moves into the chips with ArrowLeft, where Delete removes the focused one', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(
      <SearchMultiPicker
        label="Clinics"
        search={instantSearch()}
        knownOptions={clinics}
        defaultValue={['c-1', 'c-2', 'c-4']}
        onChange={onChange}
      />,
    );
    await user.click(combobox());
    await user.keyboard('{ArrowLeft}');
    await wait(0);
    expect(screen.getByRole('button', { name: 'Remove South Hospital' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    await wait(0);
    expect(screen.getByRole('button', { name: 'Remove North Harbour Hospital' })).toHaveFocus();
    await user.keyboard('{Delete}');
    await wait(0);
    expect(onChange).toHaveBeenLastCalledWith(['c-1', 'c-4']);
    expect(screen.getByRole('button', { name: 'Remove South Hospital' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await wait(0);
    expect(combobox()).toHaveFocus();
  });

  it('cannot be changed when disabled', () => {
    render(
      <SearchMultiPicker
        label="Clinics"
        search={instantSearch()}
        knownOptions={clinics}
        defaultValue={['c-1']}
        disabled
      />,
    );
    expect(combobox()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove North Clinic' })).toBeDisabled();
  });

  it('follows a controlled value', async () => {
    const user = setup();
    function Controlled() {
      const [values, setValues] = useState<string[]>(['c-4']);
      return (
        <>
          <SearchMultiPicker
            label="Clinics"
            search={instantSearch()}
            knownOptions={clinics}
            value={values}
            onChange={setValues}
          />
          <output>{values.join('+')}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.click(combobox());
    await wait(0);
    await user.click(screen.getByRole('option', { name: 'North Clinic' }));
    await wait(0);
    expect(screen.getByText('c-4+c-1')).toBeInTheDocument();
    expect(chipNames()).toEqual(['South Hospital', 'North Clinic']);
  });

  it('submits each chosen value under its name in a native form', () => {
    render(
      <form aria-label="Staff">
        <SearchMultiPicker
          label="Clinics"
          name="clinicIds"
          search={instantSearch()}
          knownOptions={clinics}
          defaultValue={['c-3', 'c-1']}
        />
      </form>,
    );
    const data = new FormData(screen.getByRole('form', { name: 'Staff' }) as HTMLFormElement);
    expect(data.getAll('clinicIds')).toEqual(['c-3', 'c-1']);
  });

  it('reports a blur only when focus leaves the field, chips included', async () => {
    const user = setup();
    const onBlur = vi.fn();
    render(
      <>
        <SearchMultiPicker
          label="Clinics"
          search={instantSearch()}
          knownOptions={clinics}
          defaultValue={['c-1']}
          onBlur={onBlur}
        />
        <button type="button">Next</button>
      </>,
    );
    await user.click(combobox());
    await user.keyboard('{ArrowLeft}');
    await wait(0);
    expect(screen.getByRole('button', { name: 'Remove North Clinic' })).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('submits the chosen clinics through react-hook-form', async () => {
    const user = setup();
    const onSubmit = vi.fn();
    function StaffForm() {
      const { control, handleSubmit } = useForm<{ clinicIds: string[] }>({
        defaultValues: { clinicIds: ['c-4'] },
      });
      return (
        <form onSubmit={(event) => void handleSubmit((values) => onSubmit(values))(event)}>
          <Controller
            control={control}
            name="clinicIds"
            render={({ field }) => (
              <SearchMultiPicker
                label="Clinics"
                search={instantSearch()}
                knownOptions={clinics}
                {...field}
              />
            )}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<StaffForm />);
    await typeIn(user, 'harbour');
    await wait(DEBOUNCE);
    await user.keyboard('{ArrowDown}{Enter}');
    await wait(0);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await wait(0);
    expect(onSubmit).toHaveBeenCalledWith({ clinicIds: ['c-4', 'c-2'] });
  });
});
