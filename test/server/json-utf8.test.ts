import test from 'ava';
import { jsonUtf8 } from '../../src/server/json-utf8.js';

const encoder = new TextEncoder();
const same = (t: any, v: unknown, what: string) => {
  const want = JSON.stringify(v);
  const got = jsonUtf8(v);
  if (want === undefined) return t.is(got, undefined, what);
  t.true(got !== undefined && Buffer.from(got).equals(Buffer.from(encoder.encode(want))), what);
};

test('jsonUtf8 writes the bytes of JSON.stringify for the kinds of value JSON knows', (t) => {
  same(t, { a: 1, b: 'x', c: [1, 'two', null, true, false] }, 'plain');
  same(t, ['Śanivāra', 'शुक्ल द्वितीया', 'Venus 41.1° and Jupiter 156.0°', '19:28–06:47', 'a → b', '😀'], 'non-ASCII, astral');
  same(t, ['quote " and \\ backslash', 'tab\tnew\nline\r\u0001\u001f', '\u007f', '\ud800 lone', 'x\udc00'], 'escapes and lone surrogates');
  same(t, [0, -0, 1.5, -2.25e-7, 1e21, 123456789012345680000, NaN, Infinity, -Infinity, Number.MAX_VALUE], 'numbers');
  same(t, { u: undefined, f: () => 1, s: Symbol('x'), k: 'kept', nested: { u: undefined } }, 'members JSON leaves out');
  same(t, [undefined, () => 1, Symbol('y')], 'array slots JSON writes as null');
  same(t, { 2: 'b', 1: 'a', z: 1, 'ü': 2, '"q"': 3 }, 'member order and names needing escapes');
  same(t, { d: new Date(Date.UTC(2024, 0, 15)), e: [new Date(0)] }, 'toJSON');
  same(t, { dates: Array.from({ length: 40 }, (_, i) => (i % 4 === 0 ? undefined : i % 4 === 1 ? () => i : { i, n: 'Rohiṇī' })), skip: undefined, last: [1, 2] }, 'a long array in a member, with slots JSON writes as null');
  same(t, { only: undefined, f: () => 1 }, 'an object whose members are all left out');
  same(t, Array.from({ length: 40 }, (_, i) => (i === 3 ? new Date(i) : i === 5 ? Symbol('s') : `x${i}`)), 'a long array at the top, with toJSON and a symbol');
  same(t, { toJSON: () => ({ replaced: true }) }, 'toJSON at the top');
  same(t, {}, 'empty object');
  same(t, [], 'empty array');
  same(t, 'top-level string', 'top-level string');
  same(t, 42, 'top-level number');
  same(t, null, 'null');
  same(t, undefined, 'undefined');
  t.throws(() => jsonUtf8({ n: 1n }), { instanceOf: TypeError });
});

test('jsonUtf8 matches JSON.stringify over random nested values, with bodies past its first buffer', (t) => {
  let seed = 99;
  const rnd = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  const ALPHABET = ['a', 'Z', ' ', '"', '\\', '\n', 'ā', 'ṇ', 'श', '°', '–', '\ud83d\ude00', '\ud800', '9', ':'];
  const str = () => Array.from({ length: Math.floor(rnd() * 12) }, () => ALPHABET[Math.floor(rnd() * ALPHABET.length)]).join('');
  const gen = (depth: number): unknown => {
    const r = rnd();
    if (depth > 3 || r < 0.3) return str();
    if (r < 0.45) return (rnd() - 0.5) * 10 ** Math.floor(rnd() * 30 - 10);
    if (r < 0.5) return rnd() < 0.5 ? null : rnd() < 0.5;
    if (r < 0.55) return undefined;
    if (r < 0.75) return Array.from({ length: Math.floor(rnd() * 6) }, () => gen(depth + 1));
    return Object.fromEntries(Array.from({ length: Math.floor(rnd() * 6) }, () => [str(), gen(depth + 1)]));
  };
  for (let i = 0; i < 300; i++) same(t, gen(0), `random value ${i}`);
  const big = Array.from({ length: 20_000 }, (_, i) => ({ i, name: i % 3 ? 'Kṛṣṇa Navamī' : `day ${i}` }));
  same(t, big, 'a body of ~600 KB');
  same(t, { after: 'the large one' }, 'a small body after it');
});
