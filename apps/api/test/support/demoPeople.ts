import { afterAll, beforeAll } from 'vitest';
import { startTestApi, type TestApi, type TestApiOptions } from '../testApi';

/** The seeded demo users, one of each role (their e-mail is `<who>@clinic.test`). */
export const demoPeople = ['admin', 'manager', 'doctor', 'nurse'] as const;
export type DemoPerson = (typeof demoPeople)[number];

/**
 * For a test file: one api started before its tests and closed after them, each demo person signed
 * in once, and `call` to make a request as one of them.
 */
export function withDemoPeople(options?: TestApiOptions) {
  const tokens = {} as Record<DemoPerson, string>;
  const signedIn = {
    api: undefined as unknown as TestApi,
    tokens,
    call: (who: DemoPerson, method: string, url: string, body?: unknown) =>
      signedIn.api.request(method, url, {
        token: tokens[who],
        ...(body === undefined ? {} : { body }),
      }),
  };
  beforeAll(async () => {
    signedIn.api = await startTestApi(options);
    for (const who of demoPeople) tokens[who] = await signedIn.api.signIn(`${who}@clinic.test`);
  });
  afterAll(() => signedIn.api?.close());
  return signedIn;
}
