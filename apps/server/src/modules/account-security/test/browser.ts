import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE, type DEVICE_COOKIE } from '../../auth/session-token';

export const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/**
 * One browser for API tests: its user agent, its address, and the cookies it was given (the session and the
 * device cookie), sent back on every request as a browser would.
 */
export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly userAgent = CHROME_ON_MAC,
    readonly ip = '127.0.0.1',
  ) {}

  async request(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await this.app.inject({
      method,
      url,
      payload,
      remoteAddress: this.ip,
      headers: { 'user-agent': this.userAgent, ...(cookie ? { cookie } : {}) },
    });
    this.keepCookies(res);
    return res;
  }

  login(user: { email: string; password: string }) {
    return this.request('POST', '/api/auth/login', { email: user.email, password: user.password });
  }

  /** The session cookie as a request header, to replay it later from elsewhere. */
  get sessionCookie(): string {
    return `${SESSION_COOKIE}=${this.cookies.get(SESSION_COOKIE)}`;
  }

  hasCookie(name: typeof SESSION_COOKIE | typeof DEVICE_COOKIE): boolean {
    return this.cookies.has(name);
  }

  private keepCookies(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; expires?: Date }[]) {
      const cleared = c.value === '' || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}
