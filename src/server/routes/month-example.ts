/**
 * @module
 * A real MonthResponse for /openapi.json: New Delhi (the in-delhi tile: 28.652, 77.2315, 227 m), February 2024 (a
 * leap-year February), from the tables. Regenerate with `computeMonth({ dataDir: 'data', buildDir: 'build' },
 * MONTH_EXAMPLE_QUERY)` (src/server/month-task.ts) written with `JSON.stringify`; test/server/month-route.test.ts
 * checks it is still the engine's output.
 */
import example from './month-example.json' with { type: 'json' };

export const MONTH_EXAMPLE_QUERY = { year: 2024, month: 2, lat: 28.652, lng: 77.2315, altitude: 227, tz: 'Asia/Kolkata' } as const;

export const MONTH_EXAMPLE = example;
