import net from 'node:net';

/**
 * Test setup for every project: a socket may connect only to this machine (loopback addresses, `localhost`, Unix
 * sockets), so no test reaches the internet by accident (Stripe's API, an SMTP server, a CDN). A connection
 * elsewhere fails as a refused one would, with a message naming the host.
 */
const loopback = /^(localhost|127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/i;

export function outsideHost(args: unknown[]): string | undefined {
  // net.connect() passes its arguments normalized: one array of [options, callback].
  const [first, second] = (Array.isArray(args[0]) ? args[0] : args) as unknown[];
  if (typeof first === 'object' && first !== null) {
    const options = first as { path?: string; host?: string };
    if (options.path) return undefined;
    const host = options.host ?? 'localhost';
    return loopback.test(host) ? undefined : host;
  }
  const isPort = typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first));
  if (!isPort) return undefined; // a Unix socket path
  const host = typeof second === 'string' ? second : 'localhost';
  return loopback.test(host) ? undefined : host;
}

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
  const host = outsideHost(args);
  if (host === undefined) return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
  process.nextTick(() => this.destroy(new Error(`Tests may connect only to this machine: ${host} refused`)));
  return this;
} as typeof connect;
