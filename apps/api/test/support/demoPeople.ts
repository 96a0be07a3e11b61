import { afterAll, beforeAll, inject } from 'vitest';
import { startTestApi, type TestApi, type TestApiOptions } from '../testApi';

/** The seeded demo users, one of each role (their e-mail is `<who>@clinic.test`). */
export const demoPeople = ['admin', 'manager', 'doctor', 'nurse'] as const;
export type DemoPerson = (typeof demoPeople)[number];

/**
 * An ID token for each demo person, of a session opened once per run in the seeded template
 * (test/globalSetup.ts): every test file's database is a copy, so the session is open there too
 * and ends only in the file that ends it (an ID token lasts an hour: so does a run). For tests that
 * are not about signing in; those sign in with `api.signIn`.
 */
export const demoPeopleTokens = (): Record<DemoPerson, string> => ({
  ...inject('demoPeopleTokens'),
});

/**
 * For a test file: one api started before its tests and closed after them, each demo person
 * signed in (`demoPeopleTokens`), and `call` to make a request as one of them.
 */
export function withDemoPeople(options?: TestApiOptions) {
  const tokens = demoPeopleTokens();
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
  });
  afterAll(() => signedIn.api?.close());
  return signedIn;
}
