/**
 * @module calendar/festivals/ics
 * iCalendar (RFC 5545) rendering of a festival list: one all-day VEVENT per festival
 * (DTSTART;VALUE=DATE, DTEND the next day), UID `<id>-<date>@kalakosha`, SUMMARY the English name,
 * DESCRIPTION the Sanskrit names, the deciding element and the muhurat, CATEGORIES the category and
 * tags. Text is escaped (\\ ; , newline) and lines are folded at 75 octets with CRLF line ends.
 */
import type { EnrichedFestivalInfo } from './enrich.js';

function escapeText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets without splitting a UTF-8 character. */
function fold(line: string): string {
  const enc = new TextEncoder();
  if (enc.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let cur = '';
  let curLen = 0;
  for (const ch of line) {
    const n = enc.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (curLen + n > limit) { parts.push(cur); cur = ''; curLen = 0; }
    cur += ch;
    curLen += n;
  }
  parts.push(cur);
  return parts.join('\r\n ');
}

const compactDate = (iso: string) => iso.replaceAll('-', '');
function nextDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const x = new Date(Date.UTC(2000, m - 1, d + 1));
  x.setUTCFullYear(y);
  return `${String(x.getUTCFullYear()).padStart(4, '0')}${String(x.getUTCMonth() + 1).padStart(2, '0')}${String(x.getUTCDate()).padStart(2, '0')}`;
}
function stamp(unixMs: number): string {
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
    if (f.masa) desc.push(`${f.masa.name}${f.masa.adhika ? ' (Adhika)' : ''} ${f.paksha ?? ''} (${f.masa.system})`.trim());
    const d = f.decided_by;
    if (d.type === 'tithi' || d.type === 'nakshatra') desc.push(`${d.type}: ${d.name} ${d.start} – ${d.end}`);
    else if (d.type === 'sankranti') desc.push(`${d.name}: ${d.instant}`);
    else if (d.type === 'relative') desc.push(`${d.offset_days >= 0 ? '+' : ''}${d.offset_days} day from ${d.anchor}`);
    if (f.kaala) desc.push(`${f.kaala.name}: ${f.kaala.start} – ${f.kaala.end}`);
    if (f.muhurat) desc.push(`muhurat: ${f.muhurat.start} – ${f.muhurat.end}`);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${f.id}-${f.date}@kalakosha`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${compactDate(f.date)}`,
      `DTEND;VALUE=DATE:${nextDate(f.date)}`,
      `SUMMARY:${escapeText(f.name)}`,
      `DESCRIPTION:${escapeText(desc.join('\n'))}`,
      `CATEGORIES:${[f.category, ...f.tags].map(escapeText).join(',')}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
