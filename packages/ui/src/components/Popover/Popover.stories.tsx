import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover, PopoverClose } from './Popover';
import {
  POPOVER_DISPOSE_MS,
  POPOVER_DISTANCE_PX,
  popoverAligns,
  popoverSides,
} from './popoverOptions';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  tags: ['autodocs'],
  args: {
    label: 'Opening hours',
    trigger: <Button variant="outline">Opening hours</Button>,
    children: 'Monday to Friday, 8:00 to 18:00. Closed on public holidays.',
  },
  argTypes: {
    side: { control: 'select', options: popoverSides },
    align: { control: 'select', options: popoverAligns },
    trigger: { control: false },
  },
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component: `A non-modal panel anchored ${POPOVER_DISTANCE_PX} px from the button that opens it (docs/product.md §9: distance 5). It opens on click and closes on Escape, an outside click or a second click of the trigger; after closing, its content stays mounted ${POPOVER_DISPOSE_MS} ms for the exit animation (docs/product.md §9: dispose timeout 150 ms). Focus moves into the panel when it opens and back to the trigger when it closes from inside.

**Do**
- Give every popover a \`label\`: screen readers announce the panel by it.
- Use it for short extra information or a few controls that belong to the trigger.
- Wrap a button inside in \`PopoverClose\` when it should close the panel.

**Don't**
- Don't put a list of actions in it: use \`Menu\`.
- Don't put a long form or anything that must be completed in it: use \`Dialog\` or \`Drawer\`.
- Don't open it on hover: use \`Tooltip\` for hover hints.`,
      },
    },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Opening hours' });
    await userEvent.click(trigger);
    const panel = await body().findByRole('dialog', { name: 'Opening hours' });
    await expect(panel).toHaveTextContent('Monday to Friday');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Escape closes it and hands focus back to the trigger. */
export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Opening hours' });
    await userEvent.click(trigger);
    await body().findByRole('dialog', { name: 'Opening hours' });
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A click anywhere outside closes it. */
export const ClosesOnOutsideClick: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Popover {...args} />
      <Button variant="secondary">Somewhere else</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Opening hours' });
    await userEvent.click(trigger);
    await body().findByRole('dialog', { name: 'Opening hours' });
    await userEvent.click(canvas.getByRole('button', { name: 'Somewhere else' }));
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** docs/product.md §9: the closed content stays mounted for the dispose timeout (150 ms), then goes. */
export const DisposeTimeout: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Opening hours' });
    await userEvent.click(trigger);
    const panel = await body().findByRole('dialog', { name: 'Opening hours' });
    await userEvent.keyboard('{Escape}');
    await expect(panel).toBeInTheDocument();
    await expect(panel).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(panel).not.toBeInTheDocument(), { timeout: 1000 });
  },
};

export const WithControls: Story = {
  args: {
    label: 'Filter clinics',
    trigger: <Button variant="outline">Filters</Button>,
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <input type="checkbox" defaultChecked /> Only active clinics
        </label>
        <PopoverClose asChild>
          <Button variant="primary" size="sm">
            Apply
          </Button>
        </PopoverClose>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const panel = await body().findByRole('dialog', { name: 'Filter clinics' });
    await waitFor(() => expect(within(panel).getByRole('checkbox')).toHaveFocus());
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Sides: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, paddingBlock: 80 }}>
      {popoverSides.map((side) => (
        <Popover
          key={side}
          {...args}
          side={side}
          label={`Shown on the ${side}`}
          trigger={<Button variant="outline">{side}</Button>}
        />
      ))}
    </div>
  ),
};

export const Alignments: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      {popoverAligns.map((align) => (
        <Popover
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
    children:
      'Patients enrolled in the hypertension programme are reminded every morning at 8:00 to measure their blood pressure, and the readings they send are shown to the clinic manager, the doctor and the nurse who follow them. A reading above the agreed threshold raises an alert that stays visible until somebody acknowledges it. Averyveryverylongwordwithoutanyspacesthatmustwrapinsidethepanelratherthanoverflowit.',
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    label: 'ساعات العمل',
    align: 'start',
    defaultOpen: true,
    trigger: (
      <Button variant="outline" lang="ar">
        ساعات العمل
      </Button>
    ),
    children: <span lang="ar">من الاثنين إلى الجمعة، من الساعة 8:00 حتى 18:00.</span>,
  },
};
