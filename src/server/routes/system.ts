/**
 * @module
 * Public routes: /healthz (liveness) and /openapi.json (the machine-readable description).
 */
import type { RouteDef, RouteModule } from '../route.js';
import { buildOpenApi } from '../openapi.js';

export function systemModule(allRoutes: () => RouteDef<any, any>[], version: string): RouteModule {
  let doc: Buffer | null = null;
  const openapiRoute: RouteDef = {
    method: 'GET', path: '/openapi.json', operationId: 'getOpenApi', summary: 'This OpenAPI 3.1 description', tags: ['system'], auth: false,
    response: { description: 'OpenAPI 3.1 document', schema: { type: 'object' } },
    handler: () => {
      doc ??= Buffer.from(JSON.stringify(buildOpenApi(allRoutes(), version)));
      return { body: doc, contentType: 'application/json; charset=utf-8' };
    },
  };
  const healthRoute: RouteDef = {
    method: 'GET', path: '/healthz', operationId: 'getHealth', summary: 'Liveness: 200 while the server accepts requests', tags: ['system'], auth: false,
    response: { description: 'Liveness', schema: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ok'] }, version: { type: 'string' } } }, example: { status: 'ok', version } },
    handler: () => ({ body: { status: 'ok', version } }),
  };
  return { name: 'system', routes: [healthRoute, openapiRoute] };
}
