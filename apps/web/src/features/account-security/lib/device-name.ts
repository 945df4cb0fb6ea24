import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describeUserAgent, UNKNOWN_DEVICE } from '@causeway/contracts';
import { contractText } from '@/lib/i18n';

/** A first name for a new passkey, 'Chrome on macOS', in the words the session list uses. */
export function deviceName(userAgent: string, i18n: I18n): string {
  const described = describeUserAgent(userAgent);
  return described === UNKNOWN_DEVICE ? i18n._(msg`My passkey`) : contractText(i18n, described);
}
