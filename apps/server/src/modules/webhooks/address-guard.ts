import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * The SSRF guard of outbound webhooks (docs/webhooks.md): an administrator's URL must not make the server call
 * itself, the cloud's metadata service or anything else on a private network. Refused: loopback, private
 * (RFC 1918, fc00::/7), link-local (169.254/16, fe80::/10; the metadata service), unspecified, CGNAT
 * (100.64/10), multicast, reserved and broadcast, and the IPv4-mapped IPv6 form of each.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible form
  ['fc00::', 7], // unique local
  ['fe80::', 10],
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d, in any spelling) as its IPv4 address. */
function mappedIpv4(address: string): string | undefined {
  // The URL parser writes an IPv6 address in its one canonical form: ::ffff:7f00:1 for ::ffff:127.0.0.1.
  const canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
  const match = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!match) return undefined;
  const [high, low] = [parseInt(match[1]!, 16), parseInt(match[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether webhooks may not be sent to this IP address (v4 or v6, a zone index allowed). */
export function isBlockedAddress(address: string): boolean {
  const ip = address.replace(/%.*$/, '');
  const family = isIP(ip);
  if (family === 4) return blocked.check(ip, 'ipv4');
  if (family !== 6) return true;
  const v4 = mappedIpv4(ip);
  return v4 ? blocked.check(v4, 'ipv4') : blocked.check(ip, 'ipv6');
}

/** The URL's host without the brackets of an IPv6 literal. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The first blocked address the URL's host is or resolves to, or undefined when all of them are public. A host
 * that does not resolve passes here: delivery resolves it again and records the error of each attempt.
 */
export async function blockedAddressOf(url: URL): Promise<string | undefined> {
  const host = hostOf(url);
  if (isIP(host)) return isBlockedAddress(host) ? host : undefined;
  const addresses = await lookup(host, { all: true, verbatim: true }).catch(() => []);
  return addresses.find((entry) => isBlockedAddress(entry.address))?.address;
}

export class BlockedAddressError extends Error {
  constructor(readonly address: string) {
    super(`Refused: ${address} is a private, loopback or link-local address`);
    this.name = 'BlockedAddressError';
  }
}

/**
 * A `lookup` for http.request that refuses a name resolving to a blocked address: the connection is then made
 * to the very address checked, so a name that resolves to a public address at save time and to a private one at
 * delivery time (DNS rebinding) is still refused.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const bad = addresses.find((entry) => isBlockedAddress(entry.address));
    if (bad) return callback(new BlockedAddressError(bad.address), '', 0);
    if ((options as LookupOptions).all) {
      (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    } else {
      callback(null, addresses[0]!.address, addresses[0]!.family);
    }
  });
};
