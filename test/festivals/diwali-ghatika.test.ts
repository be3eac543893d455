/**
 * Dīpāvalī when the Amāvāsyā touches the pradosha of both evenings: the second evening only with at least one
 * ghaṭikā (a thirtieth of the night) of it (rule field `kaala_min_ghatis`, data/festivals/major.toml).
 */
import test from 'ava';
import { festivalsOf } from './helpers.js';

const NEW_DELHI = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' } as const;
const diwali = (year: number) => festivalsOf(year, 'purnimant', NEW_DELHI).find((f) => f.id === 'diwali')!;

test('2025: Amavasya ends nine minutes into the second pradosha → the first evening (Drik, Government of India: 20 Oct)', (t) => {
  const d = diwali(2025);
  t.is(d.date, '2025-10-20');
  t.is(d.decision!.how, 'single');
});

test('2024: Amavasya covers the second pradosha for over a ghatika → the second evening (Drik: 1 Nov)', (t) => {
  const d = diwali(2024);
  t.is(d.date, '2024-11-01');
  t.is(d.decision!.how, 'both-second');
});
