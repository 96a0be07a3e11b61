import { describe, expect, it } from 'vitest';
import { identityErrorMessages, toIdentityError } from './identityErrors';

describe('toIdentityError', () => {
  it.each(Object.keys(identityErrorMessages))('maps auth/%s to its message', (code) => {
    const error = toIdentityError({ code: `auth/${code}` });
    expect(error.code).toBe(code);
    expect(error.message).toBe(identityErrorMessages[code as keyof typeof identityErrorMessages]);
  });

  it('maps anything unknown to sign-in-failed', () => {
    expect(toIdentityError(new Error('boom')).code).toBe('sign-in-failed');
    expect(toIdentityError({ code: 'auth/user-disabled' }).code).toBe('sign-in-failed');
  });
});
