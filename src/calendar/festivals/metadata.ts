/**
 * @module calendar/festivals/metadata
 * Curated shastric metadata (data/festivals/metadata/*.toml), validated: one `[[entry]]` per festival
 * rule id with the presiding deity (knowledge-graph entity id, or a name while the graph has none),
 * a shloka as a corpus reference resolvable through /corpus/v1/cite with its text and our gloss, a katha
 * summary, observances and further verse references. Pure: the caller passes the file texts.
 */
import { parse as parseToml } from 'smol-toml';
import type { FestivalMetadata } from './enrich.js';
import { FestivalRuleError } from './rule-schema.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** @brief The /corpus/v1/cite path of a reference (works with chapters use three segments). */
export function citePath(work: string, chapter: string | undefined, verse: string): string {
  return chapter ? `/corpus/v1/cite/${work}/${chapter}/${verse}` : `/corpus/v1/cite/${work}/${verse}`;
}

/**
 * @brief Parses metadata files into a map from festival rule id to metadata. `knownIds`, when given,
 * rejects entries for unknown festivals. Throws `FestivalRuleError` naming file and field.
 */
export function parseFestivalMetadata(files: Array<{ name: string; text: string }>, knownIds?: ReadonlySet<string>): Map<string, FestivalMetadata> {
  const out = new Map<string, FestivalMetadata>();
  const problems: string[] = [];
  for (const f of files) {
    let doc: unknown;
    try { doc = parseToml(f.text); } catch (e) { problems.push(`${f.name}: TOML syntax: ${(e as Error).message.split('\n')[0]}`); continue; }
    const entries = isObj(doc) ? doc['entry'] : undefined;
    if (!Array.isArray(entries)) { problems.push(`${f.name}: expected [[entry]] tables`); continue; }
    entries.forEach((e, i) => {
      const where = `${f.name}: entry[${i}]${isObj(e) && typeof e['festival'] === 'string' ? ` (${e['festival']})` : ''}`;
      const fail = (field: string, msg: string) => problems.push(`${where}.${field}: ${msg}`);
      if (!isObj(e)) { problems.push(`${where}: expected a table`); return; }
      const id = e['festival'];
      if (typeof id !== 'string') { fail('festival', 'missing (expected a festival rule id)'); return; }
      if (knownIds && !knownIds.has(id)) fail('festival', `no festival rule with id "${id}"`);
      if (out.has(id)) fail('festival', 'duplicate entry');
      const str = (o: Obj, k: string, p: string, req = true): string | undefined => {
        const v = o[k];
        if (v === undefined) { if (req) fail(p, 'missing (expected a string)'); return undefined; }
        if (typeof v !== 'string' || !v.trim()) { fail(p, `expected a non-empty string, got ${JSON.stringify(v)}`); return undefined; }
        return v;
      };
      const ref = (o: Obj, p: string) => {
        const work = str(o, 'work', `${p}.work`) ?? '';
        const chapter = o['chapter'] === undefined ? undefined : String(o['chapter']);
        const verse = o['verse'] === undefined ? (fail(`${p}.verse`, 'missing'), '') : String(o['verse']);
        return { work, chapter, verse, cite_path: citePath(work, chapter, verse) };
      };
      let deity: FestivalMetadata['deity'] = null;
      if (e['deity'] !== undefined) {
        if (!isObj(e['deity'])) fail('deity', 'expected a table { entity_id?, name }');
        else deity = { entity_id: str(e['deity'], 'entity_id', 'deity.entity_id', false) ?? null, name: str(e['deity'], 'name', 'deity.name') ?? '' };
      }
      let shloka: FestivalMetadata['shloka'] = null;
      if (e['shloka'] !== undefined) {
        const s = e['shloka'];
        if (!isObj(s)) fail('shloka', 'expected a table');
        else {
          const r = ref(s, 'shloka');
          shloka = { ref: { work: r.work, ...(r.chapter ? { chapter: r.chapter } : {}), verse: r.verse }, cite_path: r.cite_path,
            text_devanagari: str(s, 'text_devanagari', 'shloka.text_devanagari') ?? '', text_iast: str(s, 'text_iast', 'shloka.text_iast', false),
            gloss: str(s, 'gloss', 'shloka.gloss') ?? '' };
          if (shloka.text_devanagari && !/[\u0900-\u097F]/.test(shloka.text_devanagari)) fail('shloka.text_devanagari', 'expected Devanagari text');
        }
      }
      const obs = e['observances'];
      if (!Array.isArray(obs) || obs.some((x) => typeof x !== 'string')) fail('observances', 'expected a list of strings');
      const refs = e['verse_refs'] ?? [];
      const verseRefs: FestivalMetadata['verse_refs'] = [];
      if (!Array.isArray(refs)) fail('verse_refs', 'expected [[entry.verse_refs]] tables');
      else refs.forEach((r, k) => {
        if (!isObj(r)) { fail(`verse_refs[${k}]`, 'expected a table'); return; }
        const x = ref(r, `verse_refs[${k}]`);
        verseRefs.push({ work: x.work, ...(x.chapter ? { chapter: x.chapter } : {}), verse: x.verse, cite_path: x.cite_path, ...(typeof r['note'] === 'string' ? { note: r['note'] } : {}) });
      });
      out.set(id, { deity, shloka, katha: str(e, 'katha', 'katha') ?? '', observances: Array.isArray(obs) ? (obs as string[]) : [], verse_refs: verseRefs });
    });
  }
  if (problems.length) throw new FestivalRuleError(problems);
  return out;
}
