import test from 'ava';
import { ROUTE_MODULES } from '../../src/server/routes/index.js';
import { makeTestApp } from './helpers.js';
import { validateValue } from '../../src/server/schema/validate.js';
import { VALIDATION_BOUNDS, validationErrorBody, type ValidationIssue } from '../../src/server/errors.js';

const P = '/calendar/v1/panchang?';
const loc = 'lat=28.6&lng=77.2';

async function issue(a: Awaited<ReturnType<typeof makeTestApp>>, path: string, body?: unknown) {
  const r = body === undefined ? await a.get(path) : await a.post(path, body);
  return r;
}

const cases: [string, string, (string | number)[], string][] = [
  ['lat too high', `${P}lat=90.1&lng=77`, ['query', 'lat'], 'less_than_equal'],
  ['lat too low', `${P}lat=-90.5&lng=77`, ['query', 'lat'], 'greater_than_equal'],
  ['lat missing', `${P}lng=77`, ['query', 'lat'], 'missing'],
  ['lng too high', `${P}lat=10&lng=180.5`, ['query', 'lng'], 'less_than_equal'],
  ['lng not a number', `${P}lat=10&lng=east`, ['query', 'lng'], 'float_parsing'],
  ['tz unknown', `${P}${loc}&tz=Mars/Olympus`, ['query', 'tz'], 'timezone_invalid'],
  ['altitude negative', `${P}${loc}&altitude=-1`, ['query', 'altitude'], 'greater_than_equal'],
  ['altitude above Everest', `${P}${loc}&altitude=8850`, ['query', 'altitude'], 'less_than_equal'],
  ['date format', `${P}${loc}&date=2024-13-01`, ['query', 'date'], 'date_from_datetime_parsing'],
  ['date before 1900', `${P}${loc}&date=1899-12-31`, ['query', 'date'], 'date_out_of_range'],
  ['date after 2100', `${P}${loc}&date=2101-01-01`, ['query', 'date'], 'date_out_of_range'],
  ['time format', `${P}${loc}&time=25:00`, ['query', 'time'], 'time_parsing'],
  ['boolean', `${P}${loc}&include_muhurat=maybe`, ['query', 'include_muhurat'], 'bool_parsing'],
  ['enum', `${P}${loc}&calendar_system=solar`, ['query', 'calendar_system'], 'enum'],
  ['convention enum', `${P}${loc}&convention=jpl`, ['query', 'convention'], 'enum'],
  ['unknown parameter', `${P}${loc}&lon=77`, ['query', 'lon'], 'extra_forbidden'],
  ['repeated parameter', `${P}${loc}&lat=10`, ['query', 'lat'], 'multiple_values'],
  ['year low', `/calendar/v1/festivals?${loc}&year=1899`, ['query', 'year'], 'greater_than_equal'],
  ['year high', `/calendar/v1/festivals?${loc}&year=2101`, ['query', 'year'], 'less_than_equal'],
  ['year integer', `/calendar/v1/festivals?${loc}&year=2024.5`, ['query', 'year'], 'int_parsing'],
  ['namakarna date required', `/calendar/v1/namakarna?${loc}`, ['query', 'date'], 'missing'],
  ['monthly_count high', `/calendar/v1/shraddha?${loc}&date=2023-07-20&monthly_count=25`, ['query', 'monthly_count'], 'less_than_equal'],
  ['monthly_count low', `/calendar/v1/shraddha?${loc}&date=2023-07-20&monthly_count=0`, ['query', 'monthly_count'], 'greater_than_equal'],
  ['annual_years high', `/calendar/v1/shraddha?${loc}&date=2023-07-20&annual_years=26`, ['query', 'annual_years'], 'less_than_equal'],
  ['pitru_paksha_years high', `/calendar/v1/shraddha?${loc}&date=2023-07-20&pitru_paksha_years=11`, ['query', 'pitru_paksha_years'], 'less_than_equal'],
  ['vivah start_date range', `/calendar/v1/vivah-muhurat?${loc}&start_date=2200-01-01`, ['query', 'start_date'], 'date_out_of_range'],
  ['search q required', `/corpus/v1/search?mode=fulltext`, ['query', 'q'], 'missing'],
  ['search limit', `/corpus/v1/search?q=rama&limit=101`, ['query', 'limit'], 'less_than_equal'],
  ['search offset', `/corpus/v1/search?q=rama&offset=-1`, ['query', 'offset'], 'greater_than_equal'],
  ['search mode', `/corpus/v1/search?q=rama&mode=fuzzy`, ['query', 'mode'], 'enum'],
  ['bad percent-encoding', `${P}${loc}&tz=%E0%A4`, ['query', 'tz'], 'url_decoding'],
];

