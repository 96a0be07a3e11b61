/** The counter is announced only from this share of `maxLength` left (at least a few characters). */
export const COUNTER_ANNOUNCE_FROM_REMAINING_RATIO = 0.1;
const COUNTER_ANNOUNCE_MIN_REMAINING = 5;

/** Whether so few characters are left that a screen reader should hear how many. */
export const isNearLimit = (length: number, maxLength: number): boolean =>
  maxLength - length <=
  Math.max(
    COUNTER_ANNOUNCE_MIN_REMAINING,
    Math.ceil(maxLength * COUNTER_ANNOUNCE_FROM_REMAINING_RATIO),
  );
