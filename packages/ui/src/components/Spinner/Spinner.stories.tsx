import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';
import { spinnerSizes } from './spinnerOptions';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  argTypes: { size: { control: 'select', options: spinnerSizes } },
  parameters: {
    docs: {
      description: {
        component: `A spinning ring for a wait of unknown length. It is a \`role="status"\` that says
"Loading…" in the current locale (or its \`label\`) to screen readers; the ring takes the text colour.

**Do**
- Use it while a whole view or panel waits (docs/product.md §2: until the router is ready).
- Say what is loading with \`label\` when several things load at once.

**Don't**
- Don't use it for content whose shape is known: a skeleton shows the page sooner.
- Don't put one inside a button: \`Button\` has its own \`loading\` state.`,
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const WithLabel: Story = {
  args: { label: 'Loading clinics' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading clinics');
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('جارٍ التحميل…');
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { size: 'lg' } };

/** Bad input: an empty label falls back to the built-in "Loading…". */
export const EmptyLabel: Story = {
  args: { label: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};
