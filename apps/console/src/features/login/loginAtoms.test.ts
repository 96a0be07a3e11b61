import { describe, expect, it } from 'vitest';
import { RESEND_COOLDOWN_MS, resendSecondsLeft } from './loginAtoms';

describe('the resend cooldown', () => {
  it('waits 30 seconds after a code was sent', () => {
    expect(RESEND_COOLDOWN_MS).toBe(30_000);
    expect(resendSecondsLeft(1_000, 1_000)).toBe(30);
    expect(resendSecondsLeft(1_000, 1_001)).toBe(30);
    expect(resendSecondsLeft(1_000, 30_000)).toBe(1);
    expect(resendSecondsLeft(1_000, 31_000)).toBe(0);
  });

  it('never shows more than the cooldown (a clock read just before the code was sent)', () => {
    expect(resendSecondsLeft(10_000, 9_200)).toBe(30);
  });

  it('allows a resend at once when no code was sent from this page', () => {
    expect(resendSecondsLeft(null, 5_000)).toBe(0);
  });
});
