/**
 * @module
 * The node:http transport: serves the same gateway where the uWS binary does not load, and in tests.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIMITS, transportRejection } from '../gateway.js';
import { STREAM_CHUNK_BYTES, bodiless, type ApiRequest, type ApiResponse, type StreamedBody, type SyncHandle } from '../http/types.js';
import { hasLineBreak, withoutLineBreaks } from '../http/line-breaks.js';
import { framingProblem } from '../http/framing.js';

export interface RunningServer {
  transport: 'uws' | 'node';
  port: number;
  host: string;
  /**
   * Stops accepting connections and resolves when in-flight requests have been answered; connections still busy
   * after `cutAfterMs` (default LIMITS.requestTimeoutMs: a download streaming to a slow client) are cut then.
   */
  close(cutAfterMs?: number): Promise<void>;
}

type Handle = (req: ApiRequest) => Promise<ApiResponse>;

/** Connections that sent a request with unsound framing (http/framing.ts): closed after the 400. */
const refusedSockets = new WeakSet<object>();

/**
 * Transfer-Encoding and Content-Length with every repeat joined by `, ` (node's `req.headers` keeps only the
 * first Content-Length), as framingProblem reads them.
 */
function framingHeadersOf(raw: string[]): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (let i = 0; i < raw.length; i += 2) {
    const k = raw[i]!.toLowerCase();
    if (k === 'transfer-encoding' || k === 'content-length') out[k] = out[k] === undefined ? raw[i + 1] : out[k] + ', ' + raw[i + 1];
  }
  return out;
}

function writeResponse(res: ServerResponse, r: ApiResponse, head: boolean): void {
  if (res.headersSent || res.destroyed) return;
  // node:http throws on a CR or LF in a header (a handler header built from user input): write it without them, as uWS does
  const headers = hasLineBreak(r.headers) ? withoutLineBreaks(r.headers) : Object.assign({}, r.headers);
  if (!bodiless(r.status)) headers['Content-Length'] = String(r.stream ? r.stream.length : r.body.length);
  res.writeHead(r.status, headers);
  if (r.stream && !head) void sendStream(res, r.stream);
  else res.end(head ? undefined : r.body);
}

/**
 * Sends a streamed body a chunk at a time, reading the next chunk only once the socket has taken the last one
 * (`write` → false: wait for 'drain'), so a slow client holds one chunk, not the body. A failed read (the file
 * changed) destroys the connection: the Content-Length already sent cannot be met.
 */
async function sendStream(res: ServerResponse, body: StreamedBody): Promise<void> {
  const reader = body.open();
  let gone = false;
  let wake: (() => void) | null = null;
  const onClose = () => {
    gone = true;
    wake?.();
  };
  res.once('close', onClose);
  try {
    for (;;) {
      const chunk = await reader.read(STREAM_CHUNK_BYTES);
      if (gone) return;
      if (chunk === null) return void res.end();
      if (!res.write(chunk)) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          res.once('drain', resolve);
        });
        wake = null;
        if (gone) return;
      }
    }
  } catch {
    res.destroy();
  } finally {
    reader.close();
    res.off('close', onClose);
  }
}

export function listenNodeHttp(handle: Handle, host: string, port: number, handleSync?: SyncHandle): Promise<RunningServer> {
  const server: Server = createServer({ maxHeaderSize: LIMITS.maxHeaderBytes, requestTimeout: LIMITS.requestTimeoutMs, headersTimeout: Math.min(LIMITS.requestTimeoutMs, 20_000), keepAliveTimeout: 5_000 }, (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const incomingId = typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'] : undefined;
    const head = req.method === 'HEAD';
    // A request pipelined behind a refused one (its bytes may be the refused request's body): not run.
    if (refusedSockets.has(req.socket)) return void req.socket.end();
    const problem = framingProblem(framingHeadersOf(req.rawHeaders));
    if (problem !== null) {
      refusedSockets.add(req.socket);
      return writeResponse(res, transportRejection(400, 'BAD_REQUEST', problem, incomingId), head); // Connection: close
    }
    if (Buffer.byteLength(url) > LIMITS.maxUrlBytes) {
      req.resume();
      return writeResponse(res, transportRejection(414, 'URI_TOO_LONG', `The URL is longer than ${LIMITS.maxUrlBytes} bytes`, incomingId), head);
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > LIMITS.maxBodyBytes) {
      writeResponse(res, transportRejection(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${LIMITS.maxBodyBytes} bytes`, incomingId), head);
      req.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (c: Buffer) => {
      if (refused) return;
      size += c.length;
      if (size > LIMITS.maxBodyBytes) {
        refused = true;
        writeResponse(res, transportRejection(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${LIMITS.maxBodyBytes} bytes`, incomingId), head);
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('error', () => {});
    req.on('end', () => {
      if (refused) return;
      const q = url.indexOf('?');
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
      const apiReq: ApiRequest = {
        method: req.method ?? 'GET',
        path: q < 0 ? url : url.slice(0, q),
        rawQuery: q < 0 ? '' : url.slice(q + 1),
        headers,
        body: chunks.length ? Buffer.concat(chunks) : null,
        remoteAddress: req.socket.remoteAddress,
      };
      const fast = handleSync && apiReq.method === 'GET' ? handleSync(apiReq) : null;
      if (fast) writeResponse(res, fast, head);
      else handle(apiReq).then((r) => writeResponse(res, r, head));
    });
  });
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || refusedSockets.has(socket)) return socket.destroy(); // refused: its 400 is on the way
    const r = err.code === 'HPE_HEADER_OVERFLOW'
      ? transportRejection(431, 'HEADERS_TOO_LARGE', `Request headers exceed ${LIMITS.maxHeaderBytes} bytes`)
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? transportRejection(408, 'REQUEST_TIMEOUT', 'The request was not received in time')
        : transportRejection(400, 'BAD_REQUEST', 'Malformed HTTP request');
    const head = `HTTP/1.1 ${r.status} ${r.status === 431 ? 'Request Header Fields Too Large' : r.status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` + Object.entries(Object.assign({}, r.headers, { 'Content-Length': String(r.body.length) })).map(([k, v]) => `${k}: ${v}`).join('\r\n') + '\r\n\r\n';
    socket.end(Buffer.concat([Buffer.from(head), r.body]));
  });
  return new Promise((resolveP, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const addr = server.address() as AddressInfo;
      resolveP({
        transport: 'node',
        port: addr.port,
        host,
        close: (cutAfterMs = LIMITS.requestTimeoutMs) => new Promise<void>((done) => {
          const cut = setTimeout(() => server.closeAllConnections(), cutAfterMs);
          server.close(() => {
            clearTimeout(cut);
            done();
          });
          server.closeIdleConnections();
        }),
      });
    });
  });
}
