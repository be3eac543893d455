/**
 * Citations as people type them (the `ref` of GET /corpus/v1/cite): a work name (slug, title or alias in any
 * script, or a book name from book-names.json such as "bhishma parva" or "sundara kanda") followed by the
 * reference numbers, separated by '.', ':', ',', '/' or spaces, in ASCII or Devanagari digits; the last number
 * may be a range. "BG 2.47", "gita 2.47", "mahabharata 6.25.1", "ramayana/1/1/1", "bhishma parva 25.1",
 * "sundara kanda 1.1", "गीता २.४७" all parse.
 */
import type { Work } from '../model.js';
import BOOK_NAMES from './book-names.json' with { type: 'json' };
import { nameKey, type WorkResolver } from './resolve-work.js';

export interface ParsedReference {
  work: Work;
  /** full dotted reference, e.g. "6.25.1" or "2.47-49" */
  dotted: string;
}

/** Devanagari digits ०–९ → ASCII. */
export function asciiDigits(s: string): string {
  return s.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966));
}

const TAIL = /^(.*?)[\s/:,.]*(\d{1,5}(?:\s*[.:/,]\s*\d{1,5}|\s+\d{1,5})*(?:\s*[-–]\s*\d{1,5})?)\s*$/u;

/**
 * book-name key → [work slug, book number]. Keys drop a final a: nameKey drops the final schwa of a word,
 * not of a compound's member ("sundara kanda" → sundarkand, "Sundarakāṇḍa" → sundarakand).
 */
const BOOKS = new Map<string, [string, string]>();
const bookKey = (name: string) => nameKey(name).replace(/a$/, '');
const SUFFIXES = BOOK_NAMES.suffixes.map(nameKey);
for (const [work, books] of Object.entries(BOOK_NAMES.works)) {
  for (const [n, names] of Object.entries(books as Record<string, string[]>)) for (const name of names) BOOKS.set(bookKey(name), [work, n]);
}

function bookOf(name: string): [string, string] | null {
  const k = nameKey(name);
  const hit = BOOKS.get(k.replace(/a$/, ''));
  if (hit) return hit;
  for (const s of SUFFIXES) if (k.endsWith(s) && k.length > s.length) {
    const b = BOOKS.get(k.slice(0, -s.length).replace(/a$/, ''));
    if (b) return b;
  }
  return null;
}

/** The work and dotted reference of a typed citation, or null when no work name or no numbers are found. */
export function parseReference(text: string, works: WorkResolver): ParsedReference | { unknownWork: string } | null {
  const m = TAIL.exec(asciiDigits(text.trim()));
  if (!m || !m[1]!.trim()) return null;
  const name = m[1]!.trim();
  const nums = m[2]!.replace(/\s*[-–]\s*/, '-').split(/\s*[.:/,]\s*|\s+/).join('.');
  const work = works.resolve(name);
  if (work) return { work, dotted: nums };
  const book = bookOf(name);
  if (book) {
    const w = works.resolve(book[0]);
    if (w) return { work: w, dotted: `${book[1]}.${nums}` };
  }
  return { unknownWork: name };
}
