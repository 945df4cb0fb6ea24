/**
 * The List-Unsubscribe headers of a message that ends with an unsubscribe link (an update e-mail, modules/updates/
 * update-emails.ts). The outbox keeps no headers of its own: the link in the message's last line is the one
 * record, and the one-click target (RFC 8058) is the same token at the API. Only this exact shape counts — the
 * last line, our own unsubscribe page, a token of URL-safe characters — so no other text can make a header.
 */
const LAST_LINE = /\nUnsubscribe: (https?:\/\/[^\s?#]+?)\/unsubscribe\?token=([A-Za-z0-9._~%-]{1,200})\s*$/;

export function listUnsubscribeHeaders(textBody: string): Record<string, string> | undefined {
  const match = LAST_LINE.exec(textBody);
  if (!match) return undefined;
  const [, base, token] = match;
  return {
    'List-Unsubscribe': `<${base}/api/updates/unsubscribe?token=${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
