import test from 'ava';
import { FestivalRuleError, parseFestivalMetadata, parseFestivalRules } from '../../src/calendar/festivals/index.js';

const good = `
[[festival]]
id = "x-festival"
names = { iast = "X", devanagari = "क", english = "X" }
category = "major"
timing = { kind = "tithi", masa = 1, tithi = 9 }
kaala = "madhyahna"
priority = "paraviddha"
`;

function problemsOf(text: string, name = 'data/festivals/test.toml'): string[] {
  try { parseFestivalRules([{ name, text }]); return []; } catch (e) { if (e instanceof FestivalRuleError) return e.problems; throw e; }
}

test('a valid record parses', (t) => {
  const [r] = parseFestivalRules([{ name: 'a.toml', text: good }]);
  t.is(r!.id, 'x-festival');
  t.deepEqual(r!.timing, { kind: 'tithi', masa: 1, tithi: 9, adhika: 'nija', solarMonth: undefined });
});

test('errors name the file, the record and the field', (t) => {
  t.deepEqual(problemsOf(good.replace('tithi = 9', 'tithi = 31')),
    ['data/festivals/test.toml: festival[0] (x-festival).timing.tithi: expected an integer 1–30, got 31']);
  t.regex(problemsOf(good.replace('"madhyahna"', '"noon"'))[0]!, /festival\[0\] \(x-festival\)\.kaala: expected one of sunrise, .* got "noon"/);
  t.regex(problemsOf(good.replace('priority = "paraviddha"', 'priority = "first"'))[0]!, /\.priority: expected one of puurvaviddha, paraviddha, vyaapti/);
  t.regex(problemsOf(good.replace('devanagari = "क"', 'devanagari = "ka"'))[0]!, /\.names\.devanagari: expected Devanagari text/);
  t.regex(problemsOf(good.replace('category = "major"\n', ''))[0]!, /\.category: missing/);
  t.regex(problemsOf(good + 'colour = "red"\n')[0]!, /\.colour: unknown field/);
  t.regex(problemsOf(good.replace('masa = 1, ', 'masa = 1, nakshatra = 4, '))[0]!, /\.timing\.nakshatra: unknown field for kind = "tithi"/);
  t.regex(problemsOf('[[festival]\n')[0]!, /^data\/festivals\/test\.toml: TOML syntax/);
});

test('the Drik-fitted fields parse and are checked: udaya and exclusion muhurtas, adhika = first, sankranti listed_on', (t) => {
  const [r] = parseFestivalRules([{ name: 'a.toml', text: good.replace('masa = 1, ', 'masa = 1, adhika = "first", ') + 'udaya_min_muhurtas = 3\nexclusion_udaya_min_muhurtas = 13\n' }]);
  t.is(r!.udayaMinMuhurtas, 3);
  t.is(r!.exclusionUdayaMinMuhurtas, 13);
  t.is(r!.timing.kind === 'tithi' ? r!.timing.adhika : null, 'first');
  t.regex(problemsOf(good + 'udaya_min_muhurtas = 16\n')[0]!, /\.udaya_min_muhurtas: expected an integer 1–15, got 16/);
  t.is(parseFestivalRules([{ name: 'a.toml', text: good + 'kaala_min_ghatis = 1\n' }])[0]!.kaalaMinGhatis, 1);
  t.regex(problemsOf(good + 'kaala_min_ghatis = 0\n')[0]!, /\.kaala_min_ghatis: expected an integer 1–15, got 0/);
  t.is(parseFestivalRules([{ name: 'a.toml', text: good + 'kaala_joined_nakshatra = 4\n' }])[0]!.kaalaJoinedNakshatra, 4);
  t.regex(problemsOf(good + 'kaala_joined_nakshatra = 28\n')[0]!, /\.kaala_joined_nakshatra: expected an integer 1–27, got 28/);
  t.regex(problemsOf(good.replace('masa = 1, ', 'masa = 1, adhika = "second", '))[0]!, /\.timing\.adhika: expected one of nija, adhika, any, first/);
  const sank = good.replace('timing = { kind = "tithi", masa = 1, tithi = 9 }\nkaala = "madhyahna"\npriority = "paraviddha"\n', 'timing = { kind = "sankranti", rashi = 9, punya_before_min = 0, punya_after_min = 384, listed_on = "ingress-day" }\n');
  const [sr] = parseFestivalRules([{ name: 'a.toml', text: sank }]);
  t.is(sr!.timing.kind === 'sankranti' ? sr!.timing.listedOn : null, 'ingress-day');
  t.regex(problemsOf(sank.replace('"ingress-day"', '"noon"'))[0]!, /\.timing\.listed_on: expected one of punya-day, ingress-day/);
});

