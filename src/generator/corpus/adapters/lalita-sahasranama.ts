/**
 * The Lalitā Sahasranāma (Brahmāṇḍa Purāṇa, Uttarakhaṇḍa), from revurpk/stotramala's
 * `tools/stotras/lalitha-sahasranamam.py` (CC BY 4.0, © 2026 Pradyumna Revur): the IAST text its author converted
 * from Sanskrit Wikisource's श्रीललितासहस्रनामस्तोत्रम् (CC BY-SA), and his English rendering of each verse (credited
 * to him as translator, CC BY 4.0).
 *
 * Numbering: the stotra's ślokas 1–182 (`|| N ||` in the file: 1 "śrīmātā śrīmahārājñī śrīmatsiṃhāsaneśvarī"); the
 * dhyāna-śloka before them ("sindūrāruṇavigrahāṃ …") is verse 0, as an opening is numbered 0 elsewhere in the
 * library, and the closing half-śloka with the line that ends the names ("śrīśivā śivaśaktyaikyarūpiṇī lalitāmbikā |
 * evaṃ śrīlalitādevyā nāmnāṃ sāhasrakaṃ jaguḥ") is 183. The framing chapters before and after the names are not in
 * the source. The pādas are the file's lines; the verse closes with ||. An apostrophe is the avagraha, as in the file
 * (doubled where a long ā was elided: viśuddhicakranilayā''raktavarṇā).
 */
import type { Apparatus, EditionData, Verse } from '../../../corpus/model.js';
import { apparatusFor, makeVerse, oneFileAdapter, type Adapter } from '../adapter.js';
import { WORKS } from '../works.js';

const SOURCE = 'stotramala-lalita';
const FILE = 'lalitha-sahasranamam.py';
const REPO = 'https://github.com/revurpk/stotramala';
const COMMIT = 'f0d5c01ad96b7a78d310613efa8424f89ed9db77';
const WORK = 'lalita-sahasranama';
const EDITION = 'wikisource-stotramala';
const TRANSLATOR = 'Pradyumna Revur';

export interface StotraVerse { padas: string[]; num: string; gloss: string }

/** A Python string literal's value (double quotes, backslash escapes). */
function pyString(lit: string): string {
  return JSON.parse(lit.replace(/\\'/g, "'")) as string;
}

/** The `_v([pādas], "num", "gloss" "gloss" …)` records of the file, in order. */
export function parseStotraFile(py: string): StotraVerse[] {
  const out: StotraVerse[] = [];
  const str = /"(?:[^"\\]|\\.)*"/g;
  const record = /_v\(\s*\[([\s\S]*?)\]\s*,\s*("(?:[^"\\]|\\.)*")\s*,\s*((?:"(?:[^"\\]|\\.)*"\s*)+)\)/g;
  for (let m = record.exec(py); m; m = record.exec(py)) {
    if (py.lastIndexOf('def _v', m.index) > py.lastIndexOf('STOTRA', m.index)) continue; // the helper's definition
    const padas = (m[1]!.match(str) ?? []).map(pyString);
    const gloss = (m[3]!.match(str) ?? []).map(pyString).join('');
    out.push({ padas, num: pyString(m[2]!), gloss });
  }
  return out;
}

export function lalitaEdition(py: string): EditionData | null {
  const records = parseStotraFile(py);
  if (records.length === 0) return null;
  const verses: Verse[] = [];
  const apparatus = new Map<string, Apparatus>();
  let last = 0;
  records.forEach((r, i) => {
    const m = /\|\|\s*(\d+)\s*\|\|/.exec(r.num);
    const n = m ? Number(m[1]) : i === 0 ? 0 : last + 1;
    last = n;
    const text = r.padas.map((p) => p.trim()).join('\n').replace(/\s*\|?\s*$/, ' ||');
    const v = makeVerse(WORK, EDITION, null, String(n), text, 'iast');
    verses.push(v);
    if (r.gloss.trim()) {
      apparatusFor(apparatus, v.reference).translations.push({ language: 'en', author: TRANSLATOR, text: r.gloss.trim(), licence: 'CC BY 4.0', source: SOURCE });
    }
  });
  const work = WORKS[WORK]!;
  return {
    work,
    edition: {
      slug: EDITION, work_slug: WORK, title: 'Lalitāsahasranāma (Sanskrit Wikisource, via revurpk/stotramala)', source: SOURCE,
      source_url: REPO, source_commit: COMMIT, licence: 'CC BY-SA 4.0 (Sanskrit Wikisource text); English renderings CC BY 4.0 (Pradyumna Revur)',
      licence_class: 'open', licence_note: null, rank: 100,
      notes: [
        `${FILE} of revurpk/stotramala: IAST converted by its author from Sanskrit Wikisource's श्रीललितासहस्रनामस्तोत्रम्; the primary reading where the page gives variants`,
        'verse 0 = the dhyāna-śloka; 1–182 the stotra\'s ślokas; 183 = the closing half-śloka and the line that ends the names',
        `English renderings by ${TRANSLATOR}, one per verse (CC BY 4.0)`,
      ],
    },
    verses, apparatus,
  };
}

export const lalitaSahasranamaAdapter: Adapter = oneFileAdapter(SOURCE, FILE, (py) => {
  const e = lalitaEdition(py);
  return e ? [e] : [];
});
