/** Where staff ask for help (the help popover and the profile menu's Support entry). */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@clinic.test';

export const supportMailto = `mailto:${SUPPORT_EMAIL}`;
