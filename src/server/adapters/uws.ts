/**
 * @module
 * The uWebSockets.js transport (`@trufflesuite/uws-js-unofficial`: the official package is not on the
 * npm registry). Invariants: `onAborted` is registered before any await, and every write after an await
 * happens inside `res.cork()`.
 */
import { createRequire } from 'node:module';
import { LIMITS, transportRejection } from '../gateway.js';
import { STATUS_TEXT, STREAM_CHUNK_BYTES, bodiless, type ApiRequest, type ApiResponse, type SyncHandle } from '../http/types.js';
import { hasLineBreak, withoutLineBreaks } from '../http/line-breaks.js';
import { framingProblem } from '../http/framing.js';
import type { RunningServer } from './node-http.js';

type Handle = (req: ApiRequest) => Promise<ApiResponse>;
const require = createRequire(import.meta.url);

/** Loads the uWS binding, or returns the reason it cannot load on this machine. */
export function loadUws(): { uws: any } | { error: string } {
  try {
    return { uws: require('@trufflesuite/uws-js-unofficial') };
  } catch (e) {
    return { error: String((e as Error).message).split('\n')[0] };
  }
}

const STATUS_LINES: Record<number, string> = {};

/**
 * All headers in one `writeHeader` call: each call crosses into native code and costs about as much as
 * the rest of a cached answer, so the block `A: 1\r\nB: 2…` is passed as one name/value pair. Values are
 * server-made (the echoed X-Request-ID is validated), but a CR or LF in any of them (a handler header
 * built from user input) falls back to one call per header with the line breaks removed: no injection.
 */
function writeHeaders(res: any, h: Record<string, string>, checked: boolean): void {
  if (!checked && hasLineBreak(h)) { // `checked`: the gateway already knows them clean (a cache hit)
    const clean = withoutLineBreaks(h);
    for (const k in clean) if (k !== 'Connection') res.writeHeader(k, clean[k]);
    return;
  }
  let first: string | null = null;
  let block = '';
  for (const k in h) {
    if (k === 'Connection') continue;
    if (first === null) first = k;
    else block += '\r\n' + k + ': ' + h[k];
  }
  if (first !== null) res.writeHeader(first, h[first] + block);
}

/**
 * Writes a response. Inside the request callback uWS corks by itself; after an await, use `write`. A response
 * whose headers say `Connection: close` (a transport refusal) closes the connection after it is sent.
 */
function writeNow(res: any, r: ApiResponse, head: boolean): void {
  res.writeStatus((STATUS_LINES[r.status] ??= `${r.status} ${STATUS_TEXT[r.status] ?? ''}`));
  writeHeaders(res, r.headers, r.headersChecked === true);
  if (r.headers['Connection'] === 'close') return void res.end(head ? undefined : r.body, true); // HEAD: `Content-Length: 0`
  if (bodiless(r.status)) return void res.endWithoutBody();
  if (head) {
    // HEAD: state the GET's length ourselves and end without one. `endWithoutBody(n)` leaves the
    // response unfinished in this uWS version: the connection dies, and when called synchronously
    // inside the route handler uWS aborts the whole process.
    res.writeHeader('Content-Length', String(r.stream ? r.stream.length : r.body.length));
    res.endWithoutBody();
  } else res.end(r.body);
}

function write(res: any, r: ApiResponse, head: boolean): void {
  res.cork(() => writeNow(res, r, head));
}

/** What a response being answered after an await knows of its connection. */
interface Flight {
  aborted: boolean;
  /** Wakes a stream waiting for the socket to drain when the client goes away. */
  onAbort?: () => void;
}

/**
 * Sends a streamed body (ApiResponse.stream) with backpressure: one chunk is read, offered with `tryEnd` (which
 * writes only what the socket takes and states the Content-Length), and the next is read only once the socket
 * has taken all of it (`onWritable`, resuming from `getWriteOffset`). A slow client thus holds one chunk. A failed
 * read (the file changed) closes the connection: the Content-Length already sent cannot be met.
 */
