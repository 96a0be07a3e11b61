import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';
import { vars } from '../../theme/contract.css';

/** Holds page and page size as an app would, and still reports every call to the story's spies. */
function ControlledPagination(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  const [pageSize, setPageSize] = useState(args.pageSize);
  return (
    <Pagination
      {...args}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
      onPageSizeChange={(next) => {
        setPageSize(next);
        args.onPageSizeChange?.(next);
      }}
    />
  );
}

/** The page colours of the active theme behind the story, so axe checks contrast on them. */
const onPageBackground: Decorator = (Story) => (
  <div
    style={{
      backgroundColor: vars.color.background,
      color: vars.color.text,
      padding: vars.space.large,
    }}
  >
    <Story />
  </div>
);

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  decorators: [onPageBackground],
  args: { page: 1, pageSize: 10, total: 57, onPageChange: fn(), onPageSizeChange: fn() },
  render: (args) => <ControlledPagination {...args} />,
  parameters: {
    docs: {
      description: {
        component: `Page controls for a list shown a page at a time, in a \`<nav>\` landmark (docs/product.md §9):
an "Items per page" select, "Showing {start}-{end} of {total} items" (announced after every change),
a page field with "of {totalPages} pages", and previous/next buttons that are disabled at the ends and
whose chevrons turn round in right-to-left. Numbers are written the way the active locale writes
them. The component is controlled: the app keeps \`page\` and \`pageSize\`. \`pageRange(page, pageSize,
total)\` gives the same \`start\`, \`end\` and \`totalPages\` to slice the rows or ask the server.

**Do**
- Put it in the \`footer\` of the \`Table\` it pages.
- Keep \`page\` and \`pageSize\` in the URL, so a reload or a shared link opens the same page.
- Give a second pagination on the same screen its own \`label\`.

**Don't**
- Don't hide it when there is only one page: the summary still tells how many items there are.
- Don't reset to page 1 yourself on a page-size change: the component already moves to the page
  that keeps the first shown item in view.`,
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByText('Showing 1-10 of 57 items')).toBeVisible();
    await expect(canvas.getByText('of 6 pages')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Showing 11-20 of 57 items')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Page' })).toHaveValue(2);
  },
};

export const LastPartialPage: Story = {
  args: { page: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 51-57 of 57 items')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 0-0 of 0 items')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const TypeAPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('spinbutton', { name: 'Page' });
    await userEvent.clear(field);
    await userEvent.type(field, '4{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByText('Showing 31-40 of 57 items')).toBeVisible();
    // Past the end: the last page.
    await userEvent.clear(field);
    await userEvent.type(field, '60{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
  },
};

export const ChangePageSize: Story = {
  args: { page: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 21-30 of 57 items')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Items per page' }), '50');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText('Showing 1-50 of 57 items')).toBeVisible();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('combobox', { name: 'Items per page' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: 'Page' })).toHaveFocus();
    // Previous is disabled on page 1, so the next stop is "Next page".
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const LargeNumbersInFrench: Story = {
  globals: { locale: 'fr' },
  args: { page: 2, pageSize: 100, total: 123456 },
  play: async ({ canvasElement }) => {
    const format = new Intl.NumberFormat('fr').format;
    const status = within(canvasElement).getByRole('status');
    await expect(status.textContent).toBe(
      `Affichage de ${format(101)} à ${format(200)} sur ${format(123456)} éléments`,
    );
  },
};

/** A total the server estimated (a broad search over a large table): "about", two significant digits. */
export const EstimatedTotal: Story = {
  args: { page: 1, pageSize: 25, total: 78437, totalIsEstimate: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Showing 1-25 of about 78,000 items',
    );
    await expect(canvas.getByRole('spinbutton', { name: 'Page' })).toHaveAccessibleDescription(
      'of about 3,100 pages',
    );
  },
};

/** One item: "of 1 page", "of 1 item", in each language's plural forms. */
export const OneItem: Story = {
  args: { page: 1, pageSize: 10, total: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 1-1 of 1 item');
    await expect(canvas.getByRole('spinbutton', { name: 'Page' })).toHaveAccessibleDescription(
      'of 1 page',
    );
  },
};

/** Arabic in right-to-left: the controls run from the right and the chevrons point the other way. */
export const ArabicRightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: { page: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'التنقل بين الصفحات' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'عدد العناصر في الصفحة' })).toBeVisible();
    const previous = canvas.getByRole('button', { name: 'الصفحة السابقة' });
    const next = canvas.getByRole('button', { name: 'الصفحة التالية' });
    // "Previous" is on the right in right-to-left, and its chevron points right.
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(
      next.getBoundingClientRect().left,
    );
    const chevron = previous.querySelector('span')!;
    await expect(getComputedStyle(chevron).transform).not.toBe('none');
    await userEvent.click(next);
    await expect(canvas.getByRole('spinbutton', { name: 'الصفحة' })).toHaveValue(3);
  },
};

export const LeftToRightChevrons: Story = {
  play: async ({ canvasElement }) => {
    const next = within(canvasElement).getByRole('button', { name: 'Next page' });
    await expect(getComputedStyle(next.querySelector('span')!).transform).toBe('none');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { page: 2 },
};
