import { describe, expect, it } from 'vitest';
import {
  IDLE_WARNING_LEAD_MS,
  idlePhase,
  idleSchedule,
  msUntilNextPhase,
  secondsUntilSignOut,
} from './idleDeadline';

const THIRTY_MINUTES = 30 * 60 * 1000;

describe('idle schedule', () => {
  it('signs out one idle timeout after the last api response and warns a minute before', () => {
    const schedule = idleSchedule(1_000_000, THIRTY_MINUTES);
    expect(schedule.signOutAt).toBe(1_000_000 + THIRTY_MINUTES);
    expect(schedule.warnAt).toBe(1_000_000 + THIRTY_MINUTES - IDLE_WARNING_LEAD_MS);
    expect(IDLE_WARNING_LEAD_MS).toBe(60_000);
  });

  it('moves the whole schedule with each new response', () => {
    const first = idleSchedule(0, THIRTY_MINUTES);
    const later = idleSchedule(5 * 60 * 1000, THIRTY_MINUTES);
    expect(later.signOutAt - first.signOutAt).toBe(5 * 60 * 1000);
    expect(later.warnAt - first.warnAt).toBe(5 * 60 * 1000);
  });

  it('warns at once when the idle timeout is shorter than the warning lead', () => {
    expect(idleSchedule(500, 30_000)).toEqual({ warnAt: 500, signOutAt: 30_500 });
  });

  it('is active, then warning, then expired', () => {
    const schedule = idleSchedule(0, 75_000);
    expect(idlePhase(14_999, schedule)).toBe('active');
    expect(idlePhase(15_000, schedule)).toBe('warning');
    expect(idlePhase(74_999, schedule)).toBe('warning');
    expect(idlePhase(75_000, schedule)).toBe('expired');
  });

  it('counts whole seconds down, rounding up, never below 0', () => {
    const schedule = idleSchedule(0, 75_000);
    expect(secondsUntilSignOut(15_000, schedule)).toBe(60);
    expect(secondsUntilSignOut(74_001, schedule)).toBe(1);
    expect(secondsUntilSignOut(80_000, schedule)).toBe(0);
  });

  it('says how long until the next phase', () => {
    const schedule = idleSchedule(0, 75_000);
    expect(msUntilNextPhase(10_000, schedule)).toBe(5_000);
    expect(msUntilNextPhase(20_000, schedule)).toBe(55_000);
    expect(msUntilNextPhase(75_000, schedule)).toBeNull();
  });
});
