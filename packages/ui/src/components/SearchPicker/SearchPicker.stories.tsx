import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { foldForMatching } from '../MultiSelect/multiSelectFilter';
import { SearchMultiPicker } from './SearchMultiPicker';
import { SearchPicker } from './SearchPicker';
import type {
  SearchPickerDescribe,
  SearchPickerOption,
  SearchPickerSearch,
} from './searchPickerOptions';

// A network of 5,000 clinics, generated the same way every time: 50 names × 10 kinds × 10 cities.
const names = [
  'Riverside|Hillcrest|Northgate|Southbank|Eastfield|Westbrook|Oakwood|Maple Grove',
  'Cedar Park|Lakeside|Harbour View|Meadowbank|Stonebridge|Fairview|Greenhill|Kingsway',
  'Queensbury|Ashford|Brookside|Clearwater|Elmstead|Foxhall|Glenwood|Highfield|Ivybridge',
  'Juniper|Kestrel|Larkspur|Millbrook|Newhaven|Orchard|Pinecrest|Redcliffe|Silverdale',
  'Thornbury|Underhill|Valley Road|Willowmere|Yarrow|Zenith|São João|Côte-des-Neiges',
  'Saint-Éloi|La Paz|Zürich-Nord|Đông Hòa|Santa Maria|Bellavista|Bạch Mai|San Rafael',
]
  .join('|')
  .split('|');
const kinds = [
  "Clinic|Family Practice|Health Centre|Hospital|Maternity Hospital|Children's Hospital",
  'Dental Clinic|Eye Clinic|Rehabilitation Centre|Community Health Post',
]
  .join('|')
  .split('|');
const cities = [
  'Lisbon',
  'Porto',
  'Madrid',
  'Lyon',
  'Montréal',
  'Zürich',
  'Hà Nội',
  'Taipei',
  'Cairo',
  'Leeds',
];

const clinics: SearchPickerOption[] = cities.flatMap((city, cityIndex) =>
  kinds.flatMap((kind, kindIndex) =>
    names.map((name, nameIndex) => ({
      value: `clinic-${String(cityIndex * 500 + kindIndex * 50 + nameIndex + 1).padStart(4, '0')}`,
      label: `${name} ${kind}`,
      description: city,
      // Now and then a clinic is closed: shown, not choosable.
      disabled: (cityIndex + kindIndex + nameIndex) % 13 === 5,
    })),
  ),
);

/** The page size of the fake server, as the console's list pages. */
const PAGE_SIZE = 20;
const folded = clinics.map((clinic) =>
  foldForMatching(`${clinic.label} ${clinic.description}`, 'en'),
);

/** Every word typed must appear in the name or the city, ignoring case and accents. */
const findClinics = (records: SearchPickerOption[], text: string) => {
  const words = foldForMatching(text, 'en').split(/\s+/).filter(Boolean);
  const matches = records.filter((_record, index) =>
    words.every((word) => folded[index]?.includes(word)),
  );
  return { options: matches.slice(0, PAGE_SIZE), total: matches.length };
};

/** Answers at once: stories must not race a timer against their picture. */
const searchClinics: SearchPickerSearch = (text) => Promise.resolve(findClinics(clinics, text));
const describeClinics: SearchPickerDescribe = (values) =>
  Promise.resolve(clinics.filter((clinic) => values.includes(clinic.value)));
const neverAnswers: SearchPickerSearch = () => new Promise(() => {});

/** A server that fails the first request of each picker, then answers. */
function useFlakyServer(): SearchPickerSearch {
  const [search] = useState(() => {
    let failed = false;
    return (text: string) => {
      if (failed) return searchClinics(text, new AbortController().signal);
      failed = true;
      return Promise.reject(new Error('503 Service Unavailable'));
    };
  });
  return search;
}

