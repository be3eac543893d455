import test from 'ava';
import { compareWithDrik, readDrik2023 } from '../../bench/festivals/drik-compare.js';
import { festivalData } from '../../src/server/festival-rules.js';
import { festivalsOf } from './helpers.js';

test('festival dates agree with Drik Panchang 2023 (Mirzapur) on at least 98% of shared festivals', (t) => {
  const { rules } = festivalData();
  const r = compareWithDrik(festivalsOf(2023), rules, readDrik2023());
  for (const d of r.disagreements) t.log(`${d.label}: ours ${d.ours ?? '—'} Drik ${d.drik ?? '—'} (${d.id}; ${d.decision ?? 'not produced'})`);
  t.log(`agreement ${r.agree}/${r.total} = ${(100 * r.ratio).toFixed(2)}% over ${r.festivalsCompared} festivals`);
  t.true(r.total >= 300, 'compares a substantial set');
  t.true(r.ratio >= 0.98);
});

test('each remaining disagreement is explained in its rule record', (t) => {
  const { rules } = festivalData();
  const r = compareWithDrik(festivalsOf(2023), rules, readDrik2023());
  for (const d of r.disagreements) {
    const rule = rules.find((x) => x.id === d.id || d.id?.startsWith(x.id + '-'));
    t.truthy(rule?.notes && /disagree/i.test(rule.notes), `${d.id} needs a note`);
  }
});

test('key 2023 festivals fall on Drik\'s days', (t) => {
  const items = festivalsOf(2023);
  const on = (id: string) => items.filter((i) => i.id === id).map((i) => i.date);
  t.deepEqual(on('diwali'), ['2023-11-12']);
  t.deepEqual(on('holika-dahan'), ['2023-03-07']);
  t.deepEqual(on('holi'), ['2023-03-08']);
  t.deepEqual(on('raksha-bandhan'), ['2023-08-30']);
  t.deepEqual(on('makara-sankranti'), ['2023-01-15']);
  t.deepEqual(on('janmashtami-smarta'), ['2023-09-06']);
  t.deepEqual(on('janmashtami-iskcon'), ['2023-09-07']);
  t.deepEqual(on('mokshada-ekadashi'), ['2023-12-22']);
  t.deepEqual(on('mokshada-ekadashi-gauna'), ['2023-12-23']);
  t.deepEqual(on('parsva-ekadashi-vaishnava'), ['2023-09-26']);
  t.deepEqual(on('padmini-ekadashi'), ['2023-07-29']);
  t.deepEqual(on('parama-ekadashi'), ['2023-08-12']);
  const rb = items.find((i) => i.id === 'raksha-bandhan')!;
  t.is(rb.muhurat?.start.slice(11, 16), '21:01', 'thread tied after Bhadra ends');
});

test('at least 150 observances a year', (t) => {
  for (const y of [1900, 2023, 2100]) t.true(festivalsOf(y).length >= 150, String(y));
});
