/**
 * @module
 * What the /metrics route needs of the gateway: the current figures of every serving thread as
 * Prometheus text. Its own module so that route.ts (which carries it in the handler's context) imports it downward.
 */

/** The Prometheus text exposition format, version 0.0.4 (https://prometheus.io/docs/instrumenting/exposition_formats/). */
export const PROMETHEUS_TEXT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export interface MetricsSource {
  /** Every serving thread's figures, in {@link PROMETHEUS_TEXT_TYPE}. */
  scrape(): string;
}
