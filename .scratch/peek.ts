import { readFileSync } from 'node:fs';
import { Packr } from 'msgpackr';
import type { Verse } from '../src/corpus/model.ts';
import { readBundle } from '../src/generator/corpus/source-bundle.ts';
import { GANGULI_BOOKS, ganguliSectionList } from '../src/generator/corpus/adapters/ganguli.ts';
const packr = new Packr({ moreTypes: true });
const dir='build/corpus/';
const c = packr.unpack(readFileSync(dir+'corpus.msgpack')) as any;
const ed = c.editions.findIndex((e:any) => e.work_slug === 'mahabharata' && e.slug === 'kumbhakonam-sarit');
const vf = packr.unpack(readFileSync(dir+'verses.msgpack')) as any;
const want = new Set(process.argv.slice(3).filter(a=>a.includes('.')));
const verses: Verse[] = [];
for (let k = 0; k < vf.chunks.length; k++) { const lo=k*c.chunkSize; if (!c.verseEdition.subarray(lo, lo + c.chunkSize).includes(ed)) continue; for (const v of packr.unpack(vf.chunks[k]) as Verse[]) if (v.edition_slug==='kumbhakonam-sarit'&&want.has(v.chapter!)) verses.push(v); }
const files = readBundle('data/corpus','ganguli-mahabharata');
const b = GANGULI_BOOKS.find(x=>x.book===Number(process.argv[2]))!;
const secs = ganguliSectionList(files.filter(f=>b.files.test(f.path)));
for (const a of process.argv.slice(3)) {
  if (a.includes('.')) { const vs=verses.filter(v=>v.chapter===a).slice(0,4); console.log('K', a, vs.map(v=>(v.speaker??'')+' '+v.content_iast).join(' | ').replace(/\s+/g,' ').slice(0,300)); }
  else { const s=secs.find(x=>x.label===a); console.log('G', a, s?.text.slice(0,300).replace(/\s+/g,' ')); }
}
