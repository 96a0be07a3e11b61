import { describe, expect, it } from 'vitest';
import {
  loginPathKeepingSso,
  signedInLoginRedirect,
  signedOutRedirect,
  withoutTrailingSlash,
} from './routeGuards';

const url = (pathAndQuery: string) => new URL(pathAndQuery, 'http://localhost');

describe('withoutTrailingSlash', () => {
  it('removes a trailing slash and keeps the query and hash', () => {
    expect(withoutTrailingSlash(url('/users/?page=2#top'))).toBe('/users?page=2#top');
  });
  it('removes several trailing slashes', () => {
    expect(withoutTrailingSlash(url('/knowledge-center/moh-documents//'))).toBe(
      '/knowledge-center/moh-documents',
    );
  });
  it('leaves the root and paths without a trailing slash alone', () => {
    expect(withoutTrailingSlash(url('/'))).toBeNull();
    expect(withoutTrailingSlash(url('/settings'))).toBeNull();
  });
});

describe('loginPathKeepingSso', () => {
  it('keeps appName and redirect and drops every other value', () => {
    const target = loginPathKeepingSso(
      url('/users?appName=companion&redirect=http%3A%2F%2Flocalhost%3A5180%2Fcallback&page=3'),
    );
    const kept = new URL(target, 'http://localhost');
    expect(kept.pathname).toBe('/login');
    expect([...kept.searchParams.keys()]).toEqual(['appName', 'redirect']);
    expect(kept.searchParams.get('redirect')).toBe('http://localhost:5180/callback');
  });
  it('is plain /login without SSO values', () => {
    expect(loginPathKeepingSso(url('/settings?tab=profile'))).toBe('/login');
  });
});

describe('signedOutRedirect', () => {
  it('sends a visitor without a user to /login', () => {
    expect(signedOutRedirect(false, url('/?appName=companion'))).toBe('/login?appName=companion');
  });
  it('lets a signed-in user through', () => {
    expect(signedOutRedirect(true, url('/users'))).toBeNull();
  });
});

describe('signedInLoginRedirect', () => {
  it('sends a signed-in user on /login Home', () => {
    expect(signedInLoginRedirect(true, url('/login'))).toBe('/');
    expect(signedInLoginRedirect(true, url('/login?appName=companion'))).toBe('/');
  });
  it('keeps a signed-in user on /login when a redirect is asked for', () => {
    expect(signedInLoginRedirect(true, url('/login?redirect=http://localhost:5180/cb'))).toBeNull();
  });
  it('keeps a signed-out visitor on /login', () => {
    expect(signedInLoginRedirect(false, url('/login'))).toBeNull();
  });
});
