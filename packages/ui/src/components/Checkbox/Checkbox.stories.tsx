import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Active clinic', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `A native checkbox with its label beside it (clicking the label toggles it) and the shared hint and error under the label. Space toggles it; it submits with its form and binds with react-hook-form's \`register\`.

**Do**
- Word the label so that checked means yes: "Active clinic", "Send reminders by SMS".
- Use it for an independent yes/no, or in a list where several can be chosen.

**Don't**
- Don't use it for a setting that takes effect at once: use \`Switch\`.
- Don't use one for mutually exclusive choices: use radio buttons or \`Select\`.`,
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Active clinic' });
    await userEvent.click(canvas.getByText('Active clinic'));
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const WithValue: Story = { args: { defaultChecked: true } };

export const WithHint: Story = { args: { hint: 'Inactive clinics are hidden from staff.' } };

export const WithError: Story = {
  args: {
    label: 'I accept the data protection terms',
    error: 'Acceptance is required',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'I accept the data protection terms',
    });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Acceptance is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

export const Required: Story = {
  args: { label: 'I accept the data protection terms', required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const VeryLongLabel: Story = {
  args: {
    label:
      'Send a reminder by SMS to every patient enrolled in the hypertension programme the evening before each appointment, and again one hour before it starts',
    hint: 'Averyveryverylongwordwithoutanyspacesthatmustwrapinsidethefieldratherthanoverflowit.',
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    label: <span lang="ar">عيادة نشطة</span>,
    hint: <span lang="ar">العيادات غير النشطة مخفية عن الموظفين.</span>,
    defaultChecked: true,
  },
};
