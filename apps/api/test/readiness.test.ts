import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from './testApi';

/**
 * The api's identity provider is the run's Auth emulator behind a TCP relay of this file's, so the
 * provider can be made unreachable and reachable again while the api keeps running. (firebase-admin
 * reads the emulator's address from the environment: this file's api is its only one.)
 */

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const [emulatorName, emulatorPort] = emulatorHost.split(':') as [string, string];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Relays 127.0.0.1:`port` to the emulator while open; `close` cuts every connection too. */
function openRelay(port: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(emulatorPort), emulatorName);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listening = new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    listening,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let api: TestApi;
let relayPort: number;

beforeAll(async () => {
  relayPort = await freePort();
  api = await startTestApi({ authEmulatorHost: `127.0.0.1:${relayPort}` });
});
afterAll(() => api?.close());

describe('readiness', () => {
  it('is 503 while the identity provider is unreachable, 200 once it answers, and stays so', async () => {
    // Alive, but a sign-in would fail: nothing answers at the provider's address yet.
    expect(await api.request('GET', '/api/health')).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    });
    expect(await api.request('GET', '/api/ready')).toMatchObject({
      status: 503,
      body: { message: 'The identity provider is not reachable.' },
    });

    const relay = openRelay(relayPort);
    await relay.listening;
    await vi.waitFor(
      async () => expect((await api.request('GET', '/api/ready')).status).toBe(200),
      { timeout: 15_000, interval: 200 },
    );
    expect((await api.request('GET', '/api/ready')).body).toEqual({ status: 'ready' });
    // Ready means a sign-in works: the custom token is made through the provider.
    await expect(api.signIn('nurse@clinic.test')).resolves.toEqual(expect.any(String));

    // Once it has answered, an outage of the provider (shared by every instance) does not take
    // the api out of a load balancer: signed-in staff are verified in this process.
    await relay.close();
    expect((await api.request('GET', '/api/ready')).status).toBe(200);
  });
});
