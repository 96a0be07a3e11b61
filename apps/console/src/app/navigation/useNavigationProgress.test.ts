import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNavigationProgress } from './useNavigationProgress';

const fakeBar = () => ({ start: vi.fn(), done: vi.fn() });

describe('useNavigationProgress', () => {
  it('does nothing while no navigation runs', () => {
    const bar = fakeBar();
    renderHook(() => useNavigationProgress(false, bar));
    expect(bar.start).not.toHaveBeenCalled();
  });

  it('starts the bar with the 20 ms delay when a navigation begins and ends it after', () => {
    const bar = fakeBar();
    const { rerender } = renderHook(({ navigating }) => useNavigationProgress(navigating, bar), {
      initialProps: { navigating: false },
    });
    rerender({ navigating: true });
    expect(bar.start).toHaveBeenCalledExactlyOnceWith({ delayMs: 20 });
    expect(bar.done).not.toHaveBeenCalled();
    rerender({ navigating: false });
    expect(bar.done).toHaveBeenCalledOnce();
  });

  it('ends the bar when the page unmounts during a navigation', () => {
    const bar = fakeBar();
    const { unmount } = renderHook(() => useNavigationProgress(true, bar));
    unmount();
    expect(bar.done).toHaveBeenCalledOnce();
  });
});
