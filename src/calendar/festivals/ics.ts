/**
 * @module calendar/festivals/ics
 * iCalendar (RFC 5545) rendering of a festival list: one all-day VEVENT per festival
 * (DTSTART;VALUE=DATE, DTEND the next day), UID `<id>-<date>@kalakosha`, SUMMARY the English name,
 * DESCRIPTION the Sanskrit names, the deciding element and the muhurat, CATEGORIES the category and
 * tags. Text is escaped (\\ ; , newline) and lines are folded at 75 octets with CRLF line ends.
 */
import type { EnrichedFestivalInfo } from './enrich.js';

/** @brief TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, newline. */
export function escapeText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** UTF-8 octets of a code point. */
const utf8Octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * @brief A content line folded at 75 octets (RFC 5545 §3.1) without splitting a UTF-8 character: CRLF and a
 * space before each continuation. Octets are counted from the code points (encoding every character through
 * a TextEncoder made a year's calendar take 60 ms).
 */
export function foldContentLine(line: string): string {
  const parts: string[] = [];
  let start = 0;
  let octets = 0;
  for (let i = 0; i < line.length; ) {
    const cp = line.codePointAt(i)!;
    const n = utf8Octets(cp);
    if (octets + n > (parts.length === 0 ? 75 : 74)) { // continuation lines start with a space
      parts.push(line.slice(start, i));
      start = i;
      octets = 0;
    }
    octets += n;
    i += cp > 0xffff ? 2 : 1;
  }
  if (parts.length === 0) return line;
  parts.push(line.slice(start));
  return parts.join('\r\n ');
}

/** YYYY-MM-DD → YYYYMMDD (a DATE value). */
export const compactDate = (iso: string) => iso.replaceAll('-', '');
/** The DATE value of the day after `iso` (an all-day event's DTEND). */
export function nextDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const x = new Date(Date.UTC(2000, m - 1, d + 1));
  x.setUTCFullYear(y);
  return `${String(x.getUTCFullYear()).padStart(4, '0')}${String(x.getUTCMonth() + 1).padStart(2, '0')}${String(x.getUTCDate()).padStart(2, '0')}`;
}
/** A UTC DATE-TIME value (DTSTAMP). */
export function stamp(unixMs: number): string {
  return new Date(unixMs).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export interface IcsOptions {
  /** DTSTAMP of every event (the instant the calendar was generated), Unix ms */
  generatedUnixMs: number;
  /** calendar name (X-WR-CALNAME) */
  calendarName?: string;
}

/** @brief The festivals as an iCalendar document (CRLF line ends). */
export function festivalsToIcs(items: readonly EnrichedFestivalInfo[], opt: IcsOptions): string {
  const lines = [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//kalakosha//festivals//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(opt.calendarName ?? 'Hindu festivals')}`,
  ];
  const dtstamp = stamp(opt.generatedUnixMs);
  for (const f of items) {
    const desc: string[] = [`${f.names.iast} · ${f.names.devanagari}`];
    if (f.masa) desc.push(`${f.masa.name_en}${f.masa.adhika ? ' (Adhika)' : ''} ${f.paksha ?? ''} (${f.masa.system})`.trim());
    const d = f.decided_by;
    if (d.type === 'tithi' || d.type === 'nakshatra') desc.push(`${d.type}: ${d.name_en} ${d.start} – ${d.end}`);
    else if (d.type === 'sankranti') desc.push(`${d.name_en}: ${d.instant}`);
    else if (d.type === 'weekday') desc.push(`weekday ${d.weekday} of lunar month ${d.masa} (amanta)`);
    else if (d.type === 'crescent') desc.push(`first crescent: Yallop q ≥ ${d.min_yallop_q} at sunset`);
    else if (d.type === 'relative') desc.push(`${d.offset_days >= 0 ? '+' : ''}${d.offset_days} day from ${d.anchor}`);
    if (f.kaala) desc.push(`${f.kaala.name}: ${f.kaala.start} – ${f.kaala.end}`);
    if (f.muhurat) desc.push(`muhurat: ${f.muhurat.start} – ${f.muhurat.end}`);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${f.id}-${f.date}@kalakosha`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${compactDate(f.date)}`,
      `DTEND;VALUE=DATE:${nextDate(f.date)}`,
      `SUMMARY:${escapeText(f.name_en)}`,
      `DESCRIPTION:${escapeText(desc.join('\n'))}`,
      `CATEGORIES:${[f.category, ...f.tags].map(escapeText).join(',')}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldContentLine).join('\r\n') + '\r\n';
}
