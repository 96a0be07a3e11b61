import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { vars } from '../../theme/contract.css';
import { Avatar } from './Avatar';
import { avatarShapes, avatarSizes } from './avatarOptions';

/** A small inline portrait, so stories never depend on the network. */
const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 90 120"><rect width="90" height="120" fill="#9cc7c2"/><circle cx="45" cy="46" r="20" fill="#e8c4a8"/><path d="M8 120c0-24 17-40 37-40s37 16 37 40z" fill="#2f5d8a"/></svg>',
)}`;
const BROKEN_PHOTO = '/images/does-not-exist.png';

const StatusDot = ({ label }: { label: string }) => (
  <span
    role="img"
    aria-label={label}
    style={{
      display: 'block',
      inlineSize: 12,
      blockSize: 12,
      borderRadius: '50%',
      backgroundColor: vars.color.primary,
      border: `2px solid ${vars.color.background}`,
    }}
  />
);

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { title: 'Ana Souza', subtitle: 'ana.souza@clinic.test', src: PHOTO },
  argTypes: {
    size: { control: 'select', options: avatarSizes },
    shape: { control: 'select', options: avatarShapes },
  },
  parameters: {
    docs: {
      description: {
        component: `A person's picture with their name and a second line beside it (docs/product.md §2). If the picture
fails it shows initials (first letters of the first and last words), and without a name a generic
person icon. A new \`src\` is tried again even after a failure. \`badge\` sits at the picture's
inline-end bottom corner (bottom-left in right-to-left).

**Do**
- Pass the full name as \`title\`, even when labels are hidden: it names the picture for screen readers.
- Give a \`badge\` its own accessible name (e.g. a status dot with \`role="img"\` and \`aria-label\`).
- Use \`showLabels={false}\` only where the name is visible nearby or the avatar is the whole control.

**Don't**
- Don't compute initials yourself: \`getInitials\` handles whitespace and non-Latin names.
- Don't put interactive content in \`badge\`; wrap the avatar in a button or link instead.`,
      },
    },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ana Souza')).toBeVisible();
    await expect(canvas.getByText('ana.souza@clinic.test')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', PHOTO);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} subtitle={`size ${size}`} />
      ))}
    </div>
  ),
};

export const Shapes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      {avatarShapes.map((shape) => (
        <Avatar key={shape} {...args} size="xl" shape={shape} subtitle={`shape ${shape}`} />
      ))}
    </div>
  ),
};

export const InitialsInEveryShape: Story = {
  args: { src: undefined },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      {avatarShapes.map((shape) => (
        <Avatar key={shape} {...args} size="xl" shape={shape} subtitle={`shape ${shape}`} />
      ))}
    </div>
  ),
};

export const WithBadge: Story = { args: { size: 'lg', badge: <StatusDot label="Online" /> } };

export const LabelsHidden: Story = {
  args: { showLabels: false, size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Ana Souza' })).toBeInTheDocument();
    await expect(canvas.queryByText('ana.souza@clinic.test')).not.toBeInTheDocument();
  },
};

export const Initials: Story = {
  args: { src: undefined, title: 'Ana Maria Souza' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('AS')).toBeVisible();
  },
};

/** Bad input: the picture's address does not exist, so the initials take its place. */
export const BrokenImage: Story = {
  args: { src: BROKEN_PHOTO },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('AS')).toBeVisible());
    await expect(canvasElement.querySelector('img')).not.toBeInTheDocument();
  },
};

/** A broken picture is tried again as soon as the source changes. */
export const NewSourceAfterFailure: Story = {
  render: function Render(args) {
    const [src, setSrc] = useState(BROKEN_PHOTO);
    return (
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'start', gap: 16 }}>
        <Avatar {...args} src={src} size="lg" />
        <button type="button" onClick={() => setSrc(PHOTO)}>
          Use the new photo
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('AS')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Use the new photo' }));
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', PHOTO));
  },
};

/** Bad input: no title at all shows the generic person icon. */
export const MissingTitle: Story = {
  args: { title: undefined, subtitle: undefined, src: undefined, showLabels: false, size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Unknown person' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('svg[data-icon="person"]')).toBeInTheDocument();
  },
};

/** Bad input: an empty title with a broken picture still shows the person icon and the subtitle. */
export const EmptyTitle: Story = {
  args: { title: '', src: BROKEN_PHOTO },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('svg[data-icon="person"]')).toBeInTheDocument(),
    );
    await expect(within(canvasElement).getByText('ana.souza@clinic.test')).toBeVisible();
  },
};

/** Bad input: a very long name wraps inside its container. */
export const VeryLongName: Story = {
  args: {
    src: undefined,
    title:
      'Maria Fernanda Albuquerque Cavalcanti de Oliveira Nascimento Vasconcelos Bragança e Silva',
    subtitle: 'maria.fernanda.albuquerque.cavalcanti.de.oliveira@hospital-universitario.test',
  },
  render: (args) => (
    <div style={{ maxInlineSize: 280, border: `1px dashed ${vars.color.border}`, padding: 8 }}>
      <Avatar {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('MS')).toBeVisible();
  },
};

/** An Arabic name in right-to-left: the badge moves to the bottom-left corner by itself. */
export const ArabicName: Story = {
  args: {
    src: undefined,
    title: 'محمد علي',
    subtitle: 'طبيب',
    size: 'xl',
    badge: <StatusDot label="متصل" />,
  },
  globals: { direction: 'rtl', locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('مع')).toBeVisible();
    const badge = within(canvasElement).getByRole('img', { name: 'متصل' });
    const picture = canvasElement.querySelector('[aria-hidden="true"]')!;
    // inline-end is the left side in right-to-left.
    await expect(badge.getBoundingClientRect().left).toBeLessThan(
      picture.getBoundingClientRect().left + 8,
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    // Paints the theme's page colour itself, so the contrast check never depends on the canvas frame.
    <div
      style={{
        display: 'flex',
        gap: 24,
        flexWrap: 'wrap',
        padding: 16,
        backgroundColor: vars.color.background,
      }}
    >
      <Avatar {...args} />
      <Avatar {...args} src={undefined} />
      <Avatar {...args} title={undefined} src={undefined} />
    </div>
  ),
};
