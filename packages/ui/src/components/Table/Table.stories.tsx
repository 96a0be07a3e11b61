import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pagination, pageRange } from '../Pagination';
import { Table, type TableColumn } from './Table';
import { sortRows, type TableSort } from './sortRows';
import { TABLE_LOADING_ROWS } from './tableOptions';
import { vars } from '../../theme/contract.css';

interface Member {
  id: string;
  name: string;
  email: string;
  team: string;
  visits: number;
}

const members: Member[] = [
  { id: 'm1', name: 'Carla Mendes', email: 'carla@example.test', team: 'North', visits: 12 },
  { id: 'm2', name: 'Ana Souza', email: 'ana@example.test', team: 'South', visits: 4 },
  { id: 'm3', name: 'Émile Laurent', email: 'emile@example.test', team: 'North', visits: 31 },
  { id: 'm4', name: 'Bruno Costa', email: 'bruno@example.test', team: 'East', visits: 9 },
  { id: 'm5', name: 'Dao Minh', email: 'dao@example.test', team: 'West', visits: 18 },
];

const manyMembers: Member[] = Array.from({ length: 57 }, (_, index) => ({
  id: `m${index + 1}`,
  name: `Member ${index + 1}`,
  email: `member${index + 1}@example.test`,
  team: ['North', 'South', 'East', 'West'][index % 4]!,
  visits: (index * 7) % 40,
}));

const columns: TableColumn<Member>[] = [
  { key: 'name', header: 'Name', sortable: true, rowHeader: true },
  { key: 'email', header: 'E-mail' },
  { key: 'team', header: 'Team', sortable: true },
  { key: 'visits', header: 'Visits', sortable: true, align: 'end' },
];

const getRowId = (member: Member) => member.id;
const getRowLabel = (member: Member) => member.name;