const meta = {
  title: 'Forms/SearchPicker',
  component: SearchPicker,
  subcomponents: { SearchMultiPicker },
  tags: ['autodocs'],
  args: {
    label: 'Clinic',
    search: searchClinics,
    describe: describeClinics,
    // Stories search at once; the default is docs/product.md §9's 300 ms.
    debounceMs: 0,
    onChange: fn(),
    onBlur: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: `Choose one record (\`SearchPicker\`) or several (\`SearchMultiPicker\`) out of thousands, such as a clinic out of a network's 5,000: the options come from a server search as the person types, never from a first page fetched up front. Its \`search(text, signal)\` returns \`{ options, total }\`; opening the list searches \`''\` (the first records) at once, typing searches once it pauses for \`debounceMs\` (300 ms, docs/product.md §9), and a new text aborts the request before it; an answer that comes late is dropped.

The list says what is going on, politely to screen readers too: "Searching…", "No match", "The search failed." with **Try again**, and, when the server has more than it sent, a last line that is not an option: "4,980 more: keep typing". Chosen values keep their names when no answer holds them: every option seen is remembered, \`knownOptions\` seed names, and \`describe(values, signal)\` names the others (a filter opened from a link that carries an id).

Keyboard, as the WAI-ARIA combobox: ArrowDown and ArrowUp open the list and move through it, Home and End go to its ends, Enter chooses, Escape closes (and puts back the chosen name), Tab leaves without choosing. With many values, the list stays open on the same text after a choice; chips come with a "Remove …" button, Backspace in the empty input removes the last one, and ArrowLeft from the start of the input moves through the chips (Delete removes one). \`clearable\` adds a clear button to the single picker, for filters whose empty value means "All clinics". Bind either with react-hook-form's \`Controller\`.

**Do**
- Use it wherever a list can grow past a page: clinics, people, modules.
- Pass \`describe\` when a value can arrive without its name (links, saved filters, an edited record).

**Don't**
- Don't use it for a handful of fixed choices: use \`Select\` or \`MultiSelect\`.
- Don't page through results in the list: people type a few more letters.`,
      },
    },
  },
} satisfies Meta<typeof SearchPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const listbox = (canvasElement: HTMLElement) => within(canvasElement).findByRole('listbox');

/** A filter with nothing chosen yet: the placeholder says what the empty value means. */
export const Empty: Story = { args: { placeholder: 'All clinics', clearable: true } };

/** Open on a typed text: a short answer, no "more" line. */
export const TypingWithResults: Story = {
  args: { defaultOpen: true, defaultSearchText: 'riverside lisbon' },
  play: async ({ canvasElement }) => {
    const list = await listbox(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(10));
    await expect(within(canvasElement).queryByText(/more: keep typing/)).toBeNull();
  },
};

/** The first page of 5,000: the last line counts the others, and is not an option. */
export const LongAnswer: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await listbox(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(PAGE_SIZE));
    const more = canvas.getByText('4,980 more: keep typing');
    await expect(list).not.toContainElement(more);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Results shown: 20. 4,980 more: keep typing',
    );
  },
};

export const NoMatch: Story = {
  args: { defaultOpen: true, defaultSearchText: 'zzz' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent('No match'),
    );
  },
};

