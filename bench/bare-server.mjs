// The baseline: a bare node:http server answering the same bytes the app answers (status line, headers and body),
// with no framework: the ratio to it is what the app's own per-request work costs.
import http from 'node:http';
import fs from 'node:fs';

const answer = ({ headers, body }) => {
  const bytes = Buffer.from(body, 'base64');
  // The flat name, value… form, as the app's replay sends it; content-length as the app sent it.
  return { headers: Object.entries(headers).flatMap(([name, value]) => [name, String(value)]), body: bytes };
};
const routes = Object.fromEntries(
  Object.entries(JSON.parse(fs.readFileSync(process.env.BENCH_ROUTES, 'utf8'))).map(([url, route]) => [
    url,
    { plain: answer(route), compressed: route.compressed ? answer(route.compressed) : null },
  ]),
);
const server = http.createServer((req, res) => {
  const route = routes[req.url];
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  // The compressed answer the app sent, when this client accepts it (run.mjs's comparison with compression).
  const compressed = route.compressed && /\bbr\b|\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const { headers, body } = compressed ? route.compressed : route.plain;
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(`PORT ${server.address().port}`));
