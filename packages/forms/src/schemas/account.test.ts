import { describe, expect, it } from 'vitest';
import { validateWith } from '../validate';
import { schemaErrors } from '../testing/schemaErrors';
import {
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
  it('needs an app name and an absolute http(s) redirect address, localhost included', async () => {
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
    for (const redirect of [
      '/relative',
      'javascript:alert(1)',
      'ftp://files.example/',
      'not a url',
    ]) {
      expect(await schemaErrors(ssoTargetSchema, { appName: 'x', redirect })).toEqual({
        redirect: 'Invalid redirect address',
      });
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
    // A number is read as its digits, which are no address.
    expect(await schemaErrors(ssoTargetSchema, { appName: [], redirect: 42 })).toEqual({
      appName: 'Invalid value',
      redirect: 'Invalid redirect address',
    });
  });
});
