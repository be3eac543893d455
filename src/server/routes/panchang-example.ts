/**
 * @module
 * A real PanchangResponse for /openapi.json: day mode, Mirzapur (Drik Panchang's 2023 location), 2023-08-12,
 * purnimanta, in the adhika month (Parama Ekadashi), with every optional group (`include=all`). Regenerate with:
 * `computePanchangDay({ date: '2023-08-12', lat: 25.146, lng: 82.569, tz: 'Asia/Kolkata', calendarSystem: 'purnimant', include: PANCHANG_GROUPS })`
 * written with `JSON.stringify(x, null, 2)`
 * (test/server/panchang-route.test.ts checks it is still the engine's output). The response itself is data:
 * panchang-example.json.
 */
import example from './panchang-example.json' with { type: 'json' };

export const PANCHANG_EXAMPLE_QUERY = { date: '2023-08-12', lat: 25.146, lng: 82.569, tz: 'Asia/Kolkata', calendar_system: 'purnimant', include: 'all' } as const;

export const PANCHANG_EXAMPLE = example;
