/**
 * Prints the example queries of docs/generator.md with their real output (markdown), against a build:
 *   node --import=tsx bench/generator/doc-queries.ts build
 */
import { join } from 'node:path';
import { formatTable, queryBuild } from '../../src/cli/query.js';

const dir = process.argv[2] ?? 'build';
export const QUERIES: Array<[string, string]> = [
  ['tiles', `SELECT tile_id, name, country, lat, lng, altitude, tz, population FROM tiles WHERE country <> 'IN' ORDER BY population DESC LIMIT 5`],
  ['anga_boundaries', `SELECT kind, number, start_utc, end_utc FROM anga_boundaries
WHERE convention = 'drik' AND kind = 'tithi' AND start_utc >= '2023-11-10' AND start_utc < '2023-11-15' ORDER BY start_utc`],
  ['syzygies', `SELECT kind, at_utc FROM syzygies WHERE convention = 'drik' AND at_utc >= '2024-01-01' AND at_utc < '2024-04-01' ORDER BY at_utc`],
  ['sankrantis', `SELECT rashi, at_utc, at_utc + INTERVAL 330 MINUTE AS at_ist FROM sankrantis
WHERE convention = 'drik' AND rashi = 10 AND at_utc BETWEEN '2020-01-01' AND '2026-01-01' ORDER BY at_utc`],
  ['lunar_months', `SELECT system, masa_name, adhika, kshaya, start_utc, end_utc, vikram FROM lunar_months
WHERE convention = 'drik' AND (adhika OR kshaya) AND start_utc BETWEEN '2015-01-01' AND '2030-01-01' ORDER BY system, start_utc`],
  ['combustion', `SELECT planet, start_utc, end_utc, retrograde, date_diff('day', start_utc, end_utc) AS days FROM combustion
WHERE start_utc BETWEEN '2024-01-01' AND '2027-01-01' ORDER BY start_utc`],
  ['panchang_sun', `SELECT t.tile_id, s.date,
  strftime(s.sunrise_utc AT TIME ZONE 'UTC' AT TIME ZONE t.tz, '%H:%M:%S') AS sunrise_local,
  strftime(s.sunset_utc AT TIME ZONE 'UTC' AT TIME ZONE t.tz, '%H:%M:%S') AS sunset_local,
  strftime(s.moonrise_utc AT TIME ZONE 'UTC' AT TIME ZONE t.tz, '%m-%d %H:%M') AS moonrise_local
FROM panchang_sun s JOIN tiles t USING (tile_no) WHERE t.tile_id = 'gb-london' AND s.date BETWEEN '2024-03-29' AND '2024-04-02' ORDER BY s.date`],
  ['panchang', `SELECT date, tithi, strftime(tithi_end_utc + INTERVAL 330 MINUTE, '%m-%d %H:%M') AS tithi_end_ist, nakshatra, pada, yoga, karana,
  masa_amanta, masa_purnimanta, vikram_year, strftime(rahu_kalam_start_utc + INTERVAL 330 MINUTE, '%H:%M') AS rahu_ist
FROM panchang WHERE convention = 'drik' AND tile_id = 'in-varanasi' AND date BETWEEN '2023-11-10' AND '2023-11-14' ORDER BY date`],
  ['panchang_drik', `SELECT t.tile_id, count(*) AS days,
  count(*) FILTER (WHERE d.tithi = 11) AS ekadashi_sunrises,
  count(*) FILTER (WHERE d.masa_amanta_adhika) AS adhika_days
FROM panchang_drik d JOIN tiles t USING (tile_no)
WHERE d.day BETWEEN date_diff('day', DATE '1970-01-01', DATE '2001-01-01') AND date_diff('day', DATE '1970-01-01', DATE '2100-12-31')
GROUP BY t.tile_id ORDER BY t.tile_id`],
  ['festivals', `SELECT year, tile_id, date, name FROM festivals
WHERE name = 'Diwali' AND tile_id IN ('in-delhi', 'gb-london', 'us-new-york-city') AND year BETWEEN 2024 AND 2026 ORDER BY year, tile_id`],
  ['parquet', `SELECT country, count(*) AS days, count(DISTINCT tile_id) AS tiles, min(date) AS first, max(date) AS last
FROM read_parquet('${join(dir, 'parquet/panchang/convention=drik/*/*/data.parquet')}', hive_partitioning = true) GROUP BY country ORDER BY country`],
];

for (const [name, q] of QUERIES) {
  const r = await queryBuild(dir, q);
  process.stdout.write(`#### ${name}\n\n\`\`\`sql\n${q.split(dir + '/').join('')};\n\`\`\`\n\`\`\`\n${formatTable(r.columns, r.rows)}\n\`\`\`\n\n`);
}