for (const [name, path, expLoc, type] of cases) {
  test(`422 ${name}`, async (t) => {
    const a = await makeTestApp({ modules: ROUTE_MODULES, warmup: false });
    const r = await issue(a, path);
    t.is(r.status, 422, r.text);
    t.truthy(r.headers['X-Request-ID']);
    const d = r.json.detail.find((x: any) => x.type === type);
    t.truthy(d, JSON.stringify(r.json));
    if (type !== 'url_decoding') t.deepEqual(d.loc, expLoc);
    t.is(typeof d.msg, 'string');
    await a.app.close();
  });
}

test('NER bodies: malformed JSON, missing text, unknown field, too long, batch of 65', async (t) => {
  const a = await makeTestApp({ modules: ROUTE_MODULES, warmup: false });
  const malformed = await a.post('/corpus/v1/ner', '{"text": ');
  t.is(malformed.status, 422);
  t.is(malformed.json.detail[0].type, 'json_invalid');
  const notUtf8 = await a.app.handle({ method: 'POST', path: '/corpus/v1/ner', rawQuery: '', headers: { 'x-api-key': a.key }, body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) });
  t.is(notUtf8.status, 422);
  const missing = await a.post('/corpus/v1/ner', { threshold: 0.5 });
  t.is(missing.json.detail[0].type, 'missing');
  t.deepEqual(missing.json.detail[0].loc, ['body', 'text']);
  const extra = await a.post('/corpus/v1/ner', { text: 'rāmaḥ', lang: 'sa' });
  t.is(extra.json.detail[0].type, 'extra_forbidden');
  const long = await a.post('/corpus/v1/ner', { text: 'a'.repeat(10_001) });
  t.is(long.json.detail[0].type, 'string_too_long');
  const thr = await a.post('/corpus/v1/ner', { text: 'rāmaḥ', threshold: 1.5 });
  t.is(thr.json.detail[0].type, 'less_than_equal');
  const batch = await a.post('/corpus/v1/ner/batch', { texts: Array.from({ length: 65 }, () => 'rāmaḥ') });
  t.is(batch.status, 422);
  t.is(batch.json.detail[0].type, 'too_long');
  const wrongType = await a.post('/corpus/v1/ner/batch', { texts: 'rāmaḥ' });
  t.is(wrongType.json.detail[0].type, 'list_type');
  await a.app.close();
});

test('body fields named after Object.prototype members are unknown fields; deep nesting is a 422, not a crash', async (t) => {
  const a = await makeTestApp({ warmup: false });
  for (const name of ['constructor', 'toString', 'hasOwnProperty']) {
    const r = await a.post('/corpus/v1/ner', `{"text":"rāmaḥ","${name}":1}`);
    t.is(r.status, 422, name);
    t.is(r.json.detail[0].type, 'extra_forbidden');
  }
  const proto = await a.post('/corpus/v1/ner', '{"text":"rāmaḥ","__proto__":{"threshold":0}}');
  t.is(proto.status, 422);
  t.deepEqual(proto.json.detail[0].loc, ['body', '__proto__']);
  for (const depth of [40, 5000, 200_000]) {
    const r = await a.post('/corpus/v1/ner/batch', '{"texts":' + '['.repeat(depth) + ']'.repeat(depth) + '}');
    t.is(r.status, 422, `depth ${depth}`);
    t.is(r.json.detail[0].type, 'json_invalid');
  }
  await a.app.close();
});

test('a 422 does not echo megabytes: a 2 MB body or a huge query value gives a small body with a cut echo', async (t) => {
  const a = await makeTestApp({ modules: ROUTE_MODULES, warmup: false });
  const cp = (s: string) => [...s].length;
  // an unknown 2 MB field: the `missing` issue echoes the whole body, `extra_forbidden` the value
  const big = await a.post('/corpus/v1/ner', { junk: 'ध'.repeat(700_000) });
  t.is(big.status, 422);
  t.true(big.body.length <= 16 * 1024, `${big.body.length} bytes`);
  const extra = big.json.detail.find((d: any) => d.type === 'extra_forbidden');
  t.deepEqual(Object.keys(extra), ['type', 'loc', 'msg', 'input']);
  t.is(cp(extra.input), 101);
  t.true(extra.input.endsWith('…'));
  const missing = big.json.detail.find((d: any) => d.type === 'missing');
  t.deepEqual(missing.loc, ['body', 'text']);
  t.is(cp(missing.input.junk), 101, 'the echoed body keeps its shape, its long string cut');

  // many issues, each with a large input: at most 50, and only as many as fit in 16 KiB
  const many = await a.post('/corpus/v1/ner/batch', { texts: Array.from({ length: 64 }, () => ({ a: 'x'.repeat(30_000), b: [1, 2, 3, 4, 5], c: { d: 1 }, e: 1 })) });
  t.is(many.status, 422);
  t.true(many.body.length <= 16 * 1024, `${many.body.length} bytes`);
  t.true(many.json.detail.length >= 1 && many.json.detail.length <= 50);
  const first = many.json.detail[0];
  t.is(first.type, 'string_type');
  t.deepEqual(first.loc, ['body', 'texts', 0]);
  t.deepEqual(first.input, { a: 'x'.repeat(100) + '…', b: '[array of 5 items]', c: '{object with 1 keys}', '…': '1 more keys' });

  // a huge query value and a huge unknown parameter name
  const q = await a.get(`/calendar/v1/panchang?lat=${'9'.repeat(7000)}x&lng=77&${'k'.repeat(3000)}=${'v'.repeat(3000)}`);
  t.is(q.status, 422);
  t.true(q.body.length < 2048, `${q.body.length} bytes`);
  const lat = q.json.detail.find((d: any) => d.type === 'float_parsing');
  t.is(lat.input, '9'.repeat(100) + '…');
  const unknown = q.json.detail.find((d: any) => d.type === 'extra_forbidden');
  t.deepEqual(unknown.loc, ['query', 'k'.repeat(50) + '…']);
  t.is(unknown.input, 'v'.repeat(100) + '…');
  await a.app.close();
});

