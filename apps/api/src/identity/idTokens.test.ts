import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createIdTokenVerifier } from './idTokens';

const projectId = 'demo-clinic';
const uid = '0b9d4c4e-7a51-4f0e-9d8c-3f1b2a6c5d4e';
const sid = '5a1f3c2e-9b8d-4e7f-a6c5-1d2e3f4a5b6c';
const now = () => Math.floor(Date.now() / 1000);

const claims = (changes: Record<string, unknown> = {}) => ({
  iss: `https://securetoken.google.com/${projectId}`,
  aud: projectId,
  sub: uid,
  user_id: uid,
  sid,
  auth_time: now() - 60,
  iat: now() - 10,
  exp: now() + 3590,
  ...changes,
});

describe('ID tokens from a real project (RS256, Google’s keys)', () => {
  type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  let privateKey: PrivateKey;
  let otherKey: PrivateKey;
  let verify: ReturnType<typeof createIdTokenVerifier>;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256' };
    verify = createIdTokenVerifier({
      projectId,
      authEmulatorHost: null,
      keys: createLocalJWKSet({ keys: [jwk] }),
    });
  });

  const signed = (payload = claims(), key = privateKey, kid = 'key-1') =>
    new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);

  it('accepts a token signed by a published key, and names the user and the session', async () => {
    await expect(verify(await signed())).resolves.toMatchObject({ uid, sessionId: sid });
  });

  it.each([
    ['another project', { aud: 'another-project' }],
    ['another issuer', { iss: 'https://securetoken.google.com/another-project' }],
    ['an expired token', { iat: now() - 7200, exp: now() - 3600 }],
    ['a token issued in the future', { iat: now() + 600, exp: now() + 4200 }],
    ['a token older than an hour', { iat: now() - 3700, exp: now() + 60 }],
    ['no subject', { sub: '' }],
    ['a subject over 128 characters', { sub: 'x'.repeat(129) }],
    ['no session', { sid: undefined }],
  ])('refuses %s', async (_, changes) => {
    await expect(verify(await signed(claims(changes)))).rejects.toThrow();
  });

  it('refuses a token signed by another key, or naming an unknown key', async () => {
    await expect(verify(await signed(claims(), otherKey))).rejects.toThrow();
    await expect(verify(await signed(claims(), privateKey, 'key-2'))).rejects.toThrow();
  });

  it('remembers a verified token only until it expires', async () => {
    let at = new Date();
    const pair = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256' };
    const published = createLocalJWKSet({ keys: [jwk] });
    let keyLookups = 0;
    const verifyAt = createIdTokenVerifier({
      projectId,
      authEmulatorHost: null,
      keys: (header, token) => {
        keyLookups += 1;
        return published(header, token);
      },
      currentDate: () => at,
    });
    const token = await signed(claims(), pair.privateKey);
    await expect(verifyAt(token)).resolves.toMatchObject({ uid });
    await expect(verifyAt(token)).resolves.toMatchObject({ uid });
    // The second answer came from memory: the signature was checked once.
    expect(keyLookups).toBe(1);
    at = new Date(Date.now() + 2 * 60 * 60 * 1000);
    await expect(verifyAt(token)).rejects.toThrow();
  });

  it('refuses an unsigned token: only the emulator’s are accepted, and only with the emulator', async () => {
    await expect(verify(new UnsecuredJWT(claims()).encode())).rejects.toThrow();
  });
});

describe('ID tokens from the Auth emulator (unsigned)', () => {
  const verify = createIdTokenVerifier({
    projectId,
    authEmulatorHost: '127.0.0.1:9099',
    keys: () => Promise.reject(new Error('no keys with the emulator')),
  });

  it('accepts an unsigned token when the emulator is configured', async () => {
    await expect(verify(new UnsecuredJWT(claims()).encode())).resolves.toMatchObject({
      uid,
      sessionId: sid,
    });
  });

  it('still checks the claims: project, expiry, subject and session', async () => {
    for (const changes of [
      { aud: 'another-project' },
      { iat: now() - 7200, exp: now() - 3600 },
      { sub: undefined },
      { sid: 42 },
    ]) {
      await expect(verify(new UnsecuredJWT(claims(changes)).encode())).rejects.toThrow();
    }
  });

  it('refuses a signed token: the emulator issues none', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
      .sign(privateKey);
    await expect(verify(token)).rejects.toThrow();
  });
});
