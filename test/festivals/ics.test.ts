import test from 'ava';
import ICAL from 'ical.js';
import { festivalsToIcs } from '../../src/calendar/festivals/index.js';
import { festivalsOf } from './helpers.js';

test('the ICS rendering parses with ical.js and holds every festival as an all-day event', (t) => {
  const items = festivalsOf(2023);
  const text = festivalsToIcs(items, { generatedUnixMs: Date.UTC(2023, 0, 1) });
  t.true(text.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75), 'lines folded at 75 octets');
  const cal = new ICAL.Component(ICAL.parse(text));
  const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  t.is(events.length, items.length);
  const diwali = events.find((e) => e.uid === 'diwali-2023-11-12@kalakosha')!;
  t.is(diwali.summary, 'Diwali');
  t.true(diwali.startDate.isDate);
  t.is(diwali.startDate.toString(), '2023-11-12');
  t.is(diwali.endDate.toString(), '2023-11-13');
  t.regex(diwali.description, /दीपावली/);
  t.regex(diwali.description, /pradosha: 2023-11-12T17:/);
  t.is(new Set(events.map((e) => e.uid)).size, events.length, 'UIDs are unique');
});
