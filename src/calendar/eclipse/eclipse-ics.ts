/**
 * @module calendar/eclipse/eclipse-ics
 * iCalendar (RFC 5545) rendering of the eclipses at a place: one timed VEVENT per eclipse (UTC DTSTART/DTEND
 * from the first to the last contact), UID `eclipse-<body>-<greatest UTC>@kalakosha`, SUMMARY the kind and
 * whether it is visible, DESCRIPTION the contacts with their visibility and the sutak.
 */
import { escapeText, foldContentLine, stamp } from '../festivals/ics.js';
import type { EclipsesResponse } from './response.js';

const utc = (iso: string) => stamp(Date.parse(iso));

/** @brief The eclipses as an iCalendar document (CRLF line ends). */
export function eclipsesToIcs(r: EclipsesResponse, opt: { generatedUnixMs: number }): string {
  const lines = [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//kalakosha//eclipses//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`Eclipses ${r.start_date} – ${r.end_date} (${r.location.lat}, ${r.location.lng})`)}`,
  ];
  const dtstamp = stamp(opt.generatedUnixMs);
  for (const e of r.eclipses) {
    const what = `${e.kind[0]!.toUpperCase()}${e.kind.slice(1)} ${e.body === 'sun' ? 'solar' : 'lunar'} eclipse`;
    const first = e.contacts[0] ?? e.greatest, last = e.contacts[e.contacts.length - 1] ?? e.greatest;
    const desc = [e.visible ? `Visible here${e.local_kind && e.local_kind !== e.kind ? ` as ${e.local_kind}` : ''}.` : 'Not visible here.'];
    if (e.magnitude !== null) desc.push(`Magnitude ${e.magnitude}`);
    for (const c of e.contacts) desc.push(`${c.name}: ${c.time}${c.visible ? '' : ' (below the horizon)'}`);
    if (e.sutak) desc.push(`Sutak: ${e.sutak.start} – ${e.sutak.end}; for children, the elderly and the sick from ${e.sutak.reduced_start}`);
    lines.push(
      'BEGIN:VEVENT',
      `UID:eclipse-${e.body}-${utc(e.greatest.time)}@kalakosha`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART:${utc(first.time)}`,
      `DTEND:${utc(last.time)}`,
      `SUMMARY:${escapeText(`${what}${e.visible ? '' : ' (not visible)'}`)}`,
      `DESCRIPTION:${escapeText(desc.join('\n'))}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldContentLine).join('\r\n') + '\r\n';
}