test('422 echo bounds: code points, never half a surrogate pair; __proto__ stays a key; loc, msg and ctx are bounded too', (t) => {
  const body = (issues: ValidationIssue[]) => JSON.parse(validationErrorBody(issues).toString('utf8')).detail;
  const emoji = '🙂'.repeat(150);
  const [e] = body([{ type: 'x', loc: ['body'], msg: 'm', input: emoji }]);
  t.is(e.input, '🙂'.repeat(100) + '…');
  t.is(body([{ type: 'x', loc: ['body'], msg: 'm', input: 'short' }])[0].input, 'short');
  t.deepEqual(body([{ type: 'x', loc: ['body'], msg: 'm', input: [1, 'a', [2], { b: 1 }, 5] }])[0].input, [1, 'a', '[array of 1 items]', '… 2 more items']);
  const proto = body([{ type: 'x', loc: ['body'], msg: 'm', input: JSON.parse('{"__proto__": {"polluted": 1}}') }])[0];
  t.deepEqual(Object.keys(proto.input), ['__proto__']);
  t.is(({} as any).polluted, undefined);
  const deep = body([{ type: 'x', loc: ['body', ...Array.from({ length: 30 }, (_, i) => i)], msg: 'm'.repeat(1000), ctx: { pattern: 'p'.repeat(1000), max_length: 5 } }])[0];
  t.deepEqual(deep.loc, ['body', 0, 1, 2, 3, 4, 5, 6, '…']);
  t.is(deep.msg.length, 201);
  t.is(deep.ctx.pattern.length, 201);
  t.is(deep.ctx.max_length, 5);
  t.false('input' in deep, 'no input stays no input');
  // the worst case: 50 issues of control characters (6 bytes each in JSON) everywhere
  const nasty = '\u0001'.repeat(5000);
  const worst = Array.from({ length: 80 }, (): ValidationIssue => ({ type: 'x', loc: Array.from({ length: 40 }, () => nasty), msg: nasty, input: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [nasty + i, nasty])), ctx: { a: nasty, b: nasty } }));
  const out = validationErrorBody(worst);
  t.true(out.length <= VALIDATION_BOUNDS.maxBodyBytes, `${out.length} bytes`);
  t.true(JSON.parse(out.toString()).detail.length >= 1);
});

test('string bounds count code points, decided from the UTF-16 length only when it can decide', (t) => {
  const schema = { type: 'string', minLength: 3, maxLength: 4 } as const;
  const types = (v: string) => { const issues: ValidationIssue[] = []; validateValue(schema, v, ['body'], issues); return issues.map((i) => i.type); };
  t.deepEqual(types('𝔞𝔟𝔠𝔡'), []); // 8 units, 4 code points
  t.deepEqual(types('𝔞𝔟𝔠𝔡𝔢'), ['string_too_long']);
  t.deepEqual(types('𝔞𝔟'), ['string_too_short']); // 4 units, 2 code points
  t.deepEqual(types('𝔞\ud800\udc00'.slice(0, 3) + 'ab'), []); // a lone high surrogate is one code point
  t.deepEqual(types('\udc00\ud800'), ['string_too_short']); // reversed halves: two code points
  for (const v of ['abcd', 'abcde', 'ab', '\ud835\udd1eab', '\ud835a\udd1eb', '𝔞𝔞\ud800']) {
    const spread = [...v].length;
    t.deepEqual(types(v), [...(spread < 3 ? ['string_too_short'] : []), ...(spread > 4 ? ['string_too_long'] : [])], v);
  }
});