async function sendStream(res: any, r: ApiResponse, flight: Flight): Promise<void> {
  const total = r.stream!.length;
  if (total === 0) return void (!flight.aborted && write(res, r, false));
  const reader = r.stream!.open();
  let started = false;
  try {
    for (;;) {
      const chunk = await reader.read(STREAM_CHUNK_BYTES);
      if (flight.aborted || chunk === null) return; // all sent: the last tryEnd ended the response
      let ok = false;
      let done = false;
      let chunkOffset = 0;
      res.cork(() => {
        if (!started) {
          res.writeStatus((STATUS_LINES[r.status] ??= `${r.status} ${STATUS_TEXT[r.status] ?? ''}`));
          writeHeaders(res, r.headers, r.headersChecked === true);
          started = true;
        }
        chunkOffset = res.getWriteOffset();
        [ok, done] = res.tryEnd(chunk, total);
      });
      if (done) return;
      if (ok) continue;
      await new Promise<void>((resolve) => {
        flight.onAbort = resolve;
        res.onWritable((offset: number) => {
          let more = false;
          let finished = false;
          res.cork(() => ([more, finished] = res.tryEnd(chunk.subarray(offset - chunkOffset), total)));
          if (more || finished) resolve();
          return more;
        });
      });
      flight.onAbort = undefined;
      if (flight.aborted) return;
    }
  } catch {
    if (!flight.aborted) res.close();
  } finally {
    reader.close();
  }
}

/**
 * Answers a request with unsound framing (http/framing.ts) with 400 and closes the connection, on the next
 * turn of the event loop rather than in the request callback: uWS parses what follows in the same read (the
 * body it took as chunked, then the request smuggled in it) right after the callback returns, and would run
 * that request too once this one is answered. While this answer is pending, uWS drops the connection instead
 * of running a pipelined request, so a smuggled request never reaches the gateway (its sender then gets no 400).
 * Some requests never get here: uWS's own parser closes the connection without an answer on Transfer-Encoding
 * with Content-Length (before this callback) and on a Content-Length that is not all digits (`+3`, `3, 5` in
 * one header: right after it, discarding what the callback wrote).
 */
function refuseFraming(res: any, r: ApiResponse, head: boolean): void {
  let aborted = false;
  res.onAborted(() => (aborted = true));
  res.onData(() => {}); // whatever body uWS parses is dropped
  setImmediate(() => {
    if (!aborted) write(res, r, head);
  });
}

const remoteAddressOf = (res: any): string => Buffer.from(res.getRemoteAddressAsText()).toString();

