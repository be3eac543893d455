/**
 * @module
 * Interactive API docs at `/docs`: swagger-ui (the swagger-ui-dist package) rendering /openapi.json, every file
 * served by this server (nothing from a third-party host). The page, its stylesheets and its two scripts are
 * static, so the Content-Security-Policy needs no nonce and no `unsafe-inline` ({@link DOCS_CSP}); assets are
 * read once per serving thread, named by their content hash and cached by browsers for a year.
 *
 * Both routes are hidden from /openapi.json (HTML and static files for people, like the dashboard); the
 * document's description and the landing page at `/` link to `/docs`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { HandlerContext, Reply, RouteDef, RouteModule } from '../route.js';
import { notFound } from '../errors.js';
import { staticDocument, staticDocumentReply, type StaticDocument } from './static-document.js';

/** Where the page and its assets live. */
export const DOCS_PATH = '/docs';
export const DOCS_ASSET_PREFIX = '/docs/assets/';

/**
 * The page's policy: scripts, styles, images and API calls from this origin only (swagger-ui sets its inline
 * styles through the CSSOM, which `style-src` does not govern), its icons as `data:` SVG, no framing, no plugins.
 */
export const DOCS_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Hashed asset names never change content: a year, immutable (RFC 8246). */
const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The page itself changes with the server's version only. */
const PAGE_CACHE_CONTROL = 'public, max-age=3600';

/**
 * Starts swagger-ui on this server's /openapi.json. "Try it out" sends requests to the origin the page came from
 * (the document's `servers` lists the development address), with the key given under Authorize (the document's
 * `ApiKey` scheme, header X-API-Key); the key is kept in the page's memory only. No validator badge: it would
 * send the document to validator.swagger.io.
 */
const INIT_JS = `'use strict';
(function () {
  var root = document.getElementById('swagger-ui');
  function fail(e) { root.textContent = 'Could not load /openapi.json: ' + e; }
  fetch('/openapi.json', { headers: { Accept: 'application/json' } }).then(function (r) {
    if (!r.ok) throw new Error('HTTP ' + r.status);
    return r.json();
  }).then(function (spec) {
    var here = { url: window.location.origin, description: 'this server' };
    spec.servers = [here].concat((spec.servers || []).filter(function (s) { return s.url !== here.url; }));
    window.ui = SwaggerUIBundle({
      spec: spec, dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null, displayRequestDuration: true,
      docExpansion: 'list', defaultModelsExpandDepth: 0, filter: true, persistAuthorization: false,
      presets: [SwaggerUIBundle.presets.apis], layout: 'BaseLayout'
    });
  }).catch(fail);
})();
`;

const PAGE_CSS = `body { margin: 0; background: #fafafa; }
.kk-top { background: #1e1b4b; color: #fff; padding: 12px 24px; font: 600 16px/1.4 system-ui, sans-serif; }
.kk-top a { color: #fbbf77; margin-left: 16px; font-weight: 500; }
`;

/** A file of the docs: a static document served under {@link DOCS_ASSET_PREFIX} by its hashed name. */
interface Asset extends StaticDocument {
  name: string;
}

interface DocsFiles {
  page: Asset;
  assets: Map<string, Asset>;
}

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  png: 'image/png',
  html: 'text/html; charset=utf-8',
};

function asset(base: string, ext: string, identity: Buffer): Asset {
  const doc = staticDocument(identity, CONTENT_TYPES[ext]!, ext !== 'png'); // a PNG is compressed already
  // the tag's first 12 characters (72 bits) name the content; base64url is safe in a path segment
  return Object.assign(doc, { name: ext === 'html' ? base : `${base}.${doc.etag.slice(1, 13)}.${ext}` });
}

