/** docs/product.md §2 resend: a visible wait between two codes. */
export const RESEND_COOLDOWN_MS = 30_000;

/** When the last code was sent (epoch ms), kept in local storage so that it survives a reload. */
export { codeSentAtAtom } from '../../app/session/clientStateAtoms';

/** Whole seconds left before another code may be requested (0: now), never above the cooldown. */
export function resendSecondsLeft(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0;
  const left = Math.ceil((sentAt + RESEND_COOLDOWN_MS - now) / 1000);
  return Math.min(RESEND_COOLDOWN_MS / 1000, Math.max(0, left));
}
