/** docs/product.md §11.3: the console warns a minute before the server's idle logout. */
export const IDLE_WARNING_LEAD_MS = 60_000;

export interface IdleSchedule {
  /** When the warning shows (epoch ms). */
  warnAt: number;
  /** When the server ends the session if nothing happens before (epoch ms). */
  signOutAt: number;
}

/**
 * The server restarts its idle count at every signed-in request, so the deadline is the last
 * successful api response plus the server's idle timeout. Counted on the browser's own clock, so
 * a clock difference between browser and server does not move it.
 */
export function idleSchedule(lastActivityAt: number, idleTimeoutMs: number): IdleSchedule {
  const signOutAt = lastActivityAt + idleTimeoutMs;
  return { warnAt: Math.max(lastActivityAt, signOutAt - IDLE_WARNING_LEAD_MS), signOutAt };
}

type IdlePhase = 'active' | 'warning' | 'expired';

export function idlePhase(now: number, schedule: IdleSchedule): IdlePhase {
  if (now >= schedule.signOutAt) return 'expired';
  if (now >= schedule.warnAt) return 'warning';
  return 'active';
}

/** Whole seconds until the sign-out, rounded up (the countdown never shows 0 while time is left). */
export const secondsUntilSignOut = (now: number, schedule: IdleSchedule): number =>
  Math.max(0, Math.ceil((schedule.signOutAt - now) / 1000));

/** Milliseconds until the phase changes next, or null once expired. */
export function msUntilNextPhase(now: number, schedule: IdleSchedule): number | null {
  const phase = idlePhase(now, schedule);
  if (phase === 'expired') return null;
  return (phase === 'active' ? schedule.warnAt : schedule.signOutAt) - now;
}
