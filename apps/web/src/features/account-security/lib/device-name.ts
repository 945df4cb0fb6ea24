import { describeUserAgent, UNKNOWN_DEVICE } from '@causeway/contracts';

/** A first name for a new passkey, 'Chrome on macOS', in the words the session list uses. */
export function deviceName(userAgent: string): string {
  const described = describeUserAgent(userAgent);
  return described === UNKNOWN_DEVICE ? 'My passkey' : described;
}
