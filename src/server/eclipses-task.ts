/**
 * @module
 * GET /calendar/v1/eclipses as a compute-pool task (src/server/ROUTES.md): the eclipse searches take about
 * 35 ms per year, so they run off the serving thread.
 */
import { eclipsesResponse, eclipsesToIcs } from '../calendar/eclipse/index.js';

const encoder = new TextEncoder();

/** The body as UTF-8 bytes: JSON, or iCalendar when `ics` (`nowMs`: the DTSTAMP, the request's clock). */
export function eclipsesTask(place: { lat: number; lng: number; altitudeM: number; tz: string }, startDate: string, endDate: string, ics: boolean, nowMs: number): Uint8Array {
  const r = eclipsesResponse(place, startDate, endDate);
  return encoder.encode(ics ? eclipsesToIcs(r, { generatedUnixMs: nowMs }) : JSON.stringify(r));
}
