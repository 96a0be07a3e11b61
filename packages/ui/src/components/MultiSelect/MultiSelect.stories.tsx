import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SelectOption } from '../Select/selectOptions';
import { MultiSelect } from './MultiSelect';

const clinics: SelectOption[] = [
  { value: 'north', label: 'North Clinic' },
  { value: 'south', label: 'South Hospital' },
  { value: 'east', label: 'East Clinic' },
  { value: 'riverside', label: 'Riverside Maternity Hospital' },
  { value: 'hill', label: 'Hill Street Health Centre', disabled: true },
];

const meta = {
  title: 'Forms/MultiSelect',
  component: MultiSelect,
  tags: ['autodocs'],
  args: { label: 'Clinics', options: clinics, onChange: fn(), onBlur: fn() },
  parameters: {
    docs: {
      description: {
        component: `Several choices from a list, such as the clinics of a staff member (docs/product.md §3 staff form \`clinics\`) or the skills of a training module. A button shows what is chosen (the labels, or "{count} selected" beyond \`maxListedLabels\`) and opens a popover with one native checkbox per option, plus a "Clear selection" action. Keyboard: Enter or Space opens it, Tab or the arrow keys (Home, End) move between options, Space toggles, Escape closes and puts focus back on the button.

For long lists (the active clinics of the staff form, a hundred and more), \`searchable\` adds a "Filter options" field at the top of the popover. It narrows the list to the options whose label contains the text, ignoring case and accents ("hopital" finds "Hôpital Saint-Éloi"); chosen options stay chosen while they are filtered out of view, and the button still names them. Focus starts in the field, ArrowDown moves to the first option shown (ArrowUp from there goes back), "No matching options" says when nothing matches, and a polite live region tells screen-reader users how many options are shown. It is opt-in rather than switched on above some number of options, so that where focus lands when the list opens does not change as a list grows. The field's name and messages come in every language of \`UiTextProvider\`. It is not a native element, so bind it with react-hook-form's \`Controller\`: \`value\` is a \`string[]\`, \`onChange\` receives the new array (in the order of \`options\`), \`onBlur\` fires when focus leaves the button and the list.

**Do**
- Use it for a handful to a few dozen options where several may apply; turn on \`searchable\` when people would otherwise scroll to find theirs.
- Keep option labels short and distinct at the start: the button may cut them off.

**Don't**
- Don't use it when only one choice is allowed: use \`Select\`.
- Don't use it for two or three options that fit on screen: show \`Checkbox\`es.
- Don't validate "at least one" here: the schema does (docs/product.md §5 "Clinic is required").`,
      },
    },
  },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^Clinics/ });
    await expect(trigger).toHaveAccessibleName('Clinics Choose…');
    await userEvent.click(trigger);
    const panel = await body().findByRole('dialog', { name: 'Clinics' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'South Hospital' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'North Clinic' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['north', 'south']);
    await expect(trigger).toHaveAccessibleName('Clinics North Clinic, South Hospital');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithValue: Story = { args: { defaultValue: ['north', 'east'] } };

/** Beyond `maxListedLabels` (2 by default) the button counts instead of listing. */
export const ManySelected: Story = {
  args: { defaultValue: ['north', 'south', 'east', 'riverside'] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /^Clinics/ }),
    ).toHaveAccessibleName('Clinics 4 selected');
  },
};

export const WithHint: Story = { args: { hint: 'Staff only see patients of these clinics.' } };

export const WithError: Story = {
  args: { error: 'Clinic is required', required: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^Clinics/ });
    await expect(trigger).toHaveAccessibleDescription('Clinic is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['south'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Clinics/ })).toBeDisabled();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /^Clinics/ }),
    ).toHaveAccessibleName(/required/);
  },
};

/** Keyboard only: Enter opens, arrows move, Space toggles, Escape closes back to the button. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^Clinics/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await body().findByRole('dialog', { name: 'Clinics' });
    await waitFor(() =>
      expect(within(panel).getByRole('checkbox', { name: 'North Clinic' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['east']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAccessibleName('Clinics East Clinic');
  },
};

/** The list stays open after clearing, with focus on its first option. */
export const Clear: Story = {
  args: { defaultValue: ['north', 'south'] },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^Clinics/ });
    await userEvent.click(trigger);
    const panel = await body().findByRole('dialog', { name: 'Clinics' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Clear selection' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(within(panel).getByRole('checkbox', { name: 'North Clinic' })).toHaveFocus();
    await expect(trigger).toHaveAccessibleName('Clinics Choose…');
  },
};

