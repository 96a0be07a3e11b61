import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField, type SearchFieldProps } from './SearchField';

/** The screen owns the value: the story keeps it in state, as a list screen would. */
function ControlledSearchField(args: SearchFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ maxInlineSize: 360 }}>
      <SearchField
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: { label: 'Search clinics', value: '', onValueChange: fn(), placeholder: 'Name or city' },
  render: (args) => <ControlledSearchField {...args} />,
  parameters: {
    docs: {
      description: {
        component: `A labelled search box for a list screen: a magnifier, the text, and a clear button (its name is translated) while there is text. Escape clears the text; with the field empty, Escape goes on to the page, so it can close a dialog. Controlled: \`value\` and \`onValueChange\`, called on every keystroke.

**Do**
- Debounce the search in the screen, not here, and keep the value in the URL with the rest of the list's state.
- Hide the label on screen (\`hideLabel\`) only where the page makes the field's purpose plain.

**Don't**
- Don't use the placeholder as the label: it disappears as soon as someone types.`,
      },
    },
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: 'Search clinics' });

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement);
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.type(input, 'Central');
    await expect(input).toHaveValue('Central');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Central');
  },
};

/** With text, the clear button empties the field and gives focus back to it. */
export const WithValue: Story = {
  args: { value: 'Hospital Central' },
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear search' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

/** Escape clears the text and keeps focus in the field. */
export const EscapeClears: Story = {
  args: { value: 'Norte' },
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(input).toHaveFocus();
  },
};

/** The label is still read by screen readers, just not shown. */
export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toBeVisible();
  },
};

export const WithHint: Story = {
  args: { hint: 'Searches the name, city and phone number.' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAccessibleDescription(
      'Searches the name, city and phone number.',
    );
  },
};

/** Disabled: no clear button, even with text. */
export const Disabled: Story = {
  args: { disabled: true, value: 'Hospital Central' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: { label: 'البحث عن العيادات', placeholder: 'الاسم أو المدينة', value: 'المستشفى المركزي' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'مسح البحث' })).toBeVisible();
  },
};
