/**
 * @module
 * Public routes: `/` (the landing: what the service is and where to go), /healthz (liveness) and /openapi.json
 * (the machine-readable description).
 */
import { createHash } from 'node:crypto';
import { JSON_TYPE, type HandlerContext, type Reply, type RouteDef, type RouteModule } from '../route.js';
import { buildOpenApi, OPENAPI_MAX_AGE_SEC } from '../openapi.js';
import { staticDocument, staticDocumentReply, type StaticDocument } from './static-document.js';
import { prefersHtml } from '../http/accept.js';

/** What `GET /` says about the service. */
export interface Landing {
  name: string;
  description: string;
  version: string;
  auth: string;
  links: Record<string, string>;
  endpoints: { family: string; operations: { method: string; path: string; summary: string }[] }[];
}

const SERVICE_DESCRIPTION = 'Hindu calendar (panchang, festivals, ceremonies) and Sanskrit corpus API';

/**
 * The landing's content, from the routes served: the public pages that exist (the dashboard and the docs can be
 * left out of an app) and every keyed operation in /openapi.json, grouped by its first two path segments
 * (`/calendar/v1`, `/corpus/v1` …) in the order the routes are mounted.
 */
export function landingOf(routes: RouteDef<any, any>[], version: string): Landing {
  const served = new Set(routes.map((r) => `${r.method} ${r.path}`));
  const links: Record<string, string> = {};
  for (const [name, path] of [['docs', '/docs'], ['openapi', '/openapi.json'], ['health', '/healthz'], ['dashboard', '/dashboard']] as const) {
    if (served.has(`GET ${path}`)) links[name] = path;
  }
  const families = new Map<string, Landing['endpoints'][number]['operations']>();
  for (const r of routes) {
    if (r.hidden || r.auth === false) continue;
    const family = '/' + r.path.split('/').slice(1, 3).join('/');
    let ops = families.get(family);
    if (!ops) families.set(family, (ops = []));
    ops.push({ method: r.method, path: r.path, summary: r.summary });
  }
  return {
    name: 'kalakosha',
    description: SERVICE_DESCRIPTION,
    version,
    auth: `Send your API key in the X-API-Key header${links.dashboard ? ` (create one at ${links.dashboard})` : ''}. ${PUBLIC_PATHS_TEXT} need no key.`,
    links,
    endpoints: [...families].map(([family, operations]) => ({ family, operations })),
  };
}

const PUBLIC_PATHS_TEXT = '/, /docs, /openapi.json and /healthz';

const esc = (s: unknown) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const LANDING_CSS = `body { margin: 0 auto; max-width: 860px; padding: 24px; font: 15px/1.55 system-ui, sans-serif; color: #1b1d2a; }
h1 { margin-bottom: 0; } .muted { color: #5b6072; } code { font-size: 13px; } li { margin: 2px 0; }`;

/** The inline stylesheet is constant: the CSP names its hash instead of a nonce, so the page can be cached. */
const LANDING_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(LANDING_CSS).digest('base64')}'; img-src data:; form-action 'none'; frame-ancestors 'none'; base-uri 'none'`;

