/**
 * @module calendar/festivals/serialize
 * The JSON of a festival year (the body of /calendar/v1/festivals), as UTF-8, in its two forms:
 *
 * - `inline` (the interface specification's form): an array of items, each with its curated `metadata`
 *   (or null). Byte-identical to `JSON.stringify(items)`; a year's metadata (about 175 KB of ~505 KB at New Delhi
 *   in 2024, 72 entries repeated over ~400 items) is the same text every time, so each entry is stringified and
 *   encoded once per process and copied in: the CPU of an answer is in its items' other members, not in the
 *   metadata (the dictionary form costs the same, bench/heavy/run.ts).
 * - `dictionary` (compact): `{"festivals": items, "metadata": {rule_id: entry}}`, each item's `metadata` the
 *   rule id of its entry (or null); the dictionary holds the entries the year's items name, each once.
 *
 * `fields`, when given, keeps only those members of each item (in the item's own order); without `metadata`
 * among them no item names an entry (and the dictionary is empty).
 */
import type { EnrichedFestivalInfo, FestivalMetadata } from './enrich.js';

export type MetadataForm = 'inline' | 'dictionary';

const encoder = new TextEncoder();
/** Each metadata entry's JSON as UTF-8, per entry object (the entries are read-only, loaded once). */
const entryBytes = new WeakMap<FestivalMetadata, Uint8Array>();

function bytesOfEntry(m: FestivalMetadata): Uint8Array {
  let b = entryBytes.get(m);
  if (!b) { b = encoder.encode(JSON.stringify(m)); entryBytes.set(m, b); }
  return b;
}

const str = JSON.stringify;
/** Each rule's tags as JSON, per array (the rules' arrays are read-only, loaded once). */
const tagsJson = new WeakMap<readonly string[], string>();

function jsonOfTags(tags: readonly string[]): string {
  let j = tagsJson.get(tags);
  if (j === undefined) { j = str(tags); tagsJson.set(tags, j); }
  return j;
}

/*
 * The members whose text is not Latin-1 (IAST and Devanagari names) are the same few hundred strings in every
 * answer: each is kept as UTF-8 with the JSON around it, and the rest of an item, Latin-1 text that encodes several
 * times faster, is written around them. Each cached fragment is checked against the item's own strings, so an item
 * that differs (a test's, or a future data change) is written from its own text.
 */

/** `{"id":…,"rule_id":…,"name":…,"name_en":…,"names":{…},` as UTF-8, per names object (enrich.ts shares one per observance and month) and id. */
interface HeadFragment { ruleId: string; name: string; nameEn: string; bytes: Uint8Array }
const headFragments = new WeakMap<EnrichedFestivalInfo['names'], Map<string, HeadFragment>>();

function bytesOfHead(it: EnrichedFestivalInfo): Uint8Array {
  const n = it.names;
  let byId = headFragments.get(n);
  if (!byId) headFragments.set(n, (byId = new Map()));
  const f = byId.get(it.id);
  if (f && f.ruleId === it.rule_id && f.name === it.name && f.nameEn === it.name_en) return f.bytes;
  const bytes = encoder.encode(`{"id":${str(it.id)},"rule_id":${str(it.rule_id)},"name":${str(it.name)},"name_en":${str(it.name_en)},`
    + `"names":{"iast":${str(n.iast)},"devanagari":${str(n.devanagari)},"english":${str(n.english)}},`);
  if (!f) byId.set(it.id, { ruleId: it.rule_id, name: it.name, nameEn: it.name_en, bytes });
  return bytes;
}

/**
 * A member's text with a (non-Latin-1) name in it as UTF-8, per `key` (which holds everything in the text but the
 * name) and checked against the item's `name`: a masa (`"masa":{…},`) or the head of an anga's or sankranti's
 * `"decided_by":{"type":…, … "name":…,"name_en":…,`. At most 2,048 kept.
 */
const nameFragments = new Map<string, { name: string; bytes: Uint8Array }>();

