/**
 * bench/downloads: slow dataset downloads and the server's memory and responsiveness. N clients each download
 * the largest dataset file (its first 64 MiB by Range when it is larger: one response's limit), reading at about
 * `rate` bytes a second from a socket they pause and resume, while /healthz is asked every 20 ms on a keep-alive
 * connection. Printed: the server's RSS before, at its peak during, and after (the clients gone), the bytes the
 * clients received, and /healthz latency p50/p99/max meanwhile.
 *
 *   node --import=tsx bench/downloads/run.ts [--clients 12] [--rate 2000000] [--seconds 10] [--transport uws|node] [--source]
 *
 * Server: `kalakosha serve --threads 1` on ./build, compiled (dist/) as `make run` starts it, or the TypeScript
 * sources under tsx with --source (no compile step). A download held whole in memory costs its size per slow
 * client; a streamed one a chunk.
 */
import { request, Agent } from 'node:http';
import { connect, type Socket } from 'node:net';
import { arg } from '../lib/args.js';
import { nodeFlagsFromArgv, startServer } from '../lib/server-process.js';

const clients = Number(arg('clients', '12'));
const rateBytesPerSec = Number(arg('rate', '2000000'));
const seconds = Number(arg('seconds', '10'));
const transport = arg('transport', 'uws') as 'uws' | 'node';
const source = process.argv.includes('--source');
/** One response's limit (routes/datasets.ts MAX_CHUNK). */
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

const MiB = (b: number) => (b / 1048576).toFixed(1);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function getJson(port: number, path: string, headers: Record<string, string>): Promise<any> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
    }).on('error', reject).end();
  });
}

/** A client reading about `rate` bytes a second: it pauses its socket whenever it is ahead of that pace. */
function slowDownload(port: number, path: string, headers: string): { socket: Socket; received: () => number } {
  const socket = connect(port, '127.0.0.1');
  const t0 = Date.now();
  let received = 0;
  socket.on('data', (c) => {
    received += c.length;
    if (received > ((Date.now() - t0) / 1000) * rateBytesPerSec) socket.pause();
  });
  socket.on('error', () => {});
  const pacer = setInterval(() => {
    if (socket.isPaused() && received <= ((Date.now() - t0) / 1000) * rateBytesPerSec) socket.resume();
  }, 20);
  socket.on('close', () => clearInterval(pacer));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: bench\r\n${headers}\r\n`);
  return { socket, received: () => received };
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

const srv = await startServer({ transport, threads: 1, source, nodeFlags: nodeFlagsFromArgv() });
try {
  const manifest = await getJson(srv.port, '/calendar/v1/datasets', { 'x-api-key': srv.key });
  const largest = (manifest.files as { url: string; bytes: number; path: string }[]).reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const range = largest.bytes > MAX_RESPONSE_BYTES ? `Range: bytes=0-${MAX_RESPONSE_BYTES - 1}\r\n` : '';
  const expected = Math.min(largest.bytes, MAX_RESPONSE_BYTES);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const health = () => new Promise<number>((resolve, reject) => {
    const t = performance.now();
    request({ host: '127.0.0.1', port: srv.port, path: '/healthz', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(performance.now() - t));
    }).on('error', reject).end();
  });
  for (let i = 0; i < 20; i++) await health();
  await sleep(500);
  const rssBefore = srv.rss();

  const downloads = Array.from({ length: clients }, () => slowDownload(srv.port, largest.url, `X-API-Key: ${srv.key}\r\n${range}`));
  const latencies: number[] = [];
  let rssPeak = 0;
  const until = Date.now() + seconds * 1000;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, srv.rss())), 100);
  while (Date.now() < until) {
    latencies.push(await health());
    await sleep(20);
  }
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, srv.rss());
  const received = downloads.reduce((s, d) => s + d.received(), 0);
  for (const d of downloads) d.socket.destroy();
  agent.destroy();
  await sleep(1500);
  const rssAfter = srv.rss();
  latencies.sort((a, b) => a - b);

  console.log(`bench/downloads: ${clients} clients × ${MiB(rateBytesPerSec)} MiB/s for ${seconds} s, transport ${transport}${source ? ' (sources under tsx)' : ''}`);
  console.log(`file: ${largest.path} (${MiB(largest.bytes)} MiB; each client asks for ${MiB(expected)} MiB${range ? ' by Range' : ''})`);
  console.log(`received by the clients: ${MiB(received)} MiB (${MiB(received / clients / seconds)} MiB/s each)`);
  console.log(`server RSS: before ${MiB(rssBefore)} MiB, peak during ${MiB(rssPeak)} MiB (+${MiB(rssPeak - rssBefore)}), after ${MiB(rssAfter)} MiB`);
  console.log(`/healthz meanwhile: ${latencies.length} requests, p50 ${percentile(latencies, 50).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms, max ${latencies[latencies.length - 1]!.toFixed(2)} ms`);
} finally {
  await srv.stop();
}
