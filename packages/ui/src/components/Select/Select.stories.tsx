import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select';
import type { SelectOption } from './selectOptions';

const roles: SelectOption[] = [
  { value: 'SYSTEM_ADMIN', label: 'System administrator' },
  { value: 'CLINIC_MANAGER', label: 'Clinic manager' },
  { value: 'DOCTOR', label: 'Doctor' },
  { value: 'NURSE', label: 'Nurse' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Role', options: roles, placeholder: 'Choose a role' },
  parameters: {
    docs: {
      description: {
        component: `A native \`<select>\`, so keyboard, touch and screen readers behave as the platform does, with the shared label, hint and error layout. \`options\` is a list of \`{ value, label, disabled? }\`; \`placeholder\` adds an empty first option (value \`""\`) that a required rule in the schema rejects. Works controlled and with react-hook-form's \`register\`.

**Do**
- Use it to pick one of a handful to a few dozen known values (role, clinic type, difficulty level).
- Give a \`placeholder\` when there is no sensible default, so nobody submits the first option by accident.

**Don't**
- Don't use it for several choices: use \`MultiSelect\`.
- Don't use it for two or three options that fit on screen: radio buttons show them all.`,
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Doctor');
    await expect(select).toHaveValue('DOCTOR');
  },
};

export const WithValue: Story = { args: { defaultValue: 'CLINIC_MANAGER' } };

export const WithHint: Story = { args: { hint: 'Decides which pages they see.' } };

export const WithError: Story = {
  args: { error: 'Role is required' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Role is required');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'DOCTOR' } };

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await expect(select).toHaveAttribute('aria-required', 'true');
  },
};

export const WithDisabledOption: Story = {
  args: {
    options: roles.map((role) =>
      role.value === 'SYSTEM_ADMIN' ? { ...role, disabled: true } : role,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('option', { name: 'System administrator' })).toBeDisabled();
  },
};

export const VeryLongLabel: Story = {
  args: {
    label:
      'Role this staff member will have in every clinic and hospital they are assigned to, which decides which pages and patients they can see',
    options: [
      ...roles,
      {
        value: 'LONG',
        label:
          'An option with a very long label that describes a role nobody would ever name like this',
      },
    ],
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    label: <span lang="ar">الدور</span>,
    placeholder: 'اختر دورًا',
    options: [
      { value: 'DOCTOR', label: 'طبيب' },
      { value: 'NURSE', label: 'ممرض' },
    ],
    hint: <span lang="ar">يحدد الصفحات التي يراها.</span>,
  },
};
