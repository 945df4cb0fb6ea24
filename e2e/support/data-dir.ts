import os from 'node:os';
import path from 'node:path';

export const e2ePort = Number(process.env.E2E_PORT ?? 3199);

/**
 * The E2E server's DATA_DIR: fixed per port (and emptied at every start) so journeys can read what the app
 * wrote there, such as receipt e-mails in outbox/.
 */
export const e2eDataDir = path.join(os.tmpdir(), `causeway-e2e-${e2ePort}`);