/** The row header's text of every body row of the story's table, top to bottom. */
const rowNames = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('tbody tr')).map(
    (row) => row.querySelector('th[scope="row"]')?.textContent,
  );

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
  title: 'Data/Table',
  component: Table<Member>,
  tags: ['autodocs'],
  decorators: [onPageBackground],
  args: { caption: 'Team members', columns, rows: members, getRowId, getRowLabel },
  parameters: {
    docs: {
      description: {
        component: `A data table with native \`<table>\` semantics, generic over the row type. Sortable
columns are buttons in \`<th aria-sort>\`; without \`sort\` the table sorts the rows itself (in the
language of the active locale), with \`sort\` + \`onSortChange\` the app (or the server) sorts. With
\`selectable\` every row gets a checkbox and the header a select-all checkbox (mixed when some rows are
selected). No rows shows "No data"; \`loading\` shows the skeleton of docs/product.md §2 (header row, 8 placeholder
rows, footer row) and marks the table busy. A table whose content does not fit (wider than its
container, or a cell's content reaching below the rows) scrolls, and can then be focused and
scrolled with the keyboard.

**Do**
- Give every table a \`caption\`; hide it with \`hideCaption\` only when a heading right above says the same.
- Pass \`getRowLabel\` with \`selectable\`, so each checkbox says which row it selects.
- Mark the column that names a row with \`rowHeader\`.
- Use \`loading\` for the first load only; while another page loads keep showing the previous rows.
- Put a \`Pagination\` in \`footer\`.

**Don't**
- Don't make whole rows clickable: put a link or a button in a cell.
- Don't sort on the client a list the server pages: control \`sort\` and ask the server.
- Don't use a table for layout.`,
      },
    },
  },
} satisfies Meta<typeof Table<Member>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { onSortChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Team members' })).toBeVisible();
    const nameHeader = canvas.getByRole('columnheader', { name: 'Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    // Locale-aware: "Émile" sorts with the E's, not after "Z".
    await expect(rowNames(canvasElement)).toEqual([
      'Ana Souza',
      'Bruno Costa',
      'Carla Mendes',
      'Dao Minh',
      'Émile Laurent',
    ]);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      key: 'name',
      direction: 'ascending',
    });

    await userEvent.click(canvas.getByRole('button', { name: 'Visits' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Visits' }));
    await expect(canvas.getByRole('columnheader', { name: 'Visits' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await expect(rowNames(canvasElement)[0]).toBe('Émile Laurent');
  },
};

export const Selectable: Story = {
  args: { selectable: true, onSelectionChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row Ana Souza' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['m2']);
    await expect(all).toBePartiallyChecked();

    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(
      members.length + 1,
    );

    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
    await expect(all).not.toBeChecked();

    // Keyboard: Space toggles the focused checkbox.
    canvas.getByRole('checkbox', { name: 'Select row Bruno Costa' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Select row Bruno Costa' })).toBeChecked();
  },
};

/** The app holds the sort (e.g. in the URL) and orders the rows itself, here with `sortRows`. */
export const ControlledSort: Story = {
  args: { onSortChange: fn() },
  render: function ControlledSortStory(args) {
    const [sort, setSort] = useState<TableSort>({ key: 'visits', direction: 'descending' });
    return (
      <Table
        {...args}
        rows={sortRows(args.rows, args.columns, sort, 'en')}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          args.onSortChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Visits' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(rowNames(canvasElement)[0]).toBe('Émile Laurent');
    await userEvent.click(canvas.getByRole('button', { name: 'Visits' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'visits', direction: 'ascending' });
    await expect(rowNames(canvasElement)[0]).toBe('Ana Souza');
  },
};

/** A `Pagination` in the footer row; the app slices the page (or asks the server for it). */
export const WithPagination: Story = {
  args: { rows: manyMembers, selectable: true },
  render: function WithPaginationStory(args) {
    const [page, setPage] = useState(1);
    const [pageSize, setPageSize] = useState(10);
    const { start, end } = pageRange(page, pageSize, args.rows.length);
    return (
      <Table
        {...args}
        rows={args.rows.slice(Math.max(0, start - 1), end)}
        footer={
          <Pagination
            page={page}
            pageSize={pageSize}
            total={args.rows.length}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
          />
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 1-10 of 57 items')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Showing 11-20 of 57 items')).toBeVisible();
    await expect(rowNames(canvasElement)[0]).toBe('Member 11');
  },
};

export const Empty: Story = {
  args: { rows: [], selectable: true },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('cell', { name: 'No data' });
    await expect(cell).toHaveAttribute('colspan', String(columns.length + 1));
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Select all rows' }),
    ).toBeDisabled();
  },
};

/** docs/product.md §2: header row, 8 placeholder rows and a footer row. */
export const Loading: Story = {
  args: { loading: true, selectable: true, footer: <span>Page 1 of 1</span> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Team members' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(TABLE_LOADING_ROWS);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByText('Page 1 of 1')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(columns.length);
  },
};

export const VeryLongCellText: Story = {
  args: {
    rows: [
      {
        id: 'long',
        name: 'Maria da Conceição Albuquerque de Vasconcelos e Sá Pereira Nogueira Fontes',
        email:
          'a.very.long.address.that.never.breaks.by.itself@departamento-regional-de-saude.example.test',
        team: 'Outpatient follow-up, weekend rota and the evening community visits programme',
        visits: 1234567,
      },
      ...members.slice(0, 2),
    ],
  },
  render: (args) => (
    <div style={{ maxInlineSize: 640 }}>
      <Table {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Words stay whole (docs/decisions.md "Tables keep their words whole"): long text wraps
    // between words, and a token longer than any line (the e-mail address) widens its column, so
    // the table scrolls sideways in its frame, which is then a tab stop to be scrolled by keyboard.
    const table = canvas.getByRole('table');
    const brokenWords: string[] = [];
    const texts = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\p{L}+/gu)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
        if (lines.size > 1) brokenWords.push(word[0]);
      }
    }
    await expect(brokenWords).toEqual([]);
    const region = await waitFor(() => canvas.getByRole('region', { name: 'Team members' }));
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/** Too many columns for the space: the table scrolls sideways and takes focus to be scrolled. */
export const WideTable: Story = {
  args: {
    columns: [
      ...columns,
      ...['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day) => ({
        key: day,
        header: `Visits on ${day}`,
        cell: (member: Member) => member.visits % (day.length + 3),
        align: 'end' as const,
      })),
    ],
  },
  render: (args) => (
    <div style={{ maxInlineSize: 480 }}>
      <Table {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await waitFor(() => canvas.getByRole('region', { name: 'Team members' }));
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // The scroller is the first tab stop, so arrow keys can then scroll it.
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/**
 * A cell's content that reaches below the last row (a note placed under its value): the table then
 * scrolls down, not sideways, and still takes focus to be scrolled. The play function is the proof:
 * axe's scrollable-region-focusable passes either way, since the region holds focusable buttons.
 */
export const ContentBelowTheRows: Story = {
  args: {
    rows: members.slice(0, 2),
    columns: columns.map((column) =>
      column.key === 'visits'
        ? {
            ...column,
            cell: (member: Member) => (
              <span style={{ position: 'relative' }}>
                {member.visits}
                {member.id === 'm2' ? (
                  <span
                    style={{
                      position: 'absolute',
                      insetBlockStart: '150%',
                      insetInlineEnd: 0,
                      whiteSpace: 'nowrap',
                    }}
                  >
                    Last visit: 2026-03-14
                  </span>
                ) : null}
              </span>
            ),
          }
        : column,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await waitFor(() => canvas.getByRole('region', { name: 'Team members' }));
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

const arabicColumns: TableColumn<Member>[] = [
  { key: 'name', header: 'الاسم', sortable: true, rowHeader: true },
  { key: 'email', header: 'البريد الإلكتروني' },
  { key: 'team', header: 'الفريق', sortable: true },
  { key: 'visits', header: 'الزيارات', sortable: true, align: 'end' },
];

/** Arabic in right-to-left: columns run from the right, numbers line up on the left. */
export const ArabicRightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    caption: 'أعضاء الفريق',
    columns: arabicColumns,
    selectable: true,
    rows: [
      { id: 'a1', name: 'محمد علي', email: 'mohamed@example.test', team: 'الشمال', visits: 12 },
      { id: 'a2', name: 'فاطمة حسن', email: 'fatima@example.test', team: 'الجنوب', visits: 7 },
      { id: 'a3', name: 'أحمد يوسف', email: 'ahmed@example.test', team: 'الشرق', visits: 21 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'أعضاء الفريق' });
    const nameHeader = canvas.getByRole('columnheader', { name: 'الاسم' });
    const visitsHeader = canvas.getByRole('columnheader', { name: 'الزيارات' });
    await expect(nameHeader.getBoundingClientRect().left).toBeGreaterThan(
      visitsHeader.getBoundingClientRect().left,
    );
    await expect(table.getBoundingClientRect().right - 80).toBeLessThan(
      canvas.getByRole('checkbox', { name: 'تحديد كل الصفوف' }).getBoundingClientRect().right,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'الاسم' }));
    await expect(rowNames(canvasElement)[0]).toBe('أحمد يوسف');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'تحديد الصف فاطمة حسن' }));
    await expect(canvas.getByRole('checkbox', { name: 'تحديد كل الصفوف' })).toBePartiallyChecked();
  },
};

/** Where `part` of a text node's text is drawn: its left edge on the page. */
const leftOf = (textNode: Node, part: string) => {
  const start = textNode.textContent!.indexOf(part);
  const range = document.createRange();
  range.setStart(textNode, start);
  range.setEnd(textNode, start + part.length);
  return range.getBoundingClientRect().left;
};

/**
 * What someone typed in Latin letters keeps its own order in an Arabic table: the house number
 * stays before the street ("78 Giải Phóng, …, Hà Nội"), the column stays aligned to the right.
 */
export const ArabicWithLatinText: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    caption: 'العيادات',
    columns: [
      { key: 'name', header: 'الاسم', rowHeader: true },
      { key: 'team', header: 'العنوان' },
      { key: 'email', header: 'البريد الإلكتروني' },
      { key: 'visits', header: 'الزيارات', align: 'end' },
    ],
    rows: [
      {
        id: 'c1',
        name: 'Phòng khám Đống Đa',
        email: 'dongda@example.test',
        team: '78 Giải Phóng, Đống Đa, Hà Nội',
        visits: 1500,
      },
      {
        id: 'c2',
        name: 'عيادة النور',
        email: 'alnour@example.test',
        team: '12 شارع الملك فهد، الرياض',
        visits: 42,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const address = within(canvasElement).getByText('78 Giải Phóng, Đống Đa, Hà Nội');
    await expect(address.tagName).toBe('BDI');
    await expect(getComputedStyle(address).direction).toBe('ltr');
    await expect(leftOf(address.firstChild!, '78')).toBeLessThan(
      leftOf(address.firstChild!, 'Nội'),
    );
    await expect(getComputedStyle(address.closest('td')!).direction).toBe('rtl');
  },
};

export const ArabicEmpty: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: { caption: 'أعضاء الفريق', columns: arabicColumns, rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'لا توجد بيانات' })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    selectable: true,
    defaultSelectedIds: ['m2'],
    defaultSort: { key: 'name', direction: 'ascending' },
  },
};

export const DarkLoading: Story = {
  globals: { theme: 'dark' },
  args: { loading: true },
};
