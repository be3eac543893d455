/**
 * @module
 * JSON Schema of the panchang's `solar_date` member (./panchang-solar.ts), with a real example.
 */
import type { JsonSchema } from '../schema/types.js';
import { SOLAR_CALENDAR_IDS } from '../../calendar/solar/index.js';

/** GET /calendar/v1/panchang?date=2024-04-14&lat=13.0827&lng=80.2707 (Chennai, calendar=auto → tamil): Puthandu. */
export const SOLAR_DATE_EXAMPLE = {
  calendar: 'tamil',
  month: { number: 1, name: 'Cittirai', name_native: 'சித்திரை', rashi: 1 },
  day: 1,
  year: 5126,
  era: { name: 'Kali', name_native: 'கலி' },
  month_start: '2024-04-14',
  month_end: '2024-05-13',
  month_days: 30,
  sankranti: '2024-04-13T21:15:08+05:30',
} as const;

const NAMES = { name: { type: 'string', description: 'IAST' }, name_native: { type: 'string', description: 'In the regional script (Tamil, Malayalam, Bengali, Odia, Assamese, Gurmukhi)' } } as const;

export const SOLAR_DATE_SCHEMA: JsonSchema = {
  type: ['object', 'null'],
  description:
    'The civil date in the regional solar calendar chosen by `calendar` (by default the place’s; null where none applies). ' +
    'A month begins with the Sun’s entry into a sidereal sign (sankranti, Lahiri, as `convention`); its first civil day follows the region’s rule ' +
    '(R. Sewell, Indian Chronography §43): tamil — sankranti before sunset → that day, else the next; malayalam — within the first 3/5 of the ' +
    'daytime (sunrise → sunset) → that day, else the next; bengali and assamese — between sunrise and midnight (the middle of the night) → the ' +
    'next day, after midnight → the day after; odia and punjabi — the civil day of the sankranti. Sunrise and sunset ' +
    'are those of the place. Years: tamil Kali (current year, from Cittirai 1), malayalam Kollam (from Ciṅṅaṁ 1), bengali Baṅgābda and ' +
    'assamese Bhāskarābda (Gregorian − 593 from Baiśākh/Bohāg 1), odia solar Śaka (Gregorian − 78 from Baiśākha 1), punjabi Bikrami ' +
    '(Gregorian + 57 from Vaisākh 1).',
  required: ['calendar', 'month', 'day', 'year', 'era', 'month_start', 'month_end', 'month_days', 'sankranti'],
  properties: {
    calendar: { type: 'string', enum: [...SOLAR_CALENDAR_IDS] },
    month: {
      type: 'object',
      required: ['number', 'name', 'name_native', 'rashi'],
      properties: {
        number: { type: 'integer', minimum: 1, maximum: 12, description: 'Month of the regional year (1 = the first month: Cittirai, Ciṅṅaṁ, Baiśākh, …)' },
        name: NAMES.name,
        name_native: NAMES.name_native,
        rashi: { type: 'integer', minimum: 1, maximum: 12, description: 'The sidereal sign the Sun is in (1 Mesha … 12 Meena)' },
      },
    },
    day: { type: 'integer', minimum: 1, maximum: 32 },
    year: { type: 'integer' },
    era: { type: 'object', required: ['name', 'name_native'], properties: NAMES },
    month_start: { type: 'string', format: 'date', description: 'First civil day of the month' },
    month_end: { type: 'string', format: 'date', description: 'Last civil day of the month' },
    month_days: { type: 'integer', minimum: 29, maximum: 32 },
    sankranti: { type: 'string', format: 'date-time', description: 'The sankranti that began the month, local time in `tz`' },
  },
  example: SOLAR_DATE_EXAMPLE,
};
