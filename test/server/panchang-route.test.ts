/**
 * GET /calendar/v1/panchang through the gateway (no socket): day mode equals the documented example,
 * instant mode nulls, polar answers 200, validation errors are 422.
 */
import test from 'ava';
import { makeTestApp, tempDir } from './helpers.js';
import { PANCHANG_EXAMPLE, PANCHANG_EXAMPLE_QUERY } from '../../src/server/routes/panchang-example.js';

const qs = (o: Record<string, string | number>) => new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString();

test('day mode answers the documented example; instant mode; polar; 422s', async (t) => {
  const api = await makeTestApp({ buildDir: tempDir('kalakosha-build-') });
  const day = await api.get(`/calendar/v1/panchang?${qs(PANCHANG_EXAMPLE_QUERY)}`);
  t.is(day.status, 200, day.text);
  t.deepEqual(day.json, PANCHANG_EXAMPLE);

  const inst = await api.get(`/calendar/v1/panchang?${qs({ ...PANCHANG_EXAMPLE_QUERY, time: '12:00' })}`);
  t.is(inst.status, 200, inst.text);
  t.is(inst.json.instant, '2023-08-12T12:00:00+05:30');
  t.is(inst.json.sun, null);
  t.is(inst.json.vara, null);
  t.is(inst.json.rahu_kalam, null);
  t.is(inst.json.tithi.start, null);
  t.is(inst.json.tithi.number, 27);

  const swiss = await api.get(`/calendar/v1/panchang?${qs({ ...PANCHANG_EXAMPLE_QUERY, convention: 'swiss', include_muhurat: 'false' })}`);
  t.is(swiss.status, 200);
  t.is(swiss.json.convention, 'swiss');
  t.is(swiss.json.rahu_kalam, null);

  const polar = await api.get(`/calendar/v1/panchang?${qs({ date: '2023-12-21', lat: 78.2232, lng: 15.6267, tz: 'Arctic/Longyearbyen' })}`);
  t.is(polar.status, 200, polar.text);
  t.is(polar.json.anchor, 'local_midnight');
  t.is(polar.json.sun.sunrise, null);

  const badTime = await api.get(`/calendar/v1/panchang?${qs({ ...PANCHANG_EXAMPLE_QUERY, time: '25:00' })}`);
  t.is(badTime.status, 422);
  const badDate = await api.get(`/calendar/v1/panchang?${qs({ ...PANCHANG_EXAMPLE_QUERY, date: '2023-02-30' })}`);
  t.is(badDate.status, 422);
  const noLat = await api.get(`/calendar/v1/panchang?date=2023-01-01&lng=80`);
  t.is(noLat.status, 422);
});
