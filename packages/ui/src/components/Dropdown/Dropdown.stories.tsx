import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dropdown, DropdownClose, dropdownAligns } from './Dropdown';

const columns = ['Name', 'E-mail', 'Role', 'Phone number'];

const ColumnChoices = () => (
  <fieldset style={{ border: 0, margin: 0, padding: 8, display: 'grid', gap: 8 }}>
    <legend style={{ fontWeight: 600, paddingBlockEnd: 4 }}>Visible columns</legend>
    {columns.map((column) => (
      <label key={column} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <input type="checkbox" defaultChecked={column !== 'Phone number'} /> {column}
      </label>
    ))}
    <DropdownClose asChild>
      <Button size="sm" variant="primary">
        Done
      </Button>
    </DropdownClose>
  </fieldset>
);

const meta = {
  title: 'Overlays/Dropdown',
  component: Dropdown,
  tags: ['autodocs'],
  args: {
    label: 'Columns',
    trigger: <Button variant="outline">Columns ▾</Button>,
    children: <ColumnChoices />,
  },
  argTypes: {
    align: { control: 'select', options: dropdownAligns },
    trigger: { control: false },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `A panel that opens **below** its trigger **on click** (docs/product.md §9: placement bottom, click trigger), at least as wide as the trigger and lined up with its start edge. It is a \`Popover\` underneath, so Escape, an outside click, a second click of the trigger or a \`DropdownClose\` button close it, and focus returns to the trigger.

**Do**
- Use it for a small set of choices that shape the page (visible columns, a sort order, a clinic switcher).
- Give it a \`label\` that says what the panel holds.

**Don't**
- Don't use it for a list of commands: \`Menu\` gives menu roles and arrow-key navigation.
- Don't open it on hover, and don't nest one dropdown inside another.`,
      },
    },
  },
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** docs/product.md §9: it opens on click, below the trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Columns ▾' });
    await userEvent.hover(trigger);
    await expect(body().queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    const panel = await body().findByRole('dialog', { name: 'Columns' });
    await expect(panel).toHaveAttribute('data-side', 'bottom');
    const triggerBox = trigger.getBoundingClientRect();
    await waitFor(() =>
      expect(panel.getBoundingClientRect().top).toBeGreaterThanOrEqual(triggerBox.bottom),
    );
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Columns ▾' });
    await userEvent.click(trigger);
    await body().findByRole('dialog', { name: 'Columns' });
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClosesOnOutsideClick: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Dropdown {...args} />
      <Button variant="secondary">Somewhere else</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Columns ▾' });
    await userEvent.click(trigger);
    await body().findByRole('dialog', { name: 'Columns' });
    await userEvent.click(canvas.getByRole('button', { name: 'Somewhere else' }));
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const Alignments: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, justifyContent: 'center' }}>
      {dropdownAligns.map((align) => (
        <Dropdown
          key={align}
          {...args}
          align={align}
          label={`Aligned ${align}`}
          trigger={<Button variant="outline">{align}</Button>}
        />
      ))}
    </div>
  ),
};

export const VeryLongText: Story = {
  args: {
    defaultOpen: true,
    label: 'Clinic',
    trigger: <Button variant="outline">Switch clinic</Button>,
    children: (
      <p style={{ margin: 8 }}>
        Saint Mary&apos;s Regional Teaching Hospital and Outpatient Rehabilitation Centre for
        Cardiology, Pulmonology and Internal Medicine, Northern District, Building C, Third Floor —
        ask at the reception desk before going up.
      </p>
    ),
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    defaultOpen: true,
    label: 'الأعمدة',
    trigger: (
      <Button variant="outline" lang="ar">
        الأعمدة ▾
      </Button>
    ),
    children: (
      <fieldset lang="ar" style={{ border: 0, margin: 0, padding: 8, display: 'grid', gap: 8 }}>
        <legend style={{ fontWeight: 600 }}>الأعمدة الظاهرة</legend>
        {['الاسم', 'البريد الإلكتروني', 'الدور'].map((column) => (
          <label key={column} style={{ display: 'flex', gap: 8 }}>
            <input type="checkbox" defaultChecked /> {column}
          </label>
        ))}
      </fieldset>
    ),
  },
};
