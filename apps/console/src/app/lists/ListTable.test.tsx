import { defineList, oneOf, type Page } from '@org/contracts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, i18nReady, loadScreenText } from '../i18n/i18n';
import { ListTable } from './ListTable';
import { LISTS_NAMESPACE } from './listsNamespace';
import { useListUrlState } from './useListUrlState';

interface Fruit {
  id: string;
  name: string;
}

const spec = defineList({
  sortFields: ['name'],
  defaultSort: 'name',
  searchable: true,
  filters: { colour: oneOf(['RED', 'GREEN']) },
});

const pageOf = (items: Fruit[], total = items.length): Page<Fruit> => ({
  items,
  total,
  page: 1,
  pageSize: 25,
});

function FruitList({ load }: { load: (params: object) => Promise<Page<Fruit>> }) {
  const list = useListUrlState(spec);
  const query = useQuery({ queryKey: ['fruit', list.params], queryFn: () => load(list.params) });
  return (
    <ListTable
      caption="Fruit"
      columns={[{ key: 'name', header: 'Name', rowHeader: true, sortable: true }]}
      getRowId={(fruit) => fruit.id}
      query={query}
      list={list}
      empty={{ description: 'Add the first fruit.' }}
      pagesLabel="Fruit pages"
    />
  );
}

function renderList(load: (params: object) => Promise<Page<Fruit>>, url = '/fruit') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/fruit', element: <FruitList load={load} /> }], {
    initialEntries: [url],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
  await loadScreenText(LISTS_NAMESPACE);
});

describe('ListTable (docs/product.md §13.1)', () => {
  it('says "about" when the answer estimated its total (a broad search)', async () => {
    const fruit = Array.from({ length: 25 }, (_, index) => ({
      id: `${index}`,
      name: `Fruit ${index}`,
    }));
    renderList(() => Promise.resolve({ ...pageOf(fruit, 12_345), totalIsEstimate: true }));
    const pages = await screen.findByRole('navigation', { name: 'Fruit pages' });
    expect(within(pages).getByRole('status')).toHaveTextContent(
      'Showing 1-25 of about 12,000 items',
    );
  });

  it('says the list could not be loaded, and "Try again" loads it', async () => {
    const load = vi
      .fn<(params: object) => Promise<Page<Fruit>>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(pageOf([{ id: '1', name: 'Apple' }]));
    renderList(load);
    await screen.findByRole('heading', { name: 'The list could not be loaded.' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Apple' })).toBeVisible();
  });

  it('shows the 8-row skeleton and a footer row while the first page loads (docs/product.md §2.7)', async () => {
    let answer: (page: Page<Fruit>) => void = () => undefined;
    renderList(() => new Promise((resolve) => (answer = resolve)));
    const table = await screen.findByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(1);
    const placeholderRows = table.querySelectorAll('tbody tr[aria-hidden="true"]');
    expect(placeholderRows).toHaveLength(8);
    // The table's frame: the scrolling table, the footer row (a placeholder bar), the live status.
    const [, footer, status] = [...table.closest('div')!.parentElement!.children];
    expect(footer?.querySelector('span[aria-hidden="true"]')).not.toBeNull();
    expect(status).toHaveAttribute('role', 'status');
    answer(pageOf([{ id: '1', name: 'Apple' }]));
    expect(await screen.findByRole('rowheader', { name: 'Apple' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Fruit pages' })).toBeVisible();
  });

  it('says "No data" with the next step when nothing narrows an empty list', async () => {
    renderList(() => Promise.resolve(pageOf([])));
    await screen.findByRole('heading', { name: 'No data' });
    expect(screen.getByText('Add the first fruit.')).toBeVisible();
  });

  it('offers to clear what narrowed an empty list, and clearing asks for the whole list', async () => {
    const load = vi.fn((params: object) =>
      Promise.resolve('colour' in params ? pageOf([]) : pageOf([{ id: '1', name: 'Apple' }])),
    );
    const router = renderList(load, '/fruit?colour=RED&search=x');
    await screen.findByRole('heading', { name: 'No results' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('rowheader', { name: 'Apple' })).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(load).toHaveBeenLastCalledWith({ page: 1, pageSize: 25, sort: 'name', locale: 'en' });
  });

  it('sorts through the address when a header is clicked', async () => {
    const load = vi.fn(() => Promise.resolve(pageOf([{ id: '1', name: 'Apple' }])));
    const router = renderList(load);
    const table = await screen.findByRole('table');
    await within(table).findByRole('rowheader', { name: 'Apple' });
    await userEvent.click(within(table).getByRole('button', { name: /Name/ }));
    expect(router.state.location.search).toBe('?sort=-name');
    await vi.waitFor(() =>
      expect(load).toHaveBeenLastCalledWith({ page: 1, pageSize: 25, sort: '-name', locale: 'en' }),
    );
  });

  it('moves an address past the last page to the last page', async () => {
    const load = vi.fn((params: { page?: number }) =>
      Promise.resolve({ ...pageOf([]), total: 30, page: params.page ?? 1 }),
    );
    const router = renderList(load as never, '/fruit?page=9');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  describe('changing "Items per page" keeps the first row in view, from any page', () => {
    const fruit = Array.from({ length: 120 }, (_, index) => ({
      id: String(index + 1),
      name: `Fruit ${String(index + 1).padStart(3, '0')}`,
    }));
    const load = (params: { page?: number; pageSize?: number }) => {
      const page = params.page ?? 1;
      const pageSize = params.pageSize ?? 25;
      const items = fruit.slice((page - 1) * pageSize, page * pageSize);
      return Promise.resolve({ items, total: fruit.length, page, pageSize });
    };

    it.each([
      // From page 2 (rows 26–50) to 50 a page: row 26 is on page 1.
      { from: '?page=2', size: '50', to: '?pageSize=50', firstRow: 'Fruit 001' },
      // From page 3 (rows 51–75) to 10 a page: row 51 is on page 6.
      { from: '?page=3', size: '10', to: '?page=6&pageSize=10', firstRow: 'Fruit 051' },
      // From the last page (rows 101–120 of 120) to 50 a page: row 101 is on page 3.
      { from: '?page=5', size: '50', to: '?page=3&pageSize=50', firstRow: 'Fruit 101' },
    ])('from $from to $size a page', async ({ from, size, to, firstRow }) => {
      const router = renderList(load as never, `/fruit${from}`);
      const table = await screen.findByRole('table');
      await within(table).findAllByRole('rowheader');
      await userEvent.selectOptions(screen.getByRole('combobox', { name: /Items per page/ }), size);
      await vi.waitFor(() => expect(router.state.location.search).toBe(to));
      expect(await within(table).findByRole('rowheader', { name: firstRow })).toBeVisible();
      expect(screen.getByRole('combobox', { name: /Items per page/ })).toHaveValue(size);
      // One choice, one history entry: Back returns to where the person was.
      await router.navigate(-1);
      await vi.waitFor(() => expect(router.state.location.search).toBe(from));
    });
  });
});
