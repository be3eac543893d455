/** The adapter contract and helpers shared by the per-source adapters. */
import type { Apparatus, EditionData, Verse, Work } from '../../corpus/model.js';
import { emptyApparatus, verseId } from '../../corpus/model.js';
import type { InputScheme } from '../../corpus/script/scheme.js';
import { verseText } from '../../corpus/verse-text.js';
import { identifyMeter } from '../../corpus/meter/identify-meter.js';
import { meterNameOf } from '../../corpus/meter/meter-name.js';
import { bundleMap } from './source-bundle.js';

/** licence_note of the sanskritsahitya.org editions (licence 'uncleared'). */
export const NOTE_NO_LICENCE = 'The upstream (sanskritsahitya.org data mirror) states no licence; permission not obtained. Included for research and evaluation; deployers who need cleared content build with --exclude-uncleared.';
/** licence_note of modern translations and commentaries (licence 'uncleared'). */
export const NOTE_TRANSLATOR_COPYRIGHT = 'Modern translation/commentary: the translator\'s copyright has not been cleared. Included for research and evaluation; deployers who need cleared content build with --exclude-uncleared.';

export interface AdapterContext {
  dataDir: string;
  /** Build uncleared content (no licence stated / modern translators' copyright not cleared): true unless --exclude-uncleared. */
  includeUncleared: boolean;
  /** Build sources whose licence forbids commercial use or redistribution (GRETIL; the BORI Mahābhārata text). */
  includeNoncommercial: boolean;
  log: (msg: string) => void;
}

export interface Adapter {
  /** Source bundle name in data/corpus. */
  source: string;
  run(ctx: AdapterContext): EditionData[];
}

/** Speaker line at the start of a verse ("धृतराष्ट्र उवाच", "श्रीभगवानुवाच", "arjuna uvāca"). */
const SPEAKER = /^\s*((?:श्री)?\s*[\u0900-\u097F]+\s*(?:उवाच|ऊचुः|उवाचः))\s*[।|]?\s*\n?/;
const SPEAKER_ROMAN = /^\s*((?:śrī)?\s*[a-zāīūṛṣṇśṃḥñṅṭḍ]+\s+uvāca)\s*[|।]?\s*\n/;

export function splitSpeaker(raw: string): { speaker: string | null; text: string } {
  const m = SPEAKER.exec(raw) ?? SPEAKER_ROMAN.exec(raw);
  if (!m || m[0].length >= raw.trim().length) return { speaker: null, text: raw };
  return { speaker: m[1]!.trim(), text: raw.slice(m[0].length) };
}

export function makeVerse(
  work: string, edition: string, chapter: string | null, verseNumber: string, raw: string, scheme: InputScheme,
  meterFromSource: string | null = null,
): Verse {
  const { speaker, text } = splitSpeaker(raw);
  const t = verseText(text, scheme);
  const reference = chapter ? `${chapter}.${verseNumber}` : verseNumber;
  // a source's label in the corpus's spelling of meter names (IAST stems, the identifier's names where it has them)
  const sourceMeter = meterFromSource ? meterNameOf(meterFromSource) : null;
  const identified = sourceMeter ? null : identifyMeter(t.content_slp1);
  return {
    id: verseId(work, edition, reference),
    work_slug: work,
    edition_slug: edition,
    chapter,
    verse_number: verseNumber,
    reference,
    ...t,
    meter: sourceMeter ? { name: sourceMeter, origin: 'source' } : identified ? { name: identified, origin: 'identified' } : null,
    speaker,
  };
}

export function apparatusFor(map: Map<string, Apparatus>, ref: string): Apparatus {
  let a = map.get(ref);
  if (!a) {
    a = emptyApparatus();
    map.set(ref, a);
  }
  return a;
}

/** Variant readings a source prints inside a verse, kept beside it as one `variant` note (none: nothing added). */
export function noteVariants(map: Map<string, Apparatus>, ref: string, variants: readonly string[], source: string): void {
  if (variants.length === 0) return;
  apparatusFor(map, ref).interpretations.push({ kind: 'variant', language: 'sa', author: null, text: variants.join('; '), machine_generated: false, source });
}

export function work(w: Omit<Work, 'aliases' | 'author'> & Partial<Pick<Work, 'aliases' | 'author'>>): Work {
  return { author: null, aliases: [], ...w };
}

/** Integer without leading zeros, as a string ("007" → "7"). */
export function num(s: string | number): string {
  return String(parseInt(String(s), 10));
}

/** One line of the build log per source: each edition's work and verse count. */
export function logEditions(ctx: AdapterContext, source: string, out: EditionData[]): EditionData[] {
  ctx.log(`${source}: ${out.map((e) => `${e.work.slug} ${e.verses.length}`).join(', ')}`);
  return out;
}

/** An adapter that parses one file of its source bundle (an absent file parses as empty text). */
export function oneFileAdapter(source: string, file: string, parse: (text: string) => EditionData[]): Adapter {
  return { source, run: (ctx) => logEditions(ctx, source, parse(bundleMap(ctx.dataDir, source).get(file) ?? '')) };
}
