import test from 'ava';
import { paradigmCells } from '../../src/corpus/dictionary/paradigm-table.js';

test('paradigm rows: nine cells in person × number order, alternatives, gaps, the augment; a malformed row is refused', (t) => {
  const cells = paradigmCells(`
    imperfect  active  +  at  atAm  an  -  -  -  am  Ava|Ava2  Ama
    periphrastic_perfect active - AmAsa - - - - - - - -
  `);
  t.like(cells.find((c) => c.ending === 'an'), { tense: 'imperfect', voice: 'active', augment: true, person: 'third', number: 'plural' });
  t.like(cells.find((c) => c.ending === 'am'), { person: 'first', number: 'singular' });
  t.like(cells.find((c) => c.ending === 'Ava2'), { person: 'first', number: 'dual' });
  t.like(cells.find((c) => c.ending === 'AmAsa'), { tense: 'periphrastic perfect', augment: false });
  t.is(cells.length, 8);
  t.deepEqual(cells.map((c) => c.ending.length), [...cells.map((c) => c.ending.length)].sort((a, b) => b - a), 'longest first');
  t.throws(() => paradigmCells('present active - ati ataH'), { message: /paradigm row/ });
  t.throws(() => paradigmCells('present passive - a b c d e f g h i'), { message: /paradigm row/ });
});