/** The packaged file's text without its source-map comment (the maps are not served). */
function readDist(dir: string, file: string): Buffer {
  const text = readFileSync(join(dir, file), 'utf8').replace(/\n?\/[/*]# sourceMappingURL=[^\n]*\s*$/, '\n');
  return Buffer.from(text, 'utf8');
}

/** The swagger-ui-dist directory, found the way Node resolves the package (src/ and dist/src/ alike). */
export function swaggerUiDir(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

/** Reads the packaged files and builds the page that names them. */
export function loadDocsFiles(dir = swaggerUiDir()): DocsFiles {
  const css = asset('swagger-ui', 'css', readDist(dir, 'swagger-ui.css'));
  const bundle = asset('swagger-ui-bundle', 'js', readDist(dir, 'swagger-ui-bundle.js'));
  const icon = asset('favicon-32x32', 'png', readFileSync(join(dir, 'favicon-32x32.png')));
  const init = asset('docs-init', 'js', Buffer.from(INIT_JS, 'utf8'));
  const pageCss = asset('docs', 'css', Buffer.from(PAGE_CSS, 'utf8'));
  const href = (a: Asset) => DOCS_ASSET_PREFIX + a.name;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kalakosha API docs</title>
<link rel="icon" type="image/png" href="${href(icon)}">
<link rel="stylesheet" href="${href(css)}">
<link rel="stylesheet" href="${href(pageCss)}">
</head>
<body>
<header class="kk-top">Kalakosha API<a href="/">Home</a><a href="/openapi.json">OpenAPI document</a><a href="/dashboard">Get an API key</a></header>
<main id="swagger-ui"><noscript>The interactive docs need JavaScript; the description itself is at <a href="/openapi.json">/openapi.json</a>.</noscript></main>
<script src="${href(bundle)}"></script>
<script src="${href(init)}"></script>
</body>
</html>
`;
  const page = asset('docs', 'html', Buffer.from(html, 'utf8'));
  return { page, assets: new Map([css, bundle, icon, init, pageCss].map((a) => [a.name, a])) };
}

/** One file in the encoding the client takes, with its ETag; 304 when `If-None-Match` names it. */
function fileReply(a: Asset, ctx: HandlerContext, cacheControl: string, extra: Record<string, string> = {}): Promise<Reply> {
  return staticDocumentReply(a, ctx.headers, Object.assign({ 'Cache-Control': cacheControl, 'X-Content-Type-Options': 'nosniff' }, extra));
}

/** Read at warm-up, or on the first request when warm-ups are skipped (tests); read-only afterwards. */
let files: DocsFiles | null = null;
const docsFiles = () => (files ??= loadDocsFiles());

const pageRoute: RouteDef = {
  method: 'GET', path: DOCS_PATH, tags: ['system'], auth: false, hidden: true, operationId: 'docsPage', summary: 'Interactive API docs (HTML, swagger-ui)',
  response: { description: 'HTML page', contentType: CONTENT_TYPES.html },
  handler: (ctx) => fileReply(docsFiles().page, ctx, PAGE_CACHE_CONTROL, { 'Content-Security-Policy': DOCS_CSP, 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'same-origin' }),
};

const assetRoute: RouteDef = {
  method: 'GET', path: `${DOCS_ASSET_PREFIX}{file}`, tags: ['system'], auth: false, hidden: true, operationId: 'docsAsset', summary: "The docs page's scripts, stylesheets and icon",
  params: [{ name: 'file', in: 'path', required: true, schema: { type: 'string', maxLength: 100 } }],
  response: { description: 'The file' },
  extraResponses: { '404': { description: 'NOT_FOUND: no such file (names carry a content hash; take them from /docs)' } },
  handler: (ctx) => {
    const a = docsFiles().assets.get(ctx.params.file);
    if (!a) throw notFound('NOT_FOUND', `No docs asset '${String(ctx.params.file).slice(0, 100)}'; the page at ${DOCS_PATH} names the current ones`);
    return fileReply(a, ctx, ASSET_CACHE_CONTROL);
  },
};

export const docsModule: RouteModule = {
  name: 'docs',
  warmup: () => {
    docsFiles();
  },
  routes: [pageRoute, assetRoute],
};
