import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import {
  PROGRESS_BAR_OPTIONS,
  PROGRESS_BAR_START_DELAY_MS,
  useProgressBar,
  type ProgressBarStartOptions,
} from './ProgressBar';

interface ProgressBarDemoProps {
  /** Passed to `start()`: e.g. the router's 20 ms delay. */
  startOptions?: ProgressBarStartOptions;
}

/** Two buttons driving the page's single progress bar, which nprogress adds to <body>. */
function ProgressBarDemo({ startOptions }: ProgressBarDemoProps) {
  const progress = useProgressBar();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button variant="primary" onClick={() => progress.start(startOptions)}>
        Start
      </Button>
      <Button variant="outline" onClick={() => progress.done()}>
        Done
      </Button>
    </div>
  );
}

const bar = () => document.querySelector<HTMLElement>('#nprogress [role="progressbar"]');
const removal = { timeout: 4 * PROGRESS_BAR_OPTIONS.speed };

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBarDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The thin bar at the top of the page while a navigation runs (docs/product.md §2), built on nprogress
with the spec's settings (minimum ${PROGRESS_BAR_OPTIONS.minimum}, speed ${PROGRESS_BAR_OPTIONS.speed} ms,
trickle every ${PROGRESS_BAR_OPTIONS.trickleSpeed} ms, no spinner). It is not a React component:
call \`progressBar.start()\` / \`progressBar.done()\` (or \`useProgressBar()\` inside React, which names
the bar "Loading…" in the current locale). The bar is a \`role="progressbar"\` with that name, takes the
primary colour, and grows from the inline start in both directions.

**Do**
- Start it with \`{ delayMs: PROGRESS_BAR_START_DELAY_MS }\` (${PROGRESS_BAR_START_DELAY_MS} ms) for navigations, so quick ones never flash it.
- Call \`done()\` on every path out of the navigation, errors included.

**Don't**
- Don't use it for a wait inside a page: use a Spinner or a skeleton there.
- Don't import nprogress's own stylesheet: @org/ui styles the bar with the theme.`,
      },
    },
  },
} satisfies Meta<typeof ProgressBarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StartAndDone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(bar()).toBeInTheDocument());
    await expect(bar()).toHaveAttribute('aria-label', 'Loading…');
    await expect(getComputedStyle(document.getElementById('nprogress')!).position).toBe('fixed');

    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(document.getElementById('nprogress')).toBeNull(), removal);
  },
};

/** With the router's delay, a navigation that ends within 20 ms never shows the bar. */
export const QuickNavigationNeverShows: Story = {
  args: { startOptions: { delayMs: PROGRESS_BAR_START_DELAY_MS } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('button', { name: 'Start' });
    const done = canvas.getByRole('button', { name: 'Done' });
    // Done straight after Start, well within the delay.
    start.click();
    done.click();
    await new Promise((resolve) => setTimeout(resolve, 5 * PROGRESS_BAR_START_DELAY_MS));
    await expect(document.getElementById('nprogress')).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(bar()).toBeInTheDocument());
    await expect(bar()).toHaveAttribute('aria-label', 'جارٍ التحميل…');
    // Mirrored, so the bar grows from the right.
    await expect(getComputedStyle(document.getElementById('nprogress')!).transform).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(document.getElementById('nprogress')).toBeNull(), removal);
  },
};
