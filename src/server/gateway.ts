/**
 * @module
 * The gateway every request passes through, in this order:
 * request id → route lookup (to know whether it is public) → OPTIONS and CORS preflights (no key) → API key →
 * rate limit → 404/405 → parameter validation (422) → cache → handler (502 on failure) → headers on every
 * response (CORS ones included, see http/cors.ts).
 */
import { randomUUID } from 'node:crypto';
import { gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import { ApiError, ValidationError, errorBody, validationErrorBody, type ValidationIssue } from './errors.js';
import { NO_BODY, bodiless, isStreamedBody, type ApiRequest, type ApiResponse } from './http/types.js';
import { hasLineBreak } from './http/line-breaks.js';
import { addCorsHeaders, addPreflightHeaders, allowHeaderOf, corsApplies, CORS_EXPOSE_HEADERS, isPreflight } from './http/cors.js';
import { nextTier, TIERS } from './keys/tiers.js';
import { ResponseCache, cacheKeyOf, type CachedResponse, type ResponseCacheLike } from './response-cache.js';
import { JSON_TYPE, type Caller, type HandlerContext, type Reply, type RouteDef, type ServerConfig } from './route.js';
import { Router, type RouteMatch } from './router.js';
import { parseQueryString, validateParams } from './schema/validate.js';
import { parseJsonBody } from './schema/json-body.js';
import { ComputeTimeoutError, type ComputeRunner } from './compute-pool.js';
import { StoreUnavailableError, type GatewayStore, type KeyRecord, type UsageDecision } from './store/types.js';
import { AddressLimiter, DEFAULT_ANON_RATE_LIMIT } from './address-limiter.js';
import { clientAddress } from './http/client.js';
import { SYNC_TIMING_PERIOD, ThreadMetrics } from './metrics/thread-metrics.js';
import { MAX_ROUTES, OPTIONS_SLOT, UNMATCHED_SLOT } from './metrics/metric-layout.js';
import { prometheusText, type RouteLabel } from './metrics/prometheus-text.js';
import type { MetricsSource } from './metrics/metrics-source.js';

/** Stands for "no limit" in the integer X-RateLimit-* and X-Quota-* headers (internal tier, Business month). */
export const UNLIMITED_HEADER_VALUE = 2147483647;
const UNLIMITED_TEXT = String(UNLIMITED_HEADER_VALUE);
const REQUEST_ID_RE = /^[A-Za-z0-9._:\-]{8,128}$/;

export interface LogRecord {
  level: 'info' | 'warn' | 'error';
  msg: string;
  [k: string]: unknown;
}

export interface GatewayOptions {
  routes: RouteDef<any, any>[];
  store: GatewayStore;
  config: ServerConfig;
  cache?: ResponseCacheLike;
  /** Structured log sink; never receives an API key. */
  log?: (rec: LogRecord) => void;
  /** Log one line per request (off by default: the load benches measure without it). */
  accessLog?: boolean;
  /** Overrides the clock, for tests of window and month boundaries. */
  clock?: () => number;
  /** Worker-thread pool for heavy computations (handlers reach it through `runInPool`). */
  compute?: ComputeRunner;
  /**
   * Requests a minute each client address may send to keyed routes without a valid API key (missing, malformed,
   * unknown or revoked) before they are answered 429 instead of 401; 0 turns the limit off. Default
   * {@link DEFAULT_ANON_RATE_LIMIT} (`kalakosha serve --anon-rate-limit`).
   */
  anonRateLimit?: number;
  /** The per-address counters shared by the serving threads of one process (serve.ts); default this gateway's own. */
  anonLimiterBuffer?: SharedArrayBuffer;
  /** Take the client address from `X-Forwarded-For` (`--trust-proxy`: only behind a proxy that sets it). */
  trustProxy?: boolean;
  /** This serving thread's figures, in the metrics table every thread shares (serve.ts); default this gateway's own. */
  metrics?: ThreadMetrics;
}

export class Gateway {
  readonly router: Router;
  readonly cache: ResponseCacheLike;
  private readonly log: (rec: LogRecord) => void;
  private readonly clock: () => number;
  inFlight = 0;
  /** Requests seen (both paths; a request may count twice): the idle sweeper's sign of traffic. */
  requestCount = 0;

  /** The cache when it answers synchronously (in memory), for handleCachedSync. */
  private readonly syncCache: ResponseCache | null;
  /** URL + Accept → response-cache key and route slot, for handleCachedSync (see hotCacheKey). */
  private readonly hot = new Map<string, { cacheKey: string; untilMs: number; routeSlot: number }>();
  /** Keyless requests per client address (null: no limit). */
  private readonly anonLimiter: AddressLimiter | null;
  /** This thread's figures (metrics/thread-metrics.ts). */
  readonly metrics: ThreadMetrics;
  /** Counts synchronous cached hits modulo SYNC_TIMING_PERIOD: the one at 0 is timed. */
  private syncTimingTick = 0;
  /** Each route's slot in the metrics table: its index in `routes`, the same in every serving thread. */
  private readonly routeSlots = new Map<RouteDef, number>();
  /** The labels of the route slots in the metrics table (the same in every serving thread). */
  readonly routeLabels: RouteLabel[];
  /** Every serving thread's figures as Prometheus text, for the /metrics route (`ctx.metrics`). */
  readonly metricsSource: MetricsSource;

  constructor(private readonly opts: GatewayOptions) {
    this.router = new Router(opts.routes);
    this.cache = opts.cache ?? new ResponseCache();
    this.syncCache = this.cache instanceof ResponseCache ? this.cache : null;
    this.log = opts.log ?? (() => {});
    this.clock = opts.clock ?? Date.now;
    const anon = opts.anonRateLimit ?? DEFAULT_ANON_RATE_LIMIT;
    this.anonLimiter = anon > 0 ? new AddressLimiter(anon, opts.anonLimiterBuffer) : null;
    if (opts.routes.length > MAX_ROUTES) throw new RangeError(`${opts.routes.length} routes: the metrics table has slots for ${MAX_ROUTES} (metrics/metric-layout.ts)`);
    opts.routes.forEach((r, i) => this.routeSlots.set(r, i));
    const metrics = (this.metrics = opts.metrics ?? new ThreadMetrics());
    const labels = (this.routeLabels = opts.routes.map((r) => ({ method: r.method, route: r.path })));
    this.metricsSource = { scrape: () => prometheusText(metrics.buffer, labels) };
  }

  /**
   * Answers a GET whose response is in the in-memory cache without a promise, or returns null (then `handle`
   * answers it; nothing was counted). Only URLs the async path has already answered from the cache are known
   * here (rememberCacheKey: their route, validation and cache key were done there), then the same key and limit
   * steps and headers as `handle`; only a hit with a valid key is answered here (a 429 too). Transports call it first
   * inside their request callback: a cache hit costs a third of the async path's CPU in-process. `remoteAddress`
   * may be absent (the uWS adapter does not read it here): `prepare` and `cacheVary` must not use it.
   */
  handleCachedSync(req: ApiRequest): ApiResponse | null {
    const store = this.opts.store;
    this.requestCount++;
    if (req.method !== 'GET' || !this.syncCache || !store.authenticateSync || !store.consumeSync) return null;
    const apiKey = req.headers['x-api-key'];
    if (!apiKey) return null;
    const timed = (this.syncTimingTick = (this.syncTimingTick + 1) & (SYNC_TIMING_PERIOD - 1)) === 0;
    const t0 = timed || this.opts.accessLog ? performance.now() : 0;
    const nowMs = this.clock();
    const memo = this.hot.get(hotMemoKey(req));
    if (memo === undefined || memo.untilMs <= nowMs) return null;
    const cacheKey = memo.cacheKey;
    const hit = this.syncCache.get(cacheKey, nowMs);
    if (!hit) return null;
    const key = store.authenticateSync(apiKey.trim(), nowMs);
    if (!key) return null;
    const incoming = req.headers['x-request-id'];
    const requestId = incoming && REQUEST_ID_RE.test(incoming) ? incoming : newRequestId();
    // Only API routes are memoised (never the dashboard's): the CORS headers always apply here.
    const headers: Record<string, string> = { 'X-Request-ID': requestId, 'X-Cache': 'MISS', 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': CORS_EXPOSE_HEADERS };
    const decision = store.consumeSync(key, nowMs);
    this.setLimitHeaders(headers, decision, nowMs);
    let res: ApiResponse;
    if (decision.allowed) {
      this.metrics.cacheHit(memo.routeSlot);
      res = this.hitResponse(cacheKey, hit, headers, nowMs, req.headers['accept-encoding']);
    } else res = this.limitResponse(decision, key, requestId, headers, nowMs);
    if (timed || this.opts.accessLog) {
      const ms = performance.now() - t0;
      if (timed) this.metrics.request(memo.routeSlot, res.status, ms / 1000);
      else this.metrics.requestUntimed(memo.routeSlot, res.status);
      if (this.opts.accessLog) this.log({ level: 'info', msg: 'request', request_id: requestId, method: req.method, path: req.path, status: res.status, ms: +ms.toFixed(3), key_id: key.id, cache: res.headers['X-Cache'] });
    } else this.metrics.requestUntimed(memo.routeSlot, res.status);
    return res;
  }

  /**
   * Remembers which cache entry a URL (and Accept header, the only header a route's `cacheVary` may read) maps
   * to, for handleCachedSync, until the next minute boundary: `prepare` may fill defaults from the clock (today's
   * date, this year), and those change only on a minute boundary. Called when the async path answers a GET from
   * the cache, so a URL asked for once (a live answer for a new place) is never kept, and the synchronous path
   * costs a miss one Map lookup, not a second validation.
   */
  private rememberCacheKey(req: ApiRequest, cacheKey: string, routeSlot: number, nowMs: number): void {
    const memoKey = hotMemoKey(req);
    if (memoKey.length > HOT_MEMO_KEY_MAX) return; // a huge URL is not worth keeping
    if (this.hot.size >= HOT_MEMO_MAX) this.hot.clear();
    this.hot.set(memoKey, { cacheKey, untilMs: (Math.floor(nowMs / 60_000) + 1) * 60_000, routeSlot });
  }

  /** Drops what traffic left in memory and no longer uses: idle cache entries, expired URL → cache-key memos. Returns how many. */
  sweepIdle(): number {
    const nowMs = this.clock();
    let dropped = this.cache.sweepIdle?.(nowMs) ?? 0;
    for (const [k, m] of this.hot) if (m.untilMs <= nowMs) this.hot.delete(k), dropped++;
    return dropped;
  }

  /** Answers one request. Never throws: every failure becomes a documented error response. */
  async handle(req: ApiRequest): Promise<ApiResponse> {
    this.inFlight++;
    this.requestCount++;
    const t0 = performance.now();
    const nowMs = this.clock();
    const incoming = req.headers['x-request-id'];
    const requestId = incoming && REQUEST_ID_RE.test(incoming) ? incoming : newRequestId();
    const headers: Record<string, string> = { 'X-Request-ID': requestId, 'X-Cache': 'MISS' };
    if (corsApplies(req.path)) addCorsHeaders(headers);
    const method = req.method.toUpperCase();
    const match = this.router.match(method, req.path);
    const routeSlot = method === 'OPTIONS' ? OPTIONS_SLOT : match.kind === 'found' ? this.routeSlots.get(match.route)! : UNMATCHED_SLOT;
    let caller: KeyRecord | null = null;
    let res: ApiResponse;
    try {
      res = await this.process(req, method, match, routeSlot, requestId, nowMs, headers, (k) => (caller = k));
    } catch (err) {
      if (err instanceof StoreUnavailableError) {
        // The shared key store (Redis) is down and the key is not one this replica may accept meanwhile.
        this.log({ level: 'warn', msg: 'key store unavailable', request_id: requestId });
        headers['Retry-After'] = '5';
        res = this.errorResponse(502, 'COMPUTE_ERROR', 'The key store is temporarily unreachable; try again in a few seconds', requestId, headers);
      } else {
        // process() turns every expected failure into a response; this is the last line of defence.
        this.log({ level: 'error', msg: 'unhandled gateway error', request_id: requestId, error: String((err as Error)?.stack ?? err) });
        res = this.errorResponse(502, 'COMPUTE_ERROR', 'The computation service failed; try again', requestId, headers);
      }
    } finally {
      this.inFlight--;
    }
    const ms = performance.now() - t0;
    this.metrics.request(routeSlot, res.status, ms / 1000);
    if (this.opts.accessLog) {
      const c = caller as KeyRecord | null;
      this.log({ level: 'info', msg: 'request', request_id: requestId, method: req.method, path: req.path, status: res.status, ms: +ms.toFixed(3), key_id: c?.id ?? null, cache: res.headers['X-Cache'] });
    }
    return res;
  }

  private async process(req: ApiRequest, method: string, match: RouteMatch, routeSlot: number, requestId: string, nowMs: number, headers: Record<string, string>, setCaller: (k: KeyRecord) => void): Promise<ApiResponse> {
    if (method === 'OPTIONS') return this.optionsResponse(req, match, requestId, headers, nowMs);
    const isPublic = match.kind === 'found' && match.route.auth === false;
    const apiKey = req.headers['x-api-key'];
    let key: KeyRecord | null = null;

    if (isPublic) {
      // Public routes never consume quota; a valid key just shows its figures.
      // A store outage must not take /healthz or /openapi.json down: the key's figures are optional here.
      if (apiKey) key = await Promise.resolve(this.opts.store.authenticate(apiKey.trim(), nowMs)).catch(() => null);
      const figures = key ? await Promise.resolve(this.opts.store.peek(key, nowMs)).catch(() => null) : null;
      this.setLimitHeaders(headers, figures, nowMs);
    } else {
      this.setLimitHeaders(headers, null, nowMs);
      if (apiKey === undefined || apiKey.trim() === '') return this.keylessResponse(req, 'MISSING_API_KEY', 'Send your API key in the X-API-Key header', requestId, headers, nowMs);
      key = await this.opts.store.authenticate(apiKey.trim(), nowMs);
      if (!key) return this.keylessResponse(req, 'INVALID_API_KEY', 'The API key is invalid, malformed or revoked', requestId, headers, nowMs);
      setCaller(key);
      const decision = await this.opts.store.consume(key, nowMs);
      this.setLimitHeaders(headers, decision, nowMs);
      if (!decision.allowed) return this.limitResponse(decision, key, requestId, headers, nowMs);
    }

    if (match.kind === 'bad-path') return this.errorResponse(404, 'NOT_FOUND', 'The path is not valid percent-encoded UTF-8', requestId, headers);
    if (match.kind === 'not-found') return this.errorResponse(404, 'NOT_FOUND', `No route for ${method} ${truncate(req.path, 200)}; see /openapi.json`, requestId, headers);
    if (match.kind === 'method-not-allowed') {
      headers['Allow'] = allowHeaderOf(match.allowed);
      return this.errorResponse(405, 'METHOD_NOT_ALLOWED', `${method} is not allowed here; use ${match.allowed.join(' or ')}`, requestId, headers);
    }
    const route = match.route;

    // Validation: path, query, body, all issues at once.
    const issues: ValidationIssue[] = [];
    const params = validateParams(route.params ?? [], 'path', match.params, issues);
    const rawQuery = parseQueryString(req.rawQuery, issues);
    const query = validateParams(route.params ?? [], 'query', rawQuery, issues);
    let body: unknown = undefined;
    // A large body of a route that parses it on the compute pool stays bytes here (ctx.body undefined), unless
    // other issues already make this a 422 (then all issues at once, as for any route).
    const deferBody = route.body?.parseOnPoolFromBytes !== undefined && !route.cacheTtlSec && this.opts.compute !== undefined && issues.length === 0 && (req.body?.length ?? 0) >= route.body.parseOnPoolFromBytes;
    if (route.body && !deferBody) body = parseJsonBody(route.body.schema, req.body, issues);
    if (issues.length) return this.validationResponse(issues, headers);

    const caller: Caller | null = key ? { keyId: key.id, account: key.account, tier: key.tier } : null;
    const ctx: HandlerContext = { query, params, body, rawBody: req.body, headers: req.headers, remoteAddress: req.remoteAddress, requestId, nowMs, caller, config: this.opts.config, compute: this.opts.compute, metrics: this.metricsSource };
    try {
      route.prepare?.(ctx);
    } catch (err) {
      return this.failure(err, route, requestId, headers);
    }

    const ttl = route.cacheTtlSec ?? 0;
    let cacheKey: string | null = null;
    if (ttl > 0) {
      cacheKey = responseCacheKey(route, ctx);
      const got = this.cache.get(cacheKey, nowMs);
      const hit = got instanceof Promise ? await got : got; // the in-memory cache answers synchronously
      if (hit) {
        this.metrics.cacheHit(routeSlot);
        if (this.syncCache && method === 'GET' && !route.body && route.auth !== false) this.rememberCacheKey(req, cacheKey, routeSlot, nowMs);
        return this.hitResponse(cacheKey, hit, headers, nowMs, req.headers['accept-encoding']);
      }
      this.metrics.cacheMiss(routeSlot);
    }

    let reply: Reply;
    try {
      reply = await withTimeout(Promise.resolve().then(() => route.handler(ctx)), this.opts.config.handlerTimeoutMs);
    } catch (err) {
      return this.failure(err, route, requestId, headers);
    }
    const status = reply.status ?? 200;
    if (isStreamedBody(reply.body)) {
      // Passed through untouched (never cached or compressed): the transport streams it (a dataset download).
      Object.assign(headers, reply.headers, { 'Content-Type': reply.contentType ?? 'application/octet-stream' });
      if (route.method === 'GET' && ttl === 0 && route.auth !== false) headers['Cache-Control'] = 'no-store';
      return { status, headers, body: NO_BODY, stream: reply.body };
    }
    let contentType = reply.contentType ?? JSON_TYPE;
    let buf: Buffer;
    if (Buffer.isBuffer(reply.body)) buf = reply.body;
    else if (typeof reply.body === 'string' && reply.contentType) buf = Buffer.from(reply.body, 'utf8');
    else {
      buf = Buffer.from(JSON.stringify(reply.body), 'utf8');
      contentType = JSON_TYPE;
    }
    if (reply.headers) Object.assign(headers, reply.headers);
    if (!bodiless(status)) headers['Content-Type'] = contentType; // no content, no type (RFC 9110 §15.4.5)
    if (cacheKey && status === 200) {
      headers['Cache-Control'] = `private, max-age=${ttl}`;
      // compressed only when this client takes gzip (a live answer is usually asked for once); a later hit that
      // takes gzip compresses the stored entry then (hitResponse)
      let gzipBody: Buffer | undefined;
      if (buf.length >= GZIP_OFF_THREAD_BYTES && compressible(contentType, buf) && acceptsGzip(req.headers['accept-encoding'])) gzipBody = await gzipOffThread(buf).catch(() => undefined);
      const res = negotiateEncoding(status, headers, buf, contentType, req.headers['accept-encoding'], () => (gzipBody ??= gzipSync(buf)));
      const stored = this.cache.set(cacheKey, { status, contentType, headers: reply.headers ?? {}, body: buf, gzipBody, expiresAtMs: nowMs + ttl * 1000, headersChecked: !hasLineBreak(reply.headers, contentType) }, nowMs);
      if (stored instanceof Promise) stored.catch(() => {}); // a shared cache's write is not awaited
      return res;
    } else if (route.method === 'GET' && ttl === 0 && route.auth !== false) {
      headers['Cache-Control'] = 'no-store';
    }
    return { status, headers, body: buf };
  }

  /** A cached answer with this request's headers (request id, limits), the time it has left, gzip when accepted. */
  private hitResponse(cacheKey: string, hit: CachedResponse, headers: Record<string, string>, nowMs: number, acceptEncoding: string | undefined): ApiResponse {
    headers['X-Cache'] = 'HIT';
    Object.assign(headers, hit.headers);
    headers['Content-Type'] = hit.contentType;
    headers['Cache-Control'] = `private, max-age=${Math.max(0, Math.floor((hit.expiresAtMs - nowMs) / 1000))}`;
    const res = negotiateEncoding(hit.status, headers, hit.body, hit.contentType, acceptEncoding, () => {
      // compressed once per entry, on the first hit that takes gzip (in-memory cache; a shared cache's entry
      // without it is sent as is)
      if (!hit.gzipBody && this.syncCache) this.syncCache.attachGzip(cacheKey, hit, gzipSync(hit.body));
      return hit.gzipBody;
    });
    // The rest of the headers are the gateway's own: numbers, constants and a request id matching REQUEST_ID_RE.
    if (hit.headersChecked) res.headersChecked = true;
    return res;
  }

  private failure(err: unknown, route: RouteDef, requestId: string, headers: Record<string, string>): ApiResponse {
    if (err instanceof ApiError) {
      Object.assign(headers, err.headers);
      return this.errorResponse(err.status, err.code, err.message, requestId, headers);
    }
    if (err instanceof ValidationError) return this.validationResponse(err.issues, headers);
    const timedOut = err instanceof HandlerTimeout || err instanceof ComputeTimeoutError;
    if (timedOut) this.metrics.timedOut();
    this.log({ level: 'error', msg: timedOut ? 'handler timed out' : 'handler failed', request_id: requestId, route: `${route.method} ${route.path}`, error: String((err as Error)?.stack ?? err).slice(0, 4000) });
    return this.errorResponse(502, 'COMPUTE_ERROR', timedOut ? 'The computation took too long and was abandoned; try again' : 'The computation service failed on this request; try again', requestId, headers);
  }

  private setLimitHeaders(h: Record<string, string>, d: UsageDecision | null, nowMs: number): void {
    const minuteReset = Math.floor(nowMs / 60_000) * 60 + 60;
    if (!d) {
      // No key's figures: a public route (not counted) or a keyless request (keylessResponse then states the
      // address's figures). "Unlimited", not 0: a 0 reads as "throttled" to clients and monitoring.
      h['X-RateLimit-Limit'] = UNLIMITED_TEXT;
      h['X-RateLimit-Remaining'] = UNLIMITED_TEXT;
      h['X-RateLimit-Reset'] = String(minuteReset);
      return;
    }
    h['X-RateLimit-Limit'] = String(d.minuteLimit ?? UNLIMITED_HEADER_VALUE);
    h['X-RateLimit-Remaining'] = String(d.minuteRemaining ?? UNLIMITED_HEADER_VALUE);
    h['X-RateLimit-Reset'] = String(d.minuteResetSec);
    h['X-Quota-Limit'] = String(d.monthLimit ?? UNLIMITED_HEADER_VALUE);
    h['X-Quota-Remaining'] = String(d.monthRemaining ?? UNLIMITED_HEADER_VALUE);
    h['X-Quota-Reset'] = String(d.monthResetSec);
  }

  private limitResponse(d: UsageDecision, key: KeyRecord, requestId: string, headers: Record<string, string>, nowMs: number): ApiResponse {
    const up = nextTier(key.tier);
    const advice = up ? ` Upgrade to the ${up.label} tier for ${up.perMinute} requests per minute and ${up.perMonth === null ? 'no monthly cap' : up.perMonth.toLocaleString('en-US') + ' per month'}.` : ' Contact us for a custom Business quota.';
    const tier = TIERS[key.tier];
    this.metrics.refused(d.reason === 'minute' ? 0 : 1);
    if (d.reason === 'minute') {
      headers['Retry-After'] = String(Math.max(1, d.minuteResetSec - Math.floor(nowMs / 1000)));
      return this.errorResponse(429, 'RATE_LIMIT_EXCEEDED', `Rate limit of ${tier.perMinute} requests per minute for the ${tier.label} tier exceeded; retry after the window resets.${advice}`, requestId, headers);
    }
    headers['Retry-After'] = String(Math.max(1, d.monthResetSec - Math.floor(nowMs / 1000)));
    return this.errorResponse(429, 'MONTHLY_QUOTA_EXCEEDED', `Monthly quota of ${tier.perMonth?.toLocaleString('en-US')} requests for the ${tier.label} tier is used up; it renews at the start of next month (UTC).${advice}`, requestId, headers);
  }

  /**
   * The 401 of a request to a keyed route without a valid key, or 429 once its client address has sent more than
   * `anonRateLimit` of them in this minute: such requests cost a lookup each and count against no key, so without
   * it one address could send them without end.
   */
  private keylessResponse(req: ApiRequest, code: string, message: string, requestId: string, headers: Record<string, string>, nowMs: number): ApiResponse {
    const limiter = this.anonLimiter;
    if (!limiter) return this.errorResponse(401, code, message, requestId, headers);
    const used = limiter.count(clientAddress(req.headers, req.remoteAddress, !!this.opts.trustProxy), nowMs);
    // the figures a keyless client has: its address's requests this minute
    headers['X-RateLimit-Limit'] = String(limiter.perMinute);
    headers['X-RateLimit-Remaining'] = String(Math.max(0, limiter.perMinute - used));
    if (used > limiter.perMinute) {
      this.metrics.refused(2);
      const resetSec = Math.floor(nowMs / 60_000) * 60 + 60; // X-RateLimit-Reset, set with the keyless figures
      headers['Retry-After'] = String(Math.max(1, resetSec - Math.floor(nowMs / 1000)));
      return this.errorResponse(429, 'RATE_LIMIT_EXCEEDED', `More than ${limiter.perMinute} requests this minute from your address without a valid API key; send your key in the X-API-Key header, or retry after the window resets.`, requestId, headers);
    }
    return this.errorResponse(401, code, message, requestId, headers);
  }

  errorResponse(status: number, code: string, message: string, requestId: string, headers: Record<string, string>): ApiResponse {
    headers['Content-Type'] = JSON_TYPE;
    return { status, headers, body: Buffer.from(JSON.stringify(errorBody(code, message, requestId))) };
  }

  private validationResponse(issues: ValidationIssue[], headers: Record<string, string>): ApiResponse {
    headers['Content-Type'] = JSON_TYPE;
    return { status: 422, headers, body: validationErrorBody(issues) };
  }

  /**
   * Any OPTIONS, before authentication and never counted (http/cors.ts): 204 with `Allow` on a known path, plus
   * the CORS permissions when it is a preflight on an API path; 404 on an unknown one.
   */
  private optionsResponse(req: ApiRequest, match: RouteMatch, requestId: string, headers: Record<string, string>, nowMs: number): ApiResponse {
    this.setLimitHeaders(headers, null, nowMs);
    if (match.kind === 'bad-path') return this.errorResponse(404, 'NOT_FOUND', 'The path is not valid percent-encoded UTF-8', requestId, headers);
    if (match.kind === 'not-found') return this.errorResponse(404, 'NOT_FOUND', `No route for OPTIONS ${truncate(req.path, 200)}; see /openapi.json`, requestId, headers);
    const allow = allowHeaderOf(match.kind === 'found' ? [match.route.method] : match.allowed);
    headers['Allow'] = allow;
    if (isPreflight(req.headers) && corsApplies(req.path)) addPreflightHeaders(headers, allow);
    return { status: 204, headers, body: NO_BODY };
  }
}

class HandlerTimeout extends Error {}

/** The response cache's key of a validated request (route, parameters, body, `cacheVary`). */
function responseCacheKey(route: RouteDef, ctx: HandlerContext): string {
  const extra = (ctx.body !== undefined ? JSON.stringify(ctx.body) : '') + (route.cacheVary ? '|' + route.cacheVary(ctx) : '');
  return cacheKeyOf(routeIdOf(route), paramNamesOf(route), ctx.query, extra, ctx.params);
}

/**
 * Compression: cached bodies of at least GZIP_MIN_BYTES of text (JSON, iCalendar) are gzipped once per cache
 * entry, when a client whose Accept-Encoding allows gzip first asks for it, and sent gzipped to such clients (a year of festivals: 460 KB → 68 KB).
 */
export const GZIP_MIN_BYTES = 1024;
/**
 * A freshly computed body this large is compressed on libuv's thread pool instead of the serving thread: a
 * year of festivals (450 KB) takes ~4.7 ms to deflate, which would stall every other request on the thread.
 * (A cache hit that lacks the gzip form still compresses inline, once per entry.)
 */
export const GZIP_OFF_THREAD_BYTES = 64 * 1024;
const gzipOffThread = promisify(gzip);
const GZIP_OR_ANY = /gzip|\*/i;
function compressible(contentType: string, body: Buffer): boolean {
  return body.length >= GZIP_MIN_BYTES && /^(application\/json|text\/)/.test(contentType);
}

/**
 * The response in the encoding the client takes: compressible bodies get `Vary: Accept-Encoding`, and the gzip
 * form (`gzipOf`, asked for only then) when Accept-Encoding allows gzip.
 */
function negotiateEncoding(status: number, headers: Record<string, string>, body: Buffer, contentType: string, acceptEncoding: string | undefined, gzipOf: () => Buffer | undefined): ApiResponse {
  if (compressible(contentType, body)) {
    headers['Vary'] = 'Accept-Encoding';
    const gz = acceptsGzip(acceptEncoding) ? gzipOf() : undefined;
    if (gz) {
      headers['Content-Encoding'] = 'gzip';
      return { status, headers, body: gz };
    }
  }
  return { status, headers, body };
}

/** Whether an Accept-Encoding header allows gzip (RFC 9110 §12.5.3: `gzip` or `*` with a non-zero q). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header || !GZIP_OR_ANY.test(header)) return false;
  let gzip: number | null = null;
  let star: number | null = null;
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name!.trim().toLowerCase();
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) q = Number(m[1]);
    }
    if (coding === '*') star = q;
    else gzip = q;
  }
  return (gzip ?? star ?? 0) > 0;
}

/** Per-route constants of the cache key, computed once instead of on every request. */
const ROUTE_IDS = new WeakMap<RouteDef, string>();
const PARAM_NAMES = new WeakMap<RouteDef, string[]>();
function routeIdOf(route: RouteDef): string {
  let id = ROUTE_IDS.get(route);
  if (id === undefined) ROUTE_IDS.set(route, (id = `${route.method} ${route.path}`));
  return id;
}
function paramNamesOf(route: RouteDef): string[] {
  let names = PARAM_NAMES.get(route);
  if (names === undefined) PARAM_NAMES.set(route, (names = route.params?.map((p) => p.name) ?? []));
  return names;
}

/**
 * Request ids: `req_` + 16 random hex digits drawn once per thread + a counter. Unique across threads and
 * restarts (the random part), unguessable enough to not leak request counts across processes, and ~10×
 * cheaper than a UUID per request.
 */
const ID_PREFIX = 'req_' + randomUUID().replace(/-/g, '').slice(0, 16);
let idCounter = 0;

function newRequestId(): string {
  return ID_PREFIX + (++idCounter).toString(16).padStart(8, '0');
}

/** Entries of the hot-path memo before it is cleared (bounded: a flood of distinct URLs costs nothing more). */
const HOT_MEMO_MAX = 8192;
/** Longest URL + Accept memoised (real clients' URLs are far shorter; a hostile one is not kept). */
const HOT_MEMO_KEY_MAX = 2048;

/** The memo key of a request for handleCachedSync: URL and Accept header. */
function hotMemoKey(req: ApiRequest): string {
  return req.path + '?' + req.rawQuery + '\u0000' + (req.headers['accept'] ?? '');
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  if (!ms || ms <= 0) return p;
  let timer: NodeJS.Timeout;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new HandlerTimeout(`handler exceeded ${ms} ms`)), ms);
    }),
  ]);
}