/** The landing for people: the same content as the JSON. */
export function landingHtml(l: Landing): string {
  const link = (name: string, text: string) => (l.links[name] ? `<li><a href="${esc(l.links[name])}">${esc(text)}</a> <code>${esc(l.links[name])}</code></li>` : '');
  const families = l.endpoints.map((f) => `<h2><code>${esc(f.family)}</code></h2>\n<ul>${f.operations.map((o) => `<li><code>${esc(o.method)} ${esc(o.path)}</code> <span class="muted">${esc(o.summary)}</span></li>`).join('')}</ul>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kalakosha API</title>
<link rel="icon" href="data:,">
<style>${LANDING_CSS}</style>
</head>
<body>
<main>
<h1>Kalakosha</h1>
<p class="muted">${esc(l.description)} · version ${esc(l.version)}</p>
<p>${esc(l.auth)}</p>
<ul>${link('docs', 'Interactive API docs')}${link('openapi', 'OpenAPI 3.1 description')}${link('dashboard', 'Developer dashboard: API keys and usage')}${link('health', 'Health check')}</ul>
${families}
</main>
</body>
</html>
`;
}

/**
 * /openapi.json in the encoding the client takes, with its strong ETag; `If-None-Match` naming either form's
 * tag gets 304 with no body. Public with no key; `private` when a key was sent, since the answer's rate-limit
 * headers then show that key's figures.
 */
function openApiReply(doc: StaticDocument, ctx: HandlerContext): Promise<Reply> {
  return staticDocumentReply(doc, ctx.headers, { 'Cache-Control': `${ctx.headers['x-api-key'] ? 'private' : 'public'}, max-age=${OPENAPI_MAX_AGE_SEC}` });
}

/**
 * `stats` adds what the serving thread answering knows about itself (thread index, response-cache entries
 * and bytes, memory) to /healthz: with several serving threads, each answer describes one of them.
 */
export function systemModule(allRoutes: () => RouteDef<any, any>[], version: string, stats?: () => Record<string, unknown>): RouteModule {
  let doc: StaticDocument | null = null;
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
    handler: (ctx) => openApiReply((doc ??= staticDocument(Buffer.from(JSON.stringify(buildOpenApi(allRoutes(), version))), JSON_TYPE)), ctx),
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
  let landing: { json: Buffer; html: Buffer } | null = null;
  const landingRoute: RouteDef = {
    method: 'GET', path: '/', operationId: 'getLanding', summary: 'What this service is, with links to the docs and the endpoint families', tags: ['system'], auth: false,
    description: 'No key needed. JSON by default; a small HTML page when `Accept` ranks `text/html` above `application/json` (a browser). `Vary: Accept`, `Cache-Control: no-cache`.',
    response: {
      description: 'Landing',
      schema: { type: 'object', required: ['name', 'description', 'version', 'auth', 'links', 'endpoints'], properties: {
        name: { type: 'string' }, description: { type: 'string' }, version: { type: 'string' },
        auth: { type: 'string', description: 'How to authenticate' },
        links: { type: 'object', description: 'docs (/docs, interactive), openapi (/openapi.json), health (/healthz), dashboard (/dashboard, API keys): those this server serves', additionalProperties: { type: 'string' } },
        endpoints: { type: 'array', description: 'Keyed operations grouped by their first two path segments', items: { type: 'object', required: ['family', 'operations'], properties: {
          family: { type: 'string' },
          operations: { type: 'array', items: { type: 'object', required: ['method', 'path', 'summary'], properties: { method: { type: 'string' }, path: { type: 'string' }, summary: { type: 'string' } } } },
        } } },
      } },
      example: { name: 'kalakosha', description: SERVICE_DESCRIPTION, version, auth: `Send your API key in the X-API-Key header (create one at /dashboard). ${PUBLIC_PATHS_TEXT} need no key.`, links: { docs: '/docs', openapi: '/openapi.json', health: '/healthz', dashboard: '/dashboard' }, endpoints: [{ family: '/calendar/v1', operations: [{ method: 'GET', path: '/calendar/v1/panchang', summary: 'Panchang for a date and place' }] }] },
      headers: { Vary: { description: 'Accept', schema: { type: 'string' } }, 'Cache-Control': { description: 'no-cache', schema: { type: 'string' } } },
    },
    handler: (ctx): Reply => {
      if (!landing) {
        const l = landingOf(allRoutes(), version);
        landing = { json: Buffer.from(JSON.stringify(l)), html: Buffer.from(landingHtml(l)) };
      }
      if (!prefersHtml(ctx.headers.accept)) return { body: landing.json, contentType: JSON_TYPE, headers: { Vary: 'Accept', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' } };
      return { body: landing.html, contentType: 'text/html; charset=utf-8', headers: { Vary: 'Accept', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': LANDING_CSP, 'X-Frame-Options': 'DENY' } };
    },
  };
  return { name: 'system', routes: [landingRoute, healthRoute, openapiRoute] };
}
