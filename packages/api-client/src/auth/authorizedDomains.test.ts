import { describe, expect, it } from 'vitest';
import { assertAuthorizedDomain, identityToolkitUrl } from './authorizedDomains';

const answering = (status: number, body: unknown): typeof fetch =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('assertAuthorizedDomain', () => {
  it('builds the project listing address for the emulator and for Google', () => {
    expect(identityToolkitUrl('k', 'http://127.0.0.1:9099/')).toBe(
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/projects?key=k',
    );
    expect(identityToolkitUrl('k')).toBe(
      'https://identitytoolkit.googleapis.com/v1/projects?key=k',
    );
  });

  it('accepts a listed host and refuses any other with unauthorized-domain', async () => {
    const fetchImpl = answering(200, {
      authorizedDomains: ['localhost', 'console.clinic.example'],
    });
    await expect(assertAuthorizedDomain('localhost', 'u', fetchImpl)).resolves.toBeUndefined();
    await expect(assertAuthorizedDomain('evil.example', 'u', fetchImpl)).rejects.toMatchObject({
      code: 'unauthorized-domain',
    });
  });

  it('says invalid-api-key for a 400 and network-request-failed when unreachable', async () => {
    await expect(
      assertAuthorizedDomain('localhost', 'u', answering(400, {})),
    ).rejects.toMatchObject({
      code: 'invalid-api-key',
    });
    const unreachable = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(assertAuthorizedDomain('localhost', 'u', unreachable)).rejects.toMatchObject({
      code: 'network-request-failed',
    });
  });
});
