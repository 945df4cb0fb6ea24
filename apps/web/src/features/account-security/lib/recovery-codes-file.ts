import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const RECOVERY_CODES_FILE_NAME = 'causeway-recovery-codes.txt';

/** The text saved by "Download": what the codes are for and how to use them, then one code a line. */
export function recoveryCodesText(codes: readonly string[], account: string | undefined, i18n: I18n): string {
  return [
    account ? i18n._(msg`Causeway recovery codes for ${account}`) : i18n._(msg`Causeway recovery codes`),
    '',
    i18n._(msg`Each code signs you in once if you cannot use your authenticator app.`),
    i18n._(msg`Keep them somewhere safe; new codes replace these.`),
    '',
    ...codes,
    '',
  ].join('\n');
}

/** Saves the codes as a .txt file through a Blob URL (nothing leaves the browser). */
export function downloadRecoveryCodes(codes: readonly string[], account: string | undefined, i18n: I18n): void {
  const url = URL.createObjectURL(new Blob([recoveryCodesText(codes, account, i18n)], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = RECOVERY_CODES_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
