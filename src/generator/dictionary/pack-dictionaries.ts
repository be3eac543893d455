/**
 * Developer tool (not part of the build): copies the open Cologne dictionaries the dictionary stage needs from a
 * checkout of the shared corpus sources (`csl-orig-dicts/`, sanskrit-lexicon/csl-orig @ b7297b97) into
 * data/dictionaries/<id>.txt.gz, unchanged, with each dictionary's TEI header next to it. Run once when the
 * sources change:
 *   node --import=tsx src/generator/dictionary/pack-dictionaries.ts <corpus-sources-dir> [data/dictionaries]
 * Only dictionaries whose own header grants an open licence are taken (lan: CC BY 4.0; the koshas: GPL-3.0);
 * the GPL text itself is kept beside them as data/dictionaries/LICENSE-GPL-3.0.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DICTIONARY_SOURCES } from '../../corpus/dictionary/sources.js';

export function packDictionaries(srcRoot: string, outDir: string): void {
  mkdirSync(outDir, { recursive: true });
  const dir = join(srcRoot, 'csl-orig-dicts');
  for (const s of DICTIONARY_SOURCES) {
    for (const name of [`${s.id}.txt`, `${s.id}header.xml`]) {
      const gz = gzipSync(readFileSync(join(dir, name)), { level: 9 });
      writeFileSync(join(outDir, `${name}.gz`), gz);
      console.log(`${name}: ${(gz.length / 1e3).toFixed(0)} kB`);
    }
  }
  // The GPL-3.0 text, from the vedicscriptures repository (GPL-3.0), which ships it verbatim.
  writeFileSync(join(outDir, 'LICENSE-GPL-3.0'), readFileSync(join(srcRoot, 'vedicscriptures-bhagavad-gita-data', 'LICENSE')));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ''))) {
  const [src, out = 'data/dictionaries'] = process.argv.slice(2);
  if (!src) {
    console.error('usage: pack-dictionaries.ts <corpus-sources-dir> [out-dir]');
    process.exit(2);
  }
  packDictionaries(src, out);
}
