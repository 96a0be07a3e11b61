import { ApiError, getSession } from '@org/api-client';
import { act, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAdmin } from '../../testing/demoAdmin';
import { loadEnglishText, renderSignedIn } from '../../testing/signedInScreen';
import { queryKeys } from '../data/queryKeys';
import { appStore } from './appStore';
import { queryClient } from './queryClient';
import { currentUserAtom } from './sessionAtoms';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSession: vi.fn(),
}));

/** The server's idle timeout, a second longer than the warning's minute: the warning is due at once. */
const ALMOST_IDLE = { idleTimeoutMs: 61_000 };

beforeAll(async () => {
  await loadEnglishText([]);
});
beforeEach(() => {
  appStore.set(currentUserAtom, demoAdmin());
  queryClient.clear();
  vi.mocked(getSession).mockReset();
});

describe('the idle warning (docs/product.md §11.3)', () => {
  it('asks the server for the idle time again when the first answer failed, and still warns', async () => {
    vi.mocked(getSession)
      .mockRejectedValueOnce(new ApiError('Service unavailable', 503, 'UNAVAILABLE', false))
      .mockResolvedValue({ ...ALMOST_IDLE } as Awaited<ReturnType<typeof getSession>>);
    renderSignedIn(<p>Ana Lopes</p>);

    await screen.findByRole('alertdialog', { name: 'Are you still there?' }, { timeout: 8_000 });
    expect(vi.mocked(getSession).mock.calls.length).toBe(2);
  });

  it('warns at once when the idle time comes after the warning was due, not at the sign-out', async () => {
    vi.useFakeTimers();
    try {
      let answer!: (session: Awaited<ReturnType<typeof getSession>>) => void;
      vi.mocked(getSession).mockReturnValue(new Promise((resolve) => (answer = resolve)));
      renderSignedIn(<p>Ana Lopes</p>);
      // Two minutes of idle time: the warning is due after one; the answer comes after 90 s.
      await act(() => vi.advanceTimersByTimeAsync(90_000));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      answer({ idleTimeoutMs: 120_000 } as Awaited<ReturnType<typeof getSession>>);
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toHaveTextContent(
        'you will be signed out in 30 seconds',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('makes one try only when the server answers 401 (the global 401 handler signs out)', async () => {
    vi.mocked(getSession).mockRejectedValue(
      new ApiError('Unauthorized', 401, 'UNAUTHORIZED', true),
    );
    renderSignedIn(<p>Ana Lopes</p>);

    // The query fails for good (no retry waiting) after its one try.
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.sessionIdleTimeout())?.status).toBe('error'),
    );
    expect(getSession).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
