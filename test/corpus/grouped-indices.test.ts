import test from 'ava';
import fc from 'fast-check';
import { groupIndices } from '../../src/corpus/grouped-indices.js';

test('groupIndices: each group holds, ascending, exactly the items of that group; negative items in none', (t) => {
  fc.assert(fc.property(fc.integer({ min: 1, max: 20 }).chain((groups) => fc.tuple(fc.constant(groups), fc.array(fc.integer({ min: -1, max: groups - 1 }), { maxLength: 200 }))), ([groups, groupOf]) => {
    const { first, members } = groupIndices(Int32Array.from(groupOf), groups);
    for (let g = 0; g < groups; g++) {
      const expected = groupOf.flatMap((x, i) => (x === g ? [i] : []));
      t.deepEqual(Array.from(members.subarray(first[g], first[g + 1])), expected);
    }
    t.is(members.length, groupOf.filter((x) => x >= 0).length);
  }));
});
