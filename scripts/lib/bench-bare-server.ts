// A bare node:http server for `npm run bench:load`: answers every request with the same bytes and
// headers (a product page as the shop sent it, brotli and all), so the shop's cached pages can be
// compared with the least any Node server must do to send them. Run as its own process:
// `node scripts/lib/bench-bare-server.ts <port> <body file> <headers as JSON>`; prints "listening".
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, bodyFile, headersJson] = process.argv.slice(2);
if (!port || !bodyFile || !headersJson)
  throw new Error('Usage: node scripts/lib/bench-bare-server.ts <port> <body file> <headers JSON>');
const body = readFileSync(bodyFile);
const headers = {
  ...(JSON.parse(headersJson) as Record<string, string>),
  'content-length': String(body.length),
};

const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(port), '127.0.0.1', () => console.log('listening'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
