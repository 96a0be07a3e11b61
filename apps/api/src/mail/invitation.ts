import type { Role } from '@org/contracts';
import type { Mail } from './mailer';

/** The role as the invitation names it (mail is in English, like the sign-in code's). */
export const roleNames: Record<Role, string> = {
  SYSTEM_ADMIN: 'system admin',
  CLINIC_MANAGER: 'clinic manager',
  DOCTOR: 'doctor',
  NURSE: 'nurse',
};

/**
 * The invitation a new staff member gets (and again on "Resend invitation"): where to sign in,
 * and that the e-mail address and a one-time code are all it takes (docs/product.md §11).
 */
export function invitationMail(
  user: { fullName: string; email: string; role: Role },
  consoleUrl: string,
): Mail {
  const signInAddress = `${consoleUrl}/login`;
  return {
    to: user.email,
    subject: 'You are invited to Clinic Console',
    text: [
      `Hello ${user.fullName},`,
      '',
      `You have been given access to Clinic Console as ${roleNames[user.role]}.`,
      '',
      `Sign in at ${signInAddress} with this e-mail address (${user.email}).`,
      'There is no password: each time you sign in, a one-time code is sent to this address.',
      '',
      'If you did not expect this invitation, you can ignore this e-mail.',
    ].join('\n'),
  };
}
