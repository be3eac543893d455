/**
 * Reader for the Mahānāma CoNLL-U (CorefUD style) files, sujoysarkarai/mahanama @ cad85842.
 *
 * Conventions of the source (see ../shared/notes/corpus-and-ner.md §6):
 * - tokens are SLP1; a multiword token is a range line `3-4 ekacakrAM` followed by its parts `3 eka`, `4 cakrA`;
 * - MISC `Entity=(e4777-person--janamejaya)` opens and closes a one-part mention; a longer mention opens with
 *   `Entity=(e3873-location--ekacakrA` and closes with `Entity=e3873)`; annotations sit on the part lines;
 * - `base_name` is the uninflected name of the mention.
 * In the whole corpus no mention crosses a whitespace word (a "surface word" = a range line or a part that no
 * range covers), so mentions are reported here at surface-word level: `word` is the index of the surface word,
 * `partial` says whether the mention covers only some parts of that word (`BImastamAdAya` ⊃ `BImaH`).
 */

export type MahanamaType = 'person' | 'location' | 'misc';

export interface GoldMention {
  word: number;
  type: MahanamaType;
  eid: string;
  identity: string;
  baseName: string | null;
  /** SLP1 surface of the mention parts, concatenated. */
  partsForm: string;
  partial: boolean;
}

export interface MahanamaSentence {
  sentId: string;
  /** Calcutta-edition volume (first number of `MBh_<vol>_…`). */
  volume: number;
  words: string[];
  mentions: GoldMention[];
}

interface Part { id: number; form: string; misc: string }

const ENTITY_OPEN = /\((e\d+)-(person|location|misc)-+([^()|]*)(\))?/g;
const ENTITY_CLOSE = /(e\d+)\)/g;

/** Parses the text of one or more concatenated CoNLL-U files into sentences. */
export function parseMahanamaConllu(text: string): MahanamaSentence[] {
  const out: MahanamaSentence[] = [];
  let sentId = '';
  let lines: string[][] = [];
  const flush = (): void => {
    if (lines.length > 0) out.push(buildSentence(sentId, lines));
    lines = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '');
    if (line === '') { flush(); continue; }
    if (line.startsWith('#')) {
      const m = /^# sent_id = (\S+)/.exec(line);
      if (m) { flush(); sentId = m[1]!; }
      continue;
    }
    const cols = line.split('\t');
    lines.push(cols);
  }
  flush();
  return out;
}

function buildSentence(sentId: string, rows: string[][]): MahanamaSentence {
  const words: string[] = [];
  const partToWord = new Map<number, number>();
  const wordParts: number[][] = [];
  const parts: Part[] = [];
  let coveredTo = 0;
  for (const cols of rows) {
    const id = cols[0]!;
    const form = cols[1] ?? '';
    const misc = cols.length >= 10 ? cols[9]! : (cols[2] ?? '_');
    const range = /^(\d+)-(\d+)$/.exec(id);
    if (range) {
      const a = Number(range[1]); const b = Number(range[2]);
      words.push(form);
      const ids: number[] = [];
      for (let i = a; i <= b; i++) { partToWord.set(i, words.length - 1); ids.push(i); }
      wordParts.push(ids);
      coveredTo = b;
      continue;
    }
    if (!/^\d+$/.test(id)) continue;
    const n = Number(id);
    if (n > coveredTo) {
      words.push(form);
      partToWord.set(n, words.length - 1);
      wordParts.push([n]);
    }
    parts.push({ id: n, form, misc });
  }
  const mentions: GoldMention[] = [];
  const open = new Map<string, { start: number; type: MahanamaType; identity: string; baseName: string | null }>();
  const partForm = new Map(parts.map((p) => [p.id, p.form] as const));
  for (const p of parts) {
    const entityField = p.misc.split('|').find((kv) => kv.startsWith('Entity='));
    if (!entityField) continue;
    const baseMatch = /(?:^|\|)base_name=([^|]*)/.exec(p.misc);
    const value = entityField.slice('Entity='.length);
    const closing: string[] = [];
    for (const m of value.matchAll(ENTITY_OPEN)) {
      open.set(m[1]!, { start: p.id, type: m[2] as MahanamaType, identity: m[3]!, baseName: baseMatch ? baseMatch[1]! : null });
      if (m[4]) closing.push(m[1]!);
    }
    for (const m of value.matchAll(ENTITY_CLOSE)) closing.push(m[1]!);
    for (const eid of closing) {
      const o = open.get(eid);
      if (!o) continue;
      open.delete(eid);
      const word = partToWord.get(o.start) ?? 0;
      const endWord = partToWord.get(p.id) ?? word;
      if (endWord !== word) continue; // never happens in the source; skipped to keep word-level mentions exact
      let partsForm = '';
      for (let i = o.start; i <= p.id; i++) partsForm += partForm.get(i) ?? '';
      const allParts = wordParts[word]!;
      const partial = allParts[0]! < o.start || allParts[allParts.length - 1]! > p.id;
      mentions.push({ word, type: o.type, eid, identity: o.identity, baseName: o.baseName, partsForm, partial });
    }
  }
  const vm = /^MBh_(\d+)_/.exec(sentId);
  return { sentId, volume: vm ? Number(vm[1]) : 0, words, mentions };
}
