import type { IncomingMessage } from 'node:http';
import { BlockList, isIP, isIPv4 } from 'node:net';

/** The address ranges TRUST_PROXY may name by word, as Express and Fastify name them. */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** An address or a CIDR range (`10.0.0.0/8`, `fd00::/8`), or null when it is neither. */
const parseRange = (text: string): { address: string; prefix: number } | null => {
  const [address = '', prefixText, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0 || address.includes('%')) return null;
  const bits = family === 4 ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: bits };
  const prefix = Number(prefixText);
  return /^\d+$/.test(prefixText) && prefix <= bits ? { address, prefix } : null;
};

/** What is wrong with a TRUST_PROXY entry (a word, an address or a CIDR range), or null. */
export const trustedProxyProblem = (entry: string): string | null =>
  Object.hasOwn(NAMED_RANGES, entry) || parseRange(entry)
    ? null
    : `"${entry}" is not loopback, linklocal, uniquelocal, an IP address or a CIDR range`;

/**
 * A client address the api stores and counts: an IPv4 or IPv6 address, without an IPv6 zone
 * (`fe80::1%eth0`), whose name may be any text.
 */
export const isClientAddress = (text: string): boolean => isIP(text) !== 0 && !text.includes('%');

/** `::ffff:127.0.0.1` (an IPv4 peer of a dual-stack socket) is 127.0.0.1. */
const unmapped = (address: string) => {
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : null;
  return v4 && isIPv4(v4) ? v4 : address;
};

export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * Whether an address is one of the configured proxies (TRUST_PROXY): `true` trusts every hop,
 * `false` none, and a list trusts its words, addresses and ranges.
 */
export function createProxyTrust(setting: boolean | string): ProxyTrust {
  if (typeof setting === 'boolean') return () => setting;
  const trusted = new BlockList();
  for (const entry of setting.split(',').map((each) => each.trim())) {
    for (const range of Object.hasOwn(NAMED_RANGES, entry) ? NAMED_RANGES[entry]! : [entry]) {
      const parsed = parseRange(range);
      if (!parsed) throw new Error(`TRUST_PROXY: ${trustedProxyProblem(range)}`);
      const type = isIPv4(parsed.address) ? 'ipv4' : 'ipv6';
      trusted.addSubnet(parsed.address, parsed.prefix, type);
    }
  }
  return (address) => {
    if (!isClientAddress(address)) return false;
    const plain = unmapped(address);
    return trusted.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  };
}

/**
 * Keeps `X-Forwarded-For` only where it names a real address. The forwarded addresses are read
 * from the nearest hop outwards, as Fastify reads them for `request.ip`, as long as each hop is a
 * trusted proxy; when one read that way is not a valid IP address, the header is dropped, so the
 * client is the socket's peer. Done before Fastify sees the request, so its logs, the rate limits
 * and the audit log all name the same checked address.
 */
export function keepValidForwardedFor(request: IncomingMessage, trust: ProxyTrust): void {
  const header = request.headers['x-forwarded-for'];
  if (header === undefined) return;
  const peer = request.socket.remoteAddress;
  if (!peer || !trust(peer, 0)) return; // an untrusted peer's header is never read
  const hops = (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((hop) => hop.trim())
    .reverse();
  for (const [index, hop] of hops.entries()) {
    if (!isClientAddress(hop)) {
      delete request.headers['x-forwarded-for'];
      return;
    }
    if (!trust(hop, index + 1)) return;
  }
}
