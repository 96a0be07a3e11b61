import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Dark mode', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `An on/off switch: a native checkbox with \`role="switch"\`, drawn as a track and thumb, with its label beside it and the shared hint and error. Click, its label or Space toggles it; the thumb moves toward the reading end, also in right-to-left. Binds with react-hook-form's \`register\` as a checkbox does.

**Do**
- Use it for a setting that takes effect at once (dark mode, maintenance mode).
- Name what is on: "Dark mode", not "Toggle dark mode".

**Don't**
- Don't use it in a form that needs a Save to apply: use \`Checkbox\`.
- Don't change the label with the state ("On"/"Off"): the switch already says it.`,
      },
    },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Dark mode' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByText('Dark mode'));
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const WithValue: Story = { args: { defaultChecked: true } };

export const WithHint: Story = {
  args: { label: 'Maintenance mode', hint: 'Every user sees the maintenance message.' },
};

export const WithError: Story = {
  args: { label: 'Maintenance mode', error: 'Message to display is required' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Maintenance mode' });
    await expect(toggle).toHaveAttribute('aria-invalid', 'true');
    await expect(toggle).toHaveAccessibleDescription('Message to display is required');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } };

export const Required: Story = {
  args: { label: 'I accept the data protection terms', required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const VeryLongLabel: Story = {
  args: {
    label:
      'Show the maintenance message to every signed-in user of every clinic and hospital until it is switched off again by a system administrator',
    defaultChecked: true,
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: { label: <span lang="ar">الوضع الداكن</span>, defaultChecked: true },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch {...args} label="Off" />
      <Switch {...args} label="On" defaultChecked />
      <Switch {...args} label="Disabled" disabled />
    </div>
  ),
};
