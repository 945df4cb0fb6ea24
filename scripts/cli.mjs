// `npm run create-admin|two-factor|backup|restore -- …`: runs the server's command-line tool from its JavaScript build
// (apps/server/dist, built first when stale), so the tools work where only production dependencies are installed.
import path from 'node:path';
import { buildServerIfStale, run, serverDist } from './lib.mjs';

const tools = new Set(['create-admin', 'two-factor', 'backup', 'restore']);
const [tool, ...args] = process.argv.slice(2);
if (!tools.has(tool)) {
  console.error(`Usage: node scripts/cli.mjs <${[...tools].join('|')}> [options]`);
  process.exit(2);
}
buildServerIfStale();
process.exit(await run(process.execPath, ['--enable-source-maps', path.join(serverDist, `${tool}.js`), ...args]));
