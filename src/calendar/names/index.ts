/**
 * @module calendar/names
 * Names of calendar things in IAST, English and nine Indian languages, and the one naming convention of the
 * calendar endpoints:
 *
 * - Every named element (tithi, nakshatra, yoga, karana, vara, masa, samvatsara, choghadiya, …) is an object
 *   whose `name` is the IAST (Sanskrit, romanised with diacritics: "Śukravāra", "Rāhu"), `name_devanagari`
 *   the Devanagari where the answer already carries it, and — when the request gives `lang` — `name_en`
 *   (English: "Friday", "Rahu") and `name_local` (the name in `lang`: its script for the Indian languages,
 *   IAST for `sa-Latn`/`iast`, English for `en`; null when the table has no entry, which happens only for
 *   festivals outside the thirty major ones and the Ekadashis).
 * - A member naming a related thing follows the same pattern with its own prefix: `lord`, `lord_en`,
 *   `lord_local`; `paksha`, `paksha_local`; `weekday`, `weekday_local`.
 * - Where the specification fixes a flat field (namakarna's `nakshatra_name`, `nakshatra_lord`, `rashi_name`,
 *   `lunar_month_name`), it stays as it is and `<field>_local` is added beside it.
 * - A concept is spelled the same in every endpoint: the tables in `data/names/` are the one source of the
 *   IAST and English forms (test/calendar/names.test.ts checks the endpoints' example answers against them).
 *
 * Sources: each table's `sources` member (regional panchangs, Unicode CLDR for weekdays and the national
 * calendar's months, Wiktionary / Wikipedia for the Tamil and Malayalam nakshatras and the Tamil years).
 */
export { INDIAN_LANGS, LANGS, SCRIPT_BLOCKS, isIndianLang, type IndianLang, type Lang } from './languages.js';
export { INDEXED_CONCEPTS, nameTables, readNameTables, useNameTables, type IndexedConcept, type NameTables } from './tables.js';
export { festivalNameOf, indexOfName, nameOf } from './name-of.js';
export { festivalLocal, localizeNames, localizeNamesBytes } from './localize.js';