function truncate(s: string, n: number): string {
  return s.length > n ? s.slice(0, n) + '…' : s;
}

/**
 * A response for a request the transport refused before the gateway could read it (too large, too
 * slow); it still carries the contract headers.
 */
export function transportRejection(status: number, code: string, message: string, incomingRequestId?: string): ApiResponse {
  const requestId = incomingRequestId && REQUEST_ID_RE.test(incomingRequestId) ? incomingRequestId : newRequestId();
  const nowSec = Math.floor(Date.now() / 1000);
  return {
    status,
    headers: {
      'X-Request-ID': requestId,
      'X-Cache': 'MISS',
      'X-RateLimit-Limit': '0',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': String(Math.floor(nowSec / 60) * 60 + 60),
      'Content-Type': JSON_TYPE,
      // the path is unknown here: a refusal carries the API's CORS headers, so a page can read it
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers': CORS_EXPOSE_HEADERS,
      Connection: 'close',
    },
    body: Buffer.from(JSON.stringify(errorBody(code, message, requestId))),
  };
}

/** Transport limits, documented in /openapi.json and the README. */
export const LIMITS = {
  maxUrlBytes: 8 * 1024,
  maxHeaderBytes: 16 * 1024,
  maxBodyBytes: 2 * 1024 * 1024,
  /** A client must finish sending its request within this time. */
  requestTimeoutMs: 30_000,
} as const;
