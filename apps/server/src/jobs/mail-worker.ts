import type { Db } from '../db/client';
import { deliverDueMail, type MailFrom } from '../mail/deliver-outbox';
import type { MailSender } from '../mail/mail-sender';

/**
 * Drains the outbox every few seconds. The table is the queue: claims use SKIP LOCKED and a lease, so any
 * number of app processes can run this worker without sending a message twice.
 */
export function startMailWorker(opts: {
  db: Db;
  sender: MailSender;
  from: MailFrom;
  intervalMs?: number;
  onError: (error: unknown) => void;
}): { stop: () => Promise<void> } {
  let busy = false;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    // A slow drain is never overlapped by the next tick of the same process.
    if (busy || stopped) return;
    busy = true;
    try {
      await deliverDueMail(opts.db, opts.sender, opts.from);
    } catch (error) {
      opts.onError(error);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => (running = tick()), opts.intervalMs ?? 3_000);
  running = tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
