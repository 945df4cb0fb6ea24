import fs from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from './data-dir';

/**
 * The text of the e-mails the app wrote to DATA_DIR/outbox for `to` (no SMTP_URL in E2E), quoted-printable undone
 * and read as the UTF-8 it encodes ('=E2=82=AC' is '€'): the file is read byte for byte (latin1), decoded, then
 * its bytes read as UTF-8.
 */
export function outboxTo(to: string): string[] {
  const folder = path.join(e2eDataDir, 'outbox');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => fs.readFileSync(path.join(folder, file), 'latin1'))
    .filter((raw) => raw.includes(`To: ${to}`))
    .map((raw) =>
      raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .map((bytes) => Buffer.from(bytes, 'latin1').toString('utf8'));
}
