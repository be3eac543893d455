import test from 'ava';
import { festivalsOf } from './helpers.js';

// Spec rule: calendar_system changes only Krishna-paksha festival dates; Shukla-paksha dates are identical.
for (const year of [2018, 2020, 2023]) {
  test(`Shukla-paksha festivals are identical in amant and purnimant (${year})`, (t) => {
    const a = festivalsOf(year, 'amant');
    const p = festivalsOf(year, 'purnimant');
    const key = (f: { id: string; date: string }) => `${f.id}@${f.date}`;
    const shuklaA = a.filter((f) => f.paksha === 'Shukla');
    const shuklaP = new Map(p.filter((f) => f.paksha === 'Shukla').map((f) => [key(f), f]));
    t.is(shuklaA.length, shuklaP.size);
    for (const f of shuklaA) {
      const g = shuklaP.get(key(f));
      t.truthy(g, key(f));
      t.deepEqual({ ...g!.masa, system: 'x' }, { ...f.masa, system: 'x' }, `${key(f)} month label`);
    }
  });

  test(`Krishna-paksha days carry the next month's name in purnimant (${year})`, (t) => {
    const a = new Map(festivalsOf(year, 'amant').map((f) => [`${f.id}@${f.date}`, f]));
    for (const f of festivalsOf(year, 'purnimant')) {
      if (f.paksha !== 'Krishna' || !f.masa) continue;
      const g = a.get(`${f.id}@${f.date}`)!;
      t.truthy(g);
      if (g.masa!.adhika) t.deepEqual([f.masa.number, f.masa.adhika], [g.masa!.number, true]);
      else t.is(f.masa.number, (g.masa!.number % 12) + 1);
    }
  });
}

test('Drik 2023 month labels: Magha Amavasya (purnimant) is Pausha Amavasya (amant)', (t) => {
  t.is(festivalsOf(2023, 'purnimant').find((f) => f.rule_id === 'amavasya' && f.date === '2023-01-21')!.name_en, 'Magha Amavasya');
  t.is(festivalsOf(2023, 'amant').find((f) => f.rule_id === 'amavasya' && f.date === '2023-01-21')!.name_en, 'Pausha Amavasya');
  t.is(festivalsOf(2023).find((f) => f.rule_id === 'purnima' && f.date === '2023-08-01')!.name_en, 'Shravana Adhika Purnima');
});
