import { describe, expect, it } from 'vitest';
import { signPath, verifySignedPath } from './signed-links';

const secret = 'test-secret';
const params = (link: string) => Object.fromEntries(new URL(link, 'http://x').searchParams) as Record<string, string>;

describe('signed links', () => {
  it('verifies its own signature until it expires', () => {
    const link = signPath(secret, '/api/donations/7/receipt', new Date('2030-01-01T00:00:00Z'));
    const { expires, signature } = params(link);
    expect(verifySignedPath(secret, '/api/donations/7/receipt', expires!, signature!, new Date('2029-12-31'))).toBe(
      true,
    );
    expect(verifySignedPath(secret, '/api/donations/7/receipt', expires!, signature!, new Date('2030-01-02'))).toBe(
      false,
    );
  });

  it('refuses another path, another expiry or another secret', () => {
    const { expires, signature } = params(signPath(secret, '/api/donations/7/receipt', new Date('2030-01-01')));
    expect(verifySignedPath(secret, '/api/donations/8/receipt', expires!, signature!, new Date('2029-01-01'))).toBe(
      false,
    );
    expect(
      verifySignedPath(
        secret,
        '/api/donations/7/receipt',
        String(Number(expires) + 1),
        signature!,
        new Date('2029-01-01'),
      ),
    ).toBe(false);
    expect(verifySignedPath('other', '/api/donations/7/receipt', expires!, signature!, new Date('2029-01-01'))).toBe(
      false,
    );
    expect(verifySignedPath(secret, '/api/donations/7/receipt', 'soon', signature!, new Date('2029-01-01'))).toBe(
      false,
    );
  });
});
