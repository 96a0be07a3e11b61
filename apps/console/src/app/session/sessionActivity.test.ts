import { describe, expect, it } from 'vitest';
import { countsAsSessionActivity } from './sessionActivity';

describe('which api answers count as session activity', () => {
  it('counts signed-in routes', () => {
    expect(countsAsSessionActivity('get', '/api/v1/users/me')).toBe(true);
    expect(countsAsSessionActivity('post', '/api/v1/auth/session/keep-alive')).toBe(true);
    expect(countsAsSessionActivity('get', '/api/v1/auth/session')).toBe(true);
  });

  it('does not count the public routes the server answers without a session', () => {
    expect(countsAsSessionActivity('get', '/api/v1/maintenance')).toBe(false);
    expect(countsAsSessionActivity('GET', '/api/v1/sso/check?appName=a&redirect=b')).toBe(false);
    expect(countsAsSessionActivity('post', '/api/v1/auth/logout')).toBe(false);
    expect(countsAsSessionActivity('get', '/api/v1/auth/csrf')).toBe(false);
  });

  it('tells a public read from a signed-in write on the same path', () => {
    expect(countsAsSessionActivity('put', '/api/v1/maintenance')).toBe(true);
    expect(countsAsSessionActivity('delete', '/api/v1/maintenance')).toBe(true);
  });

  it('reads a full address and ignores a trailing slash', () => {
    expect(countsAsSessionActivity('get', 'http://localhost:5173/api/v1/maintenance/')).toBe(false);
  });

  it('counts nothing without an address', () => {
    expect(countsAsSessionActivity('get', undefined)).toBe(false);
  });
});
