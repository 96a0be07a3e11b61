import { describe, expect, it, vi } from 'vitest';
import { onApiActivity, reportApiActivity } from './apiActivity';

describe('api activity (idle warning)', () => {
  it('tells every listener, until it unsubscribes', () => {
    const listener = vi.fn();
    const unsubscribe = onApiActivity(listener);
    reportApiActivity();
    unsubscribe();
    reportApiActivity();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
