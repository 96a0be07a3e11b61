import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('loads on the first call only and gives every caller the same promise', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const getModule = loadOnce(load);
    expect(getModule.started()).toBeNull();
    expect(load).not.toHaveBeenCalled();

    const first = getModule();
    expect(getModule()).toBe(first);
    expect(getModule.started()).toBe(first);
    await expect(first).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load, and keeps the load that then succeeds', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module');
    const getModule = loadOnce(load);

    await expect(getModule()).rejects.toThrow('Failed to fetch');
    expect(getModule.started()).toBeNull();
    await expect(getModule()).resolves.toBe('module');
    await expect(getModule()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares a failing load with the callers waiting on it', async () => {
    let fail: (error: Error) => void = () => undefined;
    const getModule = loadOnce(
      () =>
        new Promise<string>((_, reject) => {
          fail = reject;
        }),
    );
    const waiting = [getModule(), getModule()];
    fail(new Error('offline'));
    const outcomes = await Promise.allSettled(waiting);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
  });
});
