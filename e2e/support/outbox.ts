import fs from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from './data-dir';

/** The text of the e-mails the app wrote to DATA_DIR/outbox for `to` (no SMTP_URL in E2E), quoted-printable undone. */
export function outboxTo(to: string): string[] {
  const folder = path.join(e2eDataDir, 'outbox');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => fs.readFileSync(path.join(folder, file), 'utf8'))
    .filter((raw) => raw.includes(`To: ${to}`))
    .map((raw) =>
      raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}
