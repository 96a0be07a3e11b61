import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', type: 'email', placeholder: 'you@clinic.test' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'admin@clinic.test');
    await expect(input).toHaveValue('admin@clinic.test');
  },
};

export const WithHint: Story = { args: { hint: 'We send a one-time code to this address.' } };

export const WithError: Story = {
  args: { error: 'Invalid email', defaultValue: 'not-an-email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid email');
  },
};

export const Required: Story = {
  args: { label: 'Clinic name', type: 'text', placeholder: undefined, required: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Clinic name' }),
    ).toBeRequired();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'admin@clinic.test' } };
