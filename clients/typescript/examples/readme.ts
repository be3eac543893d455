/**
 * The README's examples as code: type-checked with the repository (`npx tsc -p tsconfig.json --noEmit`, where a
 * misuse marked `@ts-expect-error` must still be an error) and run against a live server by
 * test/clients/typescript-client.test.ts, so neither the types nor the README can drift from the API.
 */
import { createKalakoshaClient, isErrorResponse, isValidationError, type KalakoshaClient } from '../src/index.js';

export function client(baseUrl: string, apiKey: string): KalakoshaClient {
  return createKalakoshaClient({ baseUrl, apiKey });
}

/** Panchang of a day at Varanasi, with two optional groups. */
export async function panchang(kk: KalakoshaClient) {
  const { data, error } = await kk.GET('/calendar/v1/panchang', {
    params: { query: { date: '2024-11-01', lat: 25.3176, lng: 82.9739, tz: 'Asia/Kolkata', include: ['balam', 'yogas'] } },
  });
  if (error) throw new Error(JSON.stringify(error));
  return { tithi: data.tithi.name, nakshatra: data.nakshatra.name, sunrise: data.sun?.sunrise ?? null };
}

/** A year of festivals, as JSON. */
export async function festivals(kk: KalakoshaClient) {
  const { data, error } = await kk.GET('/calendar/v1/festivals', { params: { query: { year: 2025, lat: 25.3176, lng: 82.9739, tz: 'Asia/Kolkata' } } });
  if (error) throw new Error(JSON.stringify(error));
  // the default form is the array; `metadata=dictionary` answers { festivals, metadata }
  const list = Array.isArray(data) ? data : data.festivals;
  return list.map((f) => `${f.date} ${f.name_en}`);
}

/** Full-text search, any script (Devanagari, IAST, Harvard-Kyoto, ITRANS, plain ASCII). */
export async function search(kk: KalakoshaClient) {
  const { data, error } = await kk.GET('/corpus/v1/search', { params: { query: { q: 'karmanye vadhikaraste', limit: 3 } } });
  if (error) throw new Error(JSON.stringify(error));
  return data.hits.map((h) => h.verse_id);
}

/** A verse by work, chapter and verse. */
export async function cite(kk: KalakoshaClient) {
  const { data, error } = await kk.GET('/corpus/v1/cite/{work}/{chapter}/{verse}', { params: { path: { work: 'gita', chapter: '2', verse: '47' } } });
  if (error) throw new Error(JSON.stringify(error));
  return data.verse.content_iast;
}

/** Named entities in a Sanskrit text. */
export async function ner(kk: KalakoshaClient) {
  const { data, error } = await kk.POST('/corpus/v1/ner', { body: { text: 'dharmakṣetre kurukṣetre samavetā yuyutsavaḥ' } });
  if (error) throw new Error(JSON.stringify(error));
  return data.entities.map((e) => `${e.text}: ${e.type}`);
}

/** Errors are typed: a gateway error (401, 404, 429 …) or a 422 validation body. */
export async function errors(kk: KalakoshaClient) {
  const { error, response } = await kk.GET('/calendar/v1/panchang', { params: { query: { lat: 100, lng: 82.97 } } });
  if (isValidationError(error)) return `${response.status}: ${error.detail.map((d) => `${d.loc.join('.')} ${d.msg}`).join('; ')}`;
  if (isErrorResponse(error)) return `${response.status}: ${error.error.code} ${error.error.message}`;
  return 'ok';
}

/** Mistakes the types catch (never called). */
export async function typeErrors(kk: KalakoshaClient) {
  // @ts-expect-error lat and lng are required
  await kk.GET('/calendar/v1/panchang', { params: { query: { date: '2024-11-01' } } });
  // @ts-expect-error no such group
  await kk.GET('/calendar/v1/panchang', { params: { query: { lat: 1, lng: 2, include: ['horoscope'] } } });
  // @ts-expect-error no such path
  await kk.GET('/calendar/v1/horoscope');
}
