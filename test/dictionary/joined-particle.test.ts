import test from 'ava';
import { splitJoinedParticle } from '../../src/corpus/dictionary/joined-particle.js';

const readings = (w: string) => splitJoinedParticle(w).map((j) => `${j.word}+${j.particle}`);

test('a particle joined by sandhi: the word before it in pausa', (t) => {
  t.true(readings('rAmaSca').includes('rAmaH+ca'), 'ḥ → ś before c');
  t.true(readings('tacca').includes('tat+ca'), 't → c before c');
  t.true(readings('taTEva').includes('taTA+eva'), 'ā + e → ai');
  t.true(readings('SiKayeva').includes('SiKayA+iva'), 'ā + i → e');
  t.true(readings('pArvatIti').includes('pArvatI+iti'), 'ī + i → ī');
  t.true(readings('maDorhi').includes('maDoH+hi'), 'ḥ after o → r before h');
  t.true(readings('rAmohi').includes('rAmaH+hi'), 'aḥ → o before a voiced sound');
  t.true(readings('soapi').includes('saH+api'), "so'pi, the avagraha read as a");
  t.true(readings('kadApi').includes('kadA+api'), 'ā + a → ā');
  t.deepEqual(readings('Darma'), [], 'no particle');
});
