import test from 'ava';
import ICAL from 'ical.js';
import fc from 'fast-check';
import { festivalsToIcs } from '../../src/calendar/festivals/index.js';
import { foldContentLine } from '../../src/calendar/festivals/ics.js';
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

/** The folding rule as first written: each character's octets from a TextEncoder (slow, plainly right). */
function foldByEncoder(line: string): string {
  const enc = new TextEncoder();
  if (enc.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let cur = '';
  let curLen = 0;
  for (const ch of line) {
    const n = enc.encode(ch).length;
    if (curLen + n > (parts.length === 0 ? 75 : 74)) { parts.push(cur); cur = ''; curLen = 0; }
    cur += ch;
    curLen += n;
  }
  parts.push(cur);
  return parts.join('\r\n ');
}

test('foldContentLine: as the TextEncoder rule, every line at most 75 octets, no character split, unfolding restores the line', (t) => {
  // long enough that most lines fold (fast-check's default sizes keep strings short)
  const mixed = fc.array(fc.constantFrom('a', ',', 'ā', 'ṣ', 'दी', 'प', '॥', '😀', '𑀅', ' '), { minLength: 20, maxLength: 200, size: 'max' }).map((a) => a.join(''));
  fc.assert(fc.property(fc.oneof(fc.string({ unit: 'binary', minLength: 30, maxLength: 300, size: 'max' }), mixed), (line) => {
    const folded = foldContentLine(line);
    t.is(folded, foldByEncoder(line));
    for (const l of folded.split('\r\n')) t.true(new TextEncoder().encode(l).length <= 75);
    t.is(folded.split('\r\n ').join(''), line);
    t.false(/[\ud800-\udbff]\r\n/.test(folded), 'a surrogate pair is never split');
  }), { numRuns: 2000 });
});
