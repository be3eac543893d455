/**
 * @module
 * A real EclipsesResponse for /openapi.json: New Delhi (28.652, 77.2315, 227 m), 2025. Regenerate with
 * `eclipsesResponse({ lat: 28.652, lng: 77.2315, altitudeM: 227, tz: 'Asia/Kolkata' }, '2025-01-01', '2025-12-31')`
 * (src/calendar/eclipse) written with `JSON.stringify(x, null, 1)`; test/server/eclipses-route.test.ts checks it is
 * still the engine's output.
 */
import example from './eclipses-example.json' with { type: 'json' };

export const ECLIPSES_EXAMPLE = example;
