export const badgeTones = ['neutral', 'info', 'success', 'warning', 'critical'] as const;
export type BadgeTone = (typeof badgeTones)[number];
export const DEFAULT_BADGE_TONE: BadgeTone = 'neutral';
