import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n';
import { Pagination, type PaginationProps } from './Pagination';

function Controlled(props: Partial<PaginationProps>) {
  const [page, setPage] = useState(props.page ?? 1);
  const [pageSize, setPageSize] = useState(props.pageSize ?? 10);
  return (
    <Pagination
      total={57}
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
      onPageSizeChange={(next) => {
        setPageSize(next);
        props.onPageSizeChange?.(next);
      }}
    />
  );
}

describe('Pagination', () => {
  it('is a navigation landmark with the spec texts', () => {
    render(<Controlled />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Items per page' })).toHaveValue('10');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1-10 of 57 items');
    expect(screen.getByRole('spinbutton', { name: 'Page' })).toHaveValue(1);
    expect(screen.getByRole('spinbutton', { name: 'Page' })).toHaveAccessibleDescription(
      'of 6 pages',
    );
  });

  it('says "about" for an estimated total, rounded to two significant digits', () => {
    render(<Controlled total={78_437} totalIsEstimate pageSize={25} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1-25 of about 78,000 items');
    expect(screen.getByRole('spinbutton', { name: 'Page' })).toHaveAccessibleDescription(
      'of about 3,100 pages',
    );
  });

  it('says "page" and "item" for one, in each language\'s plural forms', () => {
    const { unmount } = render(<Controlled total={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1-1 of 1 item');
    expect(screen.getByRole('spinbutton', { name: 'Page' })).toHaveAccessibleDescription(
      'of 1 page',
    );
    unmount();
    render(
      <UiTextProvider locale="ar">
        <Controlled total={2} pageSize={1} />
      </UiTextProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('عرض 1-1 من أصل عنصرين');
    expect(screen.getByRole('spinbutton', { name: 'الصفحة' })).toHaveAccessibleDescription(
      'من أصل صفحتين',
    );
  });

  it('offers 10, 20, 50 and 100 items per page by default', () => {
    render(<Controlled />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10',
      '20',
      '50',
      '100',
    ]);
  });

  it('keeps an unlisted page size among the options', () => {
    render(<Controlled pageSize={25} pageSizeOptions={[10, 50]} />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10',
      '25',
      '50',
    ]);
    expect(screen.getByRole('combobox', { name: 'Items per page' })).toHaveValue('25');
  });

  it('goes to the next and previous page', async () => {
    const onPageChange = vi.fn();
    render(<Controlled onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 11-20 of 57 items');
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(
      <Pagination page={1} pageSize={10} total={57} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination page={6} pageSize={10} total={57} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 51-57 of 57 items');
  });

  it('shows 0-0 of 0 with both buttons disabled when the list is empty', () => {
    render(<Pagination page={1} pageSize={10} total={0} onPageChange={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0-0 of 0 items');
    expect(screen.getByText('of 1 page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows the last page for a page beyond the end', () => {
    render(<Pagination page={40} pageSize={10} total={57} onPageChange={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 51-57 of 57 items');
    expect(screen.getByRole('spinbutton', { name: 'Page' })).toHaveValue(6);
  });

  it('goes to a typed page on Enter, clamped to the pages there are', async () => {
    const onPageChange = vi.fn();
    render(<Controlled onPageChange={onPageChange} />);
    const field = screen.getByRole('spinbutton', { name: 'Page' });
    await userEvent.clear(field);
    await userEvent.type(field, '4{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 31-40 of 57 items');

    await userEvent.clear(field);
    await userEvent.type(field, '99{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    expect(field).toHaveValue(6);
  });

  it('goes to a typed page when the field loses focus, and ignores an empty field', async () => {
    const onPageChange = vi.fn();
    render(<Controlled onPageChange={onPageChange} />);
    const field = screen.getByRole('spinbutton', { name: 'Page' });
    await userEvent.clear(field);
    await userEvent.tab();
    expect(onPageChange).not.toHaveBeenCalled();
    expect(field).toHaveValue(1);
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    await userEvent.tab();
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('puts the typed page back on Escape', async () => {
    const onPageChange = vi.fn();
    render(<Controlled onPageChange={onPageChange} />);
    const field = screen.getByRole('spinbutton', { name: 'Page' });
    await userEvent.clear(field);
    await userEvent.type(field, '5{Escape}');
    expect(field).toHaveValue(1);
    await userEvent.tab();
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('changes the page size and keeps the first shown item in view', async () => {
    const onPageSizeChange = vi.fn();
    const onPageChange = vi.fn();
    render(<Controlled page={3} onPageSizeChange={onPageSizeChange} onPageChange={onPageChange} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 21-30 of 57 items');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Items per page' }), '20');
    expect(onPageSizeChange).toHaveBeenCalledWith(20);
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 21-40 of 57 items');
  });

  it('hides the page size select when the app does not let it change', () => {
    render(<Pagination page={1} pageSize={10} total={57} onPageChange={() => {}} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('formats numbers and speaks in the active locale', () => {
    render(
      <UiTextProvider locale="fr">
        <Pagination page={2} pageSize={1000} total={12345} onPageChange={() => {}} />
      </UiTextProvider>,
    );
    const format = new Intl.NumberFormat('fr').format;
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    // Exact text: French groups digits with a narrow no-break space, which a matcher would blur.
    expect(screen.getByRole('status').textContent).toBe(
      `Affichage de ${format(1001)} à ${format(2000)} sur ${format(12345)} éléments`,
    );
    expect(format(12345)).not.toBe('12345');
    expect(screen.getByText('sur 13 pages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeInTheDocument();
  });

  it('takes a label of its own, for a second pagination on the page', () => {
    render(
      <Pagination label="Results pages" page={1} pageSize={10} total={5} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('navigation', { name: 'Results pages' })).toBeInTheDocument();
  });
});
