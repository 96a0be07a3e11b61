import type { Page } from 'playwright-core';
import { consoleUrl } from './browser';

/** The signed-in page's ID token, where the Firebase SDK keeps it. */
export const idTokenOf = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('firebase:authUser:'));
    if (!key) throw new Error('nobody is signed in');
    return (JSON.parse(localStorage.getItem(key)!) as { stsTokenManager: { accessToken: string } })
      .stsTokenManager.accessToken;
  });

/**
 * A state-changing api call as a browser makes it: the CSRF cookie and header, a token if given;
 * a JSON body, or a multipart one when `body` is FormData.
 */
export async function callApi(
  method: string,
  apiPath: string,
  { token, body = {} }: { token?: string; body?: unknown } = {},
) {
  const { token: csrf } = (await (await fetch(`${consoleUrl}/api/v1/auth/csrf`)).json()) as {
    token: string;
  };
  const multipart = body instanceof FormData;
  return fetch(`${consoleUrl}${apiPath}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(multipart ? {} : { 'content-type': 'application/json' }),
      cookie: `XSRF-TOKEN=${csrf}`,
      'x-xsrf-token': csrf,
    },
    body: multipart ? body : JSON.stringify(body),
  });
}

/** A read as the signed-in browser makes it; fails unless the api answers 200. */
export async function readApi<T>(apiPath: string, token: string): Promise<T> {
  const response = await fetch(`${consoleUrl}${apiPath}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) {
    throw new Error(`GET ${apiPath} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/**
 * A state-changing call made to set a test's starting point: fails loudly, naming the call, unless
 * the api answers with a 2xx status.
 */
export async function prepareThroughApi<T = unknown>(
  method: string,
  apiPath: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await callApi(method, apiPath, options);
  if (!response.ok) {
    throw new Error(`${method} ${apiPath} answered ${response.status}: ${await response.text()}`);
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}
