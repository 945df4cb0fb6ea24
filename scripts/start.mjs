// `npm start`: build the web app if it is missing or stale, then serve it and the API.
import { run, startServer, webBuildIsStale } from './lib.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app (first start, or its sources changed)…');
  const code = await run('npm', ['run', 'build', '--silent']);
  if (code !== 0) process.exit(code);
}
const server = startServer();
// Ctrl-C reaches the server too (same process group); wait for its graceful shutdown.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
