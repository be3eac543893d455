/**
 * One-off packer: copies the Mahānāma CoNLL-U files (sujoysarkarai/mahanama @ cad85842, MIT / CC BY 4.0,
 * see NOTICE) into one gzip stream `data/ner/mahanama-conllu.txt.gz`, keeping columns ID, FORM and MISC
 * (columns 3–9 are always `_` upstream). Each source file starts with `# file = volume_N/<name>`.
 * Usage: node --import=tsx src/generator/ner/pack-mahanama.ts <mahanama_conllu dir> <out.gz>
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

function packDir(root: string): string {
  const volumes = readdirSync(root).filter((d) => d.startsWith('volume_'))
    .sort((a, b) => Number(a.slice(7)) - Number(b.slice(7)));
  const out: string[] = [];
  for (const vol of volumes) {
    const files = readdirSync(join(root, vol)).filter((f) => f.endsWith('.conllu')).sort(naturalCompare);
    for (const f of files) {
      out.push(`# file = ${vol}/${f}`);
      for (const line of readFileSync(join(root, vol, f), 'utf8').split('\n')) {
        if (line === '' || line.startsWith('#')) { out.push(line); continue; }
        const c = line.split('\t');
        out.push(`${c[0]}\t${c[1]}\t${c[9] ?? '_'}`);
      }
    }
  }
  return out.join('\n') + '\n';
}

function naturalCompare(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

const [root, outPath] = process.argv.slice(2);
if (!root || !outPath) throw new Error('usage: pack-mahanama.ts <dir> <out.gz>');
writeFileSync(outPath, gzipSync(packDir(root), { level: 9 }));
