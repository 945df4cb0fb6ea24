import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe), derived from the outbox row when it is sent. */
  headers?: Record<string, string>;
}

export interface MailSender {
  send(message: MailMessage, id: number): Promise<void>;
  describe(): string;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. */
export function createMailSender(opts: { smtpUrl?: string; dataDir: string }): MailSender {
  if (opts.smtpUrl) {
    // Nodemailer waits up to 2 minutes to connect and 10 minutes on a silent socket by default: a stalled mail
    // server would hold the outbox drain that long. A failed attempt is retried later (deliver-outbox.ts).
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(message) {
        await transport.sendMail(message);
      },
      describe: () => 'SMTP (SMTP_URL)',
    };
  }
  const folder = path.join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let folderMade: Promise<unknown> | undefined;
  return {
    async send(message, id) {
      const info = await transport.sendMail(message);
      // The folder is made once, and again after a failed write (it may have been removed meanwhile).
      folderMade ??= fs.mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      try {
        await folderMade;
        await fs.writeFile(path.join(folder, `${stamp}-${id}.eml`), info.message as Buffer);
      } catch (error) {
        folderMade = undefined;
        throw error;
      }
    },
    describe: () => `files in ${folder}`,
  };
}
