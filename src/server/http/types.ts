/**
 * @module
 * Transport-free request and response: every handler takes an {@link ApiRequest} and returns an
 * {@link ApiResponse}; the uWS and node:http adapters only translate to and from these.
 */

/** A request as the gateway sees it, with no transport types in it. */
export interface ApiRequest {
  method: string;
  /** Path without the query string, percent-decoding not applied. */
  path: string;
  /** The raw query string, without the leading `?`. */
  rawQuery: string;
  /** Header names lower-cased; repeated headers joined with `, `. */
  headers: Record<string, string>;
  body: Buffer | null;
  remoteAddress?: string;
}

/** A response ready to be written by a transport adapter. */
export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  /** The body; empty when `stream` is set. */
  body: Buffer;
  /**
   * A body sent while it is read (a dataset file), never held whole: the transport writes `stream.length` as
   * Content-Length and pulls the next chunk only when the connection takes more (backpressure).
   */
  stream?: StreamedBody;
  /** Every header name and value is known to hold no CR or LF (the transport may skip its own check). */
  headersChecked?: boolean;
}

/** A body of known length read in chunks (see ApiResponse.stream); a handler returns one as its reply's body. */
export interface StreamedBody {
  /** Bytes in the body. */
  readonly length: number;
  /** A reader from the first byte; one per response. */
  open(): BodyReader;
}

export interface BodyReader {
  /**
   * The next bytes (1 to `maxBytes`), or null after the last. Rejects when the source fails or no longer has
   * `length` bytes (a file changed or cut short mid-stream): the transport then drops the connection, as the
   * Content-Length it sent cannot be met.
   */
  read(maxBytes: number): Promise<Buffer | null>;
  /** Releases the source; called once the body is sent, the client is gone or a read failed (idempotent). */
  close(): void;
}

export function isStreamedBody(x: unknown): x is StreamedBody {
  return typeof x === 'object' && x !== null && typeof (x as StreamedBody).open === 'function' && typeof (x as StreamedBody).length === 'number';
}

/** Bytes a transport asks a BodyReader for at a time: with one chunk held per connection, memory stays bounded. */
export const STREAM_CHUNK_BYTES = 64 * 1024;

export const STATUS_TEXT: Record<number, string> = {
  200: 'OK', 206: 'Partial Content', 204: 'No Content', 304: 'Not Modified', 400: 'Bad Request', 401: 'Unauthorized',
  403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 406: 'Not Acceptable', 408: 'Request Timeout',
  413: 'Payload Too Large', 414: 'URI Too Long', 416: 'Range Not Satisfiable', 422: 'Unprocessable Entity',
  429: 'Too Many Requests', 431: 'Request Header Fields Too Large', 500: 'Internal Server Error',
  501: 'Not Implemented', 502: 'Bad Gateway', 503: 'Service Unavailable',
};

/** Answers a request from memory without a promise, or null (see Gateway.handleCachedSync). */
export type SyncHandle = (req: ApiRequest) => ApiResponse | null;

/**
 * Statuses whose answer has no body and no Content-Length: RFC 9110 §8.6 forbids it on 204, and on 304 allows only
 * the 200's own length, which the server does not state.
 */
export function bodiless(status: number): boolean {
  return status === 204 || status === 304;
}

/** The body of an answer that has none (204, 304, a streamed body's placeholder). */
export const NO_BODY: Buffer = Buffer.alloc(0);
