/**
 * @module
 * A document the server holds whole in memory (/openapi.json, the /docs page and its files), answered in the
 * encoding the client takes with a strong entity tag per encoding, and 304 when `If-None-Match` names either
 * (RFC 9110 §8.8.3, §13.1.2).
 */
import { promisify } from 'node:util';
import { gzip as gzipCb, constants as zlib } from 'node:zlib';
import type { Reply } from '../route.js';
import { acceptsGzip } from '../gateway.js';
import { ifNoneMatchHit, strongEtagOf } from '../http/etag.js';
import { NO_BODY } from '../http/types.js';

export interface StaticDocument {
  identity: Buffer;
  contentType: string;
  etag: string;
  /** The gzip form's tag (another representation, another strong tag); known before compressing. */
  gzipEtag: string;
  /** false for content compressed already (a PNG): always sent as is. */
  compressible: boolean;
  /** The gzip form at the best level, made on libuv's thread pool on the first request that takes it. */
  gzip?: Promise<Buffer>;
}

export function staticDocument(identity: Buffer, contentType: string, compressible = true): StaticDocument {
  return { identity, contentType, etag: strongEtagOf(identity), gzipEtag: strongEtagOf(identity, '-gzip'), compressible };
}

const gzipAsync = promisify(gzipCb);

/** `doc` for a request with these headers; `headers` (Cache-Control …) go on the answer, with ETag and Vary. */
export async function staticDocumentReply(doc: StaticDocument, request: Record<string, string>, headers: Record<string, string>): Promise<Reply> {
  const gzip = doc.compressible && acceptsGzip(request['accept-encoding']);
  headers.ETag = gzip ? doc.gzipEtag : doc.etag;
  headers.Vary = 'Accept-Encoding';
  const stored = ifNoneMatchHit(request['if-none-match'], gzip ? [doc.gzipEtag, doc.etag] : [doc.etag, doc.gzipEtag]);
  if (stored) {
    headers.ETag = stored;
    return { status: 304, body: NO_BODY, headers };
  }
  if (gzip) headers['Content-Encoding'] = 'gzip';
  return { body: gzip ? await (doc.gzip ??= gzipAsync(doc.identity, { level: zlib.Z_BEST_COMPRESSION })) : doc.identity, contentType: doc.contentType, headers };
}
