import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Table, type TableColumn } from '../Table';
import { RowActions, type RowAction } from './RowActions';
import { rowActionTones } from './rowActionsOptions';

const onEdit = fn();
const onDeactivate = fn();

const actions: RowAction[] = [
  { label: 'Edit', onSelect: onEdit },
  { label: 'View staff', onSelect: fn() },
  { label: 'Export patients', onSelect: fn(), disabled: true },
  { label: 'Deactivate', onSelect: onDeactivate, tone: 'danger' },
];

const meta = {
  title: 'Data/RowActions',
  component: RowActions,
  tags: ['autodocs'],
  args: { label: 'Actions for Hospital Central', actions },
  argTypes: { actions: { control: false } },
  parameters: {
    docs: {
      description: {
        component: `The actions on one table row, behind a three-dot icon button at the row's end. Each action is \`{ label, onSelect, tone?: '${rowActionTones[1]}', disabled? }\`. It is a \`Menu\`: Enter, Space or ArrowDown opens it, arrow keys move, Enter chooses, Escape closes, and focus returns to the button.

**Do**
- Name the button after the row: \`label="Actions for Hospital Central"\`, so each row's button is told apart.
- Put a destructive action last with \`tone: 'danger'\`, and confirm it with \`ConfirmDialog\`.

**Don't**
- Don't hide the row's main action here if it is the one people use most: put it in the row as a link.`,
      },
    },
  },
} satisfies Meta<typeof RowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    onEdit.mockClear();
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Actions for Hospital Central',
    });
    await userEvent.click(trigger);
    const menu = await body().findByRole('menu', { name: 'Actions for Hospital Central' });
    await expect(within(menu).getByRole('menuitem', { name: 'Export patients' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The keyboard alone: ArrowDown opens, arrows skip the disabled item, Enter chooses. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    onDeactivate.mockClear();
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Actions for Hospital Central',
    });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body().findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Deactivate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDeactivate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open, to show every tone and a disabled item; the menu lines up with the row's end. */
export const Open: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <RowActions {...args} />
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

interface Clinic {
  id: string;
  name: string;
  city: string;
}

const clinics: Clinic[] = [
  { id: 'c1', name: 'Hospital Central', city: 'Lisboa' },
  { id: 'c2', name: 'Clínica Norte', city: 'Porto' },
  { id: 'c3', name: 'Saint-Louis Health Centre', city: 'Dakar' },
];

const clinicColumns: TableColumn<Clinic>[] = [
  { key: 'name', header: 'Name', rowHeader: true },
  { key: 'city', header: 'City' },
  {
    key: 'actions',
    header: 'Actions',
    align: 'end',
    cell: (clinic) => (
      <RowActions
        label={`Actions for ${clinic.name}`}
        actions={[
          { label: 'Edit', onSelect: fn() },
          { label: 'Deactivate', onSelect: fn(), tone: 'danger' },
        ]}
      />
    ),
  },
];

/** In the last column of a table, each button named after its row. */
export const InTable: Story = {
  render: () => (
    <Table
      caption="Clinics"
      columns={clinicColumns}
      rows={clinics}
      getRowId={(clinic) => clinic.id}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const clinic of clinics) {
      await expect(
        canvas.getByRole('button', { name: `Actions for ${clinic.name}` }),
      ).toBeVisible();
    }
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    label: 'إجراءات المستشفى المركزي',
    defaultOpen: true,
    actions: [
      { label: 'تعديل', onSelect: fn() },
      { label: 'تصدير المرضى', onSelect: fn(), disabled: true },
      { label: 'إلغاء التفعيل', onSelect: fn(), tone: 'danger' },
    ],
  },
};