function bytesOfNameFragment(key: string, name: string, text: () => string): Uint8Array {
  const f = nameFragments.get(key);
  if (f && f.name === name) return f.bytes;
  const bytes = encoder.encode(text());
  if (!f && nameFragments.size < 2048) nameFragments.set(key, { name, bytes });
  return bytes;
}

function bytesOfMasa(m: NonNullable<EnrichedFestivalInfo['masa']>): Uint8Array {
  return bytesOfNameFragment(`m|${m.number}|${m.adhika}|${m.system}|${m.name_en}`, m.name,
    () => `"masa":{"number":${str(m.number)},"name":${str(m.name)},"name_en":${str(m.name_en)},"adhika":${str(m.adhika)},"system":${str(m.system)}},`);
}

/**
 * @brief An item's JSON without its closing brace and `metadata`, as `JSON.stringify` writes the members before
 * `metadata` (enrich.ts's order), member by member: the names as stored UTF-8 fragments, the rest as text (a year's
 * ~400 items through the generic serializer and encoder cost about as much as deciding them).
 */
function writeItemHead(sink: ByteSink, it: EnrichedFestivalInfo): void {
  const k = it.kaala;
  const mu = it.muhurat;
  const d = it.decided_by;
  sink.bytes(bytesOfHead(it));
  sink.text(`"date":${time(it.date)},"weekday":${num(it.weekday)},"category":${word(it.category)},"tags":${jsonOfTags(it.tags)},${it.regions ? `"regions":${jsonOfTags(it.regions)},` : ''}`
    + `"variant":${word(it.variant)},"paksha":${word(it.paksha)},${it.masa ? '' : '"masa":null,'}`);
  if (it.masa) sink.bytes(bytesOfMasa(it.masa));
  let tail: string;
  switch (d.type) {
    case 'relative': tail = `"decided_by":{"type":"relative","anchor":${word(d.anchor)},"offset_days":${num(d.offset_days)}}`; break;
    case 'weekday': tail = `"decided_by":{"type":"weekday","weekday":${num(d.weekday)},"masa":${num(d.masa)}}`; break;
    case 'crescent': tail = `"decided_by":{"type":"crescent","masa":${num(d.masa)},"min_yallop_q":${num(d.min_yallop_q)}}`; break;
    case 'sankranti':
      sink.bytes(bytesOfNameFragment(`s|${d.rashi}|${d.name_en}`, d.name, () => `"decided_by":{"type":"sankranti","rashi":${str(d.rashi)},"name":${str(d.name)},"name_en":${str(d.name_en)},`));
      tail = `"instant":${time(d.instant)}}`;
      break;
    default:
      sink.bytes(bytesOfNameFragment(`a|${d.type}|${d.number}|${d.name_en}`, d.name, () => `"decided_by":{"type":${str(d.type)},"number":${str(d.number)},"name":${str(d.name)},"name_en":${str(d.name_en)},`));
      tail = `"start":${time(d.start)},"end":${time(d.end)}}`;
  }
  sink.text(`${tail},"kaala":${k ? `{"name":${word(k.name)},"start":${time(k.start)},"end":${time(k.end)}}` : 'null'},`
    + `"muhurat":${mu ? `{"start":${time(mu.start)},"end":${time(mu.end)}}` : 'null'},`
    + `"decision":{"priority":${word(it.decision.priority)},"how":${word(it.decision.how)}}`);
}

/*
 * JSON.stringify of a short string is a runtime call that costs more than the rest of its member's text: the few
 * hundred words an answer repeats (categories, kaala names, decisions …) are quoted once, and a date or time is
 * quoted by hand when it holds only the characters of an ISO time (nothing to escape).
 */
const words = new Map<string, string>();

function word(s: string | null): string {
  if (s === null) return 'null';
  let j = words.get(s);
  if (j === undefined) { j = str(s); if (words.size < 4096) words.set(s, j); }
  return j;
}

const ISO_TEXT = /^[0-9T:+-]*$/;
const time = (s: string): string => (ISO_TEXT.test(s) ? `"${s}"` : str(s));
/** A number's JSON: its text when finite (as JSON.stringify), else null. */
const num = (x: number): string => (Number.isFinite(x) ? `${x}` : 'null');

