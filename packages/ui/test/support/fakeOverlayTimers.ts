import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Fake timers for tests of overlays (show and hide delays, animations), followed by Testing
 * Library and user-event alike. Call it at the top of a test file; `now` fixes the clock's date.
 */
export function installFakeOverlayTimers({ now }: { now?: Date } = {}) {
  beforeEach(() => {
    vi.useFakeTimers();
    if (now) vi.setSystemTime(now);
    // Testing Library flushes its async wrapper with `jest.advanceTimersByTime` under fake timers.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  return {
    /** A user-event session whose pauses advance the fake clock. */
    setup: () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    /** Lets `ms` of fake time pass, with React's updates flushed. */
    wait: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
  };
}
