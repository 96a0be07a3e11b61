import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { LazyBackgroundImage } from './LazyBackgroundImage';
import { LazyImage } from './LazyImage';
import { IMAGE_PLACEHOLDER_URL } from './lazyImageRules';

/** A small inline picture, numbered, so stories never depend on the network. */
const picture = (label: string, colour = '#2f7d6d') =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="${colour}"/><path d="M20 100l40-50 30 35 20-20 30 35z" fill="#ffffff" opacity=".6"/><text x="12" y="28" font-family="sans-serif" font-size="20" fill="#ffffff">${label}</text></svg>`,
  )}`;

const WARD = picture('Ward');
const BROKEN = '/images/does-not-exist.png';
const loaded = { timeout: 4000 };

const meta = {
  title: 'Display/LazyImage',
  component: LazyImage,
  tags: ['autodocs'],
  args: { src: WARD, alt: 'The east ward', width: 160, height: 120 },
  parameters: {
    docs: {
      description: {
        component: `An \`<img>\` that shows the placeholder picture (\`${IMAGE_PLACEHOLDER_URL}\`) until it
scrolls into view, then fetches its real picture and shows it once it has arrived (docs/product.md §2, §9).
The real address is in \`data-url\`; the state is in \`data-state\` and, for the spec's markers, in the
classes \`loaded\` and \`load-error\`. An empty address, or one containing "placeholder", is never
fetched. \`LazyBackgroundImage\` does the same for a box's \`background-image\` and adds \`fade-in\`.

**Do**
- Give every \`LazyImage\` an \`alt\` that says what the picture shows, or \`alt=""\` if it is decoration.
- Set \`width\` and \`height\` (or a size in CSS), so the page does not jump when the picture arrives.

**Don't**
- Don't use it for pictures at the top of the first screen: load those straight away.
- Don't give \`LazyBackgroundImage\` a \`label\` when it has content of its own: \`role="img"\` hides it.`,
      },
    },
  },
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadSuccess: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'The east ward' });
    await expect(image).toHaveAttribute('data-url', WARD);
    await waitFor(() => expect(image).toHaveClass('loaded'), loaded);
    await expect(image).toHaveAttribute('data-state', 'loaded');
    await expect(image).toHaveAttribute('src', WARD);
  },
};

/** Bad input: the address does not exist, so the placeholder stays and load-error is set. */
export const LoadError: Story = {
  args: { src: BROKEN },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'The east ward' });
    await waitFor(() => expect(image).toHaveClass('load-error'), loaded);
    await expect(image).toHaveAttribute('data-state', 'load-error');
    await expect(image).toHaveAttribute('src', IMAGE_PLACEHOLDER_URL);
    await expect(image).toHaveAttribute('data-url', BROKEN);
  },
};

const staysPlaceholder: Story['play'] = async ({ canvasElement }) => {
  const image = within(canvasElement).getByRole('img', { name: 'The east ward' });
  // Give a fetch the time it would need, then check none happened.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(image).toHaveAttribute('data-state', 'placeholder');
  await expect(image).toHaveAttribute('src', IMAGE_PLACEHOLDER_URL);
  await expect(image).not.toHaveClass('loaded');
  await expect(image).not.toHaveClass('load-error');
};

/** Bad input: an empty address is never fetched. */
export const EmptyUrl: Story = { args: { src: '' }, play: staysPlaceholder };

/** Bad input: an address containing "placeholder" is never fetched. */
export const PlaceholderUrl: Story = {
  args: { src: '/images/placeholder-ward.png' },
  play: staysPlaceholder,
};

/** A new address starts again from the placeholder; an address in error is retried on update. */
export const ChangingAddress: Story = {
  render: function Render(args) {
    const [src, setSrc] = useState(BROKEN);
    return (
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'start', gap: 12 }}>
        <LazyImage {...args} src={src} />
        <button type="button" onClick={() => setSrc(WARD)}>
          Show the ward picture
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: 'The east ward' });
    await waitFor(() => expect(image).toHaveClass('load-error'), loaded);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the ward picture' }));
    await waitFor(() => expect(image).toHaveClass('loaded'), loaded);
    await expect(image).not.toHaveClass('load-error');
    await expect(image).toHaveAttribute('src', WARD);
  },
};

const PHOTO_COUNT = 24;
const colours = ['#2f7d6d', '#2f5d8a', '#7a4b8c', '#8a5a1f'];

/** Only the pictures scrolled into view (of the page: the viewport is the root) are fetched. */
export const LongScrollingList: Story = {
  render: (args) => (
    <ul
      aria-label="Ward photos"
      style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 12 }}
    >
      {Array.from({ length: PHOTO_COUNT }, (_, index) => (
        <li key={index}>
          <LazyImage
            {...args}
            src={picture(`#${index + 1}`, colours[index % colours.length])}
            alt={`Ward photo ${index + 1}`}
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('img', { name: 'Ward photo 1' });
    const last = canvas.getByRole('img', { name: `Ward photo ${PHOTO_COUNT}` });
    await waitFor(() => expect(first).toHaveClass('loaded'), loaded);
    await expect(last).toHaveAttribute('data-state', 'placeholder');
    await expect(last).toHaveAttribute('src', IMAGE_PLACEHOLDER_URL);

    last.scrollIntoView({ block: 'nearest' });
    await waitFor(() => expect(last).toHaveClass('loaded'), loaded);
    await expect(last).toHaveAttribute('src', last.getAttribute('data-url'));
    window.scrollTo(0, 0);
  },
};

export const BackgroundImage: Story = {
  render: () => (
    <LazyBackgroundImage
      src={picture('Lobby', '#2f5d8a')}
      label="The clinic lobby"
      style={{ inlineSize: 320, blockSize: 180, borderRadius: 8 }}
    />
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('img', { name: 'The clinic lobby' });
    await waitFor(() => expect(box).toHaveClass('fade-in'), loaded);
    await expect(box).toHaveClass('loaded');
    await expect(box.style.backgroundImage).toContain('data:image/svg+xml');
  },
};

/** Bad input: the background's address does not exist; the placeholder background stays. */
export const BackgroundImageError: Story = {
  render: () => (
    <LazyBackgroundImage
      src={BROKEN}
      label="The clinic lobby"
      style={{ inlineSize: 320, blockSize: 180, borderRadius: 8 }}
    />
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('img', { name: 'The clinic lobby' });
    await waitFor(() => expect(box).toHaveClass('load-error'), loaded);
    await expect(box).not.toHaveClass('fade-in');
    await expect(box.style.backgroundImage).toContain(IMAGE_PLACEHOLDER_URL);
  },
};

/** A background with its own content stays decorative, so its text is read normally. */
export const BackgroundWithContent: Story = {
  render: () => (
    <LazyBackgroundImage
      src={picture('', '#1b2430')}
      style={{ inlineSize: 320, blockSize: 180, borderRadius: 8, display: 'flex' }}
    >
      <p
        style={{
          margin: 'auto 0 0',
          padding: 12,
          inlineSize: '100%',
          color: vars.color.onDark,
          backgroundColor: vars.color.dark,
        }}
      >
        Welcome to Clinic Console
      </p>
    </LazyBackgroundImage>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Welcome to Clinic Console')).toBeVisible();
  },
};
