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
  body: Buffer;
  /** Every header name and value is known to hold no CR or LF (the transport may skip its own check). */
  headersChecked?: boolean;
}

export const STATUS_TEXT: Record<number, string> = {
  200: 'OK', 206: 'Partial Content', 204: 'No Content', 304: 'Not Modified', 400: 'Bad Request', 401: 'Unauthorized',
  403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 406: 'Not Acceptable', 408: 'Request Timeout',
  413: 'Payload Too Large', 414: 'URI Too Long', 416: 'Range Not Satisfiable', 422: 'Unprocessable Entity',
  429: 'Too Many Requests', 431: 'Request Header Fields Too Large', 500: 'Internal Server Error',
  501: 'Not Implemented', 502: 'Bad Gateway', 503: 'Service Unavailable',
};

/** Answers a request from memory without a promise, or null (see Gateway.handleCachedSync). */
export type SyncHandle = (req: ApiRequest) => ApiResponse | null;
