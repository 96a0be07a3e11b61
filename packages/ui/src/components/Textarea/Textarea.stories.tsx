import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { label: 'Description' },
  parameters: {
    docs: {
      description: {
        component: `A native \`<textarea>\` with the shared label, hint and error layout. With \`maxLength\` it stops typing at the limit and shows a "count / max" counter, which describes the field and is announced politely only when the limit is near (the last tenth, at least the last five characters). Works controlled (\`value\` + \`onChange\`) and with react-hook-form's \`register\`.

**Do**
- Set \`maxLength\` from the schema's limit (docs/product.md §9: 600 for description, prerequisites and what you'll learn).
- Pick \`rows\` for the usual length of an answer.

**Don't**
- Don't use it for one-line answers: use \`TextField\`.
- Don't rely on \`maxLength\` alone: the schema still validates.`,
      },
    },
  },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await userEvent.type(textarea, 'A short module on hand hygiene.');
    await expect(textarea).toHaveValue('A short module on hand hygiene.');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'Nurses learn the five moments of hand hygiene.' },
};

export const WithHint: Story = { args: { hint: 'Shown on the module card.' } };

export const WithError: Story = {
  args: { error: 'Description is required' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Description is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Written by the ministry; cannot be changed.' },
};

export const Required: Story = {
  args: { label: 'Message to display', required: true },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message to display' });
    await expect(textarea).toHaveAttribute('aria-required', 'true');
  },
};

/** The counter describes the field; near the limit a polite live region says what is left. */
export const WithCounter: Story = {
  args: { label: 'Effort', maxLength: 20, hint: 'For example: 2 hours a week.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Effort' });
    const liveRegion = canvasElement.querySelector('[aria-live="polite"]');
    await userEvent.type(textarea, 'Two hours');
    await expect(canvas.getByText('9 / 20')).toBeVisible();
    await expect(liveRegion).toHaveTextContent('');
    await userEvent.type(textarea, ' every week!');
    await waitFor(() => expect(liveRegion).toHaveTextContent('Characters left: 0'));
    await expect(textarea).toHaveValue('Two hours every week');
  },
};

export const VeryLongLabel: Story = {
  args: {
    label:
      'What will the nurse be able to do after finishing this training module, described in the words a patient would understand',
    hint: 'Averyveryverylongwordwithoutanyspacesthatmustwrapinsidethefieldratherthanoverflowit.',
    maxLength: 600,
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    label: <span lang="ar">الوصف</span>,
    hint: <span lang="ar">يظهر على بطاقة الوحدة.</span>,
    maxLength: 600,
    defaultValue: 'وحدة قصيرة عن نظافة اليدين.',
  },
};
