import { fill } from './message-catalogue';

/**
 * "Chrome on macOS" from a User-Agent header: the server's session list and security e-mails, and the name the
 * web app suggests for a new passkey. Only the
 * common browsers and systems are named; anything else is "Unknown browser" or "an unknown system". Order
 * matters: Edge and Opera say Chrome too, Chrome says Safari, Android says Linux, iOS says "like Mac OS X".
 */
const browsers: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const systems: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** The words of a device's description, translated as the contracts' other messages are (issue 26). */
export const userAgentMessages = {
  /** What a User-Agent header says when it names no browser or system we know. */
  unknownDevice: 'Unknown device',
  unknownBrowser: 'Unknown browser',
  unknownSystem: 'an unknown system',
};

export const UNKNOWN_DEVICE = userAgentMessages.unknownDevice;

export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !system) return UNKNOWN_DEVICE;
  return fill('{browser} on {system}', {
    browser: browser ?? userAgentMessages.unknownBrowser,
    system: system ?? userAgentMessages.unknownSystem,
  });
}
