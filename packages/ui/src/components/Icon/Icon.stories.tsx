import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Icon } from './Icon';
import { directionalIconNames, iconNames } from './iconOptions';

const meta = {
  title: 'Display/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'bell' },
  argTypes: { name: { control: 'select', options: iconNames } },
  parameters: {
    docs: {
      description: {
        component: `Inline SVG icons drawn with \`currentColor\`, sized in \`em\` so they follow the text beside them.
An icon without \`label\` is decorative (\`aria-hidden\`); with \`label\` it is an image with that name.
Icons that point along the reading direction (${directionalIconNames.join(', ')}) mirror in right-to-left.

**Do**
- Leave \`label\` out when the icon sits next to text that says the same thing.
- Give \`label\` to an icon that is the only content of a link, or says something on its own.
- Use \`chevronStart\` / \`chevronEnd\`, not left / right, so right-to-left works by itself.

**Don't**
- Don't label an icon inside a button that already has an \`aria-label\`: name the button instead.
- Don't colour icons with a fill: set \`color\` on the icon or its parent.`,
      },
    },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

const gallery = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  gap: 16,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

export const AllIcons: Story = {
  render: (args) => (
    <ul style={gallery}>
      {iconNames.map((name) => (
        <li
          key={name}
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}
        >
          <Icon {...args} name={name} size={24} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(iconNames.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <span style={{ fontSize: 14 }}>
        <Icon {...args} /> 14 px text
      </span>
      <span style={{ fontSize: 24 }}>
        <Icon {...args} /> 24 px text
      </span>
      <Icon {...args} size={48} />
      <Icon {...args} size="3rem" />
    </div>
  ),
};

export const Labelled: Story = {
  args: { name: 'warning', label: 'Warning' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Warning' })).toBeInTheDocument();
  },
};

export const TakesTheTextColour: Story = {
  render: (args) => (
    <p style={{ color: vars.color.criticalText, display: 'flex', gap: 8, alignItems: 'center' }}>
      <Icon {...args} name="warning" /> The upload failed.
    </p>
  ),
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, fontSize: 32 }}>
      {(['chevronStart', 'chevronEnd', 'signOut', 'bell'] as const).map((name) => (
        <Icon key={name} {...args} name={name} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const transformOf = (name: string) =>
      getComputedStyle(canvasElement.querySelector(`svg[data-icon="${name}"]`)!).transform;
    await expect(transformOf('chevronEnd')).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await expect(transformOf('signOut')).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await expect(transformOf('bell')).toBe('none');
  },
};

/** Bad input: a name the set does not have shows the fallback icon (and warns in development). */
export const UnknownName: Story = {
  // @ts-expect-error — an unknown name, as an untyped caller could pass
  args: { name: 'unicorn' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('data-icon', 'help');
  },
};
