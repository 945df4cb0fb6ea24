// The baseline: a bare node:http server answering the same bytes the app answers, with no framework.
import http from 'node:http';
import fs from 'node:fs';

const routes = JSON.parse(fs.readFileSync(process.env.BENCH_ROUTES, 'utf8'));
const server = http.createServer((req, res) => {
  const route = routes[req.url];
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  // The compressed bytes the app sent, when this client accepts them (run.mjs's comparison with compression).
  const compressed = route.compressed && /\bbr\b|\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const body = compressed ? Buffer.from(route.compressed.body, 'base64') : route.body;
  res.writeHead(200, {
    'content-type': route.contentType,
    'content-length': Buffer.byteLength(body),
    ...(compressed ? { 'content-encoding': route.compressed.encoding, vary: 'accept-encoding' } : {}),
  });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(`PORT ${server.address().port}`));
