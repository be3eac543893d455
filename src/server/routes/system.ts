/**
 * @module
 * Public routes: /healthz (liveness) and /openapi.json (the machine-readable description).
 */
import { gzipSync, constants as zlib } from 'node:zlib';
import { JSON_TYPE, type HandlerContext, type Reply, type RouteDef, type RouteModule } from '../route.js';
import { buildOpenApi, OPENAPI_MAX_AGE_SEC } from '../openapi.js';
import { acceptsGzip } from '../gateway.js';
import { ifNoneMatchHit, strongEtagOf } from '../http/etag.js';

/** The document in both encodings, built and compressed once per serving thread. */
interface ServedDocument {
  identity: Buffer;
  gzip: Buffer;
  etag: string;
  gzipEtag: string;
}

function servedDocument(identity: Buffer): ServedDocument {
  return { identity, gzip: gzipSync(identity, { level: zlib.Z_BEST_COMPRESSION }), etag: strongEtagOf(identity), gzipEtag: strongEtagOf(identity, '-gzip') };
}

/**
 * /openapi.json in the encoding the client takes, with its strong ETag; `If-None-Match` naming either form's
 * tag gets 304 with no body. Public with no key; `private` when a key was sent, since the answer's rate-limit
 * headers then show that key's figures.
 */
function openApiReply(doc: ServedDocument, ctx: HandlerContext): Reply {
  const gzip = acceptsGzip(ctx.headers['accept-encoding']);
  const headers: Record<string, string> = {
    ETag: gzip ? doc.gzipEtag : doc.etag,
    'Cache-Control': `${ctx.headers['x-api-key'] ? 'private' : 'public'}, max-age=${OPENAPI_MAX_AGE_SEC}`,
    Vary: 'Accept-Encoding',
  };
  const stored = ifNoneMatchHit(ctx.headers['if-none-match'], gzip ? [doc.gzipEtag, doc.etag] : [doc.etag, doc.gzipEtag]);
  if (stored) {
    headers.ETag = stored;
    return { status: 304, body: NO_CONTENT, headers };
  }
  if (gzip) headers['Content-Encoding'] = 'gzip';
  return { body: gzip ? doc.gzip : doc.identity, contentType: JSON_TYPE, headers };
}

const NO_CONTENT = Buffer.alloc(0);

/**
 * `stats` adds what the serving thread answering knows about itself (thread index, response-cache entries
 * and bytes, memory) to /healthz: with several serving threads, each answer describes one of them.
 */
export function systemModule(allRoutes: () => RouteDef<any, any>[], version: string, stats?: () => Record<string, unknown>): RouteModule {
  let doc: ServedDocument | null = null;
  const openapiRoute: RouteDef = {
    method: 'GET', path: '/openapi.json', operationId: 'getOpenApi', summary: 'This OpenAPI 3.1 description', tags: ['system'], auth: false,
    description: `Served gzip-compressed when \`Accept-Encoding\` allows gzip, with a strong \`ETag\` (a different one for the gzip form) and \`Cache-Control: public, max-age=${OPENAPI_MAX_AGE_SEC}\` (\`private\` when an X-API-Key was sent: the rate-limit headers then show that key's figures). A request whose \`If-None-Match\` names the current ETag of either form gets 304 Not Modified with no body. HEAD works too.`,
    response: {
      description: 'OpenAPI 3.1 document', schema: { type: 'object' },
      headers: {
        ETag: { description: 'Strong entity tag of this document (a different one for the gzip form).', schema: { type: 'string' } },
        'Cache-Control': { description: `public (or private when a key was sent), max-age=${OPENAPI_MAX_AGE_SEC}`, schema: { type: 'string' } },
        'Content-Encoding': { description: 'gzip when Accept-Encoding allows it', schema: { type: 'string', enum: ['gzip'] } },
        Vary: { description: 'Accept-Encoding', schema: { type: 'string' } },
      },
    },
    extraResponses: { '304': { description: 'Not Modified: If-None-Match names the current ETag; no body, the same ETag, Cache-Control and Vary.' } },
    handler: (ctx) => openApiReply((doc ??= servedDocument(Buffer.from(JSON.stringify(buildOpenApi(allRoutes(), version))))), ctx),
  };
  const healthRoute: RouteDef = {
    method: 'GET', path: '/healthz', operationId: 'getHealth', summary: 'Liveness: 200 while the server accepts requests', tags: ['system'], auth: false,
    response: { description: 'Liveness', schema: { type: 'object', required: ['status'], properties: {
      status: { type: 'string', enum: ['ok'] }, version: { type: 'string' },
      thread: { type: 'integer', description: 'Index of the serving thread that answered' },
      cache: { type: 'object', description: "That thread's in-memory response cache (absent with the Redis cache): entries, bytes (bodies + keys + 400 bytes per entry), max_bytes" },
      memory_mb: { type: 'object', description: 'process.memoryUsage() in MiB: rss (whole process), heap_used, heap_total, array_buffers (this thread)' },
    } }, example: { status: 'ok', version, thread: 0, cache: { entries: 1200, bytes: 5400000, max_bytes: 67108864 }, memory_mb: { rss: 610, heap_used: 180, heap_total: 220, array_buffers: 230 } } },
    handler: () => ({ body: { status: 'ok', version, ...stats?.() } }),
  };
  return { name: 'system', routes: [healthRoute, openapiRoute] };
}
