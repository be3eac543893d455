/**
 * @module
 * GET /metrics: the server's figures in the Prometheus text format, for operators only. It takes an
 * `internal`-tier key (the operator's tier: `kalakosha keys create --tier internal`, no limits, so scraping
 * spends no quota); any other valid key gets 403 FORBIDDEN (the route exists, the caller is known, and it is
 * not theirs: 404 would hide nothing, since /openapi.json lists it), and no key or an invalid one gets 401 as
 * on every keyed route. With several serving threads, one scrape shows every thread (`thread` label).
 */
import type { RouteModule } from '../route.js';
import { apiError } from '../errors.js';
import { PROMETHEUS_TEXT_TYPE } from '../metrics/metrics-source.js';

const EXAMPLE = `# HELP kalakosha_http_requests_total Requests answered by the gateway, by route template and status.
# TYPE kalakosha_http_requests_total counter
kalakosha_http_requests_total{thread="0",method="GET",route="/calendar/v1/panchang",status="200"} 1520
kalakosha_http_requests_total{thread="1",method="GET",route="/calendar/v1/panchang",status="200"} 1498
kalakosha_http_requests_total{thread="1",method="GET",route="/calendar/v1/panchang",status="429"} 3
`;

export const metricsModule: RouteModule = {
  name: 'metrics',
  routes: [{
    method: 'GET', path: '/metrics', operationId: 'getMetrics', tags: ['system'],
    summary: 'Server metrics in the Prometheus text format (internal-tier keys only)',
    description: [
      'For operators: scrape it with Prometheus, sending an `internal`-tier key in `X-API-Key` (`kalakosha keys create --tier internal`). Any other tier gets 403 `FORBIDDEN`; no key or an invalid one 401. Never cached (`Cache-Control: no-store`).',
      '',
      'Every series carries `thread`, the serving thread that counted it (one scrape shows every thread of the process; sum over `thread` for the process). Per-route series carry `method` and `route`, the route template as in this document (`/corpus/v1/cite/{work_slug}/{verse_num}`, never the raw path); `route="*"` with `method="OPTIONS"` counts every OPTIONS request, `route="unmatched"` requests that matched no route (404, 405). A route\'s series appear once it has answered.',
      '',
      '- `kalakosha_http_requests_total{thread,method,route,status}` counter: answered requests (status: the code, or `other` for an uncommon one).',
      '- `kalakosha_http_request_duration_seconds{thread,method,route}` histogram: time in the gateway, buckets 0.1 ms … 10 s. Cache hits answered on the synchronous fast path are timed one in 16 (an unbiased sample: the clock reads would cost more than the answer), so its `_count` runs below the requests counter: count requests with `kalakosha_http_requests_total`.',
      '- `kalakosha_response_cache_hits_total` / `kalakosha_response_cache_misses_total{thread,method,route}` counters: requests to cached routes answered from the cache / computed.',
      '- `kalakosha_rate_limit_refusals_total{thread,reason}` counter: 429s; reason `minute` (a key\'s per-minute limit), `month` (its monthly quota), `address` (keyless requests from one address).',
      '- `kalakosha_request_timeouts_total{thread}` counter: 502s because a handler or compute task passed the 10 s limit.',
      '- `kalakosha_compute_queue_length{thread}`, `kalakosha_compute_workers{thread}` gauges; `kalakosha_compute_tasks_total{thread,outcome}` (completed, failed, timed_out), `kalakosha_compute_worker_deaths_total{thread}`, `kalakosha_compute_worker_restarts_total{thread}` counters: the serving thread\'s compute pool.',
    ].join('\n'),
    response: { description: 'Prometheus text exposition format 0.0.4', contentType: PROMETHEUS_TEXT_TYPE, schema: { type: 'string' }, example: EXAMPLE },
    extraResponses: { '403': { description: 'FORBIDDEN: the key is valid but not of the internal tier' } },
    handler: (ctx) => {
      if (ctx.caller?.tier !== 'internal') throw apiError(403, 'FORBIDDEN', '/metrics is for operators: it takes an internal-tier API key');
      if (!ctx.metrics) throw apiError(404, 'NOT_FOUND', 'This server keeps no metrics');
      return { body: ctx.metrics.scrape(), contentType: PROMETHEUS_TEXT_TYPE };
    },
  }],
};
