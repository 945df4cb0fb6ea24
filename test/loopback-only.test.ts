import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { outsideHost } from './loopback-only';

describe('the loopback-only test setup', () => {
  it('refuses a connection to another host, as a network error naming it', async () => {
    const error = await fetch('http://example.com/').catch((e: unknown) => e);
    expect(String((error as Error).cause)).toContain('Tests may connect only to this machine: example.com refused');
  });

  it('lets a test reach a server on this machine', async () => {
    const server = http.createServer((_request, response) => response.end('here'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('here');
      expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe('here');
    } finally {
      server.close();
    }
  });

  it('reads every form of connect() arguments', () => {
    expect(outsideHost([{ host: 'api.stripe.com', port: 443 }])).toBe('api.stripe.com');
    expect(outsideHost([[{ host: '10.0.0.5', port: 5432 }, () => {}]])).toBe('10.0.0.5');
    expect(outsideHost([443, 'smtp.example.org'])).toBe('smtp.example.org');
    expect(outsideHost([{ host: '127.0.0.1', port: 5432 }])).toBeUndefined();
    expect(outsideHost([{ host: '::1', port: 5432 }])).toBeUndefined();
    expect(outsideHost([{ path: '/var/run/postgresql/.s.PGSQL.5432' }])).toBeUndefined();
    expect(outsideHost([5432])).toBeUndefined();
    expect(outsideHost(['/tmp/socket'])).toBeUndefined();
  });
});