const manyClinics: SelectOption[] = [
  { value: 'cho-ray', label: 'Bệnh viện Chợ Rẫy' },
  { value: 'sao-joao', label: 'Clínica São João' },
  { value: 'cote-des-neiges', label: 'Clinique Côte-des-Neiges' },
  { value: 'east', label: 'East Clinic' },
  { value: 'harbour', label: 'Harbour View Clinic' },
  { value: 'hill', label: 'Hill Street Health Centre', disabled: true },
  { value: 'saint-eloi', label: 'Hôpital Saint-Éloi' },
  { value: 'la-paz', label: 'Hospital Universitario La Paz' },
  { value: 'zurich', label: 'Klinik Zürich-Nord' },
  { value: 'lakeside', label: "Lakeside Children's Hospital" },
  { value: 'north', label: 'North Clinic' },
  { value: 'riverside', label: 'Riverside Maternity Hospital' },
  { value: 'south', label: 'South Hospital' },
  { value: 'dong-hoa', label: 'Trạm Y tế Đông Hòa' },
];

/**
 * A long list with a filter: case and accents do not matter, chosen options stay chosen while
 * hidden, ArrowDown goes from the field to the first option shown. Open, so that axe and the
 * screenshots see the field.
 */
export const Searchable: Story = {
  args: { options: manyClinics, searchable: true, defaultOpen: true, defaultValue: ['north'] },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^Clinics/ });
    const panel = await body().findByRole('dialog', { name: 'Clinics' });
    const field = within(panel).getByRole('searchbox', { name: 'Filter options' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, 'HOPITAL');
    await expect(within(panel).getAllByRole('checkbox')).toHaveLength(1);
    await expect(within(panel).getByRole('status')).toHaveTextContent('Options shown: 1');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(panel).getByRole('checkbox', { name: 'Hôpital Saint-Éloi' })).toHaveFocus();
    await userEvent.keyboard(' ');
    // North Clinic is out of view, and still chosen.
    await expect(args.onChange).toHaveBeenLastCalledWith(['saint-eloi', 'north']);
    await expect(trigger).toHaveAccessibleName('Clinics Hôpital Saint-Éloi, North Clinic');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const reopened = await body().findByRole('dialog', { name: 'Clinics' });
    const emptyField = within(reopened).getByRole('searchbox', { name: 'Filter options' });
    await waitFor(() => expect(emptyField).toHaveFocus());
    await expect(emptyField).toHaveValue('');
    await userEvent.keyboard('zzz');
    await expect(within(reopened).queryAllByRole('checkbox')).toHaveLength(0);
    await expect(within(reopened).getByRole('status')).toHaveTextContent('No matching options');
  },
};

/** Open, so that axe checks the list too. */
export const Open: Story = {
  args: { defaultValue: ['riverside'], hint: 'Staff only see patients of these clinics.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Clinics/ }));
    const panel = await screen.findByRole('dialog', { name: 'Clinics' });
    await expect(within(panel).getByRole('checkbox', { name: /Riverside/ })).toBeChecked();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string[]>(['east']);
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <MultiSelect {...args} value={value} onChange={setValue} />
        <output>Chosen: {value.join(', ') || 'none'}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Clinics/ }));
    const panel = await body().findByRole('dialog', { name: 'Clinics' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'North Clinic' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Chosen: north, east');
    await userEvent.keyboard('{Escape}');
  },
};

export const VeryLongLabel: Story = {
  args: {
    label:
      'Clinics and hospitals where this member of staff works and whose patients they are allowed to see and follow up',
    defaultValue: ['riverside', 'south'],
    hint: 'Averyveryverylongwordwithoutanyspacesthatmustwrapinsidethefieldratherthanoverflowit.',
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    label: <span lang="ar">العيادات</span>,
    options: [
      { value: 'north', label: 'عيادة الشمال' },
      { value: 'south', label: 'مستشفى الجنوب' },
      { value: 'east', label: 'عيادة الشرق' },
    ],
    defaultValue: ['north', 'south', 'east'],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('تم اختيار 3');
  },
};
