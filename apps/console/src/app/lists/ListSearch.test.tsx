import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_SEARCH_DEBOUNCE_MS, ListSearch } from './ListSearch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const box = () => screen.getByRole('searchbox', { name: 'Search' });

describe('ListSearch', () => {
  it('asks for the search 300 ms after the last keystroke, once', () => {
    const onSearch = vi.fn();
    render(<ListSearch label="Search" value="" onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: 'Lis' } });
    act(() => {
      vi.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS - 50);
    });
    fireEvent.change(box(), { target: { value: 'Lisboa' } });
    act(() => {
      vi.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS - 1);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Lisboa');
  });

  it('shows the address search when it changes by itself (Back, a link), and asks nothing', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<ListSearch label="Search" value="Porto" onSearch={onSearch} />);
    expect(box()).toHaveValue('Porto');
    rerender(<ListSearch label="Search" value="" onSearch={onSearch} />);
    expect(box()).toHaveValue('');
    act(() => {
      vi.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS * 2);
    });
    expect(onSearch).not.toHaveBeenCalled();
  });
});
