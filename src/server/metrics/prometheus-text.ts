/**
 * @module
 * The metrics table (metrics-table.ts) as Prometheus text (exposition format 0.0.4:
 * https://prometheus.io/docs/instrumenting/exposition_formats/), every serving thread under its own `thread`
 * label. Per-route series appear once a route has answered (a route × status pair once it occurred); the
 * thread-wide ones always.
 */
import { CACHE_AT, COMPUTE_AT, HISTOGRAM_WORDS, LATENCY_AT, LATENCY_BUCKETS_SEC, OPTIONS_SLOT, REFUSALS_AT, REFUSAL_REASONS, ROUTE_SLOTS, STATUS_SLOTS, TIMEOUTS_AT, UNMATCHED_SLOT, statusLabel } from './metric-layout.js';
import { threadBlock, threadsIn } from './metrics-table.js';

/** A route slot's labels: the route's method and path template. */
export interface RouteLabel {
  method: string;
  route: string;
}

/** Labels of the two slots that are not routes. */
export const OPTIONS_LABEL: RouteLabel = { method: 'OPTIONS', route: '*' };
export const UNMATCHED_LABEL: RouteLabel = { method: '*', route: 'unmatched' };

/** `routes[i]` labels slot i (the gateway's route order, the same in every serving thread). */
export function prometheusText(buffer: ArrayBufferLike, routes: readonly RouteLabel[]): string {
  const blocks = Array.from({ length: threadsIn(buffer) }, (_, t) => threadBlock(buffer, t));
  const slots: [number, string][] = [];
  for (let r = 0; r < ROUTE_SLOTS; r++) {
    const l = r === OPTIONS_SLOT ? OPTIONS_LABEL : r === UNMATCHED_SLOT ? UNMATCHED_LABEL : routes[r];
    if (l) slots.push([r, `method="${escapeLabel(l.method)}",route="${escapeLabel(l.route)}"`]);
  }
  const out: string[] = [];
  const family = (name: string, type: string, help: string) => out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);

  family('kalakosha_http_requests_total', 'counter', 'Requests answered by the gateway, by route template and status.');
  blocks.forEach((w, t) => {
    for (const [r, labels] of slots) {
      for (let s = 0; s < STATUS_SLOTS; s++) {
        const n = w[r * STATUS_SLOTS + s]!;
        if (n > 0) out.push(`kalakosha_http_requests_total{thread="${t}",${labels},status="${statusLabel(s)}"} ${n}`);
      }
    }
  });

  family('kalakosha_http_request_duration_seconds', 'histogram', 'Time from the gateway receiving a request to its answer (headers of a streamed body), by route template; cache hits on the synchronous fast path are timed one in 16, so count requests with kalakosha_http_requests_total.');
  blocks.forEach((w, t) => {
    for (const [r, labels] of slots) {
      const h = LATENCY_AT + r * HISTOGRAM_WORDS;
      let count = 0;
      for (let b = 0; b <= LATENCY_BUCKETS_SEC.length; b++) count += w[h + b]!;
      if (count === 0) continue;
      let cumulative = 0;
      const prefix = `kalakosha_http_request_duration_seconds_bucket{thread="${t}",${labels},le=`;
      LATENCY_BUCKETS_SEC.forEach((le, b) => out.push(`${prefix}"${le}"} ${(cumulative += w[h + b]!)}`));
      out.push(`${prefix}"+Inf"} ${count}`);
      out.push(`kalakosha_http_request_duration_seconds_sum{thread="${t}",${labels}} ${w[h + LATENCY_BUCKETS_SEC.length + 1]}`);
      out.push(`kalakosha_http_request_duration_seconds_count{thread="${t}",${labels}} ${count}`);
    }
  });

  for (const [i, name, help] of [[0, 'kalakosha_response_cache_hits_total', 'Requests to a cached route answered from the response cache.'], [1, 'kalakosha_response_cache_misses_total', 'Requests to a cached route that were computed (not in the response cache).']] as const) {
    family(name, 'counter', help);
    blocks.forEach((w, t) => {
      for (const [r, labels] of slots) {
        const n = w[CACHE_AT + r * 2 + i]!;
        if (n > 0) out.push(`${name}{thread="${t}",${labels}} ${n}`);
      }
    });
  }

  family('kalakosha_rate_limit_refusals_total', 'counter', "Requests refused 429, by reason: a key's per-minute limit (minute), its monthly quota (month), keyless requests from one address (address).");
  blocks.forEach((w, t) => REFUSAL_REASONS.forEach((reason, i) => out.push(`kalakosha_rate_limit_refusals_total{thread="${t}",reason="${reason}"} ${w[REFUSALS_AT + i]}`)));

  family('kalakosha_request_timeouts_total', 'counter', 'Requests answered 502 because their handler or compute task ran past the time limit (10 s).');
  blocks.forEach((w, t) => out.push(`kalakosha_request_timeouts_total{thread="${t}"} ${w[TIMEOUTS_AT]}`));

  family('kalakosha_compute_queue_length', 'gauge', "Tasks waiting for a worker of the serving thread's compute pool.");
  blocks.forEach((w, t) => out.push(`kalakosha_compute_queue_length{thread="${t}"} ${w[COMPUTE_AT]}`));
  family('kalakosha_compute_workers', 'gauge', "Live workers of the serving thread's compute pool.");
  blocks.forEach((w, t) => out.push(`kalakosha_compute_workers{thread="${t}"} ${w[COMPUTE_AT + 1]}`));
  family('kalakosha_compute_tasks_total', 'counter', 'Compute-pool tasks finished, by outcome: completed, failed (the task threw; a task whose worker died counts in kalakosha_compute_worker_deaths_total), timed_out (past the time limit: its worker was terminated, or it waited too long in the queue).');
  blocks.forEach((w, t) => ['completed', 'failed', 'timed_out'].forEach((outcome, i) => out.push(`kalakosha_compute_tasks_total{thread="${t}",outcome="${outcome}"} ${w[COMPUTE_AT + 2 + i]}`)));
  family('kalakosha_compute_worker_deaths_total', 'counter', 'Compute workers that died unexpectedly (crash, exit, out of memory).');
  blocks.forEach((w, t) => out.push(`kalakosha_compute_worker_deaths_total{thread="${t}"} ${w[COMPUTE_AT + 5]}`));
  family('kalakosha_compute_worker_restarts_total', 'counter', 'Compute workers started to replace a dead or terminated one.');
  blocks.forEach((w, t) => out.push(`kalakosha_compute_worker_restarts_total{thread="${t}"} ${w[COMPUTE_AT + 6]}`));
  return out.join('\n') + '\n';
}

/** A label value as the text format writes it: backslash, double quote and line feed escaped. */
export function escapeLabel(v: string): string {
  return v.replace(/[\\"\n]/g, (c) => (c === '\n' ? '\\n' : '\\' + c));
}
