/**
 * @module
 * Builds the dictionary artifact from data/dictionaries (Cologne CDSL files, see pack-dictionaries.ts) and the
 * Mahānāma gazetteer's base names (data/entities/mahanama_gazetteer.jsonl.gz, lemmas without an entry): pure
 * parsing in src/corpus/dictionary/parse-cdsl.ts, the file written here.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { pack } from 'msgpackr';
import { DICTIONARY_FORMAT_VERSION, type DictionaryData, type DictionaryEntry } from '../../corpus/dictionary/dictionary-model.js';
import { lemmaKey } from '../../corpus/dictionary/lemma-key.js';
import { parseLanman, parseLanmanPrincipalParts, parseRatnamala, parseSynonymKosha } from '../../corpus/dictionary/parse-cdsl.js';
import { DICTIONARY_SOURCES } from '../../corpus/dictionary/sources.js';

export const DICTIONARY_FILE = join('dictionary', 'dictionary.msgpack.gz');

/** Gazetteer base names seen at least this often (rarer ones are mostly annotation noise). */
const MIN_NAME_COUNT = 2;

export function buildDictionaryData(dataDir: string): DictionaryData {
  const entries: DictionaryEntry[] = [];
  const verbForms: DictionaryData['verbForms'] = [];
  DICTIONARY_SOURCES.forEach((s, i) => {
    const text = gunzipSync(readFileSync(join(dataDir, 'dictionaries', `${s.id}.txt.gz`))).toString('utf8');
    entries.push(...(s.id === 'lan' ? parseLanman(text, i) : s.id === 'armh' ? parseRatnamala(text, i) : parseSynonymKosha(text, i)));
    if (s.id === 'lan') for (const p of parseLanmanPrincipalParts(text)) verbForms.push([p.form, p.root, p.kind, p.afterPrefix]);
  });
  const names = new Set<string>();
  const gaz = join(dataDir, 'entities', 'mahanama_gazetteer.jsonl.gz');
  if (existsSync(gaz)) {
    for (const line of gunzipSync(readFileSync(gaz)).toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as { base_names?: Record<string, number> };
      for (const [name, n] of Object.entries(row.base_names ?? {})) if (n >= MIN_NAME_COUNT && name.length >= 3) names.add(lemmaKey(name));
    }
  }
  return { formatVersion: DICTIONARY_FORMAT_VERSION, sources: [...DICTIONARY_SOURCES], entries, names: [...names].sort(), verbForms };
}

export function writeDictionary(outDir: string, data: DictionaryData): string {
  const path = join(outDir, DICTIONARY_FILE);
  mkdirSync(join(outDir, 'dictionary'), { recursive: true });
  writeFileSync(path, gzipSync(pack(data), { level: 9 }));
  return path;
}
