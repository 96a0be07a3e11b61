import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSsoApp } from '../src/db/seed';
import { startTestApi, type TestApi } from './testApi';

let api: TestApi;
let doctor: string;
const redirect = 'http://localhost:5180/callback?state=abc';

beforeAll(async () => {
  api = await startTestApi();
  doctor = await api.signIn('doctor@clinic.test');
});
afterAll(() => api.close());

const check = (appName: string, target: string) =>
  api.request(
    'GET',
    `/api/v1/sso/check?${new URLSearchParams({ appName, redirect: target }).toString()}`,
  );

const exchange = (body: Record<string, unknown>) =>
  api.request('POST', '/api/v1/sso/exchange', { body, csrf: false });

describe('single sign-on target', () => {
  it('knows the registered app and its origins, and refuses anything else', async () => {
    expect(await check('companion', redirect)).toMatchObject({
      status: 200,
      body: { appName: 'companion', displayName: 'Clinic Companion' },
    });
    expect(await check('unknown-app', redirect)).toMatchObject({
      status: 400,
      body: { code: 'SSO_APP_UNKNOWN' },
    });
    expect((await api.request('GET', '/api/v1/sso/check?appName=companion')).body).toMatchObject({
      message: 'Redirect address is required',
    });
  });

  it('answers every address the app may not go back to with the same refusal', async () => {
    const refusal = {
      status: 400,
      body: {
        code: 'SSO_REDIRECT_NOT_ALLOWED',
        message: 'This redirect address is not allowed for the app.',
      },
    };
    for (const foreign of [
      'https://evil.example/callback',
      'http://localhost:5181/callback',
      'https://localhost:5180/callback',
      'http://localhost:5180.evil.example/callback',
      'javascript:alert(1)//http://localhost:5180',
      'ftp://localhost:5180/callback',
      '/callback',
      'not an address',
    ]) {
      expect(await check('companion', foreign), foreign).toMatchObject(refusal);
      expect(
        await api.request('POST', '/api/v1/sso/codes', {
          token: doctor,
          body: { appName: 'companion', redirect: foreign },
        }),
        foreign,
      ).toMatchObject(refusal);
    }
  });

  it('hands a single-use code to the app, which its server trades with the secret for the user', async () => {
    const issued = await api.request('POST', '/api/v1/sso/codes', {
      token: doctor,
      body: { appName: 'companion', redirect },
    });
    expect(issued.status).toBe(200);
    const { code, redirectUrl, expiresAt } = issued.body as {
      code: string;
      redirectUrl: string;
      expiresAt: string;
    };
    const url = new URL(redirectUrl);
    expect(url.origin).toBe('http://localhost:5180');
    expect(url.searchParams.get('state')).toBe('abc');
    expect(url.searchParams.get('code')).toBe(code);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);

    const traded = await exchange({ appName: 'companion', appSecret: demoSsoApp.secret, code });
    expect(traded).toMatchObject({
      status: 200,
      body: { user: { email: 'doctor@clinic.test', role: 'DOCTOR', fullName: 'Dmitri Doctor' } },
    });
    expect(
      await exchange({ appName: 'companion', appSecret: demoSsoApp.secret, code }),
    ).toMatchObject({ status: 400, body: { code: 'SSO_CODE_INVALID' } });
  });

  it('refuses a wrong secret, an expired code, and a code for an address outside the app', async () => {
    const issue = async () =>
      (
        await api.request('POST', '/api/v1/sso/codes', {
          token: doctor,
          body: { appName: 'companion', redirect },
        })
      ).body!.code as string;
    const code = await issue();
    expect(await exchange({ appName: 'companion', appSecret: 'guess', code })).toMatchObject({
      status: 401,
      body: { code: 'SSO_APP_SECRET_INVALID' },
    });
    expect(
      (await exchange({ appName: 'companion', appSecret: demoSsoApp.secret, code })).status,
    ).toBe(200);

    const late = await issue();
    api.moveClock(61_000);
    expect(
      await exchange({ appName: 'companion', appSecret: demoSsoApp.secret, code: late }),
    ).toMatchObject({ status: 400, body: { code: 'SSO_CODE_INVALID' } });
    api.moveClock(-61_000);

    const outside = await api.request('POST', '/api/v1/sso/codes', {
      token: doctor,
      body: { appName: 'companion', redirect: 'https://evil.example/' },
    });
    expect(outside).toMatchObject({ status: 400, body: { code: 'SSO_REDIRECT_NOT_ALLOWED' } });
    expect(
      (
        await api.request('POST', '/api/v1/sso/codes', {
          body: { appName: 'companion', redirect },
        })
      ).status,
    ).toBe(401);
  });
});
