/**
 * @module
 * The operator's metrics port (`kalakosha serve --metrics-port P`): a plain node:http server answering
 * `GET /metrics` (and HEAD) with the same text as the API's /metrics, without a key. It is meant for a
 * loopback or private address only, hence bound to 127.0.0.1 unless `--metrics-host` says otherwise, and
 * separate from the API port so a firewall or a reverse proxy never has to tell the two apart. Anything else
 * is 404; a scrape before the serving threads have started is 503.
 */
import { createServer, type Server } from 'node:http';
import { PROMETHEUS_TEXT_TYPE } from './metrics-source.js';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** Listens on `host:port` (0: a free port); `scrape` returns the text, or null while there is none yet. Rejects if the port is taken. */
export function startMetricsServer(host: string, port: number, scrape: () => string | null): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics') return answer(res, 404, 'Not found: the metrics port serves GET /metrics only\n');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return answer(res, 405, 'Method not allowed: use GET\n');
    }
    let text: string | null;
    try {
      text = scrape();
    } catch (e) {
      return answer(res, 500, `The metrics could not be read: ${(e as Error)?.message ?? e}\n`);
    }
    if (text === null) return answer(res, 503, 'The serving threads are still starting\n');
    res.writeHead(200, { 'Content-Type': PROMETHEUS_TEXT_TYPE, 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(text) });
    res.end(req.method === 'HEAD' ? undefined : text);
  });
  server.requestTimeout = 10_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as { port: number }).port,
        close: () => new Promise<void>((r) => {
          server.close(() => r());
          server.closeAllConnections();
        }),
      });
    });
  });
}

function answer(res: import('node:http').ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}
