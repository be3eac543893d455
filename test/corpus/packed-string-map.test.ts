import test from 'ava';
import fc from 'fast-check';
import { PackedStringMap } from '../../src/corpus/packed-string-map.js';

test('PackedStringMap answers as a Map of key → position, for any strings (Devanagari, emoji, empty)', (t) => {
  fc.assert(fc.property(fc.uniqueArray(fc.string({ unit: 'binary', maxLength: 20 }), { maxLength: 300 }), fc.array(fc.string({ unit: 'binary', maxLength: 20 }), { maxLength: 50 }), (keys, probes) => {
    const p = new PackedStringMap(keys);
    const m = new Map(keys.map((k, i) => [k, i]));
    if (p.size !== keys.length) return false;
    for (const k of [...keys, ...probes]) {
      if (p.get(k) !== m.get(k) || p.indexOf(k) !== (m.get(k) ?? -1)) return false;
    }
    return keys.every((k, i) => p.keyAt(i) === k);
  }), { numRuns: 300 });
  t.pass();
});

test('PackedStringMap refuses duplicate keys; long keys round-trip', (t) => {
  t.throws(() => new PackedStringMap(['a', 'b', 'a']), { message: /duplicate key "a"/ });
  const long = 'कृष्ण'.repeat(3000);
  const p = new PackedStringMap(['', long, 'x']);
  t.is(p.keyAt(1), long);
  t.is(p.get(long), 1);
  t.is(p.get(''), 0);
  t.is(p.get(long.slice(1)), undefined);
});
