/**
 * Vālmīki Rāmāyaṇa from Sanskrit Wikisource (CC BY-SA 4.0), as scraped by shubhattin/thesanskritchannel_projects
 * @ 7198caf7 (all 648 sargas, vulgate/Gita Press numbering, the same as DharmicData's). Edition `wikisource`
 * (rank 90). Verses with an empty `॥॥` marker upstream (2) get the number after the previous verse of the sarga.
 *
 * repairRamayana: DharmicData's Rāmāyaṇa (the default edition) lacks sargas (1.70–72, 3.24, 4.11, 4.65, 6.4,
 * 6.67, 6.114, 6.129–131) and holds some sargas whose text is a neighbour's (6.25 = 6.24, 6.31 = 6.30, …).
 * A DharmicData sarga is replaced by the Wikisource one when it is missing, or when fewer than 30 % of its
 * verses' openings occur in the Wikisource sarga of the same number while at least half occur in another
 * DharmicData sarga (a copy) or in another Wikisource sarga (a sarga filed under the wrong number, as
 * Sundara 19–22 hold Wikisource 21–24). Detected from the data, listed in the edition notes and the build log.
 */
import type { EditionData, Verse } from '../../../corpus/model.js';
import { verseId } from '../../../corpus/model.js';
import { looseKey } from '../../../corpus/script/loose-key.js';
import { bundleMap } from '../source-bundle.js';
import { makeVerse, type Adapter, type AdapterContext } from '../adapter.js';
import { WORKS } from '../works.js';

const SOURCE = 'ramayana-wikisource';

interface Row { kanda: number; sarga: number; verse: number | null; lines: string[]; kind: string }

export function parseRamayanaWikisource(text: string): Verse[] {
  const verses: Verse[] = [];
  let prev = { ch: '', n: 0 };
  const seen = new Set<string>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as Row;
    if (r.kind !== 'verse') continue;
    const ch = `${r.kanda}.${r.sarga}`;
    const n = r.verse ?? (prev.ch === ch ? prev.n + 1 : 1);
    prev = { ch, n };
    if (seen.has(`${ch}.${n}`)) continue;
    seen.add(`${ch}.${n}`);
    verses.push(makeVerse('ramayana', 'wikisource', ch, String(n), r.lines.join('\n') + ' ॥', 'devanagari'));
  }
  return verses;
}

function openingKey(v: Verse): string {
  return looseKey(v.content_slp1.split(/[|\n.]/)[0] ?? '').replace(/ /g, '').slice(0, 12);
}

function byChapter(vs: Verse[]): Map<string, Verse[]> {
  const m = new Map<string, Verse[]>();
  for (const v of vs) {
    let l = m.get(v.chapter!);
    if (!l) m.set(v.chapter!, (l = []));
    l.push(v);
  }
  return m;
}

/** Replaces missing and copied sargas of `dd` with those of `ws`; returns the repaired sargas. */
export function repairRamayana(dd: EditionData, ws: Verse[]): { missing: string[]; replaced: string[] } {
  const ddCh = byChapter(dd.verses);
  const wsCh = byChapter(ws);
  const ddKeys = new Map<string, Set<string>>();
  for (const [ch, vs] of ddCh) for (const v of vs) {
    const k = openingKey(v);
    let s = ddKeys.get(k);
    if (!s) ddKeys.set(k, (s = new Set()));
    s.add(ch);
  }
  const wsKeysBy = new Map<string, Set<string>>();
  for (const [ch, vs] of wsCh) for (const v of vs) {
    const k = openingKey(v);
    let s = wsKeysBy.get(k);
    if (!s) wsKeysBy.set(k, (s = new Set()));
    s.add(ch);
  }
  const missing: string[] = [];
  const replaced: string[] = [];
  for (const [ch, wv] of wsCh) {
    const dv = ddCh.get(ch);
    if (!dv) {
      missing.push(ch);
      continue;
    }
    const wsKeys = new Set(wv.map(openingKey));
    const share = (f: (v: Verse) => boolean) => dv.filter(f).length / dv.length;
    const same = share((v) => wsKeys.has(openingKey(v)));
    const copied = share((v) => [...(ddKeys.get(openingKey(v)) ?? [])].some((c) => c !== ch));
    const shifted = share((v) => [...(wsKeysBy.get(openingKey(v)) ?? [])].some((c) => c !== ch));
    if (same < 0.3 && (copied >= 0.5 || shifted >= 0.5)) replaced.push(ch);
  }
  const fix = new Set([...missing, ...replaced]);
  const edition = dd.edition.slug;
  const kept = dd.verses.filter((v) => !fix.has(v.chapter!));
  const added = ws.filter((v) => fix.has(v.chapter!)).map((v) => ({ ...v, edition_slug: edition, id: verseId(v.work_slug, edition, v.reference) }));
  const order = (c: string) => c.split('.').map(Number) as [number, number];
  dd.verses = [...kept, ...added].sort((a, b) => {
    const [ak, as] = order(a.chapter!);
    const [bk, bs] = order(b.chapter!);
    return ak - bk || as - bs || Number(a.verse_number) - Number(b.verse_number);
  });
  if (missing.length) dd.edition.notes.push(`sargas missing upstream filled from Sanskrit Wikisource (CC BY-SA 4.0): ${missing.join(', ')}`);
  if (replaced.length) dd.edition.notes.push(`sargas holding another sarga's text upstream (a copy or a shifted number) replaced from Sanskrit Wikisource: ${replaced.join(', ')}`);
  return { missing, replaced };
}

export function wikisourceRamayanaEdition(verses: Verse[]): EditionData {
  return {
    work: WORKS['ramayana']!,
    edition: {
      slug: 'wikisource', work_slug: 'ramayana', title: 'Vālmīki Rāmāyaṇa (Sanskrit Wikisource, via thesanskritchannel_projects)', source: SOURCE,
      source_url: 'https://github.com/shubhattin/thesanskritchannel_projects', source_commit: '7198caf7047fd066129b1cfb817d6608a6a56c45',
      licence: 'CC BY-SA 4.0 (Sanskrit Wikisource)', licence_class: 'open', licence_note: null, rank: 90,
      notes: ['all 648 sargas; verses with an empty ॥॥ marker numbered after the previous verse'],
    },
    verses, apparatus: new Map(),
  };
}

export const ramayanaWikisourceAdapter: Adapter = {
  source: SOURCE,
  run(ctx: AdapterContext): EditionData[] {
    return [wikisourceRamayanaEdition(parseRamayanaWikisource(bundleMap(ctx.dataDir, SOURCE).get('verses.jsonl') ?? ''))];
  },
};
