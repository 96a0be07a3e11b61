/** The time source of every service, replaceable in tests that need to travel in time. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