export function listenUws(uws: any, handle: Handle, host: string, port: number, handleSync?: SyncHandle): Promise<RunningServer> {
  const app = uws.App();
  let inFlight = 0;
  let draining: (() => void) | null = null;
  const done = () => {
    inFlight--;
    if (draining && inFlight === 0) draining();
  };
  app.any('/*', (res: any, req: any) => {
    const method = req.getCaseSensitiveMethod ? req.getCaseSensitiveMethod() : String(req.getMethod()).toUpperCase();
    const path: string = req.getUrl();
    const rawQuery: string = req.getQuery() ?? '';
    const headers: Record<string, string> = {};
    let headerBytes = 0;
    req.forEach((k: string, v: string) => {
      headerBytes += k.length + v.length + 4;
      headers[k] = headers[k] === undefined ? v : headers[k] + ', ' + v;
    });
    const head = method === 'HEAD';
    const problem = framingProblem(headers);
    if (problem !== null) return refuseFraming(res, transportRejection(400, 'BAD_REQUEST', problem, headers['x-request-id']), head);
    // Answered before this callback returns (no onAborted needed): refusals, and cache hits.
    if (path.length + rawQuery.length + 1 > LIMITS.maxUrlBytes) return writeNow(res, transportRejection(414, 'URI_TOO_LONG', `The URL is longer than ${LIMITS.maxUrlBytes} bytes`, headers['x-request-id']), head);
    if (headerBytes > LIMITS.maxHeaderBytes) return writeNow(res, transportRejection(431, 'HEADERS_TOO_LARGE', `Request headers exceed ${LIMITS.maxHeaderBytes} bytes`, headers['x-request-id']), head);
    if (handleSync && method === 'GET') {
      // No client address here: no cached route reads it, and reading it costs a native call. (A lazy getter
      // closing over `res` was tried: every such object survived a scavenge, and the pauses set the p99.)
      const r = handleSync({ method, path, rawQuery, headers, body: null });
      if (r) return writeNow(res, r, false);
    }
    // `counted`: this request holds one unit of inFlight until it is answered or, before reaching the
    // gateway, aborted (a client that disconnects mid-upload must not keep a drain waiting forever).
    const state: Flight & { handling: boolean; counted: boolean } = { aborted: false, handling: false, counted: false };
    const release = () => {
      if (!state.counted) return;
      state.counted = false;
      done();
    };
    res.onAborted(() => {
      state.aborted = true;
      state.onAbort?.();
      if (!state.handling) release();
    });
    // Read now: uWS request and response objects may not be touched after the handler returns.
    const remoteAddress = remoteAddressOf(res);
    inFlight++;
    state.counted = true;
    const run = (body: Buffer | null) => {
      state.handling = true;
      handle({ method, path, rawQuery, headers, body, remoteAddress }).then((r) => {
        if (r.stream && !head) return sendStream(res, r, state).finally(release); // in flight until sent
        if (!state.aborted) write(res, r, head);
        release();
      });
    };
    if (method === 'GET' || method === 'HEAD' || method === 'DELETE' || method === 'OPTIONS') return run(null);
    const declared = Number(headers['content-length'] ?? 0);
    if (declared > LIMITS.maxBodyBytes) {
      release();
      return writeNow(res, transportRejection(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${LIMITS.maxBodyBytes} bytes`, headers['x-request-id']), head);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    res.onData((ab: ArrayBuffer, isLast: boolean) => {
      if (refused) return;
      size += ab.byteLength;
      if (size > LIMITS.maxBodyBytes) {
        refused = true;
        release();
        if (!state.aborted) {
          write(res, transportRejection(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${LIMITS.maxBodyBytes} bytes`, headers['x-request-id']), head); // and closes
        }
        return;
      }
      chunks.push(Buffer.from(ab.slice(0))); // uWS reuses the ArrayBuffer after this callback
      if (isLast) run(chunks.length ? Buffer.concat(chunks) : null);
    });
  });
  return new Promise((resolveP, reject) => {
    app.listen(host, port, (token: unknown) => {
      if (!token) return reject(new Error(`uWS could not listen on ${host}:${port}`));
      const actualPort = uws.us_socket_local_port ? uws.us_socket_local_port(token) : port;
      resolveP({
        transport: 'uws',
        port: actualPort,
        host,
        // Stops accepting, waits for the answers in flight, then closes the remaining (idle keep-alive)
        // connections, so a serving thread can end without live uWS handles. A download still streaming to a
        // slow client after `cutAfterMs` is cut then (the main thread terminates a serving thread that has not
        // ended 5 s after LIMITS.requestTimeoutMs, and a thread ended with live uWS handles aborts the process).
        close: (cutAfterMs = LIMITS.requestTimeoutMs) => new Promise<void>((resolveClose) => {
          uws.us_listen_socket_close(token);
          let finished = false;
          const finish = () => {
            if (finished) return;
            finished = true;
            clearTimeout(cut);
            app.close?.();
            resolveClose();
          };
          const cut = setTimeout(finish, cutAfterMs);
          if (inFlight === 0) return finish();
          draining = finish;
        }),
      });
    });
  });
}
