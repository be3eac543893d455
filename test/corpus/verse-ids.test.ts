/**
 * No edition repeats a verse reference: the Kumbhakonam "B" texts (kumbhakonam.ts numberBText) on a fixture,
 * and every edition of the built corpus (build/corpus, when it has been built).
 */
import test from 'ava';
import { existsSync, readFileSync } from 'node:fs';
import { Packr } from 'msgpackr';
import { parseKumbhakonam } from '../../src/generator/corpus/adapters/kumbhakonam.js';

const v = (id: string, text: string) => ({ verse_no: id, chandas: '', verse_text: [text] });

test('Kumbhakonam: the B text of an adhyāya is numbered on after its own verses, its copy under a B key skipped', (t) => {
  const json = {
    'karṇaparva': {
      'karnaB-8-97': { verses: [v('karnaB-8-97-1', '[विना किरीटं शुशुभे स पार्थः ॥'), v('karnaB-8-97-2', 'गोकर्णा सुमुखी कृतेन इषुणा ॥')] },
      'karṇaparva__adhyāya_097': { verses: [v('karna-8-97-1', 'न मां रथस्थो भूमिष्ठं ॥'), v('karna-8-97-2', 'त्वं हि क्षत्रियदायादो ॥'), v('karnaB-8-97-1', '[विना किरीटं शुशुभे स पार्थः ॥'), v('karnaB-8-97-2', 'गोकर्णा सुमुखी कृतेन इषुणा ॥')] },
      'karṇaparva__adhyāya_098': { verses: [v('karna-8-98-1', 'ततः कर्णो महाराज ॥')] },
    },
  };
  const { verses } = parseKumbhakonam([{ path: 'extracted_data/08-karṇaparva.json', text: JSON.stringify(json) }]);
  t.deepEqual(verses.map((x) => x.reference), ['8.97.1', '8.97.2', '8.97.3', '8.97.4', '8.98.1']);
  t.true(verses[2]!.content_devanagari.includes('विना किरीटं'), verses[2]!.content_devanagari);
});

const BUILT = new URL('../../build/corpus/corpus.msgpack', import.meta.url);

test('built corpus: no edition repeats a verse reference', (t) => {
  if (!existsSync(BUILT)) { t.log('build/corpus not built: skipped'); t.pass(); return; }
  const c = new Packr({ moreTypes: true }).unpack(readFileSync(BUILT)) as { editions: Array<{ work_slug: string; slug: string }>; verseEdition: Uint16Array; refs: string };
  const refs = c.refs.split('\n');
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (let i = 0; i < refs.length; i++) {
    const e = c.editions[c.verseEdition[i]!]!;
    const key = `${e.work_slug}/${e.slug} ${refs[i]}`;
    if (seen.has(key)) repeated.push(key);
    seen.add(key);
  }
  t.deepEqual(repeated.slice(0, 20), [], `${repeated.length} repeated references`);
});
