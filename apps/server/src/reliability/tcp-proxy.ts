import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** The outage: every open connection is dropped and new ones are refused until restore(). */
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP relay between the app and PostgreSQL that a test can cut and restore, like a network failure. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const relay = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server = net.createServer(relay);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const port = await listen(0);
  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    port,
    async cut() {
      const closed = closeServer();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async restore() {
      server = net.createServer(relay);
      await listen(port);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await closeServer();
    },
  };
}
