import { act, render, screen, within } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider';
import { SearchPicker } from './SearchPicker';
import {
  DEFAULT_SEARCH_PICKER_DEBOUNCE_MS,
  type SearchPickerAnswer,
  type SearchPickerOption,
} from './searchPickerOptions';
import { installFakeOverlayTimers } from '../../../test/support/fakeOverlayTimers';

const { setup, wait } = installFakeOverlayTimers();
const DEBOUNCE = DEFAULT_SEARCH_PICKER_DEBOUNCE_MS;

const clinics: SearchPickerOption[] = [
  { value: 'c-1', label: 'North Clinic', description: 'Lisbon' },
  { value: 'c-2', label: 'North Harbour Hospital', description: 'Porto' },
  { value: 'c-3', label: 'Northgate Family Practice', description: 'Faro' },
  { value: 'c-4', label: 'South Hospital', description: 'Lisbon' },
  { value: 'c-5', label: 'Closed North Annex', disabled: true },
];

const answerFor = (text: string, total?: number): SearchPickerAnswer => {
  const options = clinics.filter((clinic) =>
    clinic.label.toLowerCase().includes(text.toLowerCase()),
  );
  return { options, total: total ?? options.length };
};

/** A server that answers at once. */
const instantSearch = () =>
  vi.fn((text: string, _signal: AbortSignal) => Promise.resolve(answerFor(text)));

/** A server whose requests wait until the test answers them, in any order. */
function pendingServer() {
  const requests: {
    text: string;
    signal: AbortSignal;
    answer: (answer?: SearchPickerAnswer) => Promise<unknown>;
    fail: () => Promise<unknown>;
  }[] = [];
  const search = vi.fn(
    (text: string, signal: AbortSignal) =>
      new Promise<SearchPickerAnswer>((resolve, reject) => {
        requests.push({
          text,
          signal,
          answer: (answer = answerFor(text)) => {
            resolve(answer);
            return wait(0);
          },
          fail: () => {
            reject(new Error('Network down'));
            return wait(0);
          },
        });
      }),
  );
  return { search, requests };
}

const combobox = () => screen.getByRole('combobox', { name: 'Clinic' });

/** Types as someone who tabbed into the input: a click would first open the list and search ''. */
const typeIn = async (user: ReturnType<typeof setup>, text: string) => {
  act(() => combobox().focus());
  await user.keyboard(text);
};
/** The list's panel: the options, then the line that says what is going on. */
const panel = () => screen.getByRole('listbox').parentElement as HTMLElement;
const optionNames = () =>
  screen.queryAllByRole('option').map((option) => option.querySelector('bdi')?.textContent);
const searchedTexts = (search: { mock: { calls: unknown[][] } }) =>
  search.mock.calls.map(([text]) => text);

