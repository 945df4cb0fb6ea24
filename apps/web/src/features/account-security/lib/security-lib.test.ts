import { describe, expect, it } from 'vitest';
import { english } from '@/test/render';
import { deviceName } from './device-name';
import { lastActive } from './last-active';
import { recoveryCodesText } from './recovery-codes-file';
import { secretGroups } from './secret-groups';

describe('secretGroups', () => {
  it('shows a base32 secret in groups of four', () => {
    expect(secretGroups('JBSWY3DPEHPK3PXPJB')).toBe('JBSW Y3DP EHPK 3PXP JB');
    expect(secretGroups('')).toBe('');
  });
});

describe('deviceName', () => {
  it('names the browser and the system, as the session list does', () => {
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    expect([deviceName(mac, english), deviceName(edge, english), deviceName(iphone, english)]).toEqual([
      'Chrome on macOS',
      'Edge on Windows',
      'Safari on iOS',
    ]);
    expect(deviceName('', english)).toBe('My passkey');
  });
});

describe('lastActive', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('is relative within a week, a date after that', () => {
    expect(lastActive('2026-03-10T11:59:30Z', english, now)).toBe('just now');
    expect(lastActive('2026-03-10T11:55:00Z', english, now)).toBe('5 minutes ago');
    expect(lastActive('2026-03-10T09:00:00Z', english, now)).toBe('3 hours ago');
    expect(lastActive('2026-03-09T10:00:00Z', english, now)).toBe('yesterday');
    expect(lastActive('2026-01-20T12:00:00Z', english, now)).toBe('Jan 20, 2026');
  });
});

describe('recoveryCodesText', () => {
  it('says what the codes are for and lists one a line', () => {
    const text = recoveryCodesText(['aaaaa-bbbbb', 'ccccc-ddddd'], 'ada@example.com', english);
    expect(text.split('\n')[0]).toBe('Causeway recovery codes for ada@example.com');
    expect(text).toContain('\naaaaa-bbbbb\nccccc-ddddd\n');
  });
});
