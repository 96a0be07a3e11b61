import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n';
import { Table, type TableColumn } from './Table';
import { TABLE_LOADING_ROWS } from './tableOptions';

interface Person {
  id: string;
  name: string;
  age: number;
  city: string;
}

const people: Person[] = [
  { id: 'p1', name: 'Carla', age: 41, city: 'Lisbon' },
  { id: 'p2', name: 'Ana', age: 29, city: 'Porto' },
  { id: 'p3', name: 'Bruno', age: 35, city: 'Braga' },
];

const columns: TableColumn<Person>[] = [
  { key: 'name', header: 'Name', sortable: true, rowHeader: true },
  { key: 'age', header: 'Age', sortable: true, align: 'end' },
  { key: 'city', header: 'City', cell: (person) => <em>{person.city}</em> },
];

const getRowId = (person: Person) => person.id;
const getRowLabel = (person: Person) => person.name;

/** The text of the first cell of every body row, in order. */
const firstColumn = () =>
  within(screen.getAllByRole('rowgroup')[1]!)
    .getAllByRole('row')
    .map((row) => (row as HTMLTableRowElement).cells[0]?.textContent);

describe('Table', () => {
  it('is a native table named by its caption, with column and row headers', () => {
    render(<Table caption="People" columns={columns} rows={people} getRowId={getRowId} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(table.tagName).toBe('TABLE');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Age',
      'City',
    ]);
    expect(screen.getByRole('rowheader', { name: 'Carla' })).toHaveAttribute('scope', 'row');
    expect(screen.getByText('Lisbon').tagName).toBe('EM');
  });

  it('shows text in a bdi, so that a Latin address keeps its order on a right-to-left page', () => {
    const address = '78 Giải Phóng, Đống Đa, Hà Nội';
    render(
      <div dir="rtl">
        <Table
          caption="People"
          columns={[...columns, { key: 'address', header: 'Address', cell: () => address }]}
          rows={people.slice(0, 1)}
          getRowId={getRowId}
        />
      </div>,
    );
    for (const text of ['Carla', '41', address]) {
      expect(screen.getByText(text).tagName, text).toBe('BDI');
    }
    // A cell's own elements are left as they are.
    expect(screen.getByText('Lisbon').tagName).toBe('EM');
  });

  it('keeps the given order until a column is sorted', () => {
    render(<Table caption="People" columns={columns} rows={people} getRowId={getRowId} />);
    expect(firstColumn()).toEqual(['Carla', 'Ana', 'Bruno']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'City' })).not.toHaveAttribute('aria-sort');
  });

  it('sorts by a column when its header is clicked, and reverses on a second click', async () => {
    const onSortChange = vi.fn();
    render(
      <Table
        caption="People"
        columns={columns}
        rows={people}
        getRowId={getRowId}
        onSortChange={onSortChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(firstColumn()).toEqual(['Ana', 'Bruno', 'Carla']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'ascending' });

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(firstColumn()).toEqual(['Carla', 'Bruno', 'Ana']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sorts numbers by value and starts from a default sort', async () => {
    render(
      <Table
        caption="People"
        columns={columns}
        rows={people}
        getRowId={getRowId}
        defaultSort={{ key: 'age', direction: 'descending' }}
      />,
    );
    expect(firstColumn()).toEqual(['Carla', 'Bruno', 'Ana']);
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(screen.getByRole('columnheader', { name: 'Age' })).toHaveAttribute('aria-sort', 'none');
  });

  it('sorts with the keyboard', async () => {
    render(<Table caption="People" columns={columns} rows={people} getRowId={getRowId} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(firstColumn()).toEqual(['Ana', 'Bruno', 'Carla']);
  });

  it('leaves the order to the app when the sort is controlled', async () => {
    const onSortChange = vi.fn();
    render(
      <Table
        caption="People"
        columns={columns}
        rows={people}
        getRowId={getRowId}
        sort={{ key: 'name', direction: 'ascending' }}
        onSortChange={onSortChange}
      />,
    );
    // The server already sorted: the table does not reorder what it is given.
    expect(firstColumn()).toEqual(['Carla', 'Ana', 'Bruno']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'name', direction: 'descending' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('selects a row with its labelled checkbox', async () => {
    const onSelectionChange = vi.fn();
    render(
      <Table
        caption="People"
        columns={columns}
        rows={people}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        selectable
        onSelectionChange={onSelectionChange}
      />,
    );
    const ana = screen.getByRole('checkbox', { name: 'Select row Ana' });
    await userEvent.click(ana);
    expect(ana).toBeChecked();
    expect(onSelectionChange).toHaveBeenLastCalledWith(['p2']);
    expect(ana.closest('tr')).toHaveAttribute('data-selected', 'true');
    await userEvent.click(ana);
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it('shows the header checkbox as mixed when some rows are selected', () => {
    render(
      <Table
        caption="People"
        columns={columns}
        rows={people}
        getRowId={getRowId}
        selectable
        selectedIds={['p1']}
      />,
    );
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(all).toBePartiallyChecked();
    expect(all).not.toBeChecked();
  });

  it('selects every row from the header, then none', async () => {
    function Controlled() {
      const [ids, setIds] = useState<string[]>(['p2']);
      return (
        <Table
          caption="People"
          columns={columns}
          rows={people}
          getRowId={getRowId}
          selectable
          selectedIds={ids}
          onSelectionChange={setIds}
        />
      );
    }
    render(<Controlled />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    await userEvent.click(all);
    expect(all).toBeChecked();
    expect(all).not.toBePartiallyChecked();
    expect(screen.getAllByRole('checkbox', { name: /^Select row/, checked: true })).toHaveLength(3);
    await userEvent.click(all);
    expect(all).not.toBeChecked();
    expect(screen.queryAllByRole('checkbox', { name: /^Select row/, checked: true })).toHaveLength(
      0,
    );
  });

  it('keeps selected rows of other pages when selecting all on this page', async () => {
    const onSelectionChange = vi.fn();
    render(
      <Table
        caption="People"
        columns={columns}
        rows={people}
        getRowId={getRowId}
        selectable
        selectedIds={['elsewhere', 'p1']}
        onSelectionChange={onSelectionChange}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['elsewhere', 'p1', 'p2', 'p3']);
  });

  it('shows "No data" in one full-width cell when there are no rows', () => {
    render(<Table caption="People" columns={columns} rows={[]} getRowId={getRowId} selectable />);
    const cell = screen.getByRole('cell', { name: 'No data' });
    expect(cell).toHaveAttribute('colspan', '4');
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBeDisabled();
  });

  it('lets the app word the empty state', () => {
    render(
      <Table
        caption="People"
        columns={columns}
        rows={[]}
        getRowId={getRowId}
        emptyText="Nobody yet"
      />,
    );
    expect(screen.getByRole('cell', { name: 'Nobody yet' })).toBeInTheDocument();
  });

  it('shows 8 placeholder rows and says it is busy while loading', () => {
    render(
      <Table
        caption="People"
        columns={columns}
        rows={people}
        getRowId={getRowId}
        loading
        footer={<span>Page 1</span>}
      />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Carla')).not.toBeInTheDocument();
    expect(screen.queryByText('Page 1')).not.toBeInTheDocument();
    // docs/product.md §9: 8 skeleton rows, hidden from screen readers, which hear the status instead.
    expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(TABLE_LOADING_ROWS);
    expect(TABLE_LOADING_ROWS).toBe(8);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows the footer once loaded', () => {
    render(
      <Table
        caption="People"
        columns={columns}
        rows={people}
        getRowId={getRowId}
        footer={<span>Page 1</span>}
      />,
    );
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the loaded footer in a new box, so the arriving rows do not shift the skeleton’s', () => {
    const table = (loading: boolean) => (
      <Table
        caption="People"
        columns={columns}
        rows={people}
        getRowId={getRowId}
        loading={loading}
        footer={<span>Page 1</span>}
      />
    );
    const { rerender } = render(table(true));
    const skeletonFooter = screen.getByRole('table').parentElement!.nextElementSibling;
    expect(skeletonFooter).not.toBeNull();
    rerender(table(false));
    const footer = screen.getByText('Page 1').parentElement;
    // A layout shift is a box that moves; a new box that appears lower is none.
    expect(footer).not.toBe(skeletonFooter);
    expect(skeletonFooter!.isConnected).toBe(false);
  });

  it('keeps a hidden caption as the name of the table', () => {
    render(
      <Table caption="People" hideCaption columns={columns} rows={people} getRowId={getRowId} />,
    );
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
  });

  it('speaks the active locale', () => {
    render(
      <UiTextProvider locale="ar">
        <Table
          caption="الأشخاص"
          columns={columns}
          rows={[]}
          getRowId={getRowId}
          selectable
          getRowLabel={getRowLabel}
        />
      </UiTextProvider>,
    );
    expect(screen.getByRole('cell', { name: 'لا توجد بيانات' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'تحديد كل الصفوف' })).toBeInTheDocument();
  });

  it('falls back to start alignment for an unknown value, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <Table
        caption="People"
        // @ts-expect-error — an unknown alignment from untyped callers
        columns={[{ key: 'name', header: 'Name', align: 'left' }]}
        rows={people}
        getRowId={getRowId}
      />,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown align "left"'));
    warn.mockRestore();
  });

  it('gives its ref the table element', () => {
    let element: HTMLTableElement | null = null;
    render(
      <Table
        ref={(node) => {
          element = node;
        }}
        caption="People"
        columns={columns}
        rows={people}
        getRowId={getRowId}
      />,
    );
    expect(element).toBe(screen.getByRole('table'));
  });
});
