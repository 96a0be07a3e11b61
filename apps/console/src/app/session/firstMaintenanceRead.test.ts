import { API_ACCEPT_HEADER } from '@org/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A unit test of the one module: the auth layer is replaced, `fetch` is stubbed.
vi.mock('./authSession', () => ({
  requestAuth: {
    waitForAuthReady: vi.fn(async () => undefined),
    getIdToken: vi.fn(async () => 'id-token'),
  },
}));

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The module afresh: its first read is once per page. */
const freshModule = async () => {
  vi.resetModules();
  return import('./firstMaintenanceRead');
};

describe('the sign-in page’s first read of the maintenance message', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks once, with the api’s Accept header and the ID token, for every caller', async () => {
    fetchMock.mockResolvedValue(answer(200, { message: 'Down at noon' }));
    const { readMaintenanceOnce } = await freshModule();
    const [first, second] = await Promise.all([readMaintenanceOnce(), readMaintenanceOnce()]);
    expect(first).toBe(second);
    expect(first?.state).toEqual({ message: 'Down at noon' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/v1/maintenance');
    expect(init?.headers).toMatchObject({
      Accept: API_ACCEPT_HEADER,
      Authorization: 'Bearer id-token',
    });
  });

  it('answers null, never throws, when the server refuses or cannot be reached', async () => {
    fetchMock.mockResolvedValueOnce(answer(503, { code: 'UNAVAILABLE' }));
    await expect((await freshModule()).readMaintenanceOnce()).resolves.toBeNull();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect((await freshModule()).readMaintenanceOnce()).resolves.toBeNull();
  });

  it('hands a successful read to the query cache once only', async () => {
    fetchMock.mockResolvedValue(answer(200, { message: null }));
    const { readMaintenanceOnce, takeFirstMaintenanceRead } = await freshModule();
    const read = await readMaintenanceOnce();
    expect(takeFirstMaintenanceRead()).toBe(read);
    expect(takeFirstMaintenanceRead()).toBeNull();
  });

  it('hands nothing over before the read has answered', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    const { readMaintenanceOnce, takeFirstMaintenanceRead } = await freshModule();
    void readMaintenanceOnce();
    expect(takeFirstMaintenanceRead()).toBeNull();
  });
});