describe('SearchPicker', () => {
  it('is a combobox named by its label, closed, with a placeholder', () => {
    render(<SearchPicker label="Clinic" search={instantSearch()} placeholder="All clinics" />);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('placeholder', 'All clinics');
    expect(combobox()).toHaveAttribute('aria-autocomplete', 'list');
    expect(combobox().getAttribute('aria-controls')).toBeTruthy();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('searches the first records at once when it opens', async () => {
    const user = setup();
    const search = instantSearch();
    render(<SearchPicker label="Clinic" search={search} />);
    await user.click(combobox());
    await wait(0);
    expect(searchedTexts(search)).toEqual(['']);
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Clinic' });
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);
    expect(optionNames()).toHaveLength(clinics.length);
    expect(screen.getByRole('option', { name: /Closed North Annex/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it(`searches ${DEBOUNCE} ms after typing pauses, once per pause`, async () => {
    const user = setup();
    const search = instantSearch();
    render(<SearchPicker label="Clinic" search={search} />);
    await typeIn(user, 'nort');
    await wait(DEBOUNCE - 1);
    expect(search).not.toHaveBeenCalled();
    await wait(1);
    expect(searchedTexts(search)).toEqual(['nort']);
    expect(optionNames()).toEqual([
      'North Clinic',
      'North Harbour Hospital',
      'Northgate Family Practice',
      'Closed North Annex',
    ]);
    await typeIn(user, 'h');
    await wait(DEBOUNCE - 100);
    await typeIn(user, ' h');
    await wait(DEBOUNCE - 1);
    expect(searchedTexts(search)).toEqual(['nort']);
    await wait(1);
    expect(searchedTexts(search)).toEqual(['nort', 'north h']);
    expect(optionNames()).toEqual(['North Harbour Hospital']);
  });

  it('aborts the request before when the text changes', async () => {
    const user = setup();
    const { search, requests } = pendingServer();
    render(<SearchPicker label="Clinic" search={search} />);
    await typeIn(user, 'nor');
    await wait(DEBOUNCE);
    expect(requests.map((request) => request.text)).toEqual(['nor']);
    expect(requests[0]!.signal.aborted).toBe(false);
    await typeIn(user, 'th');
    expect(requests[0]!.signal.aborted).toBe(true);
    await wait(DEBOUNCE);
    expect(requests.map((request) => request.text)).toEqual(['nor', 'north']);
    expect(requests[1]!.signal.aborted).toBe(false);
  });

  it('ignores an answer that arrives after a newer one', async () => {
    const user = setup();
    const { search, requests } = pendingServer();
    render(<SearchPicker label="Clinic" search={search} />);
    await typeIn(user, 'no');
    await wait(DEBOUNCE);
    await typeIn(user, 'rth h');
    await wait(DEBOUNCE);
    // The newer answer first, then the older one (from a server that ignores the abort).
    await requests[1]!.answer();
    expect(optionNames()).toEqual(['North Harbour Hospital']);
    await requests[0]!.answer();
    expect(optionNames()).toEqual(['North Harbour Hospital']);
  });

  it('says it is searching, politely, until the answer comes', async () => {
    const user = setup();
    const { search, requests } = pendingServer();
    render(<SearchPicker label="Clinic" search={search} />);
    await user.click(combobox());
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Searching…');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    await requests[0]!.answer();
    expect(status).toHaveTextContent('Results shown: 5');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
  });

  it('chooses with the keyboard: arrows, Home, End and Enter', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(<SearchPicker label="Clinic" search={instantSearch()} onChange={onChange} />);
    await typeIn(user, 'north');
    await wait(DEBOUNCE);
    const highlighted = () =>
      document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(combobox()).toHaveAttribute('aria-activedescendant', '');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('North ClinicLisbon');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlighted()).toBe('Northgate Family PracticeFaro');
    await user.keyboard('{Home}');
    expect(highlighted()).toBe('North ClinicLisbon');
    // End skips the disabled option at the end.
    await user.keyboard('{End}');
    expect(highlighted()).toBe('Northgate Family PracticeFaro');
    await user.keyboard('{ArrowUp}{Enter}');
    await wait(0);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('c-2', clinics[1]);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('North Harbour Hospital');
  });

  it('drops the highlight when a new answer replaces the options', async () => {
    const user = setup();
    render(<SearchPicker label="Clinic" search={instantSearch()} />);
    await typeIn(user, 'north');
    await wait(DEBOUNCE);
    await user.keyboard(' h');
    // While the next answer loads, the last one stays on screen and can be highlighted.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(combobox().getAttribute('aria-activedescendant')).toMatch(/-option-2$/);
    await wait(DEBOUNCE);
    expect(optionNames()).toEqual(['North Harbour Hospital']);
    expect(combobox()).toHaveAttribute('aria-activedescendant', '');
  });

  it('closes on Escape without choosing, and shows the chosen name again', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(
      <SearchPicker
        label="Clinic"
        search={instantSearch()}
        knownOptions={[clinics[3]!]}
        defaultValue="c-4"
        onChange={onChange}
      />,
    );
    expect(combobox()).toHaveValue('South Hospital');
    await user.clear(combobox());
    await typeIn(user, 'north');
    await wait(DEBOUNCE);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('South Hospital');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('South Hospital');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chooses an option clicked with the mouse', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(<SearchPicker label="Clinic" search={instantSearch()} onChange={onChange} />);
    await user.click(combobox());
    await wait(0);
    await user.click(screen.getByRole('option', { name: /South Hospital/ }));
    await wait(0);
    expect(onChange).toHaveBeenCalledWith('c-4', clinics[3]);
    expect(combobox()).toHaveValue('South Hospital');
    expect(combobox()).toHaveFocus();
  });

  it('leaves with Tab without choosing the highlighted option', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(
      <>
        <SearchPicker label="Clinic" search={instantSearch()} onChange={onChange} />
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

  it('ends the list with "N more: keep typing" when the server has more than it sent', async () => {
    const user = setup();
    const search = vi.fn(() => Promise.resolve({ options: clinics.slice(0, 3), total: 5000 }));
    render(<SearchPicker label="Clinic" search={search} />);
    await user.click(combobox());
    await wait(0);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    const more = screen.getByText('4,997 more: keep typing');
    expect(screen.getByRole('listbox')).not.toContainElement(more);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Results shown: 3. 4,997 more: keep typing',
    );
  });

  it('says "about N more" when the server estimated its total, to two significant digits', async () => {
    const user = setup();
    const search = vi.fn(() =>
      Promise.resolve({ options: clinics.slice(0, 3), total: 78_437, totalIsEstimate: true }),
    );
    render(<SearchPicker label="Clinic" search={search} />);
    await user.click(combobox());
    await wait(0);
    expect(within(panel()).getByText('About 78,000 more: keep typing')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Results shown: 3. About 78,000 more: keep typing',
    );
  });

  it('writes the number of more records in the active language', async () => {
    const user = setup();
    const search = vi.fn(() => Promise.resolve({ options: clinics.slice(0, 3), total: 5000 }));
    render(
      <UiTextProvider locale="fr">
        <SearchPicker label="Clinic" search={search} />
      </UiTextProvider>,
    );
    await user.click(combobox());
    await wait(0);
    expect(within(panel()).getByText(/^4\s997 de plus\s: continuez à taper$/)).toBeVisible();
  });

  it('has no "more" line when the answer is the whole list', async () => {
    const user = setup();
    render(<SearchPicker label="Clinic" search={instantSearch()} />);
    await user.click(combobox());
    await wait(0);
    expect(screen.queryByText(/more: keep typing/)).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    const user = setup();
    render(<SearchPicker label="Clinic" search={instantSearch()} />);
    await typeIn(user, 'zzz');
    await wait(DEBOUNCE);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(within(panel()).getByText('No match')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No match');
  });

  it('says when the search failed, and tries again on request', async () => {
    const user = setup();
    const { search, requests } = pendingServer();
    render(<SearchPicker label="Clinic" search={search} />);
    await user.click(combobox());
    await requests[0]!.fail();
    expect(screen.getByRole('status')).toHaveTextContent('The search failed.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(requests.map((request) => request.text)).toEqual(['', '']);
    expect(combobox()).toHaveFocus();
    await requests[1]!.answer();
    expect(optionNames()).toHaveLength(clinics.length);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('reaches "Try again" from the input with Tab, the list staying open', async () => {
    const user = setup();
    const { search, requests } = pendingServer();
    render(
      <>
        <SearchPicker label="Clinic" search={search} />
        <button type="button">Next</button>
      </>,
    );
    await user.click(combobox());
    await requests[0]!.fail();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(combobox()).toHaveFocus();
    expect(requests).toHaveLength(2);
    await requests[1]!.fail();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('names a chosen value from outside the answer with describe', async () => {
    const describeValues = vi.fn((values: string[], _signal: AbortSignal) =>
      Promise.resolve(
        values.map((value) => ({
          value,
          label: 'Hill Street Health Centre',
          description: 'Leeds',
        })),
      ),
    );
    render(
      <SearchPicker
        label="Clinic"
        search={instantSearch()}
        describe={describeValues}
        value="c-4321"
        onChange={vi.fn()}
      />,
    );
    await wait(0);
    expect(describeValues).toHaveBeenCalledTimes(1);
    expect(describeValues.mock.calls[0]![0]).toEqual(['c-4321']);
    expect(combobox()).toHaveValue('Hill Street Health Centre');
  });

  it('does not describe values it knows, from knownOptions or an answer', async () => {
    const user = setup();
    const describeValues = vi.fn(() => Promise.resolve([]));
    const onChange = vi.fn();
    render(
      <SearchPicker
        label="Clinic"
        search={instantSearch()}
        describe={describeValues}
        knownOptions={[{ value: 'c-9', label: 'Known Clinic' }]}
        defaultValue="c-9"
        onChange={onChange}
      />,
    );
    await wait(0);
    expect(combobox()).toHaveValue('Known Clinic');
    await user.click(combobox());
    await wait(0);
    await user.click(screen.getByRole('option', { name: /North Clinic/ }));
    await wait(0);
    expect(combobox()).toHaveValue('North Clinic');
    expect(describeValues).not.toHaveBeenCalled();
  });

  it('shows the raw value when describe does not know it', async () => {
    render(
      <SearchPicker
        label="Clinic"
        search={instantSearch()}
        describe={() => Promise.reject(new Error('Not found'))}
        defaultValue="c-404"
      />,
    );
    await wait(0);
    expect(combobox()).toHaveValue('c-404');
  });

  it('clears the value with its clear button', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(
      <SearchPicker
        label="Clinic"
        search={instantSearch()}
        knownOptions={clinics}
        defaultValue="c-1"
        onChange={onChange}
        placeholder="All clinics"
        clearable
      />,
    );
    expect(combobox()).toHaveValue('North Clinic');
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onChange).toHaveBeenCalledWith(null, null);
    expect(combobox()).toHaveValue('');
    expect(combobox()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();
  });

  it('has no clear button unless clearable', () => {
    render(
      <SearchPicker
        label="Clinic"
        search={instantSearch()}
        knownOptions={clinics}
        defaultValue="c-1"
      />,
    );
    expect(screen.queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();
  });

  it('reports a blur only when focus leaves the field', async () => {
    const user = setup();
    const onBlur = vi.fn();
    render(
      <>
        <SearchPicker label="Clinic" search={instantSearch()} onBlur={onBlur} clearable />
        <button type="button">Next</button>
      </>,
    );
    await user.click(combobox());
    await wait(0);
    await user.click(screen.getByRole('option', { name: /South Hospital/ }));
    await wait(0);
    // From the input to its own clear button: still in the field.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear selection' })).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('carries its hint, error and required state', () => {
    render(
      <SearchPicker
        label="Clinic"
        search={instantSearch()}
        hint="Type a few letters"
        error="Clinic is required"
        required
      />,
    );
    expect(combobox()).toHaveAccessibleDescription('Type a few letters Clinic is required');
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
    expect(combobox()).toBeRequired();
  });

  it('cannot be opened when disabled', async () => {
    const user = setup();
    const search = instantSearch();
    render(<SearchPicker label="Clinic" search={search} disabled />);
    expect(combobox()).toBeDisabled();
    await user.click(combobox());
    await wait(DEBOUNCE);
    expect(search).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('submits its value under its name in a native form', () => {
    render(
      <form aria-label="Filters">
        <SearchPicker
          label="Clinic"
          name="clinicId"
          search={instantSearch()}
          knownOptions={clinics}
          defaultValue="c-2"
        />
      </form>,
    );
    const data = new FormData(screen.getByRole('form', { name: 'Filters' }) as HTMLFormElement);
    expect(data.get('clinicId')).toBe('c-2');
  });

  it('works with react-hook-form: value, onChange, onBlur and focus through the ref', async () => {
    const user = setup();
    const onSubmit = vi.fn();
    function PatientForm() {
      const { control, handleSubmit, setFocus, formState } = useForm<{ clinicId: string | null }>({
        defaultValues: { clinicId: null },
        mode: 'onTouched',
      });
      return (
        <form onSubmit={(event) => void handleSubmit((values) => onSubmit(values))(event)}>
          <Controller
            control={control}
            name="clinicId"
            rules={{ required: true }}
            render={({ field }) => (
              <SearchPicker label="Clinic" search={instantSearch()} {...field} />
            )}
          />
          <output>{formState.touchedFields.clinicId ? 'touched' : 'untouched'}</output>
          <button type="button" onClick={() => setFocus('clinicId')}>
            Focus clinic
          </button>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<PatientForm />);
    await user.click(screen.getByRole('button', { name: 'Focus clinic' }));
    expect(combobox()).toHaveFocus();
    await typeIn(user, 'south');
    await wait(DEBOUNCE);
    await user.keyboard('{ArrowDown}{Enter}');
    await wait(0);
    await user.tab();
    // react-hook-form validates on blur before it marks the field touched.
    await wait(0);
    expect(screen.getByText('touched')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await wait(0);
    expect(onSubmit).toHaveBeenCalledWith({ clinicId: 'c-4' });
  });
});
