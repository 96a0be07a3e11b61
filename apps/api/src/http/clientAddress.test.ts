import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  createProxyTrust,
  isClientAddress,
  keepValidForwardedFor,
  trustedProxyProblem,
} from './clientAddress';

const requestFrom = (peer: string, forwardedFor?: string | string[]) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

/** The X-Forwarded-For Fastify is left with, after the check. */
const forwardedAfterCheck = (
  setting: boolean | string,
  peer: string,
  forwardedFor: string | string[],
) => {
  const request = requestFrom(peer, forwardedFor);
  keepValidForwardedFor(request, createProxyTrust(setting));
  return request.headers['x-forwarded-for'];
};

describe('client addresses', () => {
  it('are IPv4 and IPv6 addresses, and nothing else', () => {
    for (const address of ['203.0.113.7', '::1', '2001:db8::1', '::ffff:127.0.0.1']) {
      expect(isClientAddress(address)).toBe(true);
    }
    for (const text of [
      '',
      '=1+1',
      '<b>x</b>',
      '1.2.3',
      '1.2.3.4.5',
      'fe80::1%eth0',
      '9'.repeat(5000),
    ]) {
      expect(isClientAddress(text)).toBe(false);
    }
  });
});

describe('createProxyTrust', () => {
  it('trusts the named ranges, addresses and CIDR ranges it is given, IPv4 peers of IPv6 sockets included', () => {
    const loopback = createProxyTrust('loopback');
    expect(loopback('127.0.0.1', 0)).toBe(true);
    expect(loopback('127.8.9.10', 0)).toBe(true);
    expect(loopback('::1', 0)).toBe(true);
    expect(loopback('::ffff:127.0.0.1', 0)).toBe(true);
    expect(loopback('10.0.0.1', 0)).toBe(false);
    const listed = createProxyTrust('10.0.0.0/8, 192.0.2.1, fd00::/8');
    expect(listed('10.1.2.3', 0)).toBe(true);
    expect(listed('192.0.2.1', 0)).toBe(true);
    expect(listed('192.0.2.2', 0)).toBe(false);
    expect(listed('fd12::1', 1)).toBe(true);
    expect(listed('127.0.0.1', 0)).toBe(false);
    expect(createProxyTrust(false)('127.0.0.1', 0)).toBe(false);
    expect(createProxyTrust(true)('198.51.100.1', 3)).toBe(true);
  });

  it('names what is wrong with an entry that is none of those', () => {
    expect(trustedProxyProblem('loopback')).toBeNull();
    expect(trustedProxyProblem('10.0.0.0/8')).toBeNull();
    expect(trustedProxyProblem('::1')).toBeNull();
    for (const entry of [
      'localhost',
      '10.0.0.0/33',
      '10.0.0.0/8/8',
      '::1/129',
      'constructor',
      '',
    ]) {
      expect(trustedProxyProblem(entry)).toMatch(/is not loopback/);
    }
  });
});

describe('keepValidForwardedFor', () => {
  it('keeps a forwarded address from a trusted proxy', () => {
    expect(forwardedAfterCheck('loopback', '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(forwardedAfterCheck('loopback', '127.0.0.1', ' 2001:db8::7 ')).toBe(' 2001:db8::7 ');
  });

  it('drops a forwarded value that is not an IP address, so the client is the peer', () => {
    for (const value of [
      '=1+1',
      '<script>x</script>',
      'x'.repeat(5000),
      '',
      'fe80::1%eth0',
      '203.0.113.7,',
    ]) {
      expect(forwardedAfterCheck('loopback', '127.0.0.1', value)).toBeUndefined();
    }
  });

  it('reads hops from the nearest outwards while they are trusted, and only those', () => {
    // The proxy (10.0.0.1) appended the client's address; what the client sent before it is not read.
    expect(
      forwardedAfterCheck('loopback,10.0.0.0/8', '127.0.0.1', '=1+1, 203.0.113.7, 10.0.0.1'),
    ).toBe('=1+1, 203.0.113.7, 10.0.0.1');
    // A trusted hop that forwarded nonsense: the peer is all that can be vouched for.
    expect(
      forwardedAfterCheck('loopback,10.0.0.0/8', '127.0.0.1', '203.0.113.7, =1+1, 10.0.0.1'),
    ).toBeUndefined();
    expect(forwardedAfterCheck('loopback', '127.0.0.1', ['198.51.100.1', 'junk'])).toBeUndefined();
  });

  it('leaves the header of an untrusted peer alone: nothing reads it', () => {
    expect(forwardedAfterCheck('loopback', '198.51.100.9', '=1+1')).toBe('=1+1');
    expect(forwardedAfterCheck(false, '127.0.0.1', '=1+1')).toBe('=1+1');
  });
});