/** A server that has not answered yet. */
export const Loading: Story = {
  args: { defaultOpen: true, search: neverAnswers },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Searching…');
    await expect(await listbox(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** The first request fails; "Try again" asks again and the answer comes. */
export const Failed: Story = {
  args: { defaultOpen: true },
  render: function Render(args) {
    return <SearchPicker {...args} search={useFlakyServer()} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('The search failed.'));
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(PAGE_SIZE));
    await expect(canvas.getByRole('combobox', { name: 'Clinic' })).toHaveFocus();
  },
};

/**
 * A filter opened from a link with only an id: no answer holds it, `describe` names it.
 */
export const ChosenFromLink: Story = {
  args: { defaultValue: 'clinic-4321', clearable: true, placeholder: 'All clinics' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Clinic' });
    await waitFor(() => expect(input).toHaveValue('Elmstead Dental Clinic'));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null, null);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

/** Keyboard only: type, ArrowDown twice, Enter; Escape then leaves the choice alone. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Clinic' });
    await userEvent.click(input);
    await userEvent.keyboard('kestrel eye');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent('Results shown: 10'),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const highlighted = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    await expect(highlighted).toHaveTextContent('Kestrel Eye ClinicPorto');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith(
        'clinic-0877',
        expect.objectContaining({ label: 'Kestrel Eye Clinic', description: 'Porto' }),
      ),
    );
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('Kestrel Eye Clinic');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('Kestrel Eye Clinic');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'clinic-0001' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Clinic' });
    await expect(input).toBeDisabled();
    await waitFor(() => expect(input).toHaveValue('Riverside Clinic'));
  },
};

export const WithError: Story = {
  args: { error: 'Clinic is required', required: true, hint: 'Type a few letters of its name.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: /^Clinic/ });
    await expect(input).toHaveAccessibleDescription(
      'Type a few letters of its name. Clinic is required',
    );
    await expect(input).toBeInvalid();
  },
};

const manyArgs = {
  label: 'Clinics',
  search: searchClinics,
  describe: describeClinics,
  debounceMs: 0,
  onChange: fn(),
};

/**
 * Several values as chips: one named by `knownOptions`, the others by `describe`. A chip's button
 * removes it; Backspace in the empty input removes the last.
 */
export const ManyValues: Story = {
  render: function Render() {
    return (
      <SearchMultiPicker
        {...manyArgs}
        knownOptions={[
          { value: 'clinic-0042', label: 'Côte-des-Neiges Clinic', description: 'Lisbon' },
        ]}
        defaultValue={['clinic-0042', 'clinic-1203', 'clinic-2517', 'clinic-4999']}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chipButtons = () => canvas.getAllByRole('button', { name: /^Remove / });
    await waitFor(() => expect(chipButtons()).toHaveLength(4));
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: 'Remove Bạch Mai Community Health Post' }),
      ).toBeVisible(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Côte-des-Neiges Clinic' }));
    await expect(manyArgs.onChange).toHaveBeenLastCalledWith([
      'clinic-1203',
      'clinic-2517',
      'clinic-4999',
    ]);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Clinics' }));
    await userEvent.keyboard('{Backspace}');
    await expect(manyArgs.onChange).toHaveBeenLastCalledWith(['clinic-1203', 'clinic-2517']);
    await expect(chipButtons()).toHaveLength(2);
  },
};

/**
 * A 390 px phone: long names wrap between words, in the chips and in the open list, and nothing
 * scrolls sideways.
 */
export const NarrowScreen: Story = {
  render: function Render() {
    return (
      <div style={{ inlineSize: 390, maxInlineSize: '100%' }}>
        <SearchMultiPicker
          {...manyArgs}
          label="Clinics where this member of staff works and sees patients"
          knownOptions={[
            {
              value: 'long',
              label: 'Community Health Post of the Greater Riverside Valley Road District',
              description: 'Leeds',
            },
          ]}
          defaultValue={['long', 'clinic-0005', 'clinic-3456']}
          defaultOpen
          defaultSearchText="rehabilitation"
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const list = await listbox(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(0));
    const panel = list.parentElement as HTMLElement;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    await expect(panel.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    const frame = within(canvasElement).getByRole('combobox').parentElement as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

const arabicClinics: SearchPickerOption[] = [
  { value: 'ar-1', label: 'عيادة الشمال', description: 'القاهرة' },
  { value: 'ar-2', label: 'مستشفى الجنوب', description: 'الإسكندرية' },
  { value: 'ar-3', label: 'مركز النيل الصحي', description: 'القاهرة' },
  { value: 'ar-4', label: 'Riverside Clinic', description: 'Leeds' },
  { value: 'ar-5', label: 'عيادة الأطفال', description: 'الجيزة' },
];

/** Right to left, with one Latin name: each name keeps its own direction. */
export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    label: <span lang="ar">العيادة</span>,
    search: () => Promise.resolve({ options: arabicClinics, total: 240 }),
    knownOptions: arabicClinics,
    defaultValue: 'ar-4',
    defaultOpen: true,
    clearable: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(5));
    const more = new Intl.NumberFormat('ar').format(235);
    await expect(canvas.getByText(`نتائج أخرى: ${more}، تابع الكتابة`)).toBeVisible();
    const input = canvas.getByRole('combobox');
    await expect(getComputedStyle(input).unicodeBidi).toBe('plaintext');
    await expect(getComputedStyle(input).direction).toBe('rtl');
  },
};
