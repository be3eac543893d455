/**
 * Meter identification (src/corpus/meter/identify-meter.ts) against the meter-labelled verses of
 * sanskritsahitya.org (data/corpus/sanskritsahitya-com-data.jsonl.gz, label `ch.n`):
 *   node --import=tsx bench/search/meter.ts [data/corpus]
 * Prints, per labelled meter: verses, identified correctly, identified as another meter (with the commonest
 * confusion), not identified; then the accuracy over the meters the identifier knows (anuṣṭubh, the
 * samavṛttas and ardhasamavṛttas of meters.ts, upajāti) and over all labelled verses.
 */
import { readSahitya } from '../../src/generator/corpus/adapters/sanskritsahitya.js';
import { identifyMeter } from '../../src/corpus/meter/identify-meter.js';
import { ARDHASAMAS, SAMAVRTTAS } from '../../src/corpus/meter/meters.js';
import { cleanSanskrit, toSlp1 } from '../../src/corpus/script/index.js';
import { meterNameOf } from '../../src/corpus/meter/meter-name.js';

const dataDir = process.argv[2] ?? 'data/corpus';

/** Label or name → the corpus's meter name (src/corpus/meter/meter-name.ts), what identifyMeter returns for a known meter. */
const meterKey = (name: string): string => meterNameOf(name) ?? name;

const KNOWN = new Set(['anuṣṭubh', 'upajāti', ...SAMAVRTTAS.map((m) => m.name), ...ARDHASAMAS.map((m) => m.name)].map(meterKey));

interface Row { label: string; n: number; ok: number; other: number; none: number; confusions: Map<string, number> }
const rows = new Map<string, Row>();
const t0 = performance.now();
for (const [, doc] of readSahitya(dataDir)) {
  for (const r of doc.data) {
    if (!r.v || !r.ch?.n || r.t) continue;
    const key = meterKey(r.ch.n);
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { label: r.ch.n.split(/\s*[=(]/)[0]!.trim(), n: 0, ok: 0, other: 0, none: 0, confusions: new Map() }));
    row.n++;
    const got = identifyMeter(toSlp1(cleanSanskrit(r.v), 'devanagari'));
    if (got === null) row.none++;
    else if (meterKey(got) === key) row.ok++;
    else {
      row.other++;
      row.confusions.set(got, (row.confusions.get(got) ?? 0) + 1);
    }
  }
}
const ms = performance.now() - t0;
const list = [...rows.entries()].sort((a, b) => b[1].n - a[1].n);
const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1) : '-') + '%';
console.log('meter (label)                      known  verses  correct  accuracy  other  none  commonest confusion');
for (const [key, r] of list) {
  if (r.n < 5) continue;
  const conf = [...r.confusions].sort((a, b) => b[1] - a[1])[0];
  console.log(`${r.label.padEnd(34)} ${KNOWN.has(key) ? 'yes' : ' no'}  ${String(r.n).padStart(6)}  ${String(r.ok).padStart(7)}  ${pct(r.ok, r.n).padStart(8)}  ${String(r.other).padStart(5)}  ${String(r.none).padStart(4)}  ${conf ? `${conf[0]} ×${conf[1]}` : ''}`);
}
const sum = (f: (k: string) => boolean) => list.filter(([k]) => f(k)).reduce((s, [, r]) => ({ n: s.n + r.n, ok: s.ok + r.ok, other: s.other + r.other }), { n: 0, ok: 0, other: 0 });
const known = sum((k) => KNOWN.has(k));
const all = sum(() => true);
console.log(`\nmeters the identifier knows: ${known.ok}/${known.n} correct = ${pct(known.ok, known.n)} (wrong meter ${pct(known.other, known.n)}, rest not identified)`);
console.log(`all labelled verses:         ${all.ok}/${all.n} correct = ${pct(all.ok, all.n)}; wrong meter reported for ${pct(all.other, all.n)}`);
console.log(`(${Math.round(ms)} ms)`);
