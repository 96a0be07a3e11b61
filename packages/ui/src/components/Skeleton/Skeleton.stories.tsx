import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonBlock, SkeletonText } from './Skeleton';
import { skeletonRadii } from './skeletonOptions';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { children: <SkeletonText /> },
  parameters: {
    docs: {
      description: {
        component: `Grey shapes that stand in for content while it loads. \`Skeleton\` is the container:
\`aria-busy="true"\` and one visually hidden "Loading…" status (or its \`label\`) for everything inside;
\`SkeletonText\` (\`lines\`, the last one shorter) and \`SkeletonBlock\` (\`inlineSize\`, \`blockSize\`,
\`radius\`) are the shapes, hidden from screen readers. The shimmer stops under reduced motion and
sweeps in the reading direction. For the Home table, use \`TableSkeleton\`.

**Do**
- Wrap all the shapes of one loading area in a single \`Skeleton\`, so it is announced once.
- Match the shapes roughly to the content that will replace them, to avoid a jump.

**Don't**
- Don't nest \`Skeleton\` containers: screen readers would hear "Loading…" several times.
- Don't use shapes outside a \`Skeleton\`: nothing would tell screen readers the area is loading.`,
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  },
};

export const TextLines: Story = {
  args: {
    children: (
      <div style={{ display: 'grid', gap: 24 }}>
        <SkeletonText lines={1} />
        <SkeletonText lines={2} />
        <SkeletonText lines={5} />
      </div>
    ),
  },
};

export const Blocks: Story = {
  args: {
    children: (
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        {skeletonRadii.map((radius) => (
          <SkeletonBlock key={radius} radius={radius} inlineSize={96} blockSize={64} />
        ))}
      </div>
    ),
  },
};

/** A composed placeholder: a profile card with a round picture and two lines. */
export const ProfileCard: Story = {
  args: {
    label: 'Loading profile',
    children: (
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', maxInlineSize: 320 }}>
        <SkeletonBlock inlineSize={48} blockSize={48} radius="full" />
        <div style={{ flex: 1 }}>
          <SkeletonText lines={2} />
        </div>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading profile');
  },
};

export const RightToLeft: Story = {
  args: { children: <SkeletonText lines={3} /> },
  globals: { direction: 'rtl', locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('جارٍ التحميل…');
  },
};

export const DarkTheme: Story = {
  args: { children: <SkeletonText lines={4} /> },
  globals: { theme: 'dark' },
};

/** Bad input: zero, negative and fractional line counts draw 0, 0 and 2 lines. */
export const NonsenseLineCounts: Story = {
  args: {
    children: (
      <>
        <SkeletonText lines={0} />
        <SkeletonText lines={-3} />
        <SkeletonText lines={2.9} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const drawn = canvasElement.querySelectorAll('[aria-busy] > [aria-hidden="true"] > span');
    await expect(drawn).toHaveLength(2);
  },
};

/** Bad input: an empty label falls back to the built-in "Loading…". */
export const EmptyLabel: Story = {
  args: { label: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};