test('cross-record checks: duplicate ids and unknown anchors', (t) => {
  t.regex(problemsOf(good + good)[0]!, /id: duplicate id/);
  const rel = good + `
[[festival]]
id = "y"
names = { iast = "Y", devanagari = "य", english = "Y" }
category = "major"
timing = { kind = "relative", anchor = "nope", offset_days = 1 }
`;
  t.regex(problemsOf(rel)[0]!, /festival y: timing\.anchor: no festival with id "nope"/);
});

test('metadata errors name file and field', (t) => {
  const err = t.throws(() => parseFestivalMetadata([{ name: 'm.toml', text: '[[entry]]\nfestival = "nope"\nkatha = "k"\nobservances = []\n' }], new Set(['diwali'])), { instanceOf: FestivalRuleError });
  t.regex(err!.problems[0]!, /^m\.toml: entry\[0\] \(nope\)\.festival: no festival rule with id "nope"/);
});

test('the joined-anga fields parse and are checked: with_tithi, a tithi rule\'s regional solar month, pick = "full-moon"', (t) => {
  t.is(parseFestivalRules([{ name: 'a.toml', text: good + 'with_tithi = 15\n' }])[0]!.withTithi, 15);
  t.regex(problemsOf(good + 'with_tithi = 31\n')[0]!, /\.with_tithi: expected an integer 1–30, got 31/);
  const solar = good.replace('masa = 1, tithi = 9', 'tithi = 23, solar_month = 5, first_day_rule = "before_three_fifths_of_daytime"');
  const [r] = parseFestivalRules([{ name: 'a.toml', text: solar }]);
  t.deepEqual(r!.timing, { kind: 'tithi', masa: undefined, tithi: 23, adhika: 'any', solarMonth: 5, firstDayRule: 'before_three_fifths_of_daytime' });
  t.regex(problemsOf(solar.replace('solar_month = 5, ', ''))[0]!, /\.timing\.first_day_rule: needs timing\.solar_month/);
  t.regex(problemsOf(solar.replace('"before_three_fifths_of_daytime"', '"at_noon"'))[0]!, /\.timing\.first_day_rule: expected one of before_sunset/);
  const nak = good.replace('timing = { kind = "tithi", masa = 1, tithi = 9 }', 'timing = { kind = "nakshatra", nakshatra = 8, solar_month = 10, pick = "full-moon" }');
  const [n] = parseFestivalRules([{ name: 'a.toml', text: nak }]);
  t.is(n!.timing.kind === 'nakshatra' ? n!.timing.pick : null, 'full-moon');
  t.regex(problemsOf(nak.replace('"full-moon"', '"first"'))[0]!, /\.timing\.pick: expected one of all, last, full-moon/);
});

test('nakshatra_joined parses and is checked', (t) => {
  t.deepEqual(parseFestivalRules([{ name: 'a.toml', text: good + 'nakshatra_joined = { nakshatra = 22, kaala = "aparahna" }\n' }])[0]!.nakshatraJoined, { nakshatra: 22, kaala: 'aparahna' });
  t.regex(problemsOf(good + 'nakshatra_joined = { nakshatra = 28, kaala = "aparahna" }\n')[0]!, /nakshatra_joined\.nakshatra: expected an integer 1–27, got 28/);
  t.regex(problemsOf(good + 'nakshatra_joined = { nakshatra = 22, kaala = "noon" }\n')[0]!, /nakshatra_joined\.kaala: expected one of/);
});

test('the crescent timing kind parses and checks min_yallop_q; it takes no kaala', (t) => {
  const crescent = good.replace('timing = { kind = "tithi", masa = 1, tithi = 9 }\nkaala = "madhyahna"\n', 'timing = { kind = "crescent", masa = 1, min_yallop_q = -0.16 }\n');
  const [r] = parseFestivalRules([{ name: 'a.toml', text: crescent }]);
  t.deepEqual(r!.timing, { kind: 'crescent', masa: 1, adhika: 'nija', minYallopQ: -0.16 });
  t.regex(problemsOf(crescent.replace('min_yallop_q = -0.16', 'min_yallop_q = "low"'))[0]!, /timing\.min_yallop_q: expected a number/);
  t.regex(problemsOf(crescent.replace('min_yallop_q = -0.16', 'min_yallop_q = 3'))[0]!, /timing\.min_yallop_q: expected a number in \[-1, 1\]/);
  t.regex(problemsOf(crescent.replace('masa = 1, ', 'masa = 1, tithi = 2, '))[0]!, /timing\.tithi: unknown field for kind = "crescent"/);
  t.regex(problemsOf(crescent + 'kaala = "sunset"\n')[0]!, /\.kaala: not used with timing\.kind = "crescent"/);
});
