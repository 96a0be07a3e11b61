import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as styles from './Skeleton.css';
import { TableSkeleton } from './TableSkeleton';

const meta = {
  title: 'Feedback/TableSkeleton',
  component: TableSkeleton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The Home screen's loading skeleton (docs/product.md §2): a header block with a search-like field and
a few buttons, then a table with a header row, 8 placeholder rows (\`rows\`, docs/product.md §9) and a footer
row. One busy region with a single "Loading…" status; all shapes are hidden from screen readers.

**Do**
- Show it in place of the table while the first page of data loads.
- Set \`columns\` to the real table's column count, so nothing jumps when data arrives.

**Don't**
- Don't show it for later page changes where the old rows can stay on screen.
- Don't wrap it in another \`Skeleton\`: it already announces itself.`,
      },
    },
  },
} satisfies Meta<typeof TableSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading…');
    await expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll(`.${styles.headerRow}`)).toHaveLength(1);
    await expect(canvasElement.querySelectorAll(`.${styles.row}`)).toHaveLength(8);
    await expect(canvasElement.querySelectorAll(`.${styles.footerRow}`)).toHaveLength(1);
  },
};

export const FewerRowsAndColumns: Story = {
  args: { rows: 3, columns: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll(`.${styles.row}`)).toHaveLength(3);
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl', locale: 'ar' } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** Bad input: a negative row count draws no rows, but keeps the header and footer. */
export const NegativeRows: Story = {
  args: { rows: -4 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll(`.${styles.row}`)).toHaveLength(0);
    await expect(canvasElement.querySelectorAll(`.${styles.footerRow}`)).toHaveLength(1);
  },
};

/** A narrow container: the header block wraps and the table keeps inside it. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: 360 }}>
      <TableSkeleton {...args} />
    </div>
  ),
};
