import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Display/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Words for screen readers only: read aloud, and part of the accessible name of
what holds them, but not drawn (the usual clip pattern). The picture shows only what a sighted
person sees; the play function checks what a screen reader gets.

**Do**
- Say in words what the layout shows: the word behind a dash in an empty cell, an unread mark.
- Announce a change with \`role="status"\` (a count of new notifications).

**Don't**
- Don't hide a label that sighted people need too: give the field a visible label.
- Don't hide focusable content: a keyboard user would reach something they cannot see.`,
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty cell: a dash to see, a word to hear. */
export const WordBehindADash: Story = {
  args: { children: 'No e-mail' },
  render: (args) => (
    <p>
      E-mail: <span aria-hidden="true">—</span>
      <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText('No e-mail');
    const { width, height } = hidden.getBoundingClientRect();
    await expect(width * height).toBeLessThanOrEqual(1);
    await expect(canvasElement.querySelector('p')).toHaveTextContent('E-mail: —No e-mail');
  },
};

/** The accessible name of a button that shows only an icon. */
export const NamesAButton: Story = {
  args: { children: 'Close' },
  render: (args) => (
    <Button variant="ghost">
      <Icon name="close" />
      <VisuallyHidden {...args} />
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
