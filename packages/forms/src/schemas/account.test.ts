import { describe, expect, it } from 'vitest';
import { validateWith } from '../validate';
import { schemaErrors } from '../testing/schemaErrors';
import {
  feedbackSchema,
  profileSchema,
  ssoExchangeSchema,
  ssoTargetSchema,
  userAccessSchema,
  userSettingsSchema,
} from './account';

describe('userSettingsSchema', () => {
  it('takes any supported language and a boolean dark mode, each optional', async () => {
    expect(await schemaErrors(userSettingsSchema, { language: 'zh-TW', darkMode: false })).toEqual(
      {},
    );
    expect(await schemaErrors(userSettingsSchema, {})).toEqual({});
  });

  it('refuses other languages and a dark mode that is not a boolean', async () => {
    expect(await schemaErrors(userSettingsSchema, { language: 'de', darkMode: 'true' })).toEqual({
      language: 'Invalid language',
      darkMode: 'Dark mode must be on or off',
    });
  });

  it('drops keys it does not know', async () => {
    const result = await validateWith(userSettingsSchema, { language: 'ar', role: 'SYSTEM_ADMIN' });
    expect(result).toEqual({ ok: true, value: { language: 'ar' } });
  });
});

describe('profileSchema', () => {
  it('applies the full-name rules', async () => {
    expect(await schemaErrors(profileSchema, { fullName: '' })).toEqual({
      fullName: 'Full name is required',
    });
  });
});

describe('ssoTargetSchema', () => {
  it('needs an app name and a redirect address, and leaves whether it is allowed to the api', async () => {
    expect(
      await schemaErrors(ssoTargetSchema, {
        appName: 'companion',
        redirect: 'http://localhost:5180/cb',
      }),
    ).toEqual({});
    expect(await schemaErrors(ssoTargetSchema, {})).toEqual({
      appName: 'App name is required',
      redirect: 'Redirect address is required',
    });
    // Not an address, or not one of the app's: one refusal for all, from the api's check.
    for (const redirect of ['/relative', 'javascript:alert(1)', 'not a url']) {
      expect(await schemaErrors(ssoTargetSchema, { appName: 'x', redirect })).toEqual({});
    }
  });
});

describe('ssoExchangeSchema', () => {
  it('names each missing part', async () => {
    expect(await schemaErrors(ssoExchangeSchema, {})).toEqual({
      appName: 'App name is required',
      appSecret: 'App secret is required',
      code: 'Code is required',
    });
  });
});

describe('userAccessSchema', () => {
  it('takes a known role and status, each optional', async () => {
    expect(await schemaErrors(userAccessSchema, { role: 'NURSE', status: 'INACTIVE' })).toEqual({});
    expect(await schemaErrors(userAccessSchema, { role: 'OWNER', status: 'GONE' })).toEqual({
      role: 'Invalid role',
      status: 'Invalid status',
    });
  });
});

describe('values of the wrong type', () => {
  it('are refused with a translated message instead of throwing', async () => {
    expect(await schemaErrors(profileSchema, { fullName: { first: 'Ada' } })).toEqual({
      fullName: 'Invalid value',
    });
    expect(await schemaErrors(ssoTargetSchema, { appName: [], redirect: 'x' })).toEqual({
      appName: 'Invalid value',
    });
  });
});

describe('feedbackSchema', () => {
  it('takes a message, an optional category and the console page it came from', async () => {
    const result = await validateWith(feedbackSchema, {
      message: '  The export button\nsays nothing.  ',
      page: '/clinics-and-hospitals?status=ACTIVE',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        message: 'The export button\nsays nothing.',
        category: '',
        page: '/clinics-and-hospitals?status=ACTIVE',
      },
    });
    expect(
      await schemaErrors(feedbackSchema, { message: 'Idea', category: 'idea', page: '/' }),
    ).toEqual({});
  });

  it('needs a message of at most 2000 characters', async () => {
    expect(await schemaErrors(feedbackSchema, { message: ' ', page: '/' })).toEqual({
      message: 'Message is required',
    });
    expect(await schemaErrors(feedbackSchema, { message: 'a'.repeat(2001), page: '/' })).toEqual({
      message: 'Message must be at most 2000 characters',
    });
  });

  it('refuses an unknown category and a page that is not a console path', async () => {
    for (const page of ['https://elsewhere.test/', '//elsewhere.test', '/a b', '', 'settings']) {
      expect(await schemaErrors(feedbackSchema, { message: 'Hi', category: 'rant', page })).toEqual(
        { category: 'Invalid value', page: 'Invalid value' },
      );
    }
  });
});
