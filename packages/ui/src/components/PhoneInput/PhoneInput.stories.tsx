import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneInput, type PhoneNumberValue } from './PhoneInput';

const meta = {
  title: 'Forms/PhoneInput',
  component: PhoneInput,
  tags: ['autodocs'],
  args: { label: 'Phone number', defaultCountry: 'US', onChange: fn(), onBlur: fn() },
  parameters: {
    docs: {
      description: {
        component: `A phone number as docs/product.md §3 stores it: \`{ callingCode, localPhoneNumber }\`, with \`callingCode\` as digits without "+" (e.g. "351"). A native select lists every country libphonenumber-js knows, named in the active locale with \`Intl.DisplayNames\` and sorted by name ("Portugal (+351)"); a \`type="tel"\` input takes the local number. Both sit in one \`role="group"\` named by the label. It only reports what is entered: validation ("Invalid phone number", docs/product.md §5) is @org/forms' job. Bind it with react-hook-form's \`Controller\`; the ref is the local-number input.

**Do**
- Set \`defaultCountry\` to where most users are, so most never touch the select.
- Pass the schema's message as \`error\`.

**Don't**
- Don't format or validate the number here.
- Don't split the number into several inputs.`,
      },
    },
  },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Phone number' })).toBeVisible();
    const country = canvas.getByRole('combobox', { name: 'Country code' });
    await expect(country).toHaveDisplayValue('United States (+1)');
    await userEvent.selectOptions(country, 'PT');
    await expect(country).toHaveDisplayValue('Portugal (+351)');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '912345678');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      callingCode: '351',
      localPhoneNumber: '912345678',
    });
  },
};

export const WithValue: Story = {
  args: { defaultValue: { callingCode: '44', localPhoneNumber: '7700 900123' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue(
      'United Kingdom (+44)',
    );
  },
};

export const WithHint: Story = { args: { hint: 'A mobile number, so we can send reminders.' } };

export const WithError: Story = {
  args: {
    defaultValue: { callingCode: '1', localPhoneNumber: '123' },
    error: 'Invalid phone number',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid phone number');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { callingCode: '84', localPhoneNumber: '912345678' } },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /^Phone number/ });
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

/** Controlled, as with react-hook-form's Controller: the object is shown as it is reported. */
export const Controlled: Story = {
  render: function Render(args) {
    const [phone, setPhone] = useState<PhoneNumberValue | null>(null);
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <PhoneInput {...args} value={phone} onChange={setPhone} />
        <output>{JSON.stringify(phone)}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country code' }), 'CA');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '4165550123');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '{"callingCode":"1","localPhoneNumber":"4165550123"}',
    );
    // Canada shares +1 with the United States: the picked country stays shown.
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue(
      'Canada (+1)',
    );
  },
};

export const VeryLongLabel: Story = {
  args: {
    label:
      'Phone number where the patient can be reached during the day by the nurse who follows their treatment',
    defaultCountry: 'VC',
    hint: 'Averyveryverylongwordwithoutanyspacesthatmustwrapinsidethefieldratherthanoverflowit.',
  },
};

/** Countries are named and sorted in Arabic; "+351" keeps its sign on the left of its digits. */
export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: { label: <span lang="ar">رقم الهاتف</span>, defaultCountry: 'PT' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'رمز البلد' });
    await expect(select).toHaveDisplayValue('البرتغال (\u2066+351\u2069)');
  },
};
