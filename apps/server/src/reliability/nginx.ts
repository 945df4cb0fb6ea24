import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const nginxBinary = process.env.NGINX_BIN || '/usr/sbin/nginx';

export interface Nginx {
  /** http://127.0.0.1:port */
  url: string;
  /** https://127.0.0.1:port, with a self-signed certificate made for the run. */
  httpsUrl: string;
  /** One line per request: `status upstream-address(es)`, as nginx logged them. */
  accessLog(): string[];
  /**
   * Marks these app ports `down` (none: all up) and reloads nginx, resolved once the workers of the old
   * configuration have finished their requests and exited: new requests then reach only the others.
   */
  setDown(ports: number[]): Promise<void>;
  stop(): Promise<void>;
}

/** Why nginx cannot be used here, or null; in CI a missing nginx is a failure, never a quiet skip. */
export function nginxUnavailableReason(): string | null {
  if (fs.existsSync(nginxBinary)) return null;
  const reason = `nginx is not installed at ${nginxBinary}`;
  if (process.env.CI) throw new Error(`${reason}: the scale-out suite needs it in CI (.ci/run installs it)`);
  console.warn(`scale-out suite: ${reason}; skipped.`);
  return reason;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * nginx in front of the app processes on loopback ports, as docs/operations.md deploys it: round robin, the
 * X-Forwarded-* headers, and a retry on another process when one refuses the connection or times out (for a
 * POST only when nothing was sent yet, nginx's rule for requests that are not idempotent). Everything it
 * writes (pid, logs, temp files) stays in its own temp dir, so it runs as root without touching /etc/nginx.
 */
export async function startNginx(upstreamPorts: number[]): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-nginx-'));
  const [port, httpsPort] = [await freePort(), await freePort()];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ]),
    { stdio: 'ignore' },
  );
  const conf = path.join(dir, 'nginx.conf');
  const writeConfig = (down: number[]) =>
    fs.writeFileSync(
      conf,
      `${process.getuid?.() === 0 ? 'user root root;\n' : ''}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$status $upstream_addr';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream causeway {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s${down.includes(p) ? ' down' : ''};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    listen 127.0.0.1:${httpsPort} ssl;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass http://causeway;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
    }
  }
}
`,
    );
  writeConfig([]);
  const child: ChildProcess = spawn(nginxBinary, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForPort(
    port,
    () => child.exitCode !== null,
    () => `${stderr}${readIfAny(path.join(dir, 'error.log'))}`,
  );
  return {
    url: `http://127.0.0.1:${port}`,
    httpsUrl: `https://127.0.0.1:${httpsPort}`,
    accessLog: () => readIfAny(path.join(dir, 'access.log')).split('\n').filter(Boolean),
    async setDown(ports) {
      const old = workersOf(child.pid!);
      writeConfig(ports);
      child.kill('SIGHUP');
      // The old configuration's workers live on beside the new ones until their requests end.
      await waitFor(() => {
        const now = workersOf(child.pid!);
        return now.length > 0 && now.every((pid) => !old.includes(pid));
      }, 10_000);
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readIfAny(file: string): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

async function waitForPort(port: number, failed: () => boolean, log: () => string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (failed()) throw new Error(`nginx exited:\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not listen on ${port}:\n${log()}`);
}

/** The worker processes of the nginx master `pid` (its children). */
function workersOf(pid: number): string[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
}

async function waitFor(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('nginx did not finish reloading in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
