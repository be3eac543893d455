/**
 * @module calendar/month/month-ics
 * iCalendar (RFC 5545) rendering of a month view: one all-day VEVENT per civil day (DTSTART;VALUE=DATE, DTEND
 * the next day), UID `panchang-<date>-<lat>-<lng>@kalakosha`, SUMMARY the tithi and nakshatra at sunrise and
 * the festival names, DESCRIPTION every tithi / nakshatra / yoga / karana of the day with its end time, the
 * sun and moon times and the month. Escaping and folding as the festival calendar (../festivals/ics.ts).
 */
import { compactDate, escapeText, foldContentLine, nextDate, stamp } from '../festivals/ics.js';
import type { MonthDay, MonthResponse } from './month-day.js';

/** `HH:MM` of an ISO local time (`…T06:12:40+05:30` → `06:12`), `—` for none. */
const hhmm = (iso: string | null) => (iso === null ? '—' : iso.slice(11, 16));
/** `HH:MM`, with the date when the end falls on another day than `date`. */
const endOf = (iso: string | null, date: string) => (iso === null ? '—' : iso.slice(0, 10) === date ? iso.slice(11, 16) : `${iso.slice(5, 10)} ${iso.slice(11, 16)}`);

function seq(label: string, items: readonly { name: string; end: string | null }[], date: string): string {
  return `${label}: ${items.map((x) => `${x.name} till ${endOf(x.end, date)}`).join(', then ')}`;
}

/** @brief The one-line summary of a day: tithi and nakshatra at sunrise, then the festivals. */
export function monthDaySummary(d: MonthDay): string {
  const t = d.tithi[0]!;
  const parts = [`${d.paksha} ${t.name}`, d.nakshatra[0]!.name];
  for (const f of d.festivals) parts.push(f.name_en);
  return parts.join(' · ');
}

/** @brief The month as an iCalendar document (CRLF line ends). */
export function monthToIcs(m: MonthResponse, opt: { generatedUnixMs: number; calendarName?: string }): string {
  const lines = [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//kalakosha//month//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(opt.calendarName ?? `Panchang ${m.year}-${String(m.month).padStart(2, '0')}`)}`,
  ];
  const dtstamp = stamp(opt.generatedUnixMs);
  const place = `${m.location.lat}_${m.location.lng}`;
  for (const d of m.days) {
    const desc = [
      `${d.vara.name} · sunrise ${hhmm(d.sunrise)} · sunset ${hhmm(d.sunset)} · moonrise ${hhmm(d.moonrise)} · moonset ${hhmm(d.moonset)}`,
      seq('Tithi', d.tithi, d.date), seq('Nakshatra', d.nakshatra, d.date), seq('Yoga', d.yoga, d.date), seq('Karana', d.karana, d.date),
      `Masa: ${d.masa.amanta.name} (amanta), ${d.masa.purnimanta.name} (purnimanta), ${d.paksha} paksha`,
    ];
    if (d.festivals.length > 0) desc.push(`Festivals: ${d.festivals.map((f) => f.name_en).join(', ')}`);
    lines.push(
      'BEGIN:VEVENT',
      `UID:panchang-${d.date}-${place}@kalakosha`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${compactDate(d.date)}`,
      `DTEND;VALUE=DATE:${nextDate(d.date)}`,
      `SUMMARY:${escapeText(monthDaySummary(d))}`,
      `DESCRIPTION:${escapeText(desc.join('\n'))}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldContentLine).join('\r\n') + '\r\n';
}