/**
 * A growable UTF-8 buffer: strings are encoded into it, fixed bytes copied. One per process, reused by every answer
 * (the writing is synchronous): only the finished body is allocated per answer.
 */
class ByteSink {
  private buf = Buffer.allocUnsafeSlow(1 << 16);
  private len = 0;
  reset(): this { this.len = 0; return this; }
  private room(n: number): void {
    if (this.len + n <= this.buf.length) return;
    const next = Buffer.allocUnsafeSlow(Math.max(this.buf.length * 2, this.len + n));
    this.buf.copy(next, 0, 0, this.len);
    this.buf = next;
  }
  text(s: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 unit; Buffer#write encodes in place (no view, no result object per call)
    this.room(s.length * 3);
    this.len += this.buf.write(s, this.len, 'utf8');
  }
  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.len);
    this.len += b.length;
  }
  /** The bytes written, in a buffer of their own (transferable). */
  done(): Uint8Array { return new Uint8Array(this.buf.subarray(0, this.len)); }
}

const scratch = new ByteSink();

/**
 * @brief The JSON of `items` as UTF-8 in `form` (see module doc). `metadata` is the last member of an item
 * (enrich.ts), so an item is written as its other members' JSON followed by the entry's stored bytes.
 */
export function festivalsJsonBytes(items: readonly EnrichedFestivalInfo[], form?: MetadataForm): Uint8Array;
/** `fields`: only those members of each item; the items may hold only those (enrich.ts presentFestivalMembers). */
export function festivalsJsonBytes(items: ReadonlyArray<Partial<EnrichedFestivalInfo>>, form: MetadataForm, fields: readonly (keyof EnrichedFestivalInfo)[]): Uint8Array;
export function festivalsJsonBytes(items: ReadonlyArray<Partial<EnrichedFestivalInfo>>, form: MetadataForm = 'inline', fields?: readonly (keyof EnrichedFestivalInfo)[]): Uint8Array {
  const keep = fields ? new Set<string>(fields) : null;
  const withMetadata = !keep || keep.has('metadata');
  if (keep && !withMetadata) {
    // No entries to copy in: the projected items through JSON.stringify and one encoding (per item, the calls'
    // own cost was most of the time)
    const rows = items.map((item) => {
      const row: Record<string, unknown> = {};
      for (const k in item) if (keep.has(k)) row[k] = item[k as keyof EnrichedFestivalInfo];
      return row;
    });
    return encoder.encode(form === 'dictionary' ? `{"festivals":${str(rows)},"metadata":{}}` : str(rows));
  }
  const sink = scratch.reset();
  const entries = new Map<string, FestivalMetadata>();
  sink.text(form === 'dictionary' ? '{"festivals":[' : '[');
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (i > 0) sink.text(',');
    let sep = ',';
    if (keep) {
      const rest: Record<string, unknown> = {};
      for (const k in item) if (k !== 'metadata' && keep.has(k)) rest[k] = item[k as keyof EnrichedFestivalInfo];
      const open = str(rest).slice(0, -1);
      sink.text(open);
      if (open.length === 1) sep = '';
    } else {
      writeItemHead(sink, item as EnrichedFestivalInfo);
    }
    // here every item carries `metadata` (the fields form without it returned above)
    const metadata = item.metadata;
    if (!metadata) sink.text(`${sep}"metadata":null}`);
    else if (form === 'dictionary') {
      entries.set(item.rule_id!, metadata);
      sink.text(`${sep}"metadata":${JSON.stringify(item.rule_id)}}`);
    } else {
      sink.text(`${sep}"metadata":`);
      sink.bytes(bytesOfEntry(metadata));
      sink.text('}');
    }
  }
  sink.text(']');
  if (form === 'dictionary') {
    sink.text(',"metadata":{');
    let first = true;
    for (const [id, m] of entries) {
      sink.text(`${first ? '' : ','}${JSON.stringify(id)}:`);
      sink.bytes(bytesOfEntry(m));
      first = false;
    }
    sink.text('}}');
  }
  return sink.done();
}
