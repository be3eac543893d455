/**
 * What `lang` costs: the time to add the names of a language (src/calendar/names/localize.ts) to a festival
 * year's and a month's answer, on the serving thread, per uncached request (the result is then cached).
 * Run: node --import=tsx bench/names/run.ts [--lang ta] [--rounds 20] [--year 2024]
 */
import { arg } from '../lib/args.js';
import { makeTestApp, tempDir } from '../../test/server/helpers.js';
import { LANGS, localizeNamesBytes, type Lang } from '../../src/calendar/names/index.js';

const lang = arg('lang', 'ta') as Lang;
if (!(LANGS as readonly string[]).includes(lang)) throw new Error(`--lang: one of ${LANGS.join(', ')}`);
const rounds = Number(arg('rounds', '20'));
const year = arg('year', '2024');
const api = await makeTestApp({ buildDir: tempDir('kalakosha-bench-names-') });

for (const [what, path] of [
  ['festivals year', `/calendar/v1/festivals?year=${year}&lat=13.0827&lng=80.2707`],
  ['month', `/calendar/v1/month?year=${year}&month=2&lat=22.5726&lng=88.3639`],
  ['panchang include=all', `/calendar/v1/panchang?date=${year}-04-14&lat=13.0827&lng=80.2707&include=all`],
] as const) {
  const body = Buffer.from((await api.get(path)).text, 'utf8');
  for (let i = 0; i < 3; i++) localizeNamesBytes(body, lang);
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) localizeNamesBytes(body, lang);
  console.log(`${what}: ${body.length} bytes, lang=${lang}: ${((performance.now() - t0) / rounds).toFixed(2)} ms per answer (${rounds} rounds)`);
}
process.exit(0);
