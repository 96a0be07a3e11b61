import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';
import { badgeTones } from './badgeOptions';

const meta = {
  title: 'Display/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Active' },
  argTypes: { tone: { control: 'select', options: badgeTones } },
  parameters: {
    docs: {
      description: {
        component: `A short status label. The tone colours its border, dot and tint; the text keeps the
theme's text colour, so it meets AA contrast in both themes.

**Do**
- Keep the text short and meaningful on its own ("Inactive", "2 pending").
- Pick the tone from the meaning: \`success\` done, \`warning\` needs attention, \`critical\` failed or blocked.

**Don't**
- Don't rely on the colour to say anything the text does not (WCAG 1.4.1).
- Don't make a badge clickable: use a Button.`,
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Active')).toBeVisible();
  },
};

const toneLabels = {
  neutral: 'Draft',
  info: 'New',
  success: 'Active',
  warning: 'Expiring',
  critical: 'Inactive',
} as const;

const Tones: Story['render'] = (args) => (
  <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
    {badgeTones.map((tone) => (
      <Badge key={tone} {...args} tone={tone}>
        {toneLabels[tone]}
      </Badge>
    ))}
  </div>
);

export const AllTones: Story = { render: Tones };

export const AllTonesDark: Story = { render: Tones, globals: { theme: 'dark' } };

export const Arabic: Story = {
  args: { children: 'نشط', tone: 'success' },
  globals: { direction: 'rtl', locale: 'ar' },
};

/** Bad input: long text wraps inside its container instead of overflowing it. */
export const VeryLongText: Story = {
  args: {
    tone: 'warning',
    children:
      'Licence expires soon for Hospital Universitário Professor Edgard Santos — Complexo Hospitalar',
  },
  render: (args) => (
    <div style={{ maxInlineSize: 240 }}>
      <Badge {...args} />
    </div>
  ),
};

/**
 * In a table's narrow column, a status keeps its words whole: the column takes the longest word's
 * width instead of breaking it.
 */
export const InANarrowColumn: Story = {
  args: { tone: 'critical', children: 'Withdrawn' },
  render: (args) => (
    <div style={{ display: 'table', inlineSize: 220 }}>
      <div style={{ display: 'table-cell', inlineSize: '100%' }}>
        A document title long enough to take the row
      </div>
      <div style={{ display: 'table-cell' }}>
        <Badge {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Withdrawn');
    const lineHeight = Number.parseFloat(getComputedStyle(badge).lineHeight);
    // One line of text (and its padding): the word was not broken.
    await expect(badge.getBoundingClientRect().height).toBeLessThan(lineHeight * 2);
  },
};

/** Bad input: an empty badge still renders its dot and does not collapse. */
export const EmptyText: Story = { args: { children: '' } };

/** Bad input: an unknown tone falls back to neutral (and warns in development). */
export const UnknownTone: Story = {
  // @ts-expect-error — an unknown tone, as an untyped caller could pass
  args: { tone: 'fuchsia', children: 'Unknown tone' },
};
