/**
 * @module
 * Public routes: /healthz (liveness) and /openapi.json (the machine-readable description).
 */
import { JSON_TYPE, type RouteDef, type RouteModule } from '../route.js';
import { buildOpenApi } from '../openapi.js';

/**
 * `stats` adds what the serving thread answering knows about itself (thread index, response-cache entries
 * and bytes, memory) to /healthz: with several serving threads, each answer describes one of them.
 */
export function systemModule(allRoutes: () => RouteDef<any, any>[], version: string, stats?: () => Record<string, unknown>): RouteModule {
  let doc: Buffer | null = null;
  const openapiRoute: RouteDef = {
    method: 'GET', path: '/openapi.json', operationId: 'getOpenApi', summary: 'This OpenAPI 3.1 description', tags: ['system'], auth: false,
    response: { description: 'OpenAPI 3.1 document', schema: { type: 'object' } },
    handler: () => {
      doc ??= Buffer.from(JSON.stringify(buildOpenApi(allRoutes(), version)));
      return { body: doc, contentType: JSON_TYPE };
    },
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
