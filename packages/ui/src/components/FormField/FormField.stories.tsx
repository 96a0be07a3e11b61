import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from './FormField';
import { control } from './FormField.css';
import { formFieldControls, formFieldLayouts } from './formFieldOptions';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: { label: 'Full name', children: <input className={control} /> },
  argTypes: {
    control: { control: 'select', options: formFieldControls },
    layout: { control: 'select', options: formFieldLayouts },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `The label, hint and error layout that every @org/ui form control shares. It gives its control an \`id\`, \`aria-describedby\` (hint, then error), \`aria-invalid\` when there is an error and \`aria-required\` when required; the error is shown under the field and announced (\`role="alert"\`). Pass one element to receive these props, or a function that places them itself. \`control="composite"\` names a group or custom widget with \`aria-labelledby\` instead of \`<label for>\`; \`layout="inline"\` puts the control before its label, as for a checkbox.

**Do**
- Use it for every form control that @org/ui does not already wrap (Textarea, Select, Checkbox… do it for you).
- Keep the label short and say what to enter; put format or examples in \`hint\`.
- Pass the validation message from the form as \`error\`.

**Don't**
- Don't use a placeholder instead of a label.
- Don't add \`required\` validation here: the form schema (@org/forms) validates, the field only says it.
- Don't nest a second label inside the control.`,
      },
    },
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Ana Souza');
    await expect(input).toHaveValue('Ana Souza');
  },
};

export const WithValue: Story = {
  args: { children: <input className={control} defaultValue="Ana Souza" /> },
};

export const WithHint: Story = {
  args: { hint: 'As written on the ID card.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAccessibleDescription('As written on the ID card.');
  },
};

export const WithError: Story = {
  args: { hint: 'As written on the ID card.', error: 'Full name is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'As written on the ID card. Full name is required',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Full name is required');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { children: <input className={control} defaultValue="Ana Souza" disabled /> },
};

/** A function child places the wiring itself: here on a native select. */
export const RenderFunction: Story = {
  args: {
    label: 'Role',
    hint: 'Decides which pages they see.',
    children: ({ controlProps }) => (
      <select className={control} {...controlProps}>
        <option>Doctor</option>
        <option>Nurse</option>
      </select>
    ),
  },
};

/** A group of controls named by the label through aria-labelledby; "required" is said in words. */
export const CompositeGroup: Story = {
  args: {
    label: 'Opening hours',
    control: 'composite',
    required: true,
    hint: 'From and to, 24-hour clock.',
    children: ({ controlProps }) => (
      <div
        role="group"
        aria-labelledby={controlProps['aria-labelledby']}
        aria-describedby={controlProps['aria-describedby']}
        style={{ display: 'flex', gap: 8 }}
      >
        <input className={control} aria-label="From" defaultValue="08:00" />
        <input className={control} aria-label="To" defaultValue="18:00" />
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Opening hours/ });
    await expect(group).toHaveAccessibleName(/required/);
  },
};

export const Inline: Story = {
  args: {
    label: 'Active clinic',
    layout: 'inline',
    hint: 'Inactive clinics are hidden from staff.',
    children: <input type="checkbox" />,
  },
};

export const VeryLongLabel: Story = {
  args: {
    label:
      'Full name of the person responsible for the clinic, exactly as written on their professional registration certificate issued by the ministry of health',
    hint: 'Averyveryverylongwordwithoutanyspacesthatmustwrapinsidethefieldratherthanoverflowit.',
    error: 'Full name must be at most 100 characters',
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    label: <span lang="ar">الاسم الكامل</span>,
    hint: <span lang="ar">كما هو مكتوب في بطاقة الهوية.</span>,
    required: true,
  },
};
