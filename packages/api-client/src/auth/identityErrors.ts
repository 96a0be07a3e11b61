/**
 * docs/product.md §8: the identity provider's sign-in errors, each with a clear message. The English text is
 * also the translation key the console looks up.
 */
export const identityErrorMessages = {
  'unauthorized-domain':
    'This address is not allowed to sign in. Ask your administrator to add it to the authorised domains.',
  'network-request-failed':
    'The sign-in service could not be reached. Check your connection and try again.',
  'popup-blocked':
    'The sign-in window was blocked by the browser. Allow pop-ups for this site and try again.',
  'invalid-auth-event': 'The sign-in could not be completed. Please try again.',
  'internal-error': 'The sign-in service had a problem. Please try again in a moment.',
  'invalid-api-key':
    'Sign-in is not configured correctly (invalid API key). Contact your administrator.',
  'auth-domain-config-required':
    'Sign-in is not configured correctly (missing auth domain). Contact your administrator.',
  'sign-in-failed': 'Sign-in failed. Please try again.',
} as const;

export type IdentityErrorCode = keyof typeof identityErrorMessages;

/** A failed sign-in step of the identity provider, with a code of docs/product.md §8 and its message. */
export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  constructor(
    readonly code: IdentityErrorCode,
    override readonly cause?: unknown,
  ) {
    super(identityErrorMessages[code]);
  }
}

/** Maps whatever the Firebase SDK threw to one of the known codes. */
export function toIdentityError(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  const firebaseCode = (error as { code?: unknown } | null)?.code;
  const code = typeof firebaseCode === 'string' ? firebaseCode.replace(/^auth\//, '') : '';
  return new IdentityError(
    code in identityErrorMessages ? (code as IdentityErrorCode) : 'sign-in-failed',
    error,
  );
}
