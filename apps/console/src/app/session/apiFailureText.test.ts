import {
  ApiError,
  IdentityError,
  apiClientTranslations,
  identityErrorMessages,
  type IdentityErrorCode,
} from '@org/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../i18n/i18n';
import { apiFailureText } from './apiFailureText';

beforeAll(() => i18nReady);

describe('the message for a failed sign-in or single sign-on call', () => {
  it.each(Object.keys(identityErrorMessages) as IdentityErrorCode[])(
    'shows the identity provider error %s with its own message, translated in every locale',
    (code) => {
      const text = apiFailureText(new IdentityError(code));
      expect(text).toEqual({ key: identityErrorMessages[code], ns: 'apiClient' });
      for (const messages of Object.values(apiClientTranslations)) {
        expect((messages as Record<string, string>)[text!.key]).toBeTruthy();
      }
    },
  );

  it('leaves a network error to the global dialog', () => {
    const error = new ApiError(
      'There was a problem connecting to the network.',
      null,
      'NETWORK_ERROR',
      true,
    );
    expect(apiFailureText(error)).toBeNull();
  });

  it('has console messages for a wrong code, too many tries and refused sign-on targets', () => {
    const failure = (code: string, status = 400) =>
      apiFailureText(new ApiError('server text', status, code, false));
    expect(failure('OTP_INVALID')).toEqual({ key: 'errors.otpInvalid' });
    expect(failure('RATE_LIMITED', 429)).toEqual({ key: 'errors.rateLimited' });
    expect(failure('SSO_APP_UNKNOWN')).toEqual({ key: 'sso.appUnknown' });
    expect(failure('SSO_REDIRECT_NOT_ALLOWED')).toEqual({ key: 'sso.redirectNotAllowed' });
  });

  it('translates the schema message of a refused field', () => {
    const error = new ApiError('Invalid email', 400, 'VALIDATION_FAILED', false, [
      { path: 'email', message: 'Invalid email' },
    ]);
    expect(apiFailureText(error)).toEqual({ key: 'Invalid email', ns: 'forms' });
  });

  it('says "No response" when the server did not answer in time', () => {
    expect(apiFailureText(new ApiError('No response', null, 'NO_RESPONSE', true))).toEqual({
      key: 'No response',
      ns: 'apiClient',
    });
  });

  it('falls back to "An error occurred"', () => {
    expect(apiFailureText(new Error('boom'))).toEqual({
      key: 'An error occurred',
      ns: 'apiClient',
    });
    expect(apiFailureText(new ApiError('Internal', 500, null, true))).toEqual({
      key: 'An error occurred',
      ns: 'apiClient',
    });
  });

  it("says when to try again after too many tries, from Retry-After, in the reader's language", async () => {
    const refused = (seconds: number) =>
      apiFailureText(new ApiError('server text', 429, 'RATE_LIMITED', false, [], [], seconds))!;
    const say = (seconds: number) =>
      i18n.t(refused(seconds).key, { ns: 'console', ...refused(seconds).values });
    await i18n.changeLanguage('en');
    expect(say(900)).toBe('Too many attempts. Try again in 15 minutes.');
    expect(say(40)).toBe('Too many attempts. Try again in 40 seconds.');
    await i18n.changeLanguage('fr');
    expect(say(900)).toBe('Trop de tentatives. Réessayez dans 15 minutes.');
    await i18n.changeLanguage('en');
  });
});
