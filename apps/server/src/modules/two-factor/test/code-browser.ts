import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { RecoveryCodes, TwoFactorSetup } from '@causeway/contracts';
import { type SECOND_STEP_COOKIE, SESSION_COOKIE } from '../../auth/session-token';

/**
 * A browser for the two-factor API tests: it keeps the cookies it is given (the session, the pending sign-in,
 * the device) and sends them back, and remembers every answer's body so a test can check that no secret left.
 */
export class CodeBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly seen: string[] = [],
    readonly ip = '127.0.0.1',
  ) {}

  async request(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await this.app.inject({
      method,
      url,
      payload,
      remoteAddress: this.ip,
      headers: cookie ? { cookie } : {},
    });
    this.seen.push(`${JSON.stringify(res.headers)}\n${res.body}`);
    this.keepCookies(res);
    return res;
  }

  login(user: { email: string; password: string }) {
    return this.request('POST', '/api/auth/login', { email: user.email, password: user.password });
  }

  secondStep(body: { code: string } | { recoveryCode: string }) {
    return this.request('POST', '/api/auth/second-step', body);
  }

  async me() {
    return (await this.request('GET', '/api/auth/me')).json() as { id: number } | null;
  }

  has(name: typeof SESSION_COOKIE | typeof SECOND_STEP_COOKIE): boolean {
    return this.cookies.has(name);
  }

  get sessionCookie(): string {
    return `${SESSION_COOKIE}=${this.cookies.get(SESSION_COOKIE)}`;
  }

  /** Starts and confirms codes with the password; the confirming code is the previous step's (see codeAt). */
  async setUpCodes(password: string) {
    const start = await this.request('POST', '/api/users/me/two-factor/setup', { password });
    if (start.statusCode !== 200) throw new Error(`set-up failed: ${start.statusCode} ${start.body}`);
    const setup = start.json() as TwoFactorSetup;
    const confirm = await this.request('POST', '/api/users/me/two-factor/confirm', {
      code: codeAt(setup.secret, -1),
    });
    if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.statusCode} ${confirm.body}`);
    return { secret: setup.secret, recoveryCodes: (confirm.json() as RecoveryCodes).recoveryCodes };
  }

  private keepCookies(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; expires?: Date }[]) {
      const cleared = c.value === '' || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}

/**
 * The app's code `steps` time steps from now. Set-up confirms with the previous step's code (accepted: ±1 step),
 * so a test has this step's and the next one's left for sign-ins (each code is accepted once).
 */
export function codeAt(secret: string, steps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });
}

/** Waits out the last seconds of a time step, so a test's codes do not change step half-way through. */
export async function awayFromStepEdge(): Promise<void> {
  const left = TOTP.remaining();
  if (left < 4000) await new Promise((resolve) => setTimeout(resolve, left + 200));
}
