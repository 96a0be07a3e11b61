import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';
import { TOOLTIP_SHOW_DELAY_MS, tooltipSides } from './tooltipOptions';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Download the CSV template',
    children: (
      <Button variant="outline" rounded="cycle" aria-label="Download template">
        ⇩
      </Button>
    ),
  },
  argTypes: {
    side: { control: 'select', options: tooltipSides },
    children: { control: false },
  },
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component: `A short hint for the element it wraps (docs/product.md §9: placement top, show delay ${TOOLTIP_SHOW_DELAY_MS} ms, triggers hover, focus and touch). It shows ${TOOLTIP_SHOW_DELAY_MS} ms after the pointer rests on the trigger, at once when the trigger gets keyboard focus, and on a tap on touch screens, where the next tap elsewhere closes it. Escape closes it. Sides are logical: \`start\` and \`end\` follow the reading direction.

**Do**
- Wrap one focusable element that takes a ref (\`Button\`, a link, an input).
- Keep the hint short and plain; it describes the trigger (\`aria-describedby\`).
- Still give an icon-only button its own \`aria-label\`: the tooltip is a description, not a name.

**Don't**
- Don't put links, buttons or anything to click in a tooltip: use \`Popover\`.
- Don't hide information the user needs to finish a task in a tooltip.
- Don't wrap a disabled button: it gets no focus or pointer events. Explain why it is disabled in text.`,
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 48 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** docs/product.md §9: not shown right after the pointer arrives, shown once 200 ms have passed; on top. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Download template' });
    const start = performance.now();
    await userEvent.hover(trigger);
    await expect(body().queryByRole('tooltip')).not.toBeInTheDocument();
    const tooltip = await body().findByRole('tooltip');
    await expect(performance.now() - start).toBeGreaterThanOrEqual(TOOLTIP_SHOW_DELAY_MS);
    await expect(tooltip).toHaveTextContent('Download the CSV template');
    await expect(tooltip).toHaveAttribute('data-side', 'top');
    await expect(trigger).toHaveAccessibleDescription('Download the CSV template');
  },
};

/** docs/product.md §9: keyboard focus shows it at once; Escape hides it. */
export const OpensOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Download template' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Download the CSV template');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await body().findByRole('tooltip');
  },
};

/** docs/product.md §9: a tap shows it; the next tap elsewhere hides it. */
export const OpensOnTouch: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Tooltip {...args} />
      <span>Elsewhere</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Download template' });
    await userEvent.pointer({ keys: '[TouchA]', target: trigger });
    const tooltip = await body().findByRole('tooltip');
    // It survives the tap's own click and the moment after it.
    await new Promise((resolve) => setTimeout(resolve, TOOLTIP_SHOW_DELAY_MS * 2));
    await expect(tooltip).toBeInTheDocument();
    await userEvent.pointer({ keys: '[TouchA]', target: canvas.getByText('Elsewhere') });
    await waitFor(() => expect(body().queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Sides: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 80, padding: 48 }}>
      {tooltipSides.map((side) => (
        <Tooltip key={side} {...args} side={side} content={`On the ${side} side`}>
          <Button variant="outline">{side}</Button>
        </Tooltip>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'end' }).focus();
    await expect(await body().findByRole('tooltip')).toHaveAttribute('data-side', 'right');
  },
};

export const VeryLongText: Story = {
  args: {
    content:
      'Downloads the CSV template for the bulk upload of clinics and hospitals. Fill in one row per clinic with its name, type, address, country code, phone number and e-mail, then upload the file from the Clinics & Hospitals page. Averyveryverylongidentifierwithoutspaces_clinic_bulk_upload_template_v1.csv',
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await body().findByRole('tooltip');
  },
};

/** In right-to-left, `end` is on the left. */
export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    side: 'end',
    content: <span lang="ar">تنزيل نموذج ملف CSV للعيادات</span>,
    children: (
      <Button variant="outline" lang="ar">
        تنزيل النموذج
      </Button>
    ),
  },
  play: async () => {
    await userEvent.tab();
    await expect(await body().findByRole('tooltip')).toHaveAttribute('data-side', 'left');
  },
};
