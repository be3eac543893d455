/**
 * Generated from clients/typescript/openapi.json by openapi-typescript: do not edit.
 * Regenerate with `make client` (node --import=tsx clients/typescript/generate.ts).
 */

export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What this service is, with links to the docs and the endpoint families
         * @description No key needed. JSON by default; a small HTML page when `Accept` ranks `text/html` above `application/json` (a browser). `Vary: Accept`, `Cache-Control: no-cache`.
         */
        get: operations["getLanding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: 200 while the server accepts requests */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI 3.1 description
         * @description Served gzip-compressed when `Accept-Encoding` allows gzip, with a strong `ETag` (a different one for the gzip form) and `Cache-Control: public, max-age=3600` (`private` when an X-API-Key was sent: the rate-limit headers then show that key's figures). A request whose `If-None-Match` names the current ETag of either form gets 304 Not Modified with no body. HEAD works too.
         */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/v1/panchang": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Panchang for a day (anchored at sunrise) or an instant
         * @description Panchang for a place and a local date.
         *
         *     **Day mode** (no `time`): values are anchored at the local sunrise of `date` — each element is the one in force at
         *     sunrise, with its start and end, and `sequence` lists every element from this sunrise to the next. Sunrise and sunset are
         *     the upper limb of the Sun on the horizon with standard refraction (as Drik Panchang); `altitude` lowers the horizon by
         *     the dip angle. Where the Sun does not rise that date (polar day or night) the anchor is local midnight and the sun times
         *     and day-part windows are null.
         *
         *     **Instant mode** (`time` given): the elements in force at that local time; `sun`, `vara`, the muhurat windows,
         *     `ekadashi` and the transition times are null.
         *
         *     **Optional groups** (`include`, a comma-separated list; default none, which is the answer above unchanged):
         *     `muhurtas` (Brahma muhurta, Pratah and Sayahna sandhya, Vijaya, Madhyahna kaal, Godhuli, Pradosh kaal, Nishita,
         *     Dur muhurtam, Varjyam, Amrit kalam), `choghadiya` (8 day + 8 night periods), `hora` (24 planetary hours),
         *     `signs` (sidereal Sun and Moon sign with the times they change), `periods` (ritu in three reckonings, ayana
         *     tropical and sidereal, dinamana, ratrimana, madhyahna), `balam` (tarabalam and chandrabalam: the birth nakshatras
         *     and birth rashis the day's Moon favours, per nakshatra and Moon sign of the day with its times), `panchaka` (the
         *     Moon in Kumbha and Meena, i.e. Dhanishtha's second half to Revati: start, end and its kind by the weekday it begins
         *     on; null when none touches the day), `yogas` (Anandadi yoga, 28 from weekday and nakshatra with Abhijit, with
         *     times and quality; disha shool by weekday), `gowri` (Gowri panchangam / nalla neram: 8 day + 8 night periods,
         *     Tamil names) and `lagna` (udaya lagna: each sidereal ascendant's rise and set from sunrise to the next sunrise);
         *     `all` = every group. In instant mode each group holds only what is in force at the instant (of the Hindu day,
         *     sunrise to sunrise, that contains it); the Moon-driven entries (balam, panchaka, Anandadi) then have null times, as
         *     the angas do. Tarabalam, chandrabalam, panchaka, Anandadi, Gowri and lagna are not in the Drik reference data and are
         *     checked by their definitions; the lagna against a direct ascendant formula. Lagna: `reason` is
         *     `ecliptic_circumpolar` beyond about 66.56° latitude. Where the Sun does not rise
         *     or set (polar day or night) a group's windows are null and its `reason` says why. Drik Panchang prints times
         *     rounded to the minute (not truncated); Dur muhurtam, Varjyam and Amrit kalam agree with its 2023 output to the
         *     minute on over 90 % of days, every value within a minute.
         *
         *     Sidereal positions use the Lahiri ayanamsa (Swiss Ephemeris SE_SIDM_LAHIRI). `convention=drik` (default) reproduces
         *     Drik Panchang to the minute; `convention=swiss` gives plain Swiss Ephemeris positions. Months: `masa` reports the
         *     `calendar_system` month and carries both `amanta` and `purnimanta`. Times are ISO 8601 local times with the offset of
         *     `tz` at that instant (historic local mean times rounded to the minute; DST as in the IANA database). See docs/calendar.md.
         */
        get: operations["getPanchang"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/v1/festivals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Festival dates of a year at a location
         * @description Festival dates of a Gregorian year at a place, sorted by date: about 400 observances (Ekadashis with
         *     their Vaishnava, Gauna and Parana days, Purnimas, Amavasyas, sankrantis, Pradosh, Sankashti, Masik Shivaratri,
         *     the major festivals, jayantis, Navaratri and Pitru Paksha days).
         *
         *     Each festival is decided from a rule record (lunar month + tithi in amanta numbering, a nakshatra, a sankranti with its
         *     punya kala, or an offset from another festival), the day window (kaala) in which the element must hold, and a tie-break
         *     (puurvaviddha / paraviddha / vyaapti); Bhadra (Vishti karana) is avoided where the rule says so. Dates follow Drik Panchang
         *     (99.7% agreement on its 2023 labels). See docs/festivals.md.
         *
         *     `calendar_system` does not move any festival (a festival is kept on the day its tradition keeps it); it changes the
         *     reported month of Krishna-paksha days (`masa`, and names such as "Magha Amavasya" vs "Pausha Amavasya"). Shukla-paksha
         *     items are identical in both systems.
         *
         *     **Formats:** JSON (default) or iCalendar (RFC 5545, one all-day VEVENT per festival) with `format=ics` or the header
         *     `Accept: text/calendar`. `metadata` is the curated shastric entry (shloka as a /corpus/v1/cite reference, presiding
         *     deity, katha, observances), null where none exists.
         *
         *     **Compact forms** (JSON only; the default is the full form above). A year is ~400 items and ~450 KB, of which
         *     the curated metadata (the same few dozen entries on ~180 items) is about a third:
         *     - `metadata=dictionary`: the body becomes `{"festivals": [...], "metadata": {"<rule_id>": {...}}}`: each item's
         *       `metadata` is the rule id of its entry (a key of the dictionary) or null, and each entry is written once
         *       (about 20 % smaller). Example: `/calendar/v1/festivals?year=2024&lat=28.61&lng=77.2&metadata=dictionary`.
         *     - `fields=id,date,name`: only these members of each item (any of the item's members, comma-separated, kept in
         *       the item's order); leave out `metadata` to leave out the curated data (the item's `rule_id` still names its
         *       entry in `metadata=dictionary` or the full form). Example: `fields=id,date,name,category` is ~38 KB.
         *     Dates, ids and every member kept are the same as in the full form.
         */
        get: operations["listFestivals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/v1/namakarna": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Vedic naming data from birth date, time and place
         * @description The Moon's nakshatra and pada **at the birth instant** (date + time in `tz`; the instant decides, not the day: the pada changes about every 6 hours), the naming syllable of that pada from the Avakahada chakra (Latin, IAST, Devanagari), the nakshatra lord and devata, the Moon's sidereal rashi (Lahiri), the amanta lunar month and its presiding form of Vishnu (Purushottama in an adhika month).
         *
         *     The first eleven fields are the spec's NamakarnaResult; the rest are extras for the family and the priest (all four syllables of the nakshatra, when the pada began and ends, the tithi).
         *
         *     Not cached. Example: `date=2024-01-15&time=08:30&lat=28.6139&lng=77.209`.
         */
        get: operations["getNamakarna"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/v1/shraddha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shraddha timeline from a date of death
         * @description The death tithi and paksha, then the whole timeline: rites of the first thirteen days, monthly (masika) shraddhas, annual shraddhas and Pitru Paksha (Mahalaya) dates, each with its date, the tithi window and the aparahna of that date.
         *
         *     **Death tithi**: the tithi at the time of death when `time` is given, else the tithi at sunrise of the date (udaya tithi); `death.tithis_of_day` lists the others.
         *
         *     **Day of each shraddha**: aparahna vyapti: the date whose aparahna (4th fifth of daytime) holds the larger part of the tithi; equal parts: the earlier date. Kshaya tithis get a date too (`kshaya_tithi: true`).
         *
         *     **Adhika months**: monthly shraddhas are also kept in adhika months; the annual shraddha is kept in the nija month of the same name (a death in an adhika month: in the nija month, or in the adhika month in a year that has it again). Pitru Paksha is the Krishna paksha of nija Bhadrapada (amanta).
         *
         *     Traditions vary; see `rules` in the response and docs/ceremonies.md. Cached 24 hours. Example: `date=2023-07-10&monthly_count=2&annual_years=2&pitru_paksha_years=1&lat=28.6139&lng=77.209`.
         */
        get: operations["getShraddha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/v1/vivah-muhurat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Auspicious wedding dates with sub-day windows
         * @description Every date from `start_date` to `end_date` (default: `months` months, 12 unless given) on which the criteria of the chosen `profile` (default: the thirteen classical criteria) hold together for some time, with the windows (local times with offset) in which all of them hold. Nakshatra, tithi, karana and yoga change during a day, so windows are the exact intersection; a window after midnight belongs to the date of the preceding sunrise (as printed in panchangs).
         *
         *     The criteria: (1) nakshatra among Rohini, Mrigashirsha, Magha, Uttara Phalguni, Hasta, Swati, Anuradha, Mula, Uttara Ashadha, Uttara Bhadrapada, Revati; (2) tithi not Rikta (4, 9, 14) nor Amavasya; (3) karana not Vishti; (4) yoga not Vyatipata or Vaidhriti; (5) not a Tuesday; (6) not Kharmas (Sun in sidereal Dhanu or Meena); (7) not Chaturmasa (Devshayani to Prabodhini Ekadashi); (8) neither Guru nor Shukra asta (Jupiter within 11°, Venus within 10° (8° retrograde) of the Sun); (9) not Amritadi Marana yoga; (10) not an adhika month; (11) not Holashtak; (12) not Pitru Paksha; (13) not an eclipse day.
         *
         *     `profile=drik` reproduces Drik Panchang's yearly vivah list instead (fitted on its 2024 New Delhi list: its 58 dates and one more, windows within 2 minutes at both ends for 56 of 58): no weekday or Amritadi rule, Rikta tithis allowed (only Amavasya avoided), the nine inauspicious yogas (Vishkambha, Atiganda, Shula, Ganda, Vyaghata, Vajra, Vyatipata, Parigha, Vaidhriti) and the fixed karanas avoided besides Vishti, gandanta (the first quarter of Magha and Mula, the last quarter of Revati, in time) avoided, Venus combust within 9° (11.25° while west of the Sun), Kharmas kept to the sunrise after its closing sankranti. Only 2024 was available to fit it.
         *
         *     `explain=true` adds every rejected date with the criteria that rejected it, in words, and for each criterion why the profile applies it or not, with the source. `ignore` drops criteria for regional practice (e.g. `ignore=chaturmasa`). `reasons=false` leaves out each date's reason lines (the compact form: less than half the body). The lagna (rising sign at the ceremony) is not checked: confirm it with the priest.
         *
         *     Cached 24 hours. Example: `start_date=2024-11-15&months=1&lat=28.6139&lng=77.209`.
         */
        get: operations["getVivahMuhurat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/corpus/v1/cite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A verse by a typed citation (`?ref=BG 2.47`)
         * @description A citation as people type it: a work name (slug, title or alias in any script: `BG`, `Gita`, `गीता`, `mahabharata`) or a book name (`bhishma parva`, `sundara kanda`: the Mahābhārata's 18 parvans and the Rāmāyaṇa's 7 kāṇḍas, with or without parva/kanda) followed by the reference numbers separated by '.', ':', ',', '/' or spaces, in ASCII or Devanagari digits, the last possibly a range: `BG 2.47`, `gita 2.47`, `mahabharata 6.25.1`, `ramayana/1/1/1`, `bhishma parva 25.1` (= mahabharata 6.25.1), `sundara kanda 1.1` (= ramayana 5.1.1), `गीता २.४७`. Resolves to the same answer as the canonical path `/corpus/v1/cite/{work_slug}/{chapter}/{verse}` (the answer's work_slug, chapter and verse.reference). Chapters of deeper schemes are dotted: Rigveda `/cite/rigveda/1.1/1` (mandala.sukta / verse), Rāmāyaṇa `/cite/ramayana/6.107/1`, Mahābhārata `/cite/mahabharata/6.25/1` (Kumbhakonam edition numbering; in Ādi, Āraṇyaka, Droṇa, Śānti and Anuśāsana the verse number is the block sequence in the adhyāya, see the edition notes; the BORI critical edition `mahabharata-ce` exists only in builds with --include-noncommercial). The verse may be a range `47-49` (all verses returned in `verses`). Work names resolve by slug, title or alias in any script (`gita`, `bhagavad-gita`, `भगवद्गीता`).
         */
        get: operations["citeReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/corpus/v1/cite/{work}/{chapter}/{verse}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A verse of a work with chapters
         * @description Chapters of deeper schemes are dotted: Rigveda `/cite/rigveda/1.1/1` (mandala.sukta / verse), Rāmāyaṇa `/cite/ramayana/6.107/1`, Mahābhārata `/cite/mahabharata/6.25/1` (Kumbhakonam edition numbering; in Ādi, Āraṇyaka, Droṇa, Śānti and Anuśāsana the verse number is the block sequence in the adhyāya, see the edition notes; the BORI critical edition `mahabharata-ce` exists only in builds with --include-noncommercial). The verse may be a range `47-49` (all verses returned in `verses`). Work names resolve by slug, title or alias in any script (`gita`, `bhagavad-gita`, `भगवद्गीता`).
         */
        get: operations["citeChapterVerse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/corpus/v1/cite/{work_slug}/{verse_num}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A verse of a work without chapters (or a full dotted reference, e.g. `gita/2.47`)
         * @description Chapters of deeper schemes are dotted: Rigveda `/cite/rigveda/1.1/1` (mandala.sukta / verse), Rāmāyaṇa `/cite/ramayana/6.107/1`, Mahābhārata `/cite/mahabharata/6.25/1` (Kumbhakonam edition numbering; in Ādi, Āraṇyaka, Droṇa, Śānti and Anuśāsana the verse number is the block sequence in the adhyāya, see the edition notes; the BORI critical edition `mahabharata-ce` exists only in builds with --include-noncommercial). The verse may be a range `47-49` (all verses returned in `verses`). Work names resolve by slug, title or alias in any script (`gita`, `bhagavad-gita`, `भगवद्गीता`).
         */
        get: operations["citeVerse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/corpus/v1/works": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Works of the corpus with counts */
        get: operations["listWorks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/corpus/v1/works/{work}/editions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every edition of a work, default first */
        get: operations["listEditions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/corpus/v1/works/{work}/toc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Table of contents of a work in one edition
         * @description Chapters of the edition (default: the default edition) with their verse counts and first and last verse numbers. Every chapter/verse pair listed resolves with /corpus/v1/cite/{work_slug}/{chapter}/{verse}.
         */
        get: operations["workToc"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/corpus/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Full-text or translation search
         * @description fulltext: Sanskrit in Devanagari, IAST, Harvard-Kyoto, ITRANS, SLP1, Velthuis or plain ASCII; matches across sandhi and inflection. translation: English (stemmed) and Hindi translations. `snippet` marks matches with `<mark>`. There is no query syntax: wildcard and fuzzy operators (`*`, `?`, `~`, `^`, `:`, `+`) are read as punctuation. A search with them, a query over 120 characters, a page deeper than 30 hits (offset + limit) or a query of very common letter groups or words runs on the server's compute pool, off the thread that answers other requests; the answer is the same either way.
         */
        get: operations["searchVerses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/corpus/v1/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look a Sanskrit word up: lemmas, grammar, dictionary entries
         * @description Finds the dictionary form (lemma) of an inflected Sanskrit word and its entries in the open dictionaries: Lanman's *Sanskrit Reader* vocabulary (Sanskrit→English, 4,944 entries, CC BY 4.0) and five Sanskrit synonym lexica (Abhidhānacintāmaṇi, Abhidhānaratnamālā, its pariśiṣṭa and śiloñcha, Nāmamālikā; GPL-3.0), from the Cologne Digital Sanskrit Lexicon. Each entry names its dictionary and licence.
         *
         *     - `word`: one word in Devanagari, IAST, Harvard-Kyoto, SLP1, ITRANS, Velthuis or plain ASCII (`scheme` overrides detection; a word in plain ASCII is read as ITRANS, SLP1 and Harvard-Kyoto and the reading with the best-supported lemma is kept, so `Darmasya` is SLP1 and `dharmakSetre` Harvard-Kyoto). `dharmaḥ`, `dharmasya`, `धर्मेण` and `Darmasya` all find **dharma**.
         *     - The word is analysed by the nominal ending tables (case, number, gender for a-, ā-, i-, ī-, u-, ṛ-, an-, in-, as-, us-, is-, at- and consonant stems), the pronoun paradigms (aham, tvam, tad, etad, yad, kim, idam …), finite verbs of the common roots (person, number, tense, voice; prefixes split off, the lemma is the root), the forms Lanman lists under his ~600 roots (present, future, passive, causative and desiderative stems with every thematic ending; the nu- and nā-classes' whole present system from the listed third person singular; perfects, aorists and other athematic presents as listed; past and present participles, infinitives and absolutives: `jagāma`, `gatvā`, `āgatya`, `gantum`, `gataḥ` and `gacchantam` find **gam**), the NER stemmer, and a compound splitter over the headwords (`dharmakṣetre` → dharma + kṣetra).
         *     - `candidates` (best first, at most `limit`) are lemmas a dictionary or the name list knows, or that a pronoun/verb reading names; `guesses` (at most 3) are stems the endings allow but no dictionary lists.
         *     - A word with no entry is not an error: **200** with `entries_found: 0` (and usually empty `candidates`, its stems in `guesses`).
         *     - A hyphen between letters joins the members of a compound as editions print them (`dharma-kṣetre`, `विघ्न-भयेन`): one word; so is a word with an avagraha (`सोऽपि`, read as saḥ + api). A particle joined by sandhi (`rāmaśca`, `tathaiva`) names the word's lemma, then the particle. 422 for an empty word, one over 100 characters, one without Sanskrit letters, or more than one word.
         *     - Accuracy (`bench/lookup`, gold lemmas from a word-by-word analysis of the Gītā): the right lemma is first for 85 % and among the first three for 96 % of the 5,538 words of chapters 7–18 (94.9 % on chapters 1–6, on which the ranking's weights were set), and among the first three for 90–93 % of the words of four kāvya texts (Meghadūta, Kumārasambhava, Kirātārjunīya, Śatakatraya). Verbs outside the common roots, rare stem classes and Sanskrit-only words fare worse.
         */
        get: operations["lookupWord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/corpus/v1/entity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List knowledge-graph entities
         * @description Lists entities of the knowledge graph (about 5,000 in the default build, 25,000 with the non-commercial Purāṇa/Vedic Index: deities, persons, ṛṣis, places, texts, concepts, nakṣatras/grahas/rāśis, plants, lineages, mantras).
         *
         *     - `type` filters by entity type.
         *     - `q` matches a name or alias in any script (Devanagari, IAST, SLP1, Harvard-Kyoto, ITRANS, or plain ASCII such as `krishna`), exactly or by loose spelling (length, aspiration, retroflexion and sibilants ignored; an anusvāra before a stop equals its nasal: `गंगा` = `गङ्गा`), or the canonical name case-insensitively. The famous bearer of a name comes first: each entity scores canonicity × (1 + its mentions under the matched name across the whole corpus), canonicity being 1 for its primary name (or a spelling of it), 0.5 for a common alias, 0.1 for an epithet or patronymic. `q=Sita` returns the goddess Sītā first, `q=Kashi` the city Kāśī (= Vārāṇasī), `q=pArTa`, `q=पार्थ` and `q=partha` Arjuna. Loose-prefix matches (≥ 3 letters) follow, most mentioned first.
         *     - Without `q`, entities come most mentioned first.
         *     - `limit` 1–100 (default 20), `offset` 0–100000 (default 0); `total` counts all matches.
         */
        get: operations["listEntities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/corpus/v1/entity/{entity_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One entity with all aliases and relations
         * @description The entity with this id. The former id of a record merged into a curated one (`place-varanasi`, `place-kasi` → `place-kashi`, Kāśī) answers that record, under its own id.
         */
        get: operations["getEntity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/corpus/v1/ner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Named entities in a Sanskrit text
         * @description Averaged-perceptron tagger trained on the Mahānāma corpus (Mahābhārata) combined with an inflection- and sandhi-aware gazetteer over SLP1; entities link to knowledge-graph ids. Held-out scores are in docs/ner.md. Texts longer than 10,000 characters are a 422.
         */
        post: operations["recognizeEntities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/corpus/v1/ner/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * NER over up to 64 texts
         * @description Same as POST /corpus/v1/ner for 1–64 texts; more than 64 is a 422.
         */
        post: operations["recognizeEntitiesBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/v1/tiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * City tiles with precomputed tables: search by name or nearest to a point
         * @description The generator's tile grid: every Indian city of at least 100,000 people and 150 cities with Hindu
         *     communities abroad (GeoNames, CC BY 4.0). `q` matches names and alternate names (case- and accent-insensitive
         *     substring; exact names first, then prefixes, then by population); `lat` + `lng` order by distance. Without either,
         *     tiles are listed by population. Use a tile's `lat`, `lng`, `altitude` and `tz` exactly in the calendar routes to
         *     be answered from the generated tables.
         */
        get: operations["listTiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/v1/datasets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The generated datasets (manifest) with download URLs
         * @description Every file `kalakosha generate` wrote: DuckDB database, Parquet exports (Hive-partitioned), msgpack
         *     tables and tile chunks, with row counts, SHA-256, format versions, the generator version and the hash of the festival
         *     rules (data/festivals) they came from. Download with `GET /calendar/v1/datasets/{file}` (Range requests supported). See docs/generator.md.
         *
         *     The per-tile daily panchang (`parquet/panchang/convention=drik/…`, DuckDB `panchang_drik`), format version 2, carries with
         *     the elements at sunrise what `include=signs,muhurtas` answers and cannot be derived from sunrise and sunset:
         *     `sun_rashi_end_utc` and `moon_rashi_end_utc` (when the Sun's and the Moon's sign at sunrise ends) and
         *     the Varjyam and Amrit kalam windows beginning between this sunrise and the next, in order (`varjyam_1_start_utc`,
         *     `varjyam_1_end_utc` … `varjyam_3_end_utc`, `amrit_kalam_1_start_utc` … `amrit_kalam_2_end_utc`; null when the day has
         *     fewer). Choghadiya, hora, Dur muhurtam and the other day parts are arithmetic on the sun times and are not stored.
         */
        get: operations["listDatasets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/v1/datasets/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one generated file (Range supported)
         * @description `file` is the manifest path with `/` written `~`. Send `Range: bytes=start-end` (also `bytes=start-`
         *     and `bytes=-suffixLength`; one range) for a part: 206 with `Content-Range`. A Range header that is not one well-formed byte
         *     range (another unit, several ranges, last before first) is ignored: the whole file, 200 (RFC 9110 §14.2). A well-formed range
         *     that starts past the end answers 416 RANGE_NOT_SATISFIABLE with `Content-Range: bytes *\/length`. A response carries at most
         *     64 MiB; a larger file without a usable Range answers 416 RANGE_REQUIRED (fetch it in ranges). `ETag` is
         *     the file's SHA-256 from the manifest; `Last-Modified` its modification time. The body is streamed as the client reads it; if the
         *     file is replaced or cut short while it is being sent, the connection is closed before the promised length (retry).
         */
        get: operations["downloadDataset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/v1/month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Panchang of every day of a month (a calendar grid)
         * @description The panchang of every civil day of a Gregorian month at a place: the shape a calendar grid needs.
         *
         *     For each date: the weekday (`vara`), sunrise, sunset, moonrise and moonset, every tithi, nakshatra, yoga and karana
         *     of its Hindu day (sunrise to the next sunrise; the first of each list is the one in force at sunrise) with start and
         *     end times, the paksha at sunrise, the lunar month in both systems (`masa.amanta`, `masa.purnimanta`) and the
         *     festivals dated that day (ids and names as in GET /calendar/v1/festivals; names use the purnimanta month, the
         *     festivals endpoint's default). Every value equals the day panchang's (GET /calendar/v1/panchang) for the same
         *     place, date and convention. Where the Sun does not rise (polar day or night) the day is anchored at local midnight
         *     (`anchor`) and the sun times are null.
         *
         *     Places that are generated tiles (GET /calendar/v1/tiles; lat, lng and altitude equal to 4 decimals, `tz` the
         *     tile's zone) are answered from the tables; other places are computed (slower: the festival year is searched).
         *
         *     **Formats:** JSON (default) or iCalendar (RFC 5545) with `format=ics` or `Accept: text/calendar` (the query
         *     parameter wins): one all-day VEVENT per day, SUMMARY the paksha, tithi and nakshatra at sunrise and the festival
         *     names, DESCRIPTION every element with its end time, the sun and moon times and the month.
         */
        get: operations["getMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/v1/eclipses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Solar and lunar eclipses seen from a place, with sutak
         * @description Solar and lunar eclipses of a Gregorian `year` (default: this year in `tz`), or of `start_date` to
         *     `end_date` (both given, inclusive, at most 731 days), as seen from the place: every eclipse whose greatest
         *     eclipse falls on those local dates, visible there or not.
         *
         *     - `kind`: the global kind (solar `total`, `annular`, `partial`, `hybrid`; lunar `total`, `partial`, `penumbral`);
         *       `local_kind`: what the place sees (null for a solar eclipse that does not reach it, or happens wholly at night there).
         *     - `magnitude`: solar, the fraction of the Sun's diameter covered at the local greatest eclipse; lunar, the umbral
         *       magnitude (negative for a penumbral eclipse; `penumbral_magnitude` alongside).
         *     - `contacts`: lunar P1, U1, U2, greatest, U3, U4, P4 (the ones that occur); solar the local C1, C2, greatest, C3,
         *       C4. Each with the apparent altitude of the eclipsed body's centre and `visible` (altitude above 0°, standard refraction).
         *     - `sutak`: Sutak: 12 h (4 prahars) before the first visible contact of a solar eclipse, 9 h (3 prahars) of a lunar one, to the end of the eclipse; for children, the elderly and the sick 3 h (1 prahar) before that contact, as Drik Panchang states it. None when the eclipse is not visible at the place, nor for a penumbral lunar eclipse. Prahars are taken as 3 hours; Drik Panchang counts prahars of the actual day and night
         *       (a quarter of sunrise → sunset or sunset → sunrise) and begins its sutak, and its shorter one for children, the elderly
         *       and the sick (`reduced_start`), at a prahar boundary before the prahar holding the contact, so its times can begin
         *       an hour or more earlier.
         *
         *     Events from astronomy-engine; contact times agree with Swiss Ephemeris within a minute (2020–2030, New Delhi, Chennai,
         *     Kolkata, London). Times are ISO 8601 local times in `tz`. **Formats:** JSON (default) or iCalendar with `format=ics`
         *     or `Accept: text/calendar` (one timed event per eclipse, first to last contact).
         */
        get: operations["listEclipses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server metrics in the Prometheus text format (internal-tier keys only)
         * @description For operators: scrape it with Prometheus, sending an `internal`-tier key in `X-API-Key` (`kalakosha keys create --tier internal`). Any other tier gets 403 `FORBIDDEN`; no key or an invalid one 401. Never cached (`Cache-Control: no-store`).
         *
         *     Every series carries `thread`, the serving thread that counted it (one scrape shows every thread of the process; sum over `thread` for the process). Per-route series carry `method` and `route`, the route template as in this document (`/corpus/v1/cite/{work_slug}/{verse_num}`, never the raw path); `route="*"` with `method="OPTIONS"` counts every OPTIONS request, `route="unmatched"` requests that matched no route (404, 405). A route's series appear once it has answered.
         *
         *     - `kalakosha_http_requests_total{thread,method,route,status}` counter: answered requests (status: the code, or `other` for an uncommon one).
         *     - `kalakosha_http_request_duration_seconds{thread,method,route}` histogram: time in the gateway, buckets 0.1 ms … 10 s. Cache hits answered on the synchronous fast path are timed one in 16 (an unbiased sample: the clock reads would cost more than the answer), so its `_count` runs below the requests counter: count requests with `kalakosha_http_requests_total`.
         *     - `kalakosha_response_cache_hits_total` / `kalakosha_response_cache_misses_total{thread,method,route}` counters: requests to cached routes answered from the cache / computed.
         *     - `kalakosha_rate_limit_refusals_total{thread,reason}` counter: 429s; reason `minute` (a key's per-minute limit), `month` (its monthly quota), `address` (keyless requests from one address).
         *     - `kalakosha_request_timeouts_total{thread}` counter: 502s because a handler or compute task passed the 10 s limit.
         *     - `kalakosha_compute_queue_length{thread}`, `kalakosha_compute_workers{thread}` gauges; `kalakosha_compute_tasks_total{thread,outcome}` (completed, failed, timed_out), `kalakosha_compute_worker_deaths_total{thread}`, `kalakosha_compute_worker_restarts_total{thread}` counters: the serving thread's compute pool.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorResponse: {
            error: {
                /**
                 * @example MISSING_API_KEY
                 * @example INVALID_API_KEY
                 * @example RATE_LIMIT_EXCEEDED
                 * @example MONTHLY_QUOTA_EXCEEDED
                 * @example COMPUTE_ERROR
                 * @example NOT_FOUND
                 */
                code: string;
                message: string;
                /** @description Same value as the X-Request-ID header. */
                request_id: string;
            };
        };
        ValidationIssue: {
            /**
             * @example missing
             * @example less_than_equal
             * @example float_parsing
             * @example enum
             * @example extra_forbidden
             * @example json_invalid
             */
            type: string;
            loc: (string | number)[];
            msg: string;
            input?: unknown;
            ctx?: Record<string, never>;
        };
        HTTPValidationError: {
            detail: components["schemas"]["ValidationIssue"][];
        };
    };
    responses: {
        /** @description MISSING_API_KEY (no X-API-Key header) or INVALID_API_KEY (unknown, malformed or revoked key). */
        Unauthorized: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Cache": components["headers"]["X-Cache"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "MISSING_API_KEY",
                 *         "message": "Send your API key in the X-API-Key header",
                 *         "request_id": "req_5f0c…"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description RATE_LIMIT_EXCEEDED (the key's per-minute limit, or more than 300 requests a minute from one address without a valid key by default) or MONTHLY_QUOTA_EXCEEDED (per-month quota); Retry-After gives the seconds to wait. */
        TooManyRequests: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Cache": components["headers"]["X-Cache"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A parameter or body violates its schema. A 422 body stays under 16 KiB whatever the input: at most 50 issues, and only as many as fit. Each issue's `input` echoes the offending value cut short: strings to 100 code points followed by `…`; an array or object to its first 3 items or keys, followed by an item `"… N more items"` or an entry `"…": "N more keys"`; arrays and objects inside it as `"[array of N items]"` or `"{object with N keys}"`. `loc` keeps 8 entries (then `"…"`), each name cut to 50 code points; `msg` and the strings in `ctx` to 200. */
        ValidationError: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Cache": components["headers"]["X-Cache"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HTTPValidationError"];
            };
        };
        /** @description NOT_IMPLEMENTED: the engine behind this route is not part of this build. */
        NotImplemented: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Cache": components["headers"]["X-Cache"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description COMPUTE_ERROR: the computation failed or took longer than 10 s; the next request is unaffected. */
        ComputeError: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Cache": components["headers"]["X-Cache"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Unique request identifier (echoes a valid incoming X-Request-ID). */
        "X-Request-ID": string;
        /** @description Requests allowed per minute for the key's tier (2147483647 = unlimited; 0 without a key). */
        "X-RateLimit-Limit": number;
        /** @description Requests remaining in the current minute window. */
        "X-RateLimit-Remaining": number;
        /** @description Unix time (seconds) when the current minute window resets. */
        "X-RateLimit-Reset": number;
        /** @description Requests allowed per UTC calendar month (2147483647 = unlimited). Authenticated responses only. */
        "X-Quota-Limit": number;
        /** @description Requests remaining this month. */
        "X-Quota-Remaining": number;
        /** @description Unix time (seconds) when the month ends. */
        "X-Quota-Reset": number;
        /** @description HIT when served from the response cache, MISS when freshly computed. */
        "X-Cache": "HIT" | "MISS";
        /** @description Seconds until the refused limit resets. */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getLanding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Landing */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    /** @description Accept */
                    Vary?: string;
                    /** @description no-cache */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "kalakosha",
                     *       "description": "Hindu calendar (panchang, festivals, ceremonies) and Sanskrit corpus API",
                     *       "version": "0.1.0",
                     *       "auth": "Send your API key in the X-API-Key header (create one at /dashboard). /, /docs, /openapi.json and /healthz need no key.",
                     *       "links": {
                     *         "docs": "/docs",
                     *         "openapi": "/openapi.json",
                     *         "health": "/healthz",
                     *         "dashboard": "/dashboard"
                     *       },
                     *       "endpoints": [
                     *         {
                     *           "family": "/calendar/v1",
                     *           "operations": [
                     *             {
                     *               "method": "GET",
                     *               "path": "/calendar/v1/panchang",
                     *               "summary": "Panchang for a date and place"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        name: string;
                        description: string;
                        version: string;
                        /** @description How to authenticate */
                        auth: string;
                        /** @description docs (/docs, interactive), openapi (/openapi.json), health (/healthz), dashboard (/dashboard, API keys): those this server serves */
                        links: {
                            [key: string]: string;
                        };
                        /** @description Keyed operations grouped by their first two path segments */
                        endpoints: {
                            family: string;
                            operations: {
                                method: string;
                                path: string;
                                summary: string;
                            }[];
                        }[];
                    };
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Liveness */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "version": "0.1.0",
                     *       "thread": 0,
                     *       "cache": {
                     *         "entries": 1200,
                     *         "bytes": 5400000,
                     *         "max_bytes": 67108864
                     *       },
                     *       "memory_mb": {
                     *         "rss": 610,
                     *         "heap_used": 180,
                     *         "heap_total": 220,
                     *         "array_buffers": 230
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        version?: string;
                        /** @description Index of the serving thread that answered */
                        thread?: number;
                        /** @description That thread's in-memory response cache (absent with the Redis cache): entries, bytes (bodies + keys + 400 bytes per entry), max_bytes */
                        cache?: Record<string, never>;
                        /** @description process.memoryUsage() in MiB: rss (whole process), heap_used, heap_total, array_buffers (this thread) */
                        memory_mb?: Record<string, never>;
                    };
                };
            };
        };
    };
    getOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OpenAPI 3.1 document */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    /** @description Strong entity tag of this document (a different one for the gzip form). */
                    ETag?: string;
                    /** @description public (or private when a key was sent), max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description gzip when Accept-Encoding allows it */
                    "Content-Encoding"?: "gzip";
                    /** @description Accept-Encoding */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Not Modified: If-None-Match names the current ETag; no body, the same ETag, Cache-Control and Vary. */
            304: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getPanchang: {
        parameters: {
            query: {
                /** @description Local date; defaults to today in `tz`. */
                date?: string;
                /** @description When given, instant mode: the elements at that local time. A time skipped by a DST change is read with the offset before the change; a repeated one is its first occurrence. */
                time?: string;
                /** @description Include Rahu Kalam, Yamaganda, Gulika and Abhijit windows (ignored in instant mode). */
                include_muhurat?: boolean;
                /** @description Optional groups, comma-separated: `muhurtas`, `choghadiya`, `hora`, `signs`, `periods`, `balam`, `panchaka`, `yogas`, `gowri`, `lagna`, or `all`. Default none (the answer without them). An unknown name is a 422 listing the valid ones. */
                include?: ("muhurtas" | "choghadiya" | "hora" | "signs" | "periods" | "balam" | "panchaka" | "yogas" | "gowri" | "lagna" | "all")[];
                /** @description Lunar month system: `amant` (months end at new moon; South and West India) or `purnimant` (months end at full moon; North India). */
                calendar_system?: "amant" | "purnimant";
                /** @description Regional solar calendar for `solar_date` (not the lunar month system: that is `calendar_system`). `tamil` (Cittirai … Paṅkuṉi, Kali year), `malayalam` (Ciṅṅaṁ … Karkkaṭakaṁ, Kollam era), `bengali` (Baiśākh … Caitra, Baṅgābda), `odia` (Baiśākha … Caitra, solar Śaka year), `assamese` (Bohāg … Cot, Bhāskarābda), `punjabi` (Punjabi Bikrami: Vaisākh … Cett; the tropical Nanakshahi calendar is not offered); `none` = no solar date (`solar_date` null). `auto` (default): the place decides. Tamil Nadu and Puducherry → tamil; Kerala → malayalam; West Bengal, Tripura and Bangladesh → bengali; Odisha → odia; Assam → assamese; Punjab (India) → punjabi; Malaysia, Singapore and the Northern and Eastern Provinces of Sri Lanka → tamil (their Tamil communities’ calendar); anywhere else none. The state or country is that of the nearest GeoNames place (cities500) on a 0.05° grid, so within about 15 km of a state border a place may get the neighbouring state’s calendar: pass the calendar explicitly there (e.g. `calendar=malayalam` in a Tamil Nadu border town that keeps the Malayalam calendar). Bangladesh gets the traditional Bengali reckoning, not its official revised calendar (Boishakh 1 fixed on 14 April). `auto` is resolved before the response cache, so it shares entries with the explicit value. */
                calendar?: "auto" | "none" | "tamil" | "malayalam" | "bengali" | "odia" | "assamese" | "punjabi";
                /** @description Latitude in decimal degrees, north positive. */
                lat: number;
                /** @description Longitude in decimal degrees, east positive. */
                lng: number;
                /** @description IANA time zone name, or `auto`. All local dates and times in the response are in this zone, and `location.tz` states it. `auto` is the zone in force at `lat`/`lng` (looked up from time-zone boundaries derived from OpenStreetMap, accurate to a few kilometres near a border; at sea the nautical zone, e.g. `Etc/GMT-5` for UTC+5): `tz=auto` at Kathmandu answers in `Asia/Kathmandu`, the same answer (and cache entry) as `tz=Asia/Kathmandu`. Default `Asia/Kolkata` wherever the place is. */
                tz?: string;
                /** @description Height above sea level in metres; lowers the apparent horizon (earlier sunrise, later sunset). */
                altitude?: number;
                /** @description Astronomical convention. `drik` (default) reproduces Drik Panchang: Swiss Ephemeris Lahiri positions with the Sun shifted by solar aberration plus nutation in longitude (≈ −30″). `swiss` gives plain Swiss Ephemeris apparent sidereal (Lahiri) positions. */
                convention?: "drik" | "swiss";
                /**
                 * @description Language of the names added as `name_local` (with `name_en`, `lord_local`, `paksha_local`, `weekday_local` …): `sa-Latn` or `iast` (IAST, the `name` itself), `en` (English), or one of nine Indian languages in their own script: `hi` Hindi, `mr` Marathi, `gu` Gujarati, `bn` Bengali, `or` Odia, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam. Tithi, paksha, nakshatra, yoga, karana, vara, masa (with the adhika prefix), samvatsara, rashi (signs, lagna), the grahas (lords, hora), choghadiya and the named windows (`window_names`: Rahu Kalam, Brahma Muhurta …) are complete in every language; a regional solar month (`solar_date`) is its calendar's own name in that calendar's language, else the name of its rashi; festivals have local names for the thirty major festivals and every Ekadashi, others (and derived days: parana, vaishnava) `name_local: null`. Regional names are the ones regional panchangs print, not transliterations (Tamil `ஞாயிறு` for Sunday, `அசுவினி` for Ashvini; Bengali `বৈশাখ`). Without `lang` the answer is unchanged. Part of the cache key.
                 *
                 *     Examples (GET /calendar/v1/panchang, 2024-04-14): Chennai `date=2024-04-14&lat=13.0827&lng=80.2707&lang=ta` → `vara: {"name": "Ravivāra", "name_en": "Sunday", "name_local": "ஞாயிறு", "lord_local": "சூரியன்"}`, tithi `"name": "Ṣaṣṭhī", "name_local": "சஷ்டி", "paksha_local": "வளர்பிறை"`, nakshatra `"Ārdrā"` → `"திருவாதிரை"`, masa `"Caitra"` → `"சைத்ரம்"`, samvatsara `"Krodhin"` → `"குரோதி"`. Kolkata `date=2024-04-14&lat=22.5726&lng=88.3639&lang=bn` → vara `"রবিবার"`, tithi `"ষষ্ঠী"` (`paksha_local` `"শুক্ল"`), nakshatra `"আর্দ্রা"`, masa `"চৈত্র"`.
                 */
                lang?: "sa-Latn" | "iast" | "en" | "hi" | "mr" | "gu" | "bn" | "or" | "ta" | "te" | "kn" | "ml";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PanchangResponse Cached for 1 day. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    /** @description private, max-age up to 86400 */
                    "Cache-Control"?: string;
                    /** @description gzip when Accept-Encoding allows it and the body is 1 KB or more */
                    "Content-Encoding"?: "gzip";
                    /** @description Accept-Encoding, on bodies that can be compressed */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "date": "2023-08-12",
                     *       "location": {
                     *         "lat": 25.146,
                     *         "lng": 82.569,
                     *         "altitude": 0,
                     *         "tz": "Asia/Kolkata"
                     *       },
                     *       "instant": null,
                     *       "convention": "drik",
                     *       "calendar_system": "purnimant",
                     *       "anchor": "sunrise",
                     *       "anchor_time": "2023-08-12T05:31:58+05:30",
                     *       "tithi": {
                     *         "number": 26,
                     *         "name": "Ekādaśī",
                     *         "name_devanagari": "एकादशी",
                     *         "paksha": "Krishna",
                     *         "start": "2023-08-11T05:06:29+05:30",
                     *         "end": "2023-08-12T06:31:34+05:30",
                     *         "sequence": [
                     *           {
                     *             "number": 26,
                     *             "name": "Ekādaśī",
                     *             "name_devanagari": "एकादशी",
                     *             "paksha": "Krishna",
                     *             "start": "2023-08-11T05:06:29+05:30",
                     *             "end": "2023-08-12T06:31:34+05:30"
                     *           },
                     *           {
                     *             "number": 27,
                     *             "name": "Dvādaśī",
                     *             "name_devanagari": "द्वादशी",
                     *             "paksha": "Krishna",
                     *             "start": "2023-08-12T06:31:34+05:30",
                     *             "end": "2023-08-13T08:19:55+05:30"
                     *           }
                     *         ]
                     *       },
                     *       "nakshatra": {
                     *         "number": 5,
                     *         "name": "Mṛgaśīrṣa",
                     *         "name_devanagari": "मृगशीर्ष",
                     *         "pada": 4,
                     *         "lord": "Maṅgala",
                     *         "lord_devanagari": "मङ्गल",
                     *         "start": "2023-08-11T04:01:34+05:30",
                     *         "end": "2023-08-12T06:03:02+05:30",
                     *         "sequence": [
                     *           {
                     *             "number": 5,
                     *             "name": "Mṛgaśīrṣa",
                     *             "name_devanagari": "मृगशीर्ष",
                     *             "pada": 4,
                     *             "lord": "Maṅgala",
                     *             "lord_devanagari": "मङ्गल",
                     *             "start": "2023-08-11T04:01:34+05:30",
                     *             "end": "2023-08-12T06:03:02+05:30"
                     *           },
                     *           {
                     *             "number": 6,
                     *             "name": "Ārdrā",
                     *             "name_devanagari": "आर्द्रा",
                     *             "pada": 1,
                     *             "lord": "Rāhu",
                     *             "lord_devanagari": "राहु",
                     *             "start": "2023-08-12T06:03:02+05:30",
                     *             "end": "2023-08-13T08:27:01+05:30"
                     *           }
                     *         ]
                     *       },
                     *       "yoga": {
                     *         "number": 14,
                     *         "name": "Harṣaṇa",
                     *         "name_devanagari": "हर्षण",
                     *         "start": "2023-08-11T15:06:49+05:30",
                     *         "end": "2023-08-12T15:23:32+05:30",
                     *         "sequence": [
                     *           {
                     *             "number": 14,
                     *             "name": "Harṣaṇa",
                     *             "name_devanagari": "हर्षण",
                     *             "start": "2023-08-11T15:06:49+05:30",
                     *             "end": "2023-08-12T15:23:32+05:30"
                     *           },
                     *           {
                     *             "number": 15,
                     *             "name": "Vajra",
                     *             "name_devanagari": "वज्र",
                     *             "start": "2023-08-12T15:23:32+05:30",
                     *             "end": "2023-08-13T15:56:20+05:30"
                     *           }
                     *         ]
                     *       },
                     *       "karana": {
                     *         "number": 2,
                     *         "name": "Bālava",
                     *         "name_devanagari": "बालव",
                     *         "start": "2023-08-11T17:45:42+05:30",
                     *         "end": "2023-08-12T06:31:34+05:30",
                     *         "sequence": [
                     *           {
                     *             "number": 2,
                     *             "name": "Bālava",
                     *             "name_devanagari": "बालव",
                     *             "start": "2023-08-11T17:45:42+05:30",
                     *             "end": "2023-08-12T06:31:34+05:30"
                     *           },
                     *           {
                     *             "number": 3,
                     *             "name": "Kaulava",
                     *             "name_devanagari": "कौलव",
                     *             "start": "2023-08-12T06:31:34+05:30",
                     *             "end": "2023-08-12T19:23:14+05:30"
                     *           },
                     *           {
                     *             "number": 4,
                     *             "name": "Taitila",
                     *             "name_devanagari": "तैतिल",
                     *             "start": "2023-08-12T19:23:14+05:30",
                     *             "end": "2023-08-13T08:19:55+05:30"
                     *           }
                     *         ]
                     *       },
                     *       "masa": {
                     *         "index": 4,
                     *         "name": "Adhika Śrāvaṇa",
                     *         "name_devanagari": "अधिक श्रावण",
                     *         "adhika": true,
                     *         "kshaya": false,
                     *         "start": "2023-08-02T00:01:11+05:30",
                     *         "end": "2023-08-31T07:05:10+05:30",
                     *         "calendar_system": "purnimant",
                     *         "amanta": {
                     *           "index": 4,
                     *           "name": "Adhika Śrāvaṇa",
                     *           "name_devanagari": "अधिक श्रावण",
                     *           "adhika": true,
                     *           "kshaya": false,
                     *           "start": "2023-07-18T00:01:22+05:30",
                     *           "end": "2023-08-16T15:07:43+05:30"
                     *         },
                     *         "purnimanta": {
                     *           "index": 4,
                     *           "name": "Adhika Śrāvaṇa",
                     *           "name_devanagari": "अधिक श्रावण",
                     *           "adhika": true,
                     *           "kshaya": false,
                     *           "start": "2023-08-02T00:01:11+05:30",
                     *           "end": "2023-08-31T07:05:10+05:30"
                     *         }
                     *       },
                     *       "samvat": {
                     *         "vikram": {
                     *           "year": 2080,
                     *           "samvatsara": {
                     *             "number": 50,
                     *             "name": "Nala",
                     *             "name_devanagari": "नल"
                     *           }
                     *         },
                     *         "shaka": {
                     *           "year": 1945,
                     *           "samvatsara": {
                     *             "number": 37,
                     *             "name": "Śobhakṛt",
                     *             "name_devanagari": "शोभकृत्"
                     *           }
                     *         },
                     *         "gujarati": {
                     *           "year": 2079,
                     *           "samvatsara": {
                     *             "number": 48,
                     *             "name": "Ānanda",
                     *             "name_devanagari": "आनन्द"
                     *           }
                     *         }
                     *       },
                     *       "sun": {
                     *         "sunrise": "2023-08-12T05:31:58+05:30",
                     *         "sunset": "2023-08-12T18:37:25+05:30",
                     *         "moonrise": "2023-08-13T02:28:36+05:30",
                     *         "moonset": "2023-08-12T16:01:51+05:30",
                     *         "day_length_seconds": 47128
                     *       },
                     *       "vara": {
                     *         "number": 6,
                     *         "name": "Śanivāra",
                     *         "name_devanagari": "शनिवार",
                     *         "lord": "Śani",
                     *         "lord_devanagari": "शनि"
                     *       },
                     *       "rahu_kalam": {
                     *         "start": "2023-08-12T08:48:20+05:30",
                     *         "end": "2023-08-12T10:26:31+05:30"
                     *       },
                     *       "yama_gandam": {
                     *         "start": "2023-08-12T13:42:53+05:30",
                     *         "end": "2023-08-12T15:21:03+05:30"
                     *       },
                     *       "gulika_kalam": {
                     *         "start": "2023-08-12T05:31:58+05:30",
                     *         "end": "2023-08-12T07:10:09+05:30"
                     *       },
                     *       "abhijit_muhurat": {
                     *         "start": "2023-08-12T11:38:31+05:30",
                     *         "end": "2023-08-12T12:30:52+05:30"
                     *       },
                     *       "ekadashi": {
                     *         "name": "Paramā Ekādaśī",
                     *         "name_devanagari": "परमा एकादशी",
                     *         "label": "Parama Ekadashi",
                     *         "paksha": "Krishna",
                     *         "masa": "Adhika Śrāvaṇa",
                     *         "adhika_masa": true,
                     *         "tithi_start": "2023-08-11T05:06:29+05:30",
                     *         "tithi_end": "2023-08-12T06:31:34+05:30",
                     *         "fast_date": "2023-08-12",
                     *         "smarta_date": "2023-08-12",
                     *         "gauna_date": null,
                     *         "vaishnava_date": "2023-08-12",
                     *         "dates_differ": false,
                     *         "hari_vasara_end": "2023-08-12T12:58:39+05:30",
                     *         "parana": {
                     *           "date": "2023-08-13",
                     *           "start": "2023-08-13T05:32:25+05:30",
                     *           "end": "2023-08-13T08:09:15+05:30"
                     *         },
                     *         "vaishnava_parana": {
                     *           "date": "2023-08-13",
                     *           "start": "2023-08-13T05:32:25+05:30",
                     *           "end": "2023-08-13T08:09:15+05:30"
                     *         }
                     *       },
                     *       "muhurtas": {
                     *         "brahma_muhurta": {
                     *           "start": "2023-08-12T04:04:48+05:30",
                     *           "end": "2023-08-12T04:48:23+05:30"
                     *         },
                     *         "pratah_sandhya": {
                     *           "start": "2023-08-12T04:26:35+05:30",
                     *           "end": "2023-08-12T05:31:58+05:30"
                     *         },
                     *         "vijaya_muhurta": {
                     *           "start": "2023-08-12T14:15:36+05:30",
                     *           "end": "2023-08-12T15:07:58+05:30"
                     *         },
                     *         "madhyahna_kaal": {
                     *           "start": "2023-08-12T10:46:09+05:30",
                     *           "end": "2023-08-12T13:23:14+05:30"
                     *         },
                     *         "godhuli_muhurta": {
                     *           "start": "2023-08-12T18:25:25+05:30",
                     *           "end": "2023-08-12T18:49:25+05:30"
                     *         },
                     *         "sayahna_sandhya": {
                     *           "start": "2023-08-12T18:37:25+05:30",
                     *           "end": "2023-08-12T19:42:55+05:30"
                     *         },
                     *         "pradosh_kaal": {
                     *           "start": "2023-08-12T18:37:25+05:30",
                     *           "end": "2023-08-12T20:48:25+05:30"
                     *         },
                     *         "nishita_muhurta": {
                     *           "start": "2023-08-12T23:43:05+05:30",
                     *           "end": "2023-08-13T00:26:45+05:30"
                     *         },
                     *         "dur_muhurtam": [
                     *           {
                     *             "start": "2023-08-12T05:31:58+05:30",
                     *             "end": "2023-08-12T06:24:20+05:30"
                     *           },
                     *           {
                     *             "start": "2023-08-12T06:24:20+05:30",
                     *             "end": "2023-08-12T07:16:41+05:30"
                     *           }
                     *         ],
                     *         "varjyam": [
                     *           {
                     *             "start": "2023-08-12T15:17:25+05:30",
                     *             "end": "2023-08-12T17:03:01+05:30"
                     *           }
                     *         ],
                     *         "amrit_kalam": [
                     *           {
                     *             "start": "2023-08-12T21:27:01+05:30",
                     *             "end": "2023-08-12T23:12:37+05:30"
                     *           }
                     *         ],
                     *         "reason": null
                     *       },
                     *       "choghadiya": {
                     *         "day": [
                     *           {
                     *             "number": 1,
                     *             "name": "Kāla",
                     *             "name_devanagari": "काल",
                     *             "label": "Kaal",
                     *             "quality": "bad",
                     *             "start": "2023-08-12T05:31:58+05:30",
                     *             "end": "2023-08-12T07:10:09+05:30"
                     *           },
                     *           {
                     *             "number": 2,
                     *             "name": "Śubha",
                     *             "name_devanagari": "शुभ",
                     *             "label": "Shubh",
                     *             "quality": "good",
                     *             "start": "2023-08-12T07:10:09+05:30",
                     *             "end": "2023-08-12T08:48:20+05:30"
                     *           },
                     *           {
                     *             "number": 3,
                     *             "name": "Roga",
                     *             "name_devanagari": "रोग",
                     *             "label": "Rog",
                     *             "quality": "bad",
                     *             "start": "2023-08-12T08:48:20+05:30",
                     *             "end": "2023-08-12T10:26:31+05:30"
                     *           },
                     *           {
                     *             "number": 4,
                     *             "name": "Udvega",
                     *             "name_devanagari": "उद्वेग",
                     *             "label": "Udveg",
                     *             "quality": "bad",
                     *             "start": "2023-08-12T10:26:31+05:30",
                     *             "end": "2023-08-12T12:04:42+05:30"
                     *           },
                     *           {
                     *             "number": 5,
                     *             "name": "Cara",
                     *             "name_devanagari": "चर",
                     *             "label": "Char",
                     *             "quality": "neutral",
                     *             "start": "2023-08-12T12:04:42+05:30",
                     *             "end": "2023-08-12T13:42:53+05:30"
                     *           },
                     *           {
                     *             "number": 6,
                     *             "name": "Lābha",
                     *             "name_devanagari": "लाभ",
                     *             "label": "Labh",
                     *             "quality": "good",
                     *             "start": "2023-08-12T13:42:53+05:30",
                     *             "end": "2023-08-12T15:21:03+05:30"
                     *           },
                     *           {
                     *             "number": 7,
                     *             "name": "Amṛta",
                     *             "name_devanagari": "अमृत",
                     *             "label": "Amrit",
                     *             "quality": "good",
                     *             "start": "2023-08-12T15:21:03+05:30",
                     *             "end": "2023-08-12T16:59:14+05:30"
                     *           },
                     *           {
                     *             "number": 8,
                     *             "name": "Kāla",
                     *             "name_devanagari": "काल",
                     *             "label": "Kaal",
                     *             "quality": "bad",
                     *             "start": "2023-08-12T16:59:14+05:30",
                     *             "end": "2023-08-12T18:37:25+05:30"
                     *           }
                     *         ],
                     *         "night": [
                     *           {
                     *             "number": 1,
                     *             "name": "Lābha",
                     *             "name_devanagari": "लाभ",
                     *             "label": "Labh",
                     *             "quality": "good",
                     *             "start": "2023-08-12T18:37:25+05:30",
                     *             "end": "2023-08-12T19:59:18+05:30"
                     *           },
                     *           {
                     *             "number": 2,
                     *             "name": "Udvega",
                     *             "name_devanagari": "उद्वेग",
                     *             "label": "Udveg",
                     *             "quality": "bad",
                     *             "start": "2023-08-12T19:59:18+05:30",
                     *             "end": "2023-08-12T21:21:10+05:30"
                     *           },
                     *           {
                     *             "number": 3,
                     *             "name": "Śubha",
                     *             "name_devanagari": "शुभ",
                     *             "label": "Shubh",
                     *             "quality": "good",
                     *             "start": "2023-08-12T21:21:10+05:30",
                     *             "end": "2023-08-12T22:43:03+05:30"
                     *           },
                     *           {
                     *             "number": 4,
                     *             "name": "Amṛta",
                     *             "name_devanagari": "अमृत",
                     *             "label": "Amrit",
                     *             "quality": "good",
                     *             "start": "2023-08-12T22:43:03+05:30",
                     *             "end": "2023-08-13T00:04:55+05:30"
                     *           },
                     *           {
                     *             "number": 5,
                     *             "name": "Cara",
                     *             "name_devanagari": "चर",
                     *             "label": "Char",
                     *             "quality": "neutral",
                     *             "start": "2023-08-13T00:04:55+05:30",
                     *             "end": "2023-08-13T01:26:47+05:30"
                     *           },
                     *           {
                     *             "number": 6,
                     *             "name": "Roga",
                     *             "name_devanagari": "रोग",
                     *             "label": "Rog",
                     *             "quality": "bad",
                     *             "start": "2023-08-13T01:26:47+05:30",
                     *             "end": "2023-08-13T02:48:40+05:30"
                     *           },
                     *           {
                     *             "number": 7,
                     *             "name": "Kāla",
                     *             "name_devanagari": "काल",
                     *             "label": "Kaal",
                     *             "quality": "bad",
                     *             "start": "2023-08-13T02:48:40+05:30",
                     *             "end": "2023-08-13T04:10:32+05:30"
                     *           },
                     *           {
                     *             "number": 8,
                     *             "name": "Lābha",
                     *             "name_devanagari": "लाभ",
                     *             "label": "Labh",
                     *             "quality": "good",
                     *             "start": "2023-08-13T04:10:32+05:30",
                     *             "end": "2023-08-13T05:32:25+05:30"
                     *           }
                     *         ],
                     *         "reason": null
                     *       },
                     *       "hora": {
                     *         "horas": [
                     *           {
                     *             "number": 1,
                     *             "part": "day",
                     *             "lord": "Śani",
                     *             "lord_devanagari": "शनि",
                     *             "lord_label": "Saturn",
                     *             "start": "2023-08-12T05:31:58+05:30",
                     *             "end": "2023-08-12T06:37:25+05:30"
                     *           },
                     *           {
                     *             "number": 2,
                     *             "part": "day",
                     *             "lord": "Bṛhaspati",
                     *             "lord_devanagari": "बृहस्पति",
                     *             "lord_label": "Jupiter",
                     *             "start": "2023-08-12T06:37:25+05:30",
                     *             "end": "2023-08-12T07:42:52+05:30"
                     *           },
                     *           {
                     *             "number": 3,
                     *             "part": "day",
                     *             "lord": "Maṅgala",
                     *             "lord_devanagari": "मङ्गल",
                     *             "lord_label": "Mars",
                     *             "start": "2023-08-12T07:42:52+05:30",
                     *             "end": "2023-08-12T08:48:20+05:30"
                     *           },
                     *           {
                     *             "number": 4,
                     *             "part": "day",
                     *             "lord": "Sūrya",
                     *             "lord_devanagari": "सूर्य",
                     *             "lord_label": "Sun",
                     *             "start": "2023-08-12T08:48:20+05:30",
                     *             "end": "2023-08-12T09:53:47+05:30"
                     *           },
                     *           {
                     *             "number": 5,
                     *             "part": "day",
                     *             "lord": "Śukra",
                     *             "lord_devanagari": "शुक्र",
                     *             "lord_label": "Venus",
                     *             "start": "2023-08-12T09:53:47+05:30",
                     *             "end": "2023-08-12T10:59:14+05:30"
                     *           },
                     *           {
                     *             "number": 6,
                     *             "part": "day",
                     *             "lord": "Budha",
                     *             "lord_devanagari": "बुध",
                     *             "lord_label": "Mercury",
                     *             "start": "2023-08-12T10:59:14+05:30",
                     *             "end": "2023-08-12T12:04:42+05:30"
                     *           },
                     *           {
                     *             "number": 7,
                     *             "part": "day",
                     *             "lord": "Candra",
                     *             "lord_devanagari": "चन्द्र",
                     *             "lord_label": "Moon",
                     *             "start": "2023-08-12T12:04:42+05:30",
                     *             "end": "2023-08-12T13:10:09+05:30"
                     *           },
                     *           {
                     *             "number": 8,
                     *             "part": "day",
                     *             "lord": "Śani",
                     *             "lord_devanagari": "शनि",
                     *             "lord_label": "Saturn",
                     *             "start": "2023-08-12T13:10:09+05:30",
                     *             "end": "2023-08-12T14:15:36+05:30"
                     *           },
                     *           {
                     *             "number": 9,
                     *             "part": "day",
                     *             "lord": "Bṛhaspati",
                     *             "lord_devanagari": "बृहस्पति",
                     *             "lord_label": "Jupiter",
                     *             "start": "2023-08-12T14:15:36+05:30",
                     *             "end": "2023-08-12T15:21:03+05:30"
                     *           },
                     *           {
                     *             "number": 10,
                     *             "part": "day",
                     *             "lord": "Maṅgala",
                     *             "lord_devanagari": "मङ्गल",
                     *             "lord_label": "Mars",
                     *             "start": "2023-08-12T15:21:03+05:30",
                     *             "end": "2023-08-12T16:26:31+05:30"
                     *           },
                     *           {
                     *             "number": 11,
                     *             "part": "day",
                     *             "lord": "Sūrya",
                     *             "lord_devanagari": "सूर्य",
                     *             "lord_label": "Sun",
                     *             "start": "2023-08-12T16:26:31+05:30",
                     *             "end": "2023-08-12T17:31:58+05:30"
                     *           },
                     *           {
                     *             "number": 12,
                     *             "part": "day",
                     *             "lord": "Śukra",
                     *             "lord_devanagari": "शुक्र",
                     *             "lord_label": "Venus",
                     *             "start": "2023-08-12T17:31:58+05:30",
                     *             "end": "2023-08-12T18:37:25+05:30"
                     *           },
                     *           {
                     *             "number": 13,
                     *             "part": "night",
                     *             "lord": "Budha",
                     *             "lord_devanagari": "बुध",
                     *             "lord_label": "Mercury",
                     *             "start": "2023-08-12T18:37:25+05:30",
                     *             "end": "2023-08-12T19:32:00+05:30"
                     *           },
                     *           {
                     *             "number": 14,
                     *             "part": "night",
                     *             "lord": "Candra",
                     *             "lord_devanagari": "चन्द्र",
                     *             "lord_label": "Moon",
                     *             "start": "2023-08-12T19:32:00+05:30",
                     *             "end": "2023-08-12T20:26:35+05:30"
                     *           },
                     *           {
                     *             "number": 15,
                     *             "part": "night",
                     *             "lord": "Śani",
                     *             "lord_devanagari": "शनि",
                     *             "lord_label": "Saturn",
                     *             "start": "2023-08-12T20:26:35+05:30",
                     *             "end": "2023-08-12T21:21:10+05:30"
                     *           },
                     *           {
                     *             "number": 16,
                     *             "part": "night",
                     *             "lord": "Bṛhaspati",
                     *             "lord_devanagari": "बृहस्पति",
                     *             "lord_label": "Jupiter",
                     *             "start": "2023-08-12T21:21:10+05:30",
                     *             "end": "2023-08-12T22:15:45+05:30"
                     *           },
                     *           {
                     *             "number": 17,
                     *             "part": "night",
                     *             "lord": "Maṅgala",
                     *             "lord_devanagari": "मङ्गल",
                     *             "lord_label": "Mars",
                     *             "start": "2023-08-12T22:15:45+05:30",
                     *             "end": "2023-08-12T23:10:20+05:30"
                     *           },
                     *           {
                     *             "number": 18,
                     *             "part": "night",
                     *             "lord": "Sūrya",
                     *             "lord_devanagari": "सूर्य",
                     *             "lord_label": "Sun",
                     *             "start": "2023-08-12T23:10:20+05:30",
                     *             "end": "2023-08-13T00:04:55+05:30"
                     *           },
                     *           {
                     *             "number": 19,
                     *             "part": "night",
                     *             "lord": "Śukra",
                     *             "lord_devanagari": "शुक्र",
                     *             "lord_label": "Venus",
                     *             "start": "2023-08-13T00:04:55+05:30",
                     *             "end": "2023-08-13T00:59:30+05:30"
                     *           },
                     *           {
                     *             "number": 20,
                     *             "part": "night",
                     *             "lord": "Budha",
                     *             "lord_devanagari": "बुध",
                     *             "lord_label": "Mercury",
                     *             "start": "2023-08-13T00:59:30+05:30",
                     *             "end": "2023-08-13T01:54:05+05:30"
                     *           },
                     *           {
                     *             "number": 21,
                     *             "part": "night",
                     *             "lord": "Candra",
                     *             "lord_devanagari": "चन्द्र",
                     *             "lord_label": "Moon",
                     *             "start": "2023-08-13T01:54:05+05:30",
                     *             "end": "2023-08-13T02:48:40+05:30"
                     *           },
                     *           {
                     *             "number": 22,
                     *             "part": "night",
                     *             "lord": "Śani",
                     *             "lord_devanagari": "शनि",
                     *             "lord_label": "Saturn",
                     *             "start": "2023-08-13T02:48:40+05:30",
                     *             "end": "2023-08-13T03:43:15+05:30"
                     *           },
                     *           {
                     *             "number": 23,
                     *             "part": "night",
                     *             "lord": "Bṛhaspati",
                     *             "lord_devanagari": "बृहस्पति",
                     *             "lord_label": "Jupiter",
                     *             "start": "2023-08-13T03:43:15+05:30",
                     *             "end": "2023-08-13T04:37:50+05:30"
                     *           },
                     *           {
                     *             "number": 24,
                     *             "part": "night",
                     *             "lord": "Maṅgala",
                     *             "lord_devanagari": "मङ्गल",
                     *             "lord_label": "Mars",
                     *             "start": "2023-08-13T04:37:50+05:30",
                     *             "end": "2023-08-13T05:32:25+05:30"
                     *           }
                     *         ],
                     *         "reason": null
                     *       },
                     *       "signs": {
                     *         "sun": {
                     *           "number": 4,
                     *           "name": "Karka",
                     *           "name_devanagari": "कर्क",
                     *           "start": "2023-07-17T05:18:39+05:30",
                     *           "end": "2023-08-17T13:43:49+05:30",
                     *           "sequence": [
                     *             {
                     *               "number": 4,
                     *               "name": "Karka",
                     *               "name_devanagari": "कर्क",
                     *               "start": "2023-07-17T05:18:39+05:30",
                     *               "end": "2023-08-17T13:43:49+05:30"
                     *             }
                     *           ]
                     *         },
                     *         "moon": {
                     *           "number": 3,
                     *           "name": "Mithuna",
                     *           "name_devanagari": "मिथुन",
                     *           "start": "2023-08-11T16:59:04+05:30",
                     *           "end": "2023-08-14T04:26:06+05:30",
                     *           "sequence": [
                     *             {
                     *               "number": 3,
                     *               "name": "Mithuna",
                     *               "name_devanagari": "मिथुन",
                     *               "start": "2023-08-11T16:59:04+05:30",
                     *               "end": "2023-08-14T04:26:06+05:30"
                     *             }
                     *           ]
                     *         }
                     *       },
                     *       "periods": {
                     *         "ritu": {
                     *           "tropical": {
                     *             "number": 3,
                     *             "name": "Varṣā",
                     *             "name_devanagari": "वर्षा",
                     *             "label": "Varsha (monsoon)"
                     *           },
                     *           "sidereal": {
                     *             "number": 3,
                     *             "name": "Varṣā",
                     *             "name_devanagari": "वर्षा",
                     *             "label": "Varsha (monsoon)"
                     *           },
                     *           "lunar": {
                     *             "number": 3,
                     *             "name": "Varṣā",
                     *             "name_devanagari": "वर्षा",
                     *             "label": "Varsha (monsoon)"
                     *           }
                     *         },
                     *         "ayana": {
                     *           "tropical": {
                     *             "name": "Dakṣiṇāyana",
                     *             "name_devanagari": "दक्षिणायन",
                     *             "label": "Dakshinayana (southward)"
                     *           },
                     *           "sidereal": {
                     *             "name": "Dakṣiṇāyana",
                     *             "name_devanagari": "दक्षिणायन",
                     *             "label": "Dakshinayana (southward)"
                     *           }
                     *         },
                     *         "dinamana_seconds": 47128,
                     *         "ratrimana_seconds": 39299,
                     *         "madhyahna": "2023-08-12T12:04:42+05:30",
                     *         "reason": null
                     *       },
                     *       "balam": {
                     *         "tarabalam": [
                     *           {
                     *             "moon_nakshatra": 5,
                     *             "start": "2023-08-11T04:01:34+05:30",
                     *             "end": "2023-08-12T06:03:02+05:30",
                     *             "favourable": [
                     *               {
                     *                 "number": 2,
                     *                 "name": "Bharaṇī",
                     *                 "name_devanagari": "भरणी",
                     *                 "tara": 4,
                     *                 "tara_name": "Kṣema"
                     *               },
                     *               {
                     *                 "number": 4,
                     *                 "name": "Rohiṇī",
                     *                 "name_devanagari": "रोहिणी",
                     *                 "tara": 2,
                     *                 "tara_name": "Sampat"
                     *               },
                     *               {
                     *                 "number": 6,
                     *                 "name": "Ārdrā",
                     *                 "name_devanagari": "आर्द्रा",
                     *                 "tara": 9,
                     *                 "tara_name": "Parama Mitra"
                     *               },
                     *               {
                     *                 "number": 7,
                     *                 "name": "Punarvasu",
                     *                 "name_devanagari": "पुनर्वसु",
                     *                 "tara": 8,
                     *                 "tara_name": "Mitra"
                     *               },
                     *               {
                     *                 "number": 9,
                     *                 "name": "Āśleṣā",
                     *                 "name_devanagari": "आश्लेषा",
                     *                 "tara": 6,
                     *                 "tara_name": "Sādhana"
                     *               },
                     *               {
                     *                 "number": 11,
                     *                 "name": "Pūrva Phalgunī",
                     *                 "name_devanagari": "पूर्व फाल्गुनी",
                     *                 "tara": 4,
                     *                 "tara_name": "Kṣema"
                     *               },
                     *               {
                     *                 "number": 13,
                     *                 "name": "Hasta",
                     *                 "name_devanagari": "हस्त",
                     *                 "tara": 2,
                     *                 "tara_name": "Sampat"
                     *               },
                     *               {
                     *                 "number": 15,
                     *                 "name": "Svātī",
                     *                 "name_devanagari": "स्वाती",
                     *                 "tara": 9,
                     *                 "tara_name": "Parama Mitra"
                     *               },
                     *               {
                     *                 "number": 16,
                     *                 "name": "Viśākhā",
                     *                 "name_devanagari": "विशाखा",
                     *                 "tara": 8,
                     *                 "tara_name": "Mitra"
                     *               },
                     *               {
                     *                 "number": 18,
                     *                 "name": "Jyeṣṭhā",
                     *                 "name_devanagari": "ज्येष्ठा",
                     *                 "tara": 6,
                     *                 "tara_name": "Sādhana"
                     *               },
                     *               {
                     *                 "number": 20,
                     *                 "name": "Pūrva Āṣāḍhā",
                     *                 "name_devanagari": "पूर्वाषाढा",
                     *                 "tara": 4,
                     *                 "tara_name": "Kṣema"
                     *               },
                     *               {
                     *                 "number": 22,
                     *                 "name": "Śravaṇa",
                     *                 "name_devanagari": "श्रवण",
                     *                 "tara": 2,
                     *                 "tara_name": "Sampat"
                     *               },
                     *               {
                     *                 "number": 24,
                     *                 "name": "Śatabhiṣā",
                     *                 "name_devanagari": "शतभिषा",
                     *                 "tara": 9,
                     *                 "tara_name": "Parama Mitra"
                     *               },
                     *               {
                     *                 "number": 25,
                     *                 "name": "Pūrva Bhādrapadā",
                     *                 "name_devanagari": "पूर्व भाद्रपदा",
                     *                 "tara": 8,
                     *                 "tara_name": "Mitra"
                     *               },
                     *               {
                     *                 "number": 27,
                     *                 "name": "Revatī",
                     *                 "name_devanagari": "रेवती",
                     *                 "tara": 6,
                     *                 "tara_name": "Sādhana"
                     *               }
                     *             ]
                     *           },
                     *           {
                     *             "moon_nakshatra": 6,
                     *             "start": "2023-08-12T06:03:02+05:30",
                     *             "end": "2023-08-13T08:27:01+05:30",
                     *             "favourable": [
                     *               {
                     *                 "number": 1,
                     *                 "name": "Aśvinī",
                     *                 "name_devanagari": "अश्विनी",
                     *                 "tara": 6,
                     *                 "tara_name": "Sādhana"
                     *               },
                     *               {
                     *                 "number": 3,
                     *                 "name": "Kṛttikā",
                     *                 "name_devanagari": "कृत्तिका",
                     *                 "tara": 4,
                     *                 "tara_name": "Kṣema"
                     *               },
                     *               {
                     *                 "number": 5,
                     *                 "name": "Mṛgaśīrṣa",
                     *                 "name_devanagari": "मृगशीर्ष",
                     *                 "tara": 2,
                     *                 "tara_name": "Sampat"
                     *               },
                     *               {
                     *                 "number": 7,
                     *                 "name": "Punarvasu",
                     *                 "name_devanagari": "पुनर्वसु",
                     *                 "tara": 9,
                     *                 "tara_name": "Parama Mitra"
                     *               },
                     *               {
                     *                 "number": 8,
                     *                 "name": "Puṣya",
                     *                 "name_devanagari": "पुष्य",
                     *                 "tara": 8,
                     *                 "tara_name": "Mitra"
                     *               },
                     *               {
                     *                 "number": 10,
                     *                 "name": "Maghā",
                     *                 "name_devanagari": "मघा",
                     *                 "tara": 6,
                     *                 "tara_name": "Sādhana"
                     *               },
                     *               {
                     *                 "number": 12,
                     *                 "name": "Uttara Phalgunī",
                     *                 "name_devanagari": "उत्तर फाल्गुनी",
                     *                 "tara": 4,
                     *                 "tara_name": "Kṣema"
                     *               },
                     *               {
                     *                 "number": 14,
                     *                 "name": "Citrā",
                     *                 "name_devanagari": "चित्रा",
                     *                 "tara": 2,
                     *                 "tara_name": "Sampat"
                     *               },
                     *               {
                     *                 "number": 16,
                     *                 "name": "Viśākhā",
                     *                 "name_devanagari": "विशाखा",
                     *                 "tara": 9,
                     *                 "tara_name": "Parama Mitra"
                     *               },
                     *               {
                     *                 "number": 17,
                     *                 "name": "Anurādhā",
                     *                 "name_devanagari": "अनुराधा",
                     *                 "tara": 8,
                     *                 "tara_name": "Mitra"
                     *               },
                     *               {
                     *                 "number": 19,
                     *                 "name": "Mūla",
                     *                 "name_devanagari": "मूल",
                     *                 "tara": 6,
                     *                 "tara_name": "Sādhana"
                     *               },
                     *               {
                     *                 "number": 21,
                     *                 "name": "Uttara Āṣāḍhā",
                     *                 "name_devanagari": "उत्तराषाढा",
                     *                 "tara": 4,
                     *                 "tara_name": "Kṣema"
                     *               },
                     *               {
                     *                 "number": 23,
                     *                 "name": "Dhaniṣṭhā",
                     *                 "name_devanagari": "धनिष्ठा",
                     *                 "tara": 2,
                     *                 "tara_name": "Sampat"
                     *               },
                     *               {
                     *                 "number": 25,
                     *                 "name": "Pūrva Bhādrapadā",
                     *                 "name_devanagari": "पूर्व भाद्रपदा",
                     *                 "tara": 9,
                     *                 "tara_name": "Parama Mitra"
                     *               },
                     *               {
                     *                 "number": 26,
                     *                 "name": "Uttara Bhādrapadā",
                     *                 "name_devanagari": "उत्तर भाद्रपदा",
                     *                 "tara": 8,
                     *                 "tara_name": "Mitra"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "chandrabalam": [
                     *           {
                     *             "moon_rashi": 3,
                     *             "start": "2023-08-11T16:59:04+05:30",
                     *             "end": "2023-08-14T04:26:06+05:30",
                     *             "favourable": [
                     *               {
                     *                 "number": 1,
                     *                 "name": "Meṣa",
                     *                 "name_devanagari": "मेष",
                     *                 "house": 3
                     *               },
                     *               {
                     *                 "number": 3,
                     *                 "name": "Mithuna",
                     *                 "name_devanagari": "मिथुन",
                     *                 "house": 1
                     *               },
                     *               {
                     *                 "number": 5,
                     *                 "name": "Siṃha",
                     *                 "name_devanagari": "सिंह",
                     *                 "house": 11
                     *               },
                     *               {
                     *                 "number": 6,
                     *                 "name": "Kanyā",
                     *                 "name_devanagari": "कन्या",
                     *                 "house": 10
                     *               },
                     *               {
                     *                 "number": 9,
                     *                 "name": "Dhanu",
                     *                 "name_devanagari": "धनु",
                     *                 "house": 7
                     *               },
                     *               {
                     *                 "number": 10,
                     *                 "name": "Makara",
                     *                 "name_devanagari": "मकर",
                     *                 "house": 6
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       },
                     *       "panchaka": null,
                     *       "yogas": {
                     *         "anandadi": [
                     *           {
                     *             "number": 9,
                     *             "name": "Vajra",
                     *             "name_devanagari": "वज्र",
                     *             "label": "Vajra",
                     *             "quality": "bad",
                     *             "start": "2023-08-11T04:01:34+05:30",
                     *             "end": "2023-08-12T06:03:02+05:30"
                     *           },
                     *           {
                     *             "number": 10,
                     *             "name": "Mudgara",
                     *             "name_devanagari": "मुद्गर",
                     *             "label": "Mudgara",
                     *             "quality": "bad",
                     *             "start": "2023-08-12T06:03:02+05:30",
                     *             "end": "2023-08-13T08:27:01+05:30"
                     *           }
                     *         ],
                     *         "disha_shool": {
                     *           "name": "Pūrva",
                     *           "name_devanagari": "पूर्व",
                     *           "label": "East"
                     *         }
                     *       },
                     *       "gowri": {
                     *         "day": [
                     *           {
                     *             "number": 1,
                     *             "name": "Soram",
                     *             "name_tamil": "சோரம்",
                     *             "name_iast": "Cora",
                     *             "quality": "bad",
                     *             "start": "2023-08-12T05:31:58+05:30",
                     *             "end": "2023-08-12T07:10:09+05:30"
                     *           },
                     *           {
                     *             "number": 2,
                     *             "name": "Uthi",
                     *             "name_tamil": "உத்தி",
                     *             "name_iast": "Udvega",
                     *             "quality": "good",
                     *             "start": "2023-08-12T07:10:09+05:30",
                     *             "end": "2023-08-12T08:48:20+05:30"
                     *           },
                     *           {
                     *             "number": 3,
                     *             "name": "Visham",
                     *             "name_tamil": "விஷம்",
                     *             "name_iast": "Viṣa",
                     *             "quality": "bad",
                     *             "start": "2023-08-12T08:48:20+05:30",
                     *             "end": "2023-08-12T10:26:31+05:30"
                     *           },
                     *           {
                     *             "number": 4,
                     *             "name": "Amirdha",
                     *             "name_tamil": "அமிர்தம்",
                     *             "name_iast": "Amṛta",
                     *             "quality": "good",
                     *             "start": "2023-08-12T10:26:31+05:30",
                     *             "end": "2023-08-12T12:04:42+05:30"
                     *           },
                     *           {
                     *             "number": 5,
                     *             "name": "Rogam",
                     *             "name_tamil": "ரோகம்",
                     *             "name_iast": "Roga",
                     *             "quality": "bad",
                     *             "start": "2023-08-12T12:04:42+05:30",
                     *             "end": "2023-08-12T13:42:53+05:30"
                     *           },
                     *           {
                     *             "number": 6,
                     *             "name": "Laabam",
                     *             "name_tamil": "லாபம்",
                     *             "name_iast": "Lābha",
                     *             "quality": "good",
                     *             "start": "2023-08-12T13:42:53+05:30",
                     *             "end": "2023-08-12T15:21:03+05:30"
                     *           },
                     *           {
                     *             "number": 7,
                     *             "name": "Dhanam",
                     *             "name_tamil": "தனம்",
                     *             "name_iast": "Dhana",
                     *             "quality": "good",
                     *             "start": "2023-08-12T15:21:03+05:30",
                     *             "end": "2023-08-12T16:59:14+05:30"
                     *           },
                     *           {
                     *             "number": 8,
                     *             "name": "Sugam",
                     *             "name_tamil": "சுகம்",
                     *             "name_iast": "Sukha",
                     *             "quality": "good",
                     *             "start": "2023-08-12T16:59:14+05:30",
                     *             "end": "2023-08-12T18:37:25+05:30"
                     *           }
                     *         ],
                     *         "night": [
                     *           {
                     *             "number": 1,
                     *             "name": "Laabam",
                     *             "name_tamil": "லாபம்",
                     *             "name_iast": "Lābha",
                     *             "quality": "good",
                     *             "start": "2023-08-12T18:37:25+05:30",
                     *             "end": "2023-08-12T19:59:18+05:30"
                     *           },
                     *           {
                     *             "number": 2,
                     *             "name": "Dhanam",
                     *             "name_tamil": "தனம்",
                     *             "name_iast": "Dhana",
                     *             "quality": "good",
                     *             "start": "2023-08-12T19:59:18+05:30",
                     *             "end": "2023-08-12T21:21:10+05:30"
                     *           },
                     *           {
                     *             "number": 3,
                     *             "name": "Sugam",
                     *             "name_tamil": "சுகம்",
                     *             "name_iast": "Sukha",
                     *             "quality": "good",
                     *             "start": "2023-08-12T21:21:10+05:30",
                     *             "end": "2023-08-12T22:43:03+05:30"
                     *           },
                     *           {
                     *             "number": 4,
                     *             "name": "Soram",
                     *             "name_tamil": "சோரம்",
                     *             "name_iast": "Cora",
                     *             "quality": "bad",
                     *             "start": "2023-08-12T22:43:03+05:30",
                     *             "end": "2023-08-13T00:04:55+05:30"
                     *           },
                     *           {
                     *             "number": 5,
                     *             "name": "Uthi",
                     *             "name_tamil": "உத்தி",
                     *             "name_iast": "Udvega",
                     *             "quality": "good",
                     *             "start": "2023-08-13T00:04:55+05:30",
                     *             "end": "2023-08-13T01:26:47+05:30"
                     *           },
                     *           {
                     *             "number": 6,
                     *             "name": "Visham",
                     *             "name_tamil": "விஷம்",
                     *             "name_iast": "Viṣa",
                     *             "quality": "bad",
                     *             "start": "2023-08-13T01:26:47+05:30",
                     *             "end": "2023-08-13T02:48:40+05:30"
                     *           },
                     *           {
                     *             "number": 7,
                     *             "name": "Amirdha",
                     *             "name_tamil": "அமிர்தம்",
                     *             "name_iast": "Amṛta",
                     *             "quality": "good",
                     *             "start": "2023-08-13T02:48:40+05:30",
                     *             "end": "2023-08-13T04:10:32+05:30"
                     *           },
                     *           {
                     *             "number": 8,
                     *             "name": "Rogam",
                     *             "name_tamil": "ரோகம்",
                     *             "name_iast": "Roga",
                     *             "quality": "bad",
                     *             "start": "2023-08-13T04:10:32+05:30",
                     *             "end": "2023-08-13T05:32:25+05:30"
                     *           }
                     *         ],
                     *         "reason": null
                     *       },
                     *       "lagna": {
                     *         "lagnas": [
                     *           {
                     *             "number": 4,
                     *             "name": "Karka",
                     *             "name_devanagari": "कर्क",
                     *             "start": "2023-08-12T05:31:58+05:30",
                     *             "end": "2023-08-12T05:59:03+05:30"
                     *           },
                     *           {
                     *             "number": 5,
                     *             "name": "Siṃha",
                     *             "name_devanagari": "सिंह",
                     *             "start": "2023-08-12T05:59:03+05:30",
                     *             "end": "2023-08-12T08:12:50+05:30"
                     *           },
                     *           {
                     *             "number": 6,
                     *             "name": "Kanyā",
                     *             "name_devanagari": "कन्या",
                     *             "start": "2023-08-12T08:12:50+05:30",
                     *             "end": "2023-08-12T10:25:31+05:30"
                     *           },
                     *           {
                     *             "number": 7,
                     *             "name": "Tulā",
                     *             "name_devanagari": "तुला",
                     *             "start": "2023-08-12T10:25:31+05:30",
                     *             "end": "2023-08-12T12:41:52+05:30"
                     *           },
                     *           {
                     *             "number": 8,
                     *             "name": "Vṛścika",
                     *             "name_devanagari": "वृश्चिक",
                     *             "start": "2023-08-12T12:41:52+05:30",
                     *             "end": "2023-08-12T14:58:45+05:30"
                     *           },
                     *           {
                     *             "number": 9,
                     *             "name": "Dhanu",
                     *             "name_devanagari": "धनु",
                     *             "start": "2023-08-12T14:58:45+05:30",
                     *             "end": "2023-08-12T17:03:31+05:30"
                     *           },
                     *           {
                     *             "number": 10,
                     *             "name": "Makara",
                     *             "name_devanagari": "मकर",
                     *             "start": "2023-08-12T17:03:31+05:30",
                     *             "end": "2023-08-12T18:48:33+05:30"
                     *           },
                     *           {
                     *             "number": 11,
                     *             "name": "Kumbha",
                     *             "name_devanagari": "कुम्भ",
                     *             "start": "2023-08-12T18:48:33+05:30",
                     *             "end": "2023-08-12T20:19:31+05:30"
                     *           },
                     *           {
                     *             "number": 12,
                     *             "name": "Mīna",
                     *             "name_devanagari": "मीन",
                     *             "start": "2023-08-12T20:19:31+05:30",
                     *             "end": "2023-08-12T21:48:05+05:30"
                     *           },
                     *           {
                     *             "number": 1,
                     *             "name": "Meṣa",
                     *             "name_devanagari": "मेष",
                     *             "start": "2023-08-12T21:48:05+05:30",
                     *             "end": "2023-08-12T23:26:28+05:30"
                     *           },
                     *           {
                     *             "number": 2,
                     *             "name": "Vṛṣabha",
                     *             "name_devanagari": "वृषभ",
                     *             "start": "2023-08-12T23:26:28+05:30",
                     *             "end": "2023-08-13T01:23:41+05:30"
                     *           },
                     *           {
                     *             "number": 3,
                     *             "name": "Mithuna",
                     *             "name_devanagari": "मिथुन",
                     *             "start": "2023-08-13T01:23:41+05:30",
                     *             "end": "2023-08-13T03:37:32+05:30"
                     *           },
                     *           {
                     *             "number": 4,
                     *             "name": "Karka",
                     *             "name_devanagari": "कर्क",
                     *             "start": "2023-08-13T03:37:32+05:30",
                     *             "end": "2023-08-13T05:32:25+05:30"
                     *           }
                     *         ],
                     *         "reason": null
                     *       },
                     *       "solar_date": null
                     *     }
                     */
                    "application/json": {
                        /** Format: date */
                        date: string;
                        location: {
                            lat: number;
                            lng: number;
                            altitude: number;
                            /** Format: iana-tz */
                            tz: string;
                        };
                        /**
                         * Format: date-time
                         * @description Instant mode: the instant; null in day mode
                         */
                        instant: string | null;
                        /** @enum {string} */
                        convention: "drik" | "swiss";
                        /** @enum {string} */
                        calendar_system: "amant" | "purnimant";
                        /**
                         * @description Day mode anchors at sunrise; where the Sun does not rise that date (polar day or night), at local midnight (00:00) and the civil day
                         * @enum {string}
                         */
                        anchor: "sunrise" | "local_midnight" | "instant";
                        /** Format: date-time */
                        anchor_time: string;
                        /** @description Tithi 1–30 (1–15 Shukla, 16–30 Krishna; 15 Purnima, 30 Amavasya) */
                        tithi: {
                            /** @description IAST */
                            name: string;
                            name_devanagari: string;
                            /** @description English (with `lang`) */
                            name_en?: string;
                            /** @description The name in the requested `lang` (with `lang`) */
                            name_local?: string | null;
                            number: number;
                            /** @enum {string} */
                            paksha: "Shukla" | "Krishna";
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                             */
                            start: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                             */
                            end: string | null;
                            /** @description Day mode: every element from this sunrise to the next sunrise, in order (the first is the one at sunrise). Null in instant mode. */
                            sequence: {
                                /** @description IAST */
                                name: string;
                                name_devanagari: string;
                                /** @description English (with `lang`) */
                                name_en?: string;
                                /** @description The name in the requested `lang` (with `lang`) */
                                name_local?: string | null;
                                number: number;
                                /** @enum {string} */
                                paksha: "Shukla" | "Krishna";
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                                 */
                                start: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                                 */
                                end: string | null;
                            }[] | null;
                        };
                        /** @description Nakshatra 1–27 (1 Ashvini); pada at the anchor */
                        nakshatra: {
                            /** @description IAST */
                            name: string;
                            name_devanagari: string;
                            /** @description English (with `lang`) */
                            name_en?: string;
                            /** @description The name in the requested `lang` (with `lang`) */
                            name_local?: string | null;
                            number: number;
                            pada: number;
                            /** @description Vimshottari lord (IAST) */
                            lord: string;
                            lord_devanagari: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                             */
                            start: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                             */
                            end: string | null;
                            /** @description Day mode: every element from this sunrise to the next sunrise, in order (the first is the one at sunrise). Null in instant mode. */
                            sequence: {
                                /** @description IAST */
                                name: string;
                                name_devanagari: string;
                                /** @description English (with `lang`) */
                                name_en?: string;
                                /** @description The name in the requested `lang` (with `lang`) */
                                name_local?: string | null;
                                number: number;
                                pada: number;
                                /** @description Vimshottari lord (IAST) */
                                lord: string;
                                lord_devanagari: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                                 */
                                start: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                                 */
                                end: string | null;
                            }[] | null;
                        };
                        /** @description Yoga 1–27 (1 Vishkambha) */
                        yoga: {
                            /** @description IAST */
                            name: string;
                            name_devanagari: string;
                            /** @description English (with `lang`) */
                            name_en?: string;
                            /** @description The name in the requested `lang` (with `lang`) */
                            name_local?: string | null;
                            number: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                             */
                            start: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                             */
                            end: string | null;
                            /** @description Day mode: every element from this sunrise to the next sunrise, in order (the first is the one at sunrise). Null in instant mode. */
                            sequence: {
                                /** @description IAST */
                                name: string;
                                name_devanagari: string;
                                /** @description English (with `lang`) */
                                name_en?: string;
                                /** @description The name in the requested `lang` (with `lang`) */
                                name_local?: string | null;
                                number: number;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                                 */
                                start: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                                 */
                                end: string | null;
                            }[] | null;
                        };
                        /** @description Karana 1–11: 1 Bava … 7 Vishti, 8 Shakuni, 9 Chatushpada, 10 Naga, 11 Kimstughna */
                        karana: {
                            /** @description IAST */
                            name: string;
                            name_devanagari: string;
                            /** @description English (with `lang`) */
                            name_en?: string;
                            /** @description The name in the requested `lang` (with `lang`) */
                            name_local?: string | null;
                            number: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                             */
                            start: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                             */
                            end: string | null;
                            /** @description Day mode: every element from this sunrise to the next sunrise, in order (the first is the one at sunrise). Null in instant mode. */
                            sequence: {
                                /** @description IAST */
                                name: string;
                                name_devanagari: string;
                                /** @description English (with `lang`) */
                                name_en?: string;
                                /** @description The name in the requested `lang` (with `lang`) */
                                name_local?: string | null;
                                number: number;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                                 */
                                start: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                                 */
                                end: string | null;
                            }[] | null;
                        };
                        /** @description The lunar month in the selected `calendar_system`, plus both systems */
                        masa: {
                            /** @description 0 = Chaitra … 11 = Phalguna */
                            index: number;
                            /** @description IAST */
                            name: string;
                            name_devanagari: string;
                            /** @description English (with `lang`) */
                            name_en?: string;
                            /** @description The name in the requested `lang` (with `lang`) */
                            name_local?: string | null;
                            /** @description Intercalary month (no sankranti in the lunation); it has the name of the following month */
                            adhika: boolean;
                            /** @description A lunation with two sankrantis (very rare) */
                            kshaya: boolean;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                             */
                            start: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                             */
                            end: string | null;
                            /** @enum {string} */
                            calendar_system: "amant" | "purnimant";
                            amanta: {
                                /** @description 0 = Chaitra … 11 = Phalguna */
                                index: number;
                                /** @description IAST */
                                name: string;
                                name_devanagari: string;
                                /** @description English (with `lang`) */
                                name_en?: string;
                                /** @description The name in the requested `lang` (with `lang`) */
                                name_local?: string | null;
                                /** @description Intercalary month (no sankranti in the lunation); it has the name of the following month */
                                adhika: boolean;
                                /** @description A lunation with two sankrantis (very rare) */
                                kshaya: boolean;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                                 */
                                start: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                                 */
                                end: string | null;
                            };
                            purnimanta: {
                                /** @description 0 = Chaitra … 11 = Phalguna */
                                index: number;
                                /** @description IAST */
                                name: string;
                                name_devanagari: string;
                                /** @description English (with `lang`) */
                                name_en?: string;
                                /** @description The name in the requested `lang` (with `lang`) */
                                name_local?: string | null;
                                /** @description Intercalary month (no sankranti in the lunation); it has the name of the following month */
                                adhika: boolean;
                                /** @description A lunation with two sankrantis (very rare) */
                                kshaya: boolean;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                                 */
                                start: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                                 */
                                end: string | null;
                            };
                        } | null;
                        /** @description Vikram (changes at purnimanta Chaitra Krishna Pratipada), Shaka (amanta Chaitra Shukla Pratipada), Gujarati (Kartika Shukla Pratipada) years with samvatsara names */
                        samvat: {
                            vikram: {
                                year: number;
                                samvatsara: {
                                    number: number;
                                    /** @description IAST */
                                    name: string;
                                    name_devanagari: string;
                                    /** @description English (with `lang`) */
                                    name_en?: string;
                                    /** @description The name in the requested `lang` (with `lang`) */
                                    name_local?: string | null;
                                };
                            };
                            shaka: {
                                year: number;
                                samvatsara: {
                                    number: number;
                                    /** @description IAST */
                                    name: string;
                                    name_devanagari: string;
                                    /** @description English (with `lang`) */
                                    name_en?: string;
                                    /** @description The name in the requested `lang` (with `lang`) */
                                    name_local?: string | null;
                                };
                            };
                            gujarati: {
                                year: number;
                                samvatsara: {
                                    number: number;
                                    /** @description IAST */
                                    name: string;
                                    name_devanagari: string;
                                    /** @description English (with `lang`) */
                                    name_en?: string;
                                    /** @description The name in the requested `lang` (with `lang`) */
                                    name_local?: string | null;
                                };
                            };
                        } | null;
                        /** @description Null in instant mode. Sunrise/sunset: upper limb with standard refraction; null when the event does not happen that date */
                        sun: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                             */
                            sunrise: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                             */
                            sunset: string | null;
                            /**
                             * Format: date-time
                             * @description Moonrise between this sunrise and the next; null if none
                             */
                            moonrise: string | null;
                            /**
                             * Format: date-time
                             * @description Moonset between this sunrise and the next; null if none
                             */
                            moonset: string | null;
                            day_length_seconds: number | null;
                        } | null;
                        vara: {
                            /** @description 0 = Sunday (Ravivara) … 6 = Saturday */
                            number: number;
                            /** @description IAST */
                            name: string;
                            name_devanagari: string;
                            /** @description English (with `lang`) */
                            name_en?: string;
                            /** @description The name in the requested `lang` (with `lang`) */
                            name_local?: string | null;
                            lord: string;
                            lord_devanagari: string;
                        } | null;
                        rahu_kalam: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            start: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            end: string;
                        } | null;
                        yama_gandam: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            start: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            end: string;
                        } | null;
                        gulika_kalam: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            start: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            end: string;
                        } | null;
                        /** @description Midday ± daylength/30; null on Wednesdays (as Drik Panchang), in instant mode, or without include_muhurat */
                        abhijit_muhurat: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            start: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            end: string;
                        } | null;
                        /** @description Day mode, when an Ekadashi runs between this sunrise and the next */
                        ekadashi: {
                            /** @description IAST */
                            name: string;
                            name_devanagari: string;
                            /** @description English (with `lang`) */
                            name_en?: string;
                            /** @description The name in the requested `lang` (with `lang`) */
                            name_local?: string | null;
                            /** @description Drik Panchang's English label, e.g. 'Parsva Ekadashi' */
                            label: string;
                            /** @enum {string} */
                            paksha: "Shukla" | "Krishna";
                            /** @description Amanta month (IAST) the Ekadashi falls in */
                            masa: string;
                            /** @description In an adhika month: Padmini (Shukla) or Parama (Krishna) */
                            adhika_masa: boolean;
                            /** Format: date-time */
                            tithi_start: string;
                            /** Format: date-time */
                            tithi_end: string;
                            /**
                             * Format: date
                             * @description Smarta fasting date (Drik)
                             */
                            fast_date: string;
                            /** Format: date */
                            smarta_date: string;
                            /**
                             * Format: date
                             * @description Alternate smarta day when the fast splits
                             */
                            gauna_date: string | null;
                            /**
                             * Format: date
                             * @description Vaishnava (arunodaya) fasting date
                             */
                            vaishnava_date: string;
                            dates_differ: boolean;
                            /**
                             * Format: date-time
                             * @description End of the first quarter of Dwadashi
                             */
                            hari_vasara_end: string;
                            parana: {
                                /** Format: date */
                                date: string;
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                            } | null;
                            vaishnava_parana: {
                                /** Format: date */
                                date: string;
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                            } | null;
                        } | null;
                        /**
                         * @description The civil date in the regional solar calendar chosen by `calendar` (by default the place’s; null where none applies). A month begins with the Sun’s entry into a sidereal sign (sankranti, Lahiri, as `convention`); its first civil day follows the region’s rule (R. Sewell, Indian Chronography §43): tamil — sankranti before sunset → that day, else the next; malayalam — within the first 3/5 of the daytime (sunrise → sunset) → that day, else the next; bengali and assamese — between sunrise and midnight (the middle of the night) → the next day, after midnight → the day after; odia and punjabi — the civil day of the sankranti. Sunrise and sunset are those of the place. Years: tamil Kali (current year, from Cittirai 1), malayalam Kollam (from Ciṅṅaṁ 1), bengali Baṅgābda and assamese Bhāskarābda (Gregorian − 593 from Baiśākh/Bohāg 1), odia solar Śaka (Gregorian − 78 from Baiśākha 1), punjabi Bikrami (Gregorian + 57 from Vaisākh 1).
                         * @example {
                         *       "calendar": "tamil",
                         *       "month": {
                         *         "number": 1,
                         *         "name": "Cittirai",
                         *         "name_native": "சித்திரை",
                         *         "rashi": 1
                         *       },
                         *       "day": 1,
                         *       "year": 5126,
                         *       "era": {
                         *         "name": "Kali",
                         *         "name_native": "கலி"
                         *       },
                         *       "month_start": "2024-04-14",
                         *       "month_end": "2024-05-13",
                         *       "month_days": 30,
                         *       "sankranti": "2024-04-13T21:15:08+05:30"
                         *     }
                         */
                        solar_date: {
                            /** @enum {string} */
                            calendar: "tamil" | "malayalam" | "bengali" | "odia" | "assamese" | "punjabi";
                            month: {
                                /** @description Month of the regional year (1 = the first month: Cittirai, Ciṅṅaṁ, Baiśākh, …) */
                                number: number;
                                /** @description IAST */
                                name: string;
                                /** @description In the regional script (Tamil, Malayalam, Bengali, Odia, Assamese, Gurmukhi) */
                                name_native: string;
                                /** @description The sidereal sign the Sun is in (1 Mesha … 12 Meena) */
                                rashi: number;
                            };
                            day: number;
                            year: number;
                            era: {
                                /** @description IAST */
                                name: string;
                                /** @description In the regional script (Tamil, Malayalam, Bengali, Odia, Assamese, Gurmukhi) */
                                name_native: string;
                            };
                            /**
                             * Format: date
                             * @description First civil day of the month
                             */
                            month_start: string;
                            /**
                             * Format: date
                             * @description Last civil day of the month
                             */
                            month_end: string;
                            month_days: number;
                            /**
                             * Format: date-time
                             * @description The sankranti that began the month, local time in `tz`
                             */
                            sankranti: string;
                        } | null;
                        /** @description include=muhurtas. A muhurta is 1/15 of the day (sunrise → sunset) or of the night (sunset → next sunrise). In instant mode, windows not in force at the instant are null or left out of the lists. */
                        muhurtas?: {
                            /** @description 14th muhurta of the night that ends at sunrise */
                            brahma_muhurta: {
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                            } | null;
                            /** @description Middle of Brahma muhurta → sunrise */
                            pratah_sandhya: {
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                            } | null;
                            /** @description 11th muhurta of the day */
                            vijaya_muhurta: {
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                            } | null;
                            /** @description 3rd of the five parts of the day */
                            madhyahna_kaal: {
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                            } | null;
                            /** @description Sunset ± half a ghati (12 minutes), Muhurta Ganapati */
                            godhuli_muhurta: {
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                            } | null;
                            /** @description Sunset → sunset + 1½ night muhurtas */
                            sayahna_sandhya: {
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                            } | null;
                            /** @description Sunset → sunset + 3 night muhurtas (night/5) */
                            pradosh_kaal: {
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                            } | null;
                            /** @description 8th muhurta of the night (around local midnight) */
                            nishita_muhurta: {
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                            } | null;
                            /** @description By weekday: Sun day 14; Mon day 9, 12; Tue day 4, night 7; Wed day 8; Thu day 6, 12; Fri day 4, 9; Sat day 1, 2 (as Drik Panchang) */
                            dur_muhurtam: {
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                            }[] | null;
                            /** @description Tyajya: 4 ghatis of the nakshatra from its tyajya ghati (classical table, scaled to the nakshatra’s length); the windows that begin between this sunrise and the next (0–2) */
                            varjyam: {
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                            }[];
                            /** @description Amrita ghati: 4 ghatis of the nakshatra from its amrita ghati, scaled likewise; the windows that begin this Hindu day (0–2) */
                            amrit_kalam: {
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                            }[];
                            /**
                             * @description Why some windows of the group are null: the Sun does not rise, set, rise the next day, or did not set the day before (polar day or night); null when nothing is missing
                             * @enum {string|null}
                             */
                            reason: "no_sunrise" | "no_sunset" | "no_next_sunrise" | "no_previous_sunset" | null;
                        };
                        /** @description include=choghadiya. Eight equal parts of the day and eight of the night; the day starts with the weekday lord’s choghadiya. In instant mode, only the one in force. */
                        choghadiya?: {
                            day: {
                                /** @description 1–8 within the day or the night */
                                number: number;
                                /** @description IAST */
                                name: string;
                                name_devanagari: string;
                                /** @description English (with `lang`) */
                                name_en?: string;
                                /** @description The name in the requested `lang` (with `lang`) */
                                name_local?: string | null;
                                /** @description English spelling (as Drik Panchang prints it) */
                                label: string;
                                /**
                                 * @description Amrit, Shubh, Labh good; Char neutral; Udveg, Kaal, Rog bad
                                 * @enum {string}
                                 */
                                quality: "good" | "neutral" | "bad";
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                            }[] | null;
                            night: {
                                /** @description 1–8 within the day or the night */
                                number: number;
                                /** @description IAST */
                                name: string;
                                name_devanagari: string;
                                /** @description English (with `lang`) */
                                name_en?: string;
                                /** @description The name in the requested `lang` (with `lang`) */
                                name_local?: string | null;
                                /** @description English spelling (as Drik Panchang prints it) */
                                label: string;
                                /**
                                 * @description Amrit, Shubh, Labh good; Char neutral; Udveg, Kaal, Rog bad
                                 * @enum {string}
                                 */
                                quality: "good" | "neutral" | "bad";
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                            }[] | null;
                            /**
                             * @description Why some windows of the group are null: the Sun does not rise, set, rise the next day, or did not set the day before (polar day or night); null when nothing is missing
                             * @enum {string|null}
                             */
                            reason: "no_sunrise" | "no_sunset" | "no_next_sunrise" | "no_previous_sunset" | null;
                        };
                        /** @description include=hora. 24 planetary hours from sunrise (12 equal day parts, 12 equal night parts), the first ruled by the weekday lord, then in Chaldean order (Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon). In instant mode, only the one in force. */
                        hora?: {
                            horas: {
                                /** @description 1–12 day (sunrise → sunset), 13–24 night (sunset → next sunrise) */
                                number: number;
                                /** @enum {string} */
                                part: "day" | "night";
                                /** @description Ruling planet (IAST) */
                                lord: string;
                                lord_devanagari: string;
                                /** @description Ruling planet in English */
                                lord_label: string;
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                            }[] | null;
                            /**
                             * @description Why some windows of the group are null: the Sun does not rise, set, rise the next day, or did not set the day before (polar day or night); null when nothing is missing
                             * @enum {string|null}
                             */
                            reason: "no_sunrise" | "no_sunset" | "no_next_sunrise" | "no_previous_sunset" | null;
                        };
                        /** @description include=signs. Sidereal (Lahiri, same as the angas) sign of the Sun and the Moon at the anchor, with start, end and every sign until the next sunrise */
                        signs?: {
                            sun: {
                                /** @description 1 Mesha … 12 Meena (sidereal, Lahiri) */
                                number: number;
                                /** @description IAST */
                                name: string;
                                name_devanagari: string;
                                /** @description English (with `lang`) */
                                name_en?: string;
                                /** @description The name in the requested `lang` (with `lang`) */
                                name_local?: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                                 */
                                start: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                                 */
                                end: string | null;
                                /** @description Day mode: every sign from this sunrise to the next (two or more when the body changes sign that day); null in instant mode */
                                sequence: {
                                    /** @description 1 Mesha … 12 Meena (sidereal, Lahiri) */
                                    number: number;
                                    /** @description IAST */
                                    name: string;
                                    name_devanagari: string;
                                    /** @description English (with `lang`) */
                                    name_en?: string;
                                    /** @description The name in the requested `lang` (with `lang`) */
                                    name_local?: string | null;
                                    /**
                                     * Format: date-time
                                     * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                                     */
                                    start: string | null;
                                    /**
                                     * Format: date-time
                                     * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                                     */
                                    end: string | null;
                                }[] | null;
                            };
                            moon: {
                                /** @description 1 Mesha … 12 Meena (sidereal, Lahiri) */
                                number: number;
                                /** @description IAST */
                                name: string;
                                name_devanagari: string;
                                /** @description English (with `lang`) */
                                name_en?: string;
                                /** @description The name in the requested `lang` (with `lang`) */
                                name_local?: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                                 */
                                start: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                                 */
                                end: string | null;
                                /** @description Day mode: every sign from this sunrise to the next (two or more when the body changes sign that day); null in instant mode */
                                sequence: {
                                    /** @description 1 Mesha … 12 Meena (sidereal, Lahiri) */
                                    number: number;
                                    /** @description IAST */
                                    name: string;
                                    name_devanagari: string;
                                    /** @description English (with `lang`) */
                                    name_en?: string;
                                    /** @description The name in the requested `lang` (with `lang`) */
                                    name_local?: string | null;
                                    /**
                                     * Format: date-time
                                     * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                                     */
                                    start: string | null;
                                    /**
                                     * Format: date-time
                                     * @description ISO 8601 local time with the offset of `tz` at that instant; null in instant mode
                                     */
                                    end: string | null;
                                }[] | null;
                            };
                        };
                        /** @description include=periods */
                        periods?: {
                            /** @description tropical: by the tropical Sun, two signs each from Pisces + Aries = Vasanta (as Drik Panchang’s “Drik Ritu”); sidereal: the same on the sidereal (Lahiri) Sun, Meena + Mesha = Vasanta; lunar: by the amanta month, Chaitra + Vaishakha = Vasanta (an adhika month takes its nija month’s ritu) */
                            ritu: {
                                /** @description Ritu 1 Vasanta … 6 Shishira */
                                tropical: {
                                    number: number;
                                    /** @description IAST */
                                    name: string;
                                    name_devanagari: string;
                                    /** @description English (with `lang`) */
                                    name_en?: string;
                                    /** @description The name in the requested `lang` (with `lang`) */
                                    name_local?: string | null;
                                    /** @description English spelling (as Drik Panchang prints it) */
                                    label: string;
                                };
                                /** @description Ritu 1 Vasanta … 6 Shishira */
                                sidereal: {
                                    number: number;
                                    /** @description IAST */
                                    name: string;
                                    name_devanagari: string;
                                    /** @description English (with `lang`) */
                                    name_en?: string;
                                    /** @description The name in the requested `lang` (with `lang`) */
                                    name_local?: string | null;
                                    /** @description English spelling (as Drik Panchang prints it) */
                                    label: string;
                                };
                                /** @description Ritu 1 Vasanta … 6 Shishira */
                                lunar: {
                                    number: number;
                                    /** @description IAST */
                                    name: string;
                                    name_devanagari: string;
                                    /** @description English (with `lang`) */
                                    name_en?: string;
                                    /** @description The name in the requested `lang` (with `lang`) */
                                    name_local?: string | null;
                                    /** @description English spelling (as Drik Panchang prints it) */
                                    label: string;
                                };
                            };
                            /** @description Uttarayana while the Sun is between 270° and 90°: tropical = from the winter solstice to the summer solstice (as Drik Panchang’s “Drik Ayana”), sidereal = from Makara Sankranti to Karka Sankranti */
                            ayana: {
                                tropical: {
                                    number?: number;
                                    /** @description IAST */
                                    name: string;
                                    name_devanagari: string;
                                    /** @description English (with `lang`) */
                                    name_en?: string;
                                    /** @description The name in the requested `lang` (with `lang`) */
                                    name_local?: string | null;
                                    /** @description English spelling (as Drik Panchang prints it) */
                                    label: string;
                                };
                                sidereal: {
                                    number?: number;
                                    /** @description IAST */
                                    name: string;
                                    name_devanagari: string;
                                    /** @description English (with `lang`) */
                                    name_en?: string;
                                    /** @description The name in the requested `lang` (with `lang`) */
                                    name_local?: string | null;
                                    /** @description English spelling (as Drik Panchang prints it) */
                                    label: string;
                                };
                            };
                            /** @description Length of the day, sunrise → sunset */
                            dinamana_seconds: number | null;
                            /** @description Length of the night, sunset → next sunrise */
                            ratrimana_seconds: number | null;
                            /**
                             * Format: date-time
                             * @description Local midday: the middle of sunrise → sunset
                             */
                            madhyahna: string | null;
                            /**
                             * @description Why some windows of the group are null: the Sun does not rise, set, rise the next day, or did not set the day before (polar day or night); null when nothing is missing
                             * @enum {string|null}
                             */
                            reason: "no_sunrise" | "no_sunset" | "no_next_sunrise" | "no_previous_sunset" | null;
                        };
                        /** @description include=balam. Tarabalam and chandrabalam: which birth nakshatras and birth rashis the Moon favours, one entry per nakshatra / Moon sign from this sunrise to the next (as Drik Panchang’s “Tarabalam … upto”, “Chandrabalam … upto”); instant mode: the one at the instant. Checked by definition only (no reference data). */
                        balam?: {
                            tarabalam: {
                                /** @description The Moon’s nakshatra over this span */
                                moon_nakshatra: number;
                                /**
                                 * Format: date-time
                                 * @description Day mode: when the Moon entered / leaves it (may lie outside the day); null in instant mode
                                 */
                                start: string | null;
                                /**
                                 * Format: date-time
                                 * @description Day mode: the “upto” time (the Moon leaves the nakshatra); null in instant mode
                                 */
                                end: string | null;
                                /** @description The 15 birth nakshatras with tarabalam, ascending: tara = (count from the birth nakshatra to the Moon’s, both included) mod 9; favourable 2 Sampat, 4 Kshema, 6 Sadhana, 8 Mitra, 9 Parama Mitra */
                                favourable: {
                                    /** @description Birth nakshatra */
                                    number: number;
                                    /** @description IAST */
                                    name: string;
                                    name_devanagari: string;
                                    /** @description English (with `lang`) */
                                    name_en?: string;
                                    /** @description The name in the requested `lang` (with `lang`) */
                                    name_local?: string | null;
                                    /** @enum {integer} */
                                    tara: 2 | 4 | 6 | 8 | 9;
                                    /** @description IAST, e.g. Sampat, Kṣema, Sādhana, Mitra, Parama Mitra */
                                    tara_name: string;
                                }[];
                            }[];
                            chandrabalam: {
                                /** @description The Moon’s sidereal sign over this span */
                                moon_rashi: number;
                                /**
                                 * Format: date-time
                                 * @description Day mode: when the Moon entered / leaves it (may lie outside the day); null in instant mode
                                 */
                                start: string | null;
                                /**
                                 * Format: date-time
                                 * @description Day mode: the “upto” time (the Moon leaves the sign); null in instant mode
                                 */
                                end: string | null;
                                /** @description The 6 birth rashis with chandrabalam, ascending: the Moon’s sign is house 1, 3, 6, 7, 10 or 11 counted from the birth rashi (both included) */
                                favourable: {
                                    /** @description Birth rashi */
                                    number: number;
                                    /** @description IAST */
                                    name: string;
                                    name_devanagari: string;
                                    /** @description English (with `lang`) */
                                    name_en?: string;
                                    /** @description The name in the requested `lang` (with `lang`) */
                                    name_local?: string | null;
                                    /** @enum {integer} */
                                    house: 1 | 3 | 6 | 7 | 10 | 11;
                                }[];
                            }[];
                        };
                        /** @description include=panchaka. The Moon in its last five nakshatras (Dhanishtha’s second half to Revati = sidereal Kumbha and Meena), when it overlaps this Hindu day (instant mode: when in force at the instant); null otherwise. */
                        panchaka?: {
                            /**
                             * Format: date-time
                             * @description The Moon enters Kumbha (may be days before); null in instant mode
                             */
                            start: string | null;
                            /**
                             * Format: date-time
                             * @description The Moon leaves Meena; null in instant mode
                             */
                            end: string | null;
                            /** @description Vara (from sunrise at the place, 0 = Sunday) on which it begins */
                            begins_weekday: number;
                            /** @description By the weekday it begins on: Sunday Roga, Monday Raja, Tuesday Agni, Friday Chora, Saturday Mrityu; null for Wednesday and Thursday (no named kind) */
                            kind: {
                                /** @description IAST */
                                name: string;
                                name_devanagari: string;
                                /** @description English (with `lang`) */
                                name_en?: string;
                                /** @description The name in the requested `lang` (with `lang`) */
                                name_local?: string | null;
                                /** @description English spelling (as Drik Panchang prints it) */
                                label: string;
                            } | null;
                        } | null;
                        /** @description include=yogas */
                        yogas?: {
                            /** @description Anandadi yoga from the weekday (of the Hindu day) and the Moon’s nakshatra counted in the 28-scheme with Abhijit (276°40′–280°53′20″): Ananda on Sunday in Ashvini, Monday Mrigashira, Tuesday Ashlesha, Wednesday Hasta, Thursday Anuradha, Friday Uttara Ashadha, Saturday Shatabhisha; one entry per nakshatra from this sunrise to the next (instant mode: the one in force). Checked by definition only. */
                            anandadi: {
                                /** @description 1 Ananda … 28 Vardhamana */
                                number: number;
                                /** @description IAST */
                                name: string;
                                name_devanagari: string;
                                /** @description English (with `lang`) */
                                name_en?: string;
                                /** @description The name in the requested `lang` (with `lang`) */
                                name_local?: string | null;
                                /** @description English spelling (as Drik Panchang prints it) */
                                label: string;
                                /** @enum {string} */
                                quality: "good" | "bad";
                                /**
                                 * Format: date-time
                                 * @description Day mode: when the Moon entered the nakshatra (28-scheme) giving this yoga; null in instant mode
                                 */
                                start: string | null;
                                /**
                                 * Format: date-time
                                 * @description Day mode: the “upto” time; null in instant mode
                                 */
                                end: string | null;
                            }[];
                            /** @description Direction to avoid travelling towards: Monday and Saturday East, Thursday South, Sunday and Friday West, Tuesday and Wednesday North (Muhurta Chintamani). No remedy is given (almanacs differ). */
                            disha_shool: {
                                /** @description IAST */
                                name: string;
                                name_devanagari: string;
                                /** @description English (with `lang`) */
                                name_en?: string;
                                /** @description The name in the requested `lang` (with `lang`) */
                                name_local?: string | null;
                                /** @description English spelling (as Drik Panchang prints it) */
                                label: string;
                            };
                        };
                        /** @description include=gowri. Gowri panchangam (nalla neram): eight equal parts of the day and eight of the night; by day the weekday lords from the day’s lord in weekday order with Visham at the Rahu kalam part, by night from the fifth weekday’s lord with Visham after the same lord as by day (Sunday: Uthi, Amirdha, Rogam, Laabam, Dhanam, Sugam, Soram, Visham by day; Dhanam, Sugam, Soram, Visham, Uthi, Amirdha, Rogam, Laabam by night). In instant mode, only the one in force. */
                        gowri?: {
                            day: {
                                /** @description 1–8 within the day or the night */
                                number: number;
                                /**
                                 * @description As Tamil calendars transliterate it
                                 * @enum {string}
                                 */
                                name: "Uthi" | "Amirdha" | "Rogam" | "Laabam" | "Dhanam" | "Sugam" | "Soram" | "Visham";
                                /** @description Tamil script, e.g. அமிர்தம் */
                                name_tamil: string;
                                /** @description The Sanskrit word (IAST), e.g. Amṛta */
                                name_iast: string;
                                /**
                                 * @description Amirdha, Uthi, Laabam, Sugam, Dhanam good; Soram, Rogam, Visham bad
                                 * @enum {string}
                                 */
                                quality: "good" | "bad";
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                            }[] | null;
                            night: {
                                /** @description 1–8 within the day or the night */
                                number: number;
                                /**
                                 * @description As Tamil calendars transliterate it
                                 * @enum {string}
                                 */
                                name: "Uthi" | "Amirdha" | "Rogam" | "Laabam" | "Dhanam" | "Sugam" | "Soram" | "Visham";
                                /** @description Tamil script, e.g. அமிர்தம் */
                                name_tamil: string;
                                /** @description The Sanskrit word (IAST), e.g. Amṛta */
                                name_iast: string;
                                /**
                                 * @description Amirdha, Uthi, Laabam, Sugam, Dhanam good; Soram, Rogam, Visham bad
                                 * @enum {string}
                                 */
                                quality: "good" | "bad";
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                            }[] | null;
                            /**
                             * @description Why some windows of the group are null: the Sun does not rise, set, rise the next day, or did not set the day before (polar day or night); null when nothing is missing
                             * @enum {string|null}
                             */
                            reason: "no_sunrise" | "no_sunset" | "no_next_sunrise" | "no_previous_sunset" | null;
                        };
                        /** @description include=lagna. Udaya lagna: each sidereal (Lahiri) sign on the eastern horizon from sunrise to the next sunrise (12–13 entries, contiguous), from local apparent sidereal time, the latitude and the true obliquity. In instant mode, only the one in force. */
                        lagna?: {
                            lagnas: {
                                /** @description Sidereal (Lahiri) sign rising: 1 Mesha … 12 Meena */
                                number: number;
                                /** @description IAST */
                                name: string;
                                name_devanagari: string;
                                /** @description English (with `lang`) */
                                name_en?: string;
                                /** @description The name in the requested `lang` (with `lang`) */
                                name_local?: string | null;
                                /**
                                 * Format: date-time
                                 * @description When its first point rises (the first entry: sunrise)
                                 */
                                start: string;
                                /**
                                 * Format: date-time
                                 * @description When the next sign rises (the last entry: the next sunrise)
                                 */
                                end: string;
                            }[] | null;
                            /**
                             * @description Why `lagnas` is null: no sunrise or no next sunrise (polar day or night), or a latitude beyond 90° − obliquity (about 66.56°) where part of the ecliptic never rises
                             * @enum {string|null}
                             */
                            reason: "no_sunrise" | "no_next_sunrise" | "ecliptic_circumpolar" | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
        };
    };
    listFestivals: {
        parameters: {
            query: {
                /** @description Gregorian year; defaults to the current year in `tz`. */
                year?: number;
                /** @description Lunar month system: `amant` (months end at new moon; South and West India) or `purnimant` (months end at full moon; North India). */
                calendar_system?: "amant" | "purnimant";
                /** @description Latitude in decimal degrees, north positive. */
                lat: number;
                /** @description Longitude in decimal degrees, east positive. */
                lng: number;
                /** @description IANA time zone name, or `auto`. All local dates and times in the response are in this zone, and `location.tz` states it. `auto` is the zone in force at `lat`/`lng` (looked up from time-zone boundaries derived from OpenStreetMap, accurate to a few kilometres near a border; at sea the nautical zone, e.g. `Etc/GMT-5` for UTC+5): `tz=auto` at Kathmandu answers in `Asia/Kathmandu`, the same answer (and cache entry) as `tz=Asia/Kathmandu`. Default `Asia/Kolkata` wherever the place is. */
                tz?: string;
                /** @description Height above sea level in metres; lowers the apparent horizon (earlier sunrise, later sunset). */
                altitude?: number;
                /** @description Astronomical convention. `drik` (default) reproduces Drik Panchang: Swiss Ephemeris Lahiri positions with the Sun shifted by solar aberration plus nutation in longitude (≈ −30″). `swiss` gives plain Swiss Ephemeris apparent sidereal (Lahiri) positions. */
                convention?: "drik" | "swiss";
                /**
                 * @description Language of the names added as `name_local` (with `name_en`, `lord_local`, `paksha_local`, `weekday_local` …): `sa-Latn` or `iast` (IAST, the `name` itself), `en` (English), or one of nine Indian languages in their own script: `hi` Hindi, `mr` Marathi, `gu` Gujarati, `bn` Bengali, `or` Odia, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam. Tithi, paksha, nakshatra, yoga, karana, vara, masa (with the adhika prefix), samvatsara, rashi (signs, lagna), the grahas (lords, hora), choghadiya and the named windows (`window_names`: Rahu Kalam, Brahma Muhurta …) are complete in every language; a regional solar month (`solar_date`) is its calendar's own name in that calendar's language, else the name of its rashi; festivals have local names for the thirty major festivals and every Ekadashi, others (and derived days: parana, vaishnava) `name_local: null`. Regional names are the ones regional panchangs print, not transliterations (Tamil `ஞாயிறு` for Sunday, `அசுவினி` for Ashvini; Bengali `বৈশাখ`). Without `lang` the answer is unchanged. Part of the cache key.
                 *
                 *     Examples (GET /calendar/v1/panchang, 2024-04-14): Chennai `date=2024-04-14&lat=13.0827&lng=80.2707&lang=ta` → `vara: {"name": "Ravivāra", "name_en": "Sunday", "name_local": "ஞாயிறு", "lord_local": "சூரியன்"}`, tithi `"name": "Ṣaṣṭhī", "name_local": "சஷ்டி", "paksha_local": "வளர்பிறை"`, nakshatra `"Ārdrā"` → `"திருவாதிரை"`, masa `"Caitra"` → `"சைத்ரம்"`, samvatsara `"Krodhin"` → `"குரோதி"`. Kolkata `date=2024-04-14&lat=22.5726&lng=88.3639&lang=bn` → vara `"রবিবার"`, tithi `"ষষ্ঠী"` (`paksha_local` `"শুক্ল"`), nakshatra `"আর্দ্রা"`, masa `"চৈত্র"`.
                 */
                lang?: "sa-Latn" | "iast" | "en" | "hi" | "mr" | "gu" | "bn" | "or" | "ta" | "te" | "kn" | "ml";
                /** @description `json` (default) or `ics` (text/calendar). Without it, `Accept: text/calendar` selects ICS. */
                format?: "json" | "ics";
                /** @description `inline` (default): each item carries its curated entry. `dictionary`: the body is `{"festivals": [...], "metadata": {rule_id: entry}}`, items naming their entry by rule id (each entry written once). Ignored for ICS. */
                metadata?: "inline" | "dictionary";
                /** @description Regional festival set added to the pan-Indian one: `auto` (default) = the place's region, from its state or country (GeoNames state codes, the nearest town within 60 km; data/regions/festival-regions.json): Tamil Nadu, Puducherry, Malaysia, Singapore, northern and eastern Sri Lanka → `tamil-nadu`; Kerala → `kerala`; Punjab → `punjab`; West Bengal, Tripura, Bangladesh → `west-bengal`; Odisha → `odisha`; Assam → `assam`; Maharashtra → `maharashtra`; Gujarat → `gujarat`; Karnataka → `karnataka`; Andhra Pradesh → `andhra-pradesh`; Telangana → `telangana`; Rajasthan → `rajasthan`; Nepal → `nepal`; elsewhere none; `none` = the pan-Indian set only; or one region id. `jain` (Paryushana, Samvatsari, Das Lakshana, Mahavir Nirvana …) and `buddhist` (Dharma Chakra Day, Magha Puja …) are sets of observances, never chosen by place. Regional items carry `regions`. `auto` is resolved before the response cache, so it shares entries with the explicit value. */
                region?: "auto" | "none" | "tamil-nadu" | "kerala" | "punjab" | "west-bengal" | "odisha" | "assam" | "maharashtra" | "gujarat" | "karnataka" | "andhra-pradesh" | "telangana" | "rajasthan" | "nepal" | "jain" | "buddhist";
                /** @description Comma-separated members of each item to keep (default: all): id, rule_id, name, name_en, names, date, weekday, category, tags, regions, variant, paksha, masa, decided_by, kaala, muhurat, decision, metadata. Ignored for ICS. */
                fields?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Array of EnrichedFestivalInfo sorted by date (or text/calendar); with `metadata=dictionary` an object with the items and the metadata entries; with `fields` only those members of each item Cached for 7 days. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    /** @description private, max-age up to 604800 */
                    "Cache-Control"?: string;
                    /** @description gzip when Accept-Encoding allows it and the body is 1 KB or more */
                    "Content-Encoding"?: "gzip";
                    /** @description Accept-Encoding, on bodies that can be compressed */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "holika-dahan",
                     *         "rule_id": "holika-dahan",
                     *         "name": "Holikā Dahana",
                     *         "name_en": "Holika Dahan",
                     *         "names": {
                     *           "iast": "Holikā Dahana",
                     *           "devanagari": "होलिका दहन",
                     *           "english": "Holika Dahan"
                     *         },
                     *         "date": "2023-03-07",
                     *         "weekday": 2,
                     *         "category": "major",
                     *         "tags": [
                     *           "north-india",
                     *           "vaishnava"
                     *         ],
                     *         "variant": null,
                     *         "paksha": "Shukla",
                     *         "masa": {
                     *           "number": 12,
                     *           "name": "Phālguna",
                     *           "name_en": "Phalguna",
                     *           "adhika": false,
                     *           "system": "purnimant"
                     *         },
                     *         "decided_by": {
                     *           "type": "tithi",
                     *           "number": 15,
                     *           "name": "Śukla Pūrṇimā",
                     *           "name_en": "Shukla Purnima",
                     *           "start": "2023-03-06T16:16:46+05:30",
                     *           "end": "2023-03-07T18:09:19+05:30"
                     *         },
                     *         "kaala": {
                     *           "name": "pradosha",
                     *           "start": "2023-03-07T18:04:34+05:30",
                     *           "end": "2023-03-07T20:30:57+05:30"
                     *         },
                     *         "muhurat": {
                     *           "start": "2023-03-07T18:04:34+05:30",
                     *           "end": "2023-03-07T18:09:19+05:30"
                     *         },
                     *         "decision": {
                     *           "priority": "paraviddha",
                     *           "how": "single"
                     *         },
                     *         "metadata": {
                     *           "deity": {
                     *             "entity_id": null,
                     *             "name": "Agni / Prahlāda"
                     *           },
                     *           "shloka": {
                     *             "ref": {
                     *               "work": "rigveda",
                     *               "chapter": "1.1",
                     *               "verse": "1"
                     *             },
                     *             "cite_path": "/corpus/v1/cite/rigveda/1.1/1",
                     *             "text_devanagari": "अग्निमीळे पुरोहितं यज्ञस्य देवमृत्विजम्।\nहोतारं रत्नधातमम्॥",
                     *             "text_iast": "agnimīl̤e purohitaṃ yajñasya devamṛtvijam|\nhotāraṃ ratnadhātamam||",
                     *             "gloss": "The first verse of the Ṛgveda praises Agni, the priest of the sacrifice: the bonfire of Holikā is a public fire-offering."
                     *           },
                     *           "katha": "Hiraṇyakaśipu tried to kill his son Prahlāda for his devotion to Viṣṇu. His sister Holikā, immune to fire, sat in a pyre with the boy on her lap, but the fire burned her and left Prahlāda unharmed. The bonfire on Phālguna Pūrṇimā re-enacts the triumph of devotion.",
                     *           "observances": [
                     *             "a bonfire lit in pradoṣa after Bhadra has passed",
                     *             "offering new grain, coconut and cow-dung cakes to the fire",
                     *             "circumambulating the fire"
                     *           ],
                     *           "verse_refs": [
                     *             {
                     *               "work": "bhagavata-purana",
                     *               "chapter": "7.8",
                     *               "verse": "18",
                     *               "cite_path": "/corpus/v1/cite/bhagavata-purana/7.8/18",
                     *               "note": "Narasiṃha appears to keep his devotee's word"
                     *             }
                     *           ]
                     *         }
                     *       },
                     *       {
                     *         "id": "diwali",
                     *         "rule_id": "diwali",
                     *         "name": "Dīpāvalī (Lakṣmī Pūjā)",
                     *         "name_en": "Diwali",
                     *         "names": {
                     *           "iast": "Dīpāvalī (Lakṣmī Pūjā)",
                     *           "devanagari": "दीपावली (लक्ष्मी पूजा)",
                     *           "english": "Diwali"
                     *         },
                     *         "date": "2023-11-12",
                     *         "weekday": 0,
                     *         "category": "major",
                     *         "tags": [
                     *           "pan-india",
                     *           "diwali",
                     *           "lakshmi"
                     *         ],
                     *         "variant": null,
                     *         "paksha": "Krishna",
                     *         "masa": {
                     *           "number": 8,
                     *           "name": "Kārttika",
                     *           "name_en": "Kartika",
                     *           "adhika": false,
                     *           "system": "purnimant"
                     *         },
                     *         "decided_by": {
                     *           "type": "tithi",
                     *           "number": 30,
                     *           "name": "Kṛṣṇa Amāvāsyā",
                     *           "name_en": "Krishna Amavasya",
                     *           "start": "2023-11-12T14:44:18+05:30",
                     *           "end": "2023-11-13T14:56:20+05:30"
                     *         },
                     *         "kaala": {
                     *           "name": "pradosha",
                     *           "start": "2023-11-12T17:13:17+05:30",
                     *           "end": "2023-11-12T19:49:35+05:30"
                     *         },
                     *         "muhurat": {
                     *           "start": "2023-11-12T17:13:17+05:30",
                     *           "end": "2023-11-12T19:49:35+05:30"
                     *         },
                     *         "decision": {
                     *           "priority": "paraviddha",
                     *           "how": "single"
                     *         },
                     *         "metadata": {
                     *           "deity": {
                     *             "entity_id": "deity-lakshmi",
                     *             "name": "Lakṣmī"
                     *           },
                     *           "shloka": {
                     *             "ref": {
                     *               "work": "bhagavad-gita",
                     *               "chapter": "10",
                     *               "verse": "34"
                     *             },
                     *             "cite_path": "/corpus/v1/cite/bhagavad-gita/10/34",
                     *             "text_devanagari": "मृत्युः सर्वहरश्चाहमुद्भवश्च भविष्यताम् ।\nकीर्तिः श्रीर्वाक्च नारीणां स्मृतिर्मेधा धृतिः क्षमा ॥",
                     *             "text_iast": "mṛtyuḥ sarvaharaścāhamudbhavaśca bhaviṣyatām |\nkīrtiḥ śrīrvākca nārīṇāṃ smṛtirmedhā dhṛtiḥ kṣamā ||",
                     *             "gloss": "Among feminine powers the Lord names himself fortune (śrī), fame and speech: the verse behind worshipping Lakṣmī as prosperity that comes from the divine."
                     *           },
                     *           "katha": "On the new-moon night of Kārttika (amanta Āśvina) homes are lit to welcome Lakṣmī, who is said to wander the earth that night and stay where she finds cleanliness and light. The lamps also recall Rāma's return to Ayodhyā after fourteen years of exile.",
                     *           "observances": [
                     *             "Lakṣmī–Gaṇeśa pūjā in pradoṣa kāla, ideally in a fixed (sthira) lagna",
                     *             "rows of oil lamps at doors and windows",
                     *             "account books opened afresh by traders (Chopḍā pūjā)",
                     *             "sweets and gifts shared with family and neighbours"
                     *           ],
                     *           "verse_refs": [
                     *             {
                     *               "work": "ramayana",
                     *               "chapter": "6.97",
                     *               "verse": "1",
                     *               "cite_path": "/corpus/v1/cite/ramayana/6.97/1",
                     *               "note": "Rāvaṇa's fall, remembered by the lamps of the homecoming"
                     *             }
                     *           ]
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": {
                        /** @description Stable id of the observance: the rule id, or rule id + `-vaishnava` / `-gauna` / `-parana` */
                        id: string;
                        /** @description Id of the rule record (data/festivals) that decided it */
                        rule_id: string;
                        /** @description IAST name (names.iast): a name member holds the IAST, its English form is `<member>_en` */
                        name: string;
                        /** @description English name (names.english), e.g. Diwali */
                        name_en: string;
                        names: {
                            iast: string;
                            devanagari: string;
                            english: string;
                        };
                        /**
                         * Format: date
                         * @description Local civil date of the observance
                         */
                        date: string;
                        /** @description 0 = Sunday */
                        weekday: number;
                        /** @enum {string} */
                        category: "major" | "ekadashi" | "purnima" | "amavasya" | "sankranti" | "monthly-vrata" | "jayanti" | "vrata" | "navaratri" | "shraddha" | "regional";
                        /** @description Regional and sectarian tags */
                        tags: string[];
                        /** @description Present only on items of a regional set (`region`): the regions whose set holds it */
                        regions?: ("tamil-nadu" | "kerala" | "punjab" | "west-bengal" | "odisha" | "assam" | "maharashtra" | "gujarat" | "karnataka" | "andhra-pradesh" | "telangana" | "rajasthan" | "nepal" | "jain" | "buddhist")[];
                        /** @description `vaishnava`, `gauna` or `parana` for derived days; null for the main observance */
                        variant: string | null;
                        /** @enum {string|null} */
                        paksha: "Shukla" | "Krishna" | null;
                        /** @description Lunar month of the deciding tithi (else of the tithi at sunrise) in the requested system */
                        masa: {
                            /** @description 1 = Chaitra */
                            number?: number;
                            /** @description IAST */
                            name?: string;
                            name_en?: string;
                            adhika?: boolean;
                            /** @enum {string} */
                            system?: "amant" | "purnimant";
                        } | null;
                        /** @description The element that decided the date: a tithi or nakshatra with its start and end, a sankranti instant, an offset from another festival, a weekday of an amanta lunar month (`weekday` 0 = Sunday, `masa` 1 = Chaitra: Bonalu, the Sundays of Ashadha), or the first evening the new crescent is seen (`crescent`: Yallop's q of that evening at least `min_yallop_q`; `masa` 0 = every month) */
                        decided_by: {
                            /** @enum {string} */
                            type: "tithi" | "nakshatra" | "sankranti" | "relative" | "weekday" | "crescent";
                            number?: number;
                            /** @description IAST */
                            name?: string;
                            name_en?: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            start?: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            end?: string;
                            rashi?: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            instant?: string;
                            anchor?: string;
                            offset_days?: number;
                            weekday?: number;
                            masa?: number;
                            min_yallop_q?: number;
                        };
                        /** @description The day window used (sunrise, pradosha, nishita, …; punya-kala for sankrantis) */
                        kaala: {
                            name?: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            start?: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            end?: string;
                        } | null;
                        /** @description Observance window where useful (Lakshmi Puja pradosha, Holika Dahan after Bhadra, Raksha Bandhan, nishita puja, sankranti punya kala) */
                        muhurat: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            start: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            end: string;
                        } | null;
                        decision: {
                            priority?: string;
                            /** @description single, both-first, both-second, vyaapti, fallback … */
                            how?: string;
                        };
                        /** @description Curated shastric data; null when the festival has no curated entry */
                        metadata: {
                            deity?: {
                                entity_id?: string | null;
                                name?: string;
                            } | null;
                            shloka?: {
                                ref?: {
                                    work: string;
                                    chapter?: string;
                                    verse: string;
                                    /** @description Path of /corpus/v1/cite that resolves the verse */
                                    cite_path: string;
                                    note?: string;
                                };
                                cite_path?: string;
                                text_devanagari?: string;
                                text_iast?: string;
                                gloss?: string;
                            } | null;
                            katha?: string;
                            observances?: string[];
                            verse_refs?: {
                                work: string;
                                chapter?: string;
                                verse: string;
                                /** @description Path of /corpus/v1/cite that resolves the verse */
                                cite_path: string;
                                note?: string;
                            }[];
                        } | null;
                    }[] | {
                        /** @description The items; `metadata` is the key of the entry in the dictionary below, or null */
                        festivals: {
                            /** @description Stable id of the observance: the rule id, or rule id + `-vaishnava` / `-gauna` / `-parana` */
                            id: string;
                            /** @description Id of the rule record (data/festivals) that decided it */
                            rule_id: string;
                            /** @description IAST name (names.iast): a name member holds the IAST, its English form is `<member>_en` */
                            name: string;
                            /** @description English name (names.english), e.g. Diwali */
                            name_en: string;
                            names: {
                                iast: string;
                                devanagari: string;
                                english: string;
                            };
                            /**
                             * Format: date
                             * @description Local civil date of the observance
                             */
                            date: string;
                            /** @description 0 = Sunday */
                            weekday: number;
                            /** @enum {string} */
                            category: "major" | "ekadashi" | "purnima" | "amavasya" | "sankranti" | "monthly-vrata" | "jayanti" | "vrata" | "navaratri" | "shraddha" | "regional";
                            /** @description Regional and sectarian tags */
                            tags: string[];
                            /** @description Present only on items of a regional set (`region`): the regions whose set holds it */
                            regions?: ("tamil-nadu" | "kerala" | "punjab" | "west-bengal" | "odisha" | "assam" | "maharashtra" | "gujarat" | "karnataka" | "andhra-pradesh" | "telangana" | "rajasthan" | "nepal" | "jain" | "buddhist")[];
                            /** @description `vaishnava`, `gauna` or `parana` for derived days; null for the main observance */
                            variant: string | null;
                            /** @enum {string|null} */
                            paksha: "Shukla" | "Krishna" | null;
                            /** @description Lunar month of the deciding tithi (else of the tithi at sunrise) in the requested system */
                            masa: {
                                /** @description 1 = Chaitra */
                                number?: number;
                                /** @description IAST */
                                name?: string;
                                name_en?: string;
                                adhika?: boolean;
                                /** @enum {string} */
                                system?: "amant" | "purnimant";
                            } | null;
                            /** @description The element that decided the date: a tithi or nakshatra with its start and end, a sankranti instant, an offset from another festival, a weekday of an amanta lunar month (`weekday` 0 = Sunday, `masa` 1 = Chaitra: Bonalu, the Sundays of Ashadha), or the first evening the new crescent is seen (`crescent`: Yallop's q of that evening at least `min_yallop_q`; `masa` 0 = every month) */
                            decided_by: {
                                /** @enum {string} */
                                type: "tithi" | "nakshatra" | "sankranti" | "relative" | "weekday" | "crescent";
                                number?: number;
                                /** @description IAST */
                                name?: string;
                                name_en?: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with offset
                                 */
                                start?: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with offset
                                 */
                                end?: string;
                                rashi?: number;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with offset
                                 */
                                instant?: string;
                                anchor?: string;
                                offset_days?: number;
                                weekday?: number;
                                masa?: number;
                                min_yallop_q?: number;
                            };
                            /** @description The day window used (sunrise, pradosha, nishita, …; punya-kala for sankrantis) */
                            kaala: {
                                name?: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with offset
                                 */
                                start?: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with offset
                                 */
                                end?: string;
                            } | null;
                            /** @description Observance window where useful (Lakshmi Puja pradosha, Holika Dahan after Bhadra, Raksha Bandhan, nishita puja, sankranti punya kala) */
                            muhurat: {
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with offset
                                 */
                                start: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with offset
                                 */
                                end: string;
                            } | null;
                            decision: {
                                priority?: string;
                                /** @description single, both-first, both-second, vyaapti, fallback … */
                                how?: string;
                            };
                            /** @description Rule id of the curated entry (a key of `metadata`), null when none exists */
                            metadata: string | null;
                        }[];
                        /** @description Curated entries by festival rule id, each once */
                        metadata: {
                            [key: string]: {
                                deity?: {
                                    entity_id?: string | null;
                                    name?: string;
                                } | null;
                                shloka?: {
                                    ref?: {
                                        work: string;
                                        chapter?: string;
                                        verse: string;
                                        /** @description Path of /corpus/v1/cite that resolves the verse */
                                        cite_path: string;
                                        note?: string;
                                    };
                                    cite_path?: string;
                                    text_devanagari?: string;
                                    text_iast?: string;
                                    gloss?: string;
                                } | null;
                                katha?: string;
                                observances?: string[];
                                verse_refs?: {
                                    work: string;
                                    chapter?: string;
                                    verse: string;
                                    /** @description Path of /corpus/v1/cite that resolves the verse */
                                    cite_path: string;
                                    note?: string;
                                }[];
                            } | null;
                        };
                    } | {
                        /** @description Stable id of the observance: the rule id, or rule id + `-vaishnava` / `-gauna` / `-parana` */
                        id?: string;
                        /** @description Id of the rule record (data/festivals) that decided it */
                        rule_id?: string;
                        /** @description IAST name (names.iast): a name member holds the IAST, its English form is `<member>_en` */
                        name?: string;
                        /** @description English name (names.english), e.g. Diwali */
                        name_en?: string;
                        names?: {
                            iast: string;
                            devanagari: string;
                            english: string;
                        };
                        /**
                         * Format: date
                         * @description Local civil date of the observance
                         */
                        date?: string;
                        /** @description 0 = Sunday */
                        weekday?: number;
                        /** @enum {string} */
                        category?: "major" | "ekadashi" | "purnima" | "amavasya" | "sankranti" | "monthly-vrata" | "jayanti" | "vrata" | "navaratri" | "shraddha" | "regional";
                        /** @description Regional and sectarian tags */
                        tags?: string[];
                        /** @description Present only on items of a regional set (`region`): the regions whose set holds it */
                        regions?: ("tamil-nadu" | "kerala" | "punjab" | "west-bengal" | "odisha" | "assam" | "maharashtra" | "gujarat" | "karnataka" | "andhra-pradesh" | "telangana" | "rajasthan" | "nepal" | "jain" | "buddhist")[];
                        /** @description `vaishnava`, `gauna` or `parana` for derived days; null for the main observance */
                        variant?: string | null;
                        /** @enum {string|null} */
                        paksha?: "Shukla" | "Krishna" | null;
                        /** @description Lunar month of the deciding tithi (else of the tithi at sunrise) in the requested system */
                        masa?: {
                            /** @description 1 = Chaitra */
                            number?: number;
                            /** @description IAST */
                            name?: string;
                            name_en?: string;
                            adhika?: boolean;
                            /** @enum {string} */
                            system?: "amant" | "purnimant";
                        } | null;
                        /** @description The element that decided the date: a tithi or nakshatra with its start and end, a sankranti instant, an offset from another festival, a weekday of an amanta lunar month (`weekday` 0 = Sunday, `masa` 1 = Chaitra: Bonalu, the Sundays of Ashadha), or the first evening the new crescent is seen (`crescent`: Yallop's q of that evening at least `min_yallop_q`; `masa` 0 = every month) */
                        decided_by?: {
                            /** @enum {string} */
                            type: "tithi" | "nakshatra" | "sankranti" | "relative" | "weekday" | "crescent";
                            number?: number;
                            /** @description IAST */
                            name?: string;
                            name_en?: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            start?: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            end?: string;
                            rashi?: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            instant?: string;
                            anchor?: string;
                            offset_days?: number;
                            weekday?: number;
                            masa?: number;
                            min_yallop_q?: number;
                        };
                        /** @description The day window used (sunrise, pradosha, nishita, …; punya-kala for sankrantis) */
                        kaala?: {
                            name?: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            start?: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            end?: string;
                        } | null;
                        /** @description Observance window where useful (Lakshmi Puja pradosha, Holika Dahan after Bhadra, Raksha Bandhan, nishita puja, sankranti punya kala) */
                        muhurat?: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            start: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset
                             */
                            end: string;
                        } | null;
                        decision?: {
                            priority?: string;
                            /** @description single, both-first, both-second, vyaapti, fallback … */
                            how?: string;
                        };
                        /** @description Curated shastric data; null when the festival has no curated entry */
                        metadata?: {
                            deity?: {
                                entity_id?: string | null;
                                name?: string;
                            } | null;
                            shloka?: {
                                ref?: {
                                    work: string;
                                    chapter?: string;
                                    verse: string;
                                    /** @description Path of /corpus/v1/cite that resolves the verse */
                                    cite_path: string;
                                    note?: string;
                                };
                                cite_path?: string;
                                text_devanagari?: string;
                                text_iast?: string;
                                gloss?: string;
                            } | null;
                            katha?: string;
                            observances?: string[];
                            verse_refs?: {
                                work: string;
                                chapter?: string;
                                verse: string;
                                /** @description Path of /corpus/v1/cite that resolves the verse */
                                cite_path: string;
                                note?: string;
                            }[];
                        } | null;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
        };
    };
    getNamakarna: {
        parameters: {
            query: {
                /** @description Birth date (local). */
                date: string;
                /** @description Birth time (local); default 12:00. */
                time?: string;
                /** @description Latitude in decimal degrees, north positive. */
                lat: number;
                /** @description Longitude in decimal degrees, east positive. */
                lng: number;
                /** @description IANA time zone name, or `auto`. All local dates and times in the response are in this zone, and `location.tz` states it. `auto` is the zone in force at `lat`/`lng` (looked up from time-zone boundaries derived from OpenStreetMap, accurate to a few kilometres near a border; at sea the nautical zone, e.g. `Etc/GMT-5` for UTC+5): `tz=auto` at Kathmandu answers in `Asia/Kathmandu`, the same answer (and cache entry) as `tz=Asia/Kathmandu`. Default `Asia/Kolkata` wherever the place is. */
                tz?: string;
                /** @description Height above sea level in metres; lowers the apparent horizon (earlier sunrise, later sunset). */
                altitude?: number;
                /** @description Astronomical convention. `drik` (default) reproduces Drik Panchang: Swiss Ephemeris Lahiri positions with the Sun shifted by solar aberration plus nutation in longitude (≈ −30″). `swiss` gives plain Swiss Ephemeris apparent sidereal (Lahiri) positions. */
                convention?: "drik" | "swiss";
                /**
                 * @description Language of the names added as `name_local` (with `name_en`, `lord_local`, `paksha_local`, `weekday_local` …): `sa-Latn` or `iast` (IAST, the `name` itself), `en` (English), or one of nine Indian languages in their own script: `hi` Hindi, `mr` Marathi, `gu` Gujarati, `bn` Bengali, `or` Odia, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam. Tithi, paksha, nakshatra, yoga, karana, vara, masa (with the adhika prefix), samvatsara, rashi (signs, lagna), the grahas (lords, hora), choghadiya and the named windows (`window_names`: Rahu Kalam, Brahma Muhurta …) are complete in every language; a regional solar month (`solar_date`) is its calendar's own name in that calendar's language, else the name of its rashi; festivals have local names for the thirty major festivals and every Ekadashi, others (and derived days: parana, vaishnava) `name_local: null`. Regional names are the ones regional panchangs print, not transliterations (Tamil `ஞாயிறு` for Sunday, `அசுவினி` for Ashvini; Bengali `বৈশাখ`). Without `lang` the answer is unchanged. Part of the cache key.
                 *
                 *     Examples (GET /calendar/v1/panchang, 2024-04-14): Chennai `date=2024-04-14&lat=13.0827&lng=80.2707&lang=ta` → `vara: {"name": "Ravivāra", "name_en": "Sunday", "name_local": "ஞாயிறு", "lord_local": "சூரியன்"}`, tithi `"name": "Ṣaṣṭhī", "name_local": "சஷ்டி", "paksha_local": "வளர்பிறை"`, nakshatra `"Ārdrā"` → `"திருவாதிரை"`, masa `"Caitra"` → `"சைத்ரம்"`, samvatsara `"Krodhin"` → `"குரோதி"`. Kolkata `date=2024-04-14&lat=22.5726&lng=88.3639&lang=bn` → vara `"রবিবার"`, tithi `"ষষ্ঠী"` (`paksha_local` `"শুক্ল"`), nakshatra `"আর্দ্রা"`, masa `"চৈত্র"`.
                 */
                lang?: "sa-Latn" | "iast" | "en" | "hi" | "mr" | "gu" | "bn" | "or" | "ta" | "te" | "kn" | "ml";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description NamakarnaResult Not cached. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "nakshatra_name": "Pūrva Bhādrapadā",
                     *       "pada": 1,
                     *       "nakshatra_lord": "Bṛhaspati",
                     *       "nakshatra_devata": "Aja Ekapād",
                     *       "syllable_latin": "Se",
                     *       "syllable_devanagari": "से",
                     *       "rashi_name": "Kumbha",
                     *       "rashi_index": 11,
                     *       "masa_devata": "Nārāyaṇa",
                     *       "masa_devata_devanagari": "नारायण",
                     *       "lunar_month_name": "Pauṣa",
                     *       "nakshatra_number": 25,
                     *       "nakshatra_devanagari": "पूर्वभाद्रपदा",
                     *       "nakshatra_lord_devanagari": "बृहस्पति",
                     *       "nakshatra_devata_devanagari": "अज एकपाद",
                     *       "syllable_iast": "se",
                     *       "syllable_alternative": null,
                     *       "nakshatra_syllables": [
                     *         {
                     *           "pada": 1,
                     *           "latin": "Se",
                     *           "iast": "se",
                     *           "devanagari": "से"
                     *         },
                     *         {
                     *           "pada": 2,
                     *           "latin": "So",
                     *           "iast": "so",
                     *           "devanagari": "सो"
                     *         },
                     *         {
                     *           "pada": 3,
                     *           "latin": "Da",
                     *           "iast": "dā",
                     *           "devanagari": "दा"
                     *         },
                     *         {
                     *           "pada": 4,
                     *           "latin": "Di",
                     *           "iast": "dī",
                     *           "devanagari": "दी"
                     *         }
                     *       ],
                     *       "rashi_devanagari": "कुम्भ",
                     *       "rashi_lord": "Śani",
                     *       "lunar_month_adhika": false,
                     *       "lunar_month_label": "Pauṣa",
                     *       "lunar_month_devanagari": "पौष",
                     *       "lunar_month_purnimanta": "Pauṣa",
                     *       "nakshatra_name_en": "Purva Bhadrapada",
                     *       "nakshatra_lord_en": "Jupiter",
                     *       "nakshatra_devata_en": "Aja Ekapada",
                     *       "rashi_name_en": "Aquarius",
                     *       "rashi_lord_en": "Saturn",
                     *       "masa_devata_en": "Narayana",
                     *       "lunar_month_name_en": "Pausha",
                     *       "lunar_month_label_en": "Pausha",
                     *       "lunar_month_purnimanta_en": "Pausha",
                     *       "tithi": {
                     *         "number": 5,
                     *         "name": "Śukla Pañcamī",
                     *         "name_en": "Shukla Panchami",
                     *         "devanagari": "शुक्ल पञ्चमी",
                     *         "paksha": "Shukla"
                     *       },
                     *       "moon_longitude_deg": 320.2318,
                     *       "nakshatra_window": {
                     *         "start": "2024-01-15T08:07:11+05:30",
                     *         "end": "2024-01-16T06:10:34+05:30"
                     *       },
                     *       "pada_window": {
                     *         "start": "2024-01-15T08:07:11+05:30",
                     *         "end": "2024-01-15T13:36:00+05:30"
                     *       },
                     *       "birth": {
                     *         "date": "2024-01-15",
                     *         "time": "08:30:00",
                     *         "instant_local": "2024-01-15T08:30:00+05:30",
                     *         "instant_utc": "2024-01-15T03:00:00Z",
                     *         "tz": "Asia/Kolkata"
                     *       },
                     *       "location": {
                     *         "lat": 28.6139,
                     *         "lng": 77.209,
                     *         "altitude": 0,
                     *         "tz": "Asia/Kolkata"
                     *       },
                     *       "convention": "drik"
                     *     }
                     */
                    "application/json": {
                        /** @description The Moon's nakshatra at the birth instant, IAST, e.g. "Rohiṇī" (English in nakshatra_name_en) */
                        nakshatra_name: string;
                        /** @description Pada (quarter) of that nakshatra, 1–4 */
                        pada: number;
                        /** @description Vimshottari lord of the nakshatra, IAST, e.g. "Candra" (English in nakshatra_lord_en) */
                        nakshatra_lord: string;
                        /** @description Presiding deity of the nakshatra, IAST, e.g. "Prajāpati (Brahmā)" */
                        nakshatra_devata: string;
                        /** @description Naming syllable of the pada (Avakahada chakra), Latin, e.g. "Va" */
                        syllable_latin: string;
                        /** @description The same syllable in Devanagari, e.g. "वा" */
                        syllable_devanagari: string;
                        /** @description The Moon's sidereal sign (Lahiri), IAST, e.g. "Vṛṣabha" */
                        rashi_name: string;
                        /** @description Rashi 1–12 (1 = Mesha … 12 = Meena) */
                        rashi_index: number;
                        /** @description Presiding form of Vishnu of the lunar month, IAST (Keśava … Dāmodara; Puruṣottama in an adhika month) */
                        masa_devata: string;
                        /** @description The same in Devanagari */
                        masa_devata_devanagari: string;
                        /** @description Amanta lunar month of the birth, IAST, e.g. "Śrāvaṇa" (see lunar_month_adhika) */
                        lunar_month_name: string;
                        /** @description Nakshatra 1–27 (1 = Ashvini) */
                        nakshatra_number: number;
                        /** @description Nakshatra in Devanagari */
                        nakshatra_devanagari: string;
                        /** @description Nakshatra lord in Devanagari */
                        nakshatra_lord_devanagari: string;
                        /** @description Nakshatra deity in Devanagari */
                        nakshatra_devata_devanagari: string;
                        /** @description The syllable in IAST (tells ṭa from ta, ḍa from da) */
                        syllable_iast: string;
                        /** @description An alternative syllable some tables give for this pada (Shravana: the Abhijit syllables ju je jo kha), else null */
                        syllable_alternative: {
                            /** @description Latin */
                            latin?: string;
                            /** @description IAST */
                            iast?: string;
                            /** @description Devanagari */
                            devanagari?: string;
                            /** @description Why the alternative exists */
                            note?: string;
                        } | null;
                        /** @description All four syllables of the nakshatra, pada 1–4 */
                        nakshatra_syllables: {
                            /** @description Pada 1–4 */
                            pada: number;
                            /** @description Latin */
                            latin: string;
                            /** @description IAST */
                            iast: string;
                            /** @description Devanagari */
                            devanagari: string;
                        }[];
                        /** @description Rashi in Devanagari */
                        rashi_devanagari: string;
                        /** @description Lord of the rashi, IAST */
                        rashi_lord: string;
                        /** @description The birth fell in an adhika (intercalary) month */
                        lunar_month_adhika: boolean;
                        /** @description Month with its adhika prefix, IAST, e.g. "Adhika Śrāvaṇa" */
                        lunar_month_label: string;
                        /** @description Month in Devanagari */
                        lunar_month_devanagari: string;
                        /** @description Purnimanta name of the month at birth (differs from the amanta name in the Krishna paksha) */
                        lunar_month_purnimanta: string;
                        /** @description nakshatra_name in English, e.g. "Rohini" */
                        nakshatra_name_en: string;
                        /** @description nakshatra_lord in English, e.g. "Moon" */
                        nakshatra_lord_en: string;
                        /** @description nakshatra_devata in English */
                        nakshatra_devata_en: string;
                        /** @description The rashi's Western name, e.g. "Taurus" */
                        rashi_name_en: string;
                        /** @description rashi_lord in English, e.g. "Venus" */
                        rashi_lord_en: string;
                        /** @description masa_devata in English */
                        masa_devata_en: string;
                        /** @description lunar_month_name in English, e.g. "Shravana" */
                        lunar_month_name_en: string;
                        /** @description lunar_month_label in English */
                        lunar_month_label_en: string;
                        /** @description lunar_month_purnimanta in English */
                        lunar_month_purnimanta_en: string;
                        /** @description Tithi at the birth instant */
                        tithi: {
                            /** @description 1–30 */
                            number: number;
                            /** @description IAST, e.g. "Śukla Pañcamī" */
                            name: string;
                            /** @description English, e.g. "Shukla Panchami" */
                            name_en: string;
                            /** @description Devanagari */
                            devanagari: string;
                            /**
                             * @description Shukla or Krishna
                             * @enum {string}
                             */
                            paksha: "Shukla" | "Krishna";
                        };
                        /** @description The Moon's sidereal (Lahiri) longitude at the birth instant, degrees */
                        moon_longitude_deg: number;
                        /** @description When the Moon entered and leaves this nakshatra */
                        nakshatra_window: {
                            /**
                             * Format: date-time
                             * @description Start, ISO 8601 local time with offset
                             */
                            start: string;
                            /**
                             * Format: date-time
                             * @description End, ISO 8601 local time with offset
                             */
                            end: string;
                        };
                        /** @description When the Moon entered and leaves this pada (the syllable holds for births in this window) */
                        pada_window: {
                            /**
                             * Format: date-time
                             * @description Start, ISO 8601 local time with offset
                             */
                            start: string;
                            /**
                             * Format: date-time
                             * @description End, ISO 8601 local time with offset
                             */
                            end: string;
                        };
                        birth: {
                            /** @description Birth date as given */
                            date: string;
                            /** @description Birth time used (HH:MM:SS; 12:00:00 when not given) */
                            time: string;
                            /**
                             * Format: date-time
                             * @description Birth instant, local with offset
                             */
                            instant_local: string;
                            /**
                             * Format: date-time
                             * @description Birth instant in UTC
                             */
                            instant_utc: string;
                            /** @description Time zone */
                            tz: string;
                        };
                        /** @description The location used */
                        location: {
                            lat: number;
                            lng: number;
                            altitude: number;
                            /** Format: iana-tz */
                            tz: string;
                        };
                        /**
                         * @description Astronomical convention used
                         * @enum {string}
                         */
                        convention: "drik" | "swiss";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
        };
    };
    getShraddha: {
        parameters: {
            query: {
                /** @description Date of death (local). */
                date: string;
                /** @description Time of death (local), if known: decides the death tithi. Without it, the tithi at sunrise of the date is used. */
                time?: string;
                /** @description Number of monthly shraddhas. */
                monthly_count?: number;
                /** @description Years of annual shraddha dates. */
                annual_years?: number;
                /** @description Years of Pitru Paksha dates. */
                pitru_paksha_years?: number;
                /** @description Latitude in decimal degrees, north positive. */
                lat: number;
                /** @description Longitude in decimal degrees, east positive. */
                lng: number;
                /** @description IANA time zone name, or `auto`. All local dates and times in the response are in this zone, and `location.tz` states it. `auto` is the zone in force at `lat`/`lng` (looked up from time-zone boundaries derived from OpenStreetMap, accurate to a few kilometres near a border; at sea the nautical zone, e.g. `Etc/GMT-5` for UTC+5): `tz=auto` at Kathmandu answers in `Asia/Kathmandu`, the same answer (and cache entry) as `tz=Asia/Kathmandu`. Default `Asia/Kolkata` wherever the place is. */
                tz?: string;
                /** @description Height above sea level in metres; lowers the apparent horizon (earlier sunrise, later sunset). */
                altitude?: number;
                /** @description Astronomical convention. `drik` (default) reproduces Drik Panchang: Swiss Ephemeris Lahiri positions with the Sun shifted by solar aberration plus nutation in longitude (≈ −30″). `swiss` gives plain Swiss Ephemeris apparent sidereal (Lahiri) positions. */
                convention?: "drik" | "swiss";
                /**
                 * @description Language of the names added as `name_local` (with `name_en`, `lord_local`, `paksha_local`, `weekday_local` …): `sa-Latn` or `iast` (IAST, the `name` itself), `en` (English), or one of nine Indian languages in their own script: `hi` Hindi, `mr` Marathi, `gu` Gujarati, `bn` Bengali, `or` Odia, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam. Tithi, paksha, nakshatra, yoga, karana, vara, masa (with the adhika prefix), samvatsara, rashi (signs, lagna), the grahas (lords, hora), choghadiya and the named windows (`window_names`: Rahu Kalam, Brahma Muhurta …) are complete in every language; a regional solar month (`solar_date`) is its calendar's own name in that calendar's language, else the name of its rashi; festivals have local names for the thirty major festivals and every Ekadashi, others (and derived days: parana, vaishnava) `name_local: null`. Regional names are the ones regional panchangs print, not transliterations (Tamil `ஞாயிறு` for Sunday, `அசுவினி` for Ashvini; Bengali `বৈশাখ`). Without `lang` the answer is unchanged. Part of the cache key.
                 *
                 *     Examples (GET /calendar/v1/panchang, 2024-04-14): Chennai `date=2024-04-14&lat=13.0827&lng=80.2707&lang=ta` → `vara: {"name": "Ravivāra", "name_en": "Sunday", "name_local": "ஞாயிறு", "lord_local": "சூரியன்"}`, tithi `"name": "Ṣaṣṭhī", "name_local": "சஷ்டி", "paksha_local": "வளர்பிறை"`, nakshatra `"Ārdrā"` → `"திருவாதிரை"`, masa `"Caitra"` → `"சைத்ரம்"`, samvatsara `"Krodhin"` → `"குரோதி"`. Kolkata `date=2024-04-14&lat=22.5726&lng=88.3639&lang=bn` → vara `"রবিবার"`, tithi `"ষষ্ঠী"` (`paksha_local` `"শুক্ল"`), nakshatra `"আর্দ্রা"`, masa `"চৈত্র"`.
                 */
                lang?: "sa-Latn" | "iast" | "en" | "hi" | "mr" | "gu" | "bn" | "or" | "ta" | "te" | "kn" | "ml";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Shraddha timeline Cached for 1 day. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    /** @description private, max-age up to 86400 */
                    "Cache-Control"?: string;
                    /** @description gzip when Accept-Encoding allows it and the body is 1 KB or more */
                    "Content-Encoding"?: "gzip";
                    /** @description Accept-Encoding, on bodies that can be compressed */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "death": {
                     *         "date": "2023-07-10",
                     *         "time": null,
                     *         "instant_local": "2023-07-10T05:30:34+05:30",
                     *         "tithi_rule": "sunrise",
                     *         "tithi": {
                     *           "number": 23,
                     *           "name": "Kṛṣṇa Aṣṭamī",
                     *           "name_en": "Krishna Ashtami",
                     *           "devanagari": "कृष्ण अष्टमी",
                     *           "paksha": "Krishna",
                     *           "paksha_tithi": 8
                     *         },
                     *         "tithi_window": {
                     *           "start": "2023-07-09T19:59:45+05:30",
                     *           "end": "2023-07-10T18:44:13+05:30"
                     *         },
                     *         "masa": {
                     *           "amanta": "Āṣāḍha",
                     *           "purnimanta": "Śrāvaṇa",
                     *           "adhika": false,
                     *           "label": "Āṣāḍha",
                     *           "devanagari": "आषाढ",
                     *           "amanta_en": "Ashadha",
                     *           "purnimanta_en": "Shravana",
                     *           "label_en": "Ashadha"
                     *         },
                     *         "tithis_of_day": [
                     *           {
                     *             "number": 23,
                     *             "name": "Kṛṣṇa Aṣṭamī",
                     *             "name_en": "Krishna Ashtami",
                     *             "devanagari": "कृष्ण अष्टमी",
                     *             "paksha": "Krishna",
                     *             "paksha_tithi": 8,
                     *             "start": "2023-07-09T19:59:45+05:30",
                     *             "end": "2023-07-10T18:44:13+05:30"
                     *           },
                     *           {
                     *             "number": 24,
                     *             "name": "Kṛṣṇa Navamī",
                     *             "name_en": "Krishna Navami",
                     *             "devanagari": "कृष्ण नवमी",
                     *             "paksha": "Krishna",
                     *             "paksha_tithi": 9,
                     *             "start": "2023-07-10T18:44:13+05:30",
                     *             "end": "2023-07-11T18:04:52+05:30"
                     *           }
                     *         ]
                     *       },
                     *       "first_thirteen_days": [
                     *         {
                     *           "day": 1,
                     *           "date": "2023-07-10",
                     *           "weekday": "Somavāra",
                     *           "weekday_en": "Monday",
                     *           "rite": "Antyeshti (dahana)",
                     *           "rite_id": "antyeshti",
                     *           "devanagari": "अन्त्येष्टि (दाह संस्कार)",
                     *           "description": "Cremation on the day of death (or the next day when death comes at night); ashaucha (ritual impurity) and the daily pinda and tilanjali offerings for ten days begin."
                     *         },
                     *         {
                     *           "day": 3,
                     *           "date": "2023-07-12",
                     *           "weekday": "Budhavāra",
                     *           "weekday_en": "Wednesday",
                     *           "rite": "Asthi sanchayana",
                     *           "rite_id": "asthi_sanchayana",
                     *           "devanagari": "अस्थि सञ्चयन",
                     *           "description": "Gathering of the bones and ashes, to be immersed in a river. Done on the 2nd, 3rd or 4th day depending on family and community."
                     *         },
                     *         {
                     *           "day": 10,
                     *           "date": "2023-07-19",
                     *           "weekday": "Budhavāra",
                     *           "weekday_en": "Wednesday",
                     *           "rite": "Dashagatra (dashaha)",
                     *           "rite_id": "dashagatra",
                     *           "devanagari": "दशगात्र",
                     *           "description": "The tenth pinda completes the subtle body of the departed (preta); mourners' kshaura (shaving); end of ashaucha in many families."
                     *         },
                     *         {
                     *           "day": 11,
                     *           "date": "2023-07-20",
                     *           "weekday": "Guruvāra",
                     *           "weekday_en": "Thursday",
                     *           "rite": "Ekadashaha shraddha",
                     *           "rite_id": "ekadasha",
                     *           "devanagari": "एकादशाह श्राद्ध",
                     *           "description": "The first ekoddishta shraddha (adya masika), with vrishotsarga and gifts in some traditions."
                     *         },
                     *         {
                     *           "day": 12,
                     *           "date": "2023-07-21",
                     *           "weekday": "Śukravāra",
                     *           "weekday_en": "Friday",
                     *           "rite": "Sapindikarana",
                     *           "rite_id": "sapindikarana",
                     *           "devanagari": "सपिण्डीकरण",
                     *           "description": "The departed is united with the pitris (father, grandfather, great-grandfather). Classically at the end of the first year; now usually on the 12th day (some on the 11th or 13th)."
                     *         },
                     *         {
                     *           "day": 13,
                     *           "date": "2023-07-22",
                     *           "weekday": "Śanivāra",
                     *           "weekday_en": "Saturday",
                     *           "rite": "Shubha svikara (Terahvin)",
                     *           "rite_id": "shubha_svikara",
                     *           "devanagari": "शुभ स्वीकार (तेरहवीं)",
                     *           "description": "Conclusion of the mourning rites: feeding of brahmins and relatives; the family resumes auspicious activities."
                     *         }
                     *       ],
                     *       "monthly": [
                     *         {
                     *           "n": 1,
                     *           "date": "2023-08-08",
                     *           "weekday": "Maṅgalavāra",
                     *           "weekday_en": "Tuesday",
                     *           "tithi": {
                     *             "number": 23,
                     *             "name": "Kṛṣṇa Aṣṭamī",
                     *             "name_en": "Krishna Ashtami",
                     *             "devanagari": "कृष्ण अष्टमी",
                     *             "paksha": "Krishna",
                     *             "paksha_tithi": 8
                     *           },
                     *           "tithi_window": {
                     *             "start": "2023-08-08T04:14:23+05:30",
                     *             "end": "2023-08-09T03:52:16+05:30"
                     *           },
                     *           "aparahna": {
                     *             "start": "2023-08-08T13:46:46+05:30",
                     *             "end": "2023-08-08T16:26:56+05:30"
                     *           },
                     *           "aparahna_overlap_minutes": 160,
                     *           "rule": "aparahna-vyapti",
                     *           "masa": {
                     *             "amanta": "Śrāvaṇa",
                     *             "purnimanta": "Śrāvaṇa",
                     *             "adhika": true,
                     *             "label": "Adhika Śrāvaṇa",
                     *             "devanagari": "अधिक श्रावण",
                     *             "amanta_en": "Shravana",
                     *             "purnimanta_en": "Shravana",
                     *             "label_en": "Adhika Shravana"
                     *           },
                     *           "kshaya_tithi": false,
                     *           "note": "In an adhika month: kept (masika shraddhas are not skipped)."
                     *         },
                     *         {
                     *           "n": 2,
                     *           "date": "2023-09-07",
                     *           "weekday": "Guruvāra",
                     *           "weekday_en": "Thursday",
                     *           "tithi": {
                     *             "number": 23,
                     *             "name": "Kṛṣṇa Aṣṭamī",
                     *             "name_en": "Krishna Ashtami",
                     *             "devanagari": "कृष्ण अष्टमी",
                     *             "paksha": "Krishna",
                     *             "paksha_tithi": 8
                     *           },
                     *           "tithi_window": {
                     *             "start": "2023-09-06T15:37:39+05:30",
                     *             "end": "2023-09-07T16:14:15+05:30"
                     *           },
                     *           "aparahna": {
                     *             "start": "2023-09-07T13:34:33+05:30",
                     *             "end": "2023-09-07T16:05:26+05:30"
                     *           },
                     *           "aparahna_overlap_minutes": 151,
                     *           "rule": "aparahna-vyapti",
                     *           "masa": {
                     *             "amanta": "Śrāvaṇa",
                     *             "purnimanta": "Bhādrapada",
                     *             "adhika": false,
                     *             "label": "Śrāvaṇa",
                     *             "devanagari": "श्रावण",
                     *             "amanta_en": "Shravana",
                     *             "purnimanta_en": "Bhadrapada",
                     *             "label_en": "Shravana"
                     *           },
                     *           "kshaya_tithi": false,
                     *           "note": null
                     *         }
                     *       ],
                     *       "annual": [
                     *         {
                     *           "year": 1,
                     *           "date": "2024-07-28",
                     *           "weekday": "Ravivāra",
                     *           "weekday_en": "Sunday",
                     *           "tithi": {
                     *             "number": 23,
                     *             "name": "Kṛṣṇa Aṣṭamī",
                     *             "name_en": "Krishna Ashtami",
                     *             "devanagari": "कृष्ण अष्टमी",
                     *             "paksha": "Krishna",
                     *             "paksha_tithi": 8
                     *           },
                     *           "tithi_window": {
                     *             "start": "2024-07-27T21:19:28+05:30",
                     *             "end": "2024-07-28T19:27:32+05:30"
                     *           },
                     *           "aparahna": {
                     *             "start": "2024-07-28T13:48:55+05:30",
                     *             "end": "2024-07-28T16:31:43+05:30"
                     *           },
                     *           "aparahna_overlap_minutes": 163,
                     *           "rule": "aparahna-vyapti",
                     *           "masa": {
                     *             "amanta": "Āṣāḍha",
                     *             "purnimanta": "Śrāvaṇa",
                     *             "adhika": false,
                     *             "label": "Āṣāḍha",
                     *             "devanagari": "आषाढ",
                     *             "amanta_en": "Ashadha",
                     *             "purnimanta_en": "Shravana",
                     *             "label_en": "Ashadha"
                     *           },
                     *           "kshaya_tithi": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "year": 2,
                     *           "date": "2025-07-18",
                     *           "weekday": "Śukravāra",
                     *           "weekday_en": "Friday",
                     *           "tithi": {
                     *             "number": 23,
                     *             "name": "Kṛṣṇa Aṣṭamī",
                     *             "name_en": "Krishna Ashtami",
                     *             "devanagari": "कृष्ण अष्टमी",
                     *             "paksha": "Krishna",
                     *             "paksha_tithi": 8
                     *           },
                     *           "tithi_window": {
                     *             "start": "2025-07-17T19:09:05+05:30",
                     *             "end": "2025-07-18T17:01:49+05:30"
                     *           },
                     *           "aparahna": {
                     *             "start": "2025-07-18T13:49:48+05:30",
                     *             "end": "2025-07-18T16:34:46+05:30"
                     *           },
                     *           "aparahna_overlap_minutes": 165,
                     *           "rule": "aparahna-vyapti",
                     *           "masa": {
                     *             "amanta": "Āṣāḍha",
                     *             "purnimanta": "Śrāvaṇa",
                     *             "adhika": false,
                     *             "label": "Āṣāḍha",
                     *             "devanagari": "आषाढ",
                     *             "amanta_en": "Ashadha",
                     *             "purnimanta_en": "Shravana",
                     *             "label_en": "Ashadha"
                     *           },
                     *           "kshaya_tithi": false,
                     *           "note": null
                     *         }
                     *       ],
                     *       "pitru_paksha": [
                     *         {
                     *           "year": 1,
                     *           "name": "Ashtami Shraddha",
                     *           "before_first_annual": true,
                     *           "date": "2023-10-06",
                     *           "weekday": "Śukravāra",
                     *           "weekday_en": "Friday",
                     *           "tithi": {
                     *             "number": 23,
                     *             "name": "Kṛṣṇa Aṣṭamī",
                     *             "name_en": "Krishna Ashtami",
                     *             "devanagari": "कृष्ण अष्टमी",
                     *             "paksha": "Krishna",
                     *             "paksha_tithi": 8
                     *           },
                     *           "tithi_window": {
                     *             "start": "2023-10-06T06:34:59+05:30",
                     *             "end": "2023-10-07T08:08:26+05:30"
                     *           },
                     *           "aparahna": {
                     *             "start": "2023-10-06T13:19:45+05:30",
                     *             "end": "2023-10-06T15:40:50+05:30"
                     *           },
                     *           "aparahna_overlap_minutes": 141,
                     *           "rule": "aparahna-vyapti",
                     *           "masa": {
                     *             "amanta": "Bhādrapada",
                     *             "purnimanta": "Āśvina",
                     *             "adhika": false,
                     *             "label": "Bhādrapada",
                     *             "devanagari": "भाद्रपद",
                     *             "amanta_en": "Bhadrapada",
                     *             "purnimanta_en": "Ashwina",
                     *             "label_en": "Bhadrapada"
                     *           },
                     *           "kshaya_tithi": false,
                     *           "note": null
                     *         }
                     *       ],
                     *       "rules": {
                     *         "death_tithi": "The tithi in force at the time of death when `time` is given; otherwise the tithi at sunrise of the date of death (udaya tithi). `death.tithis_of_day` lists the other tithis of that day.",
                     *         "kaala": "Each shraddha is kept on the civil day whose aparahna (the 4th fifth of the daytime, sunrise to sunset) holds the larger part of the death tithi (aparahna vyapti); equal parts: the earlier day. If the tithi touches no aparahna: the day whose daytime holds more of it.",
                     *         "first_thirteen_days": "Day 1 is the date of death. Rites and days follow the Garuda Purana pattern common in North India; tradition varies by region and community.",
                     *         "monthly": "On the death tithi of every following lunation, including adhika lunations (Dharmasindhu: masika shraddhas are not skipped in an adhika month).",
                     *         "annual": "On the death tithi in the lunar month of the same amanta name. In a year where that month is doubled, in the nija month; a death in an adhika month is remembered in the nija month of that name (in the adhika month only in a year that has it again).",
                     *         "pitru_paksha": "On the same tithi number in the Krishna paksha of nija Bhadrapada (amanta; purnimanta Ashvina): Purnima deaths on Bhadrapada Purnima, Amavasya deaths on Sarva Pitru Amavasya."
                     *       },
                     *       "location": {
                     *         "lat": 28.6139,
                     *         "lng": 77.209,
                     *         "altitude": 0,
                     *         "tz": "Asia/Kolkata"
                     *       },
                     *       "convention": "drik"
                     *     }
                     */
                    "application/json": {
                        /** @description The death tithi (mrita tithi) and its month */
                        death: {
                            /**
                             * Format: date
                             * @description Date of death as given
                             */
                            date: string;
                            /** @description Time of death as given (HH:MM:SS), or null */
                            time: string | null;
                            /**
                             * Format: date-time
                             * @description The instant whose tithi is the death tithi: the time of death, else sunrise of that date
                             */
                            instant_local: string;
                            /**
                             * @description `time-of-death`: tithi at the given time; `sunrise`: udaya tithi of the date (no time given)
                             * @enum {string}
                             */
                            tithi_rule: "time-of-death" | "sunrise";
                            tithi: {
                                /** @description Tithi 1–30 (1–15 Shukla, 16–30 Krishna; 15 Purnima, 30 Amavasya) */
                                number: number;
                                /** @description IAST, e.g. "Kṛṣṇa Aṣṭamī", "Pūrṇimā" */
                                name: string;
                                /** @description English (Drik Panchang's spelling), e.g. "Krishna Ashtami", "Purnima" */
                                name_en: string;
                                /** @description e.g. "कृष्ण अष्टमी" */
                                devanagari: string;
                                /**
                                 * @description Shukla (waxing) or Krishna (waning)
                                 * @enum {string}
                                 */
                                paksha: "Shukla" | "Krishna";
                                /** @description Tithi within its paksha, 1–15 */
                                paksha_tithi: number;
                            };
                            /** @description When the death tithi ran */
                            tithi_window: {
                                /**
                                 * Format: date-time
                                 * @description Start, ISO 8601 local time with offset
                                 */
                                start: string;
                                /**
                                 * Format: date-time
                                 * @description End, ISO 8601 local time with offset
                                 */
                                end: string;
                            };
                            /** @description Lunar month of that tithi in both systems */
                            masa: {
                                /** @description Amanta month name (new moon to new moon), IAST, e.g. "Śrāvaṇa" */
                                amanta: string;
                                /** @description Purnimanta month name of the same paksha (full moon to full moon), IAST */
                                purnimanta: string;
                                /** @description The lunation is adhika (intercalary); it carries the name of the following nija month */
                                adhika: boolean;
                                /** @description IAST, e.g. "Adhika Śrāvaṇa" or "Śrāvaṇa" */
                                label: string;
                                /** @description e.g. "अधिक श्रावण" */
                                devanagari: string;
                                /** @description `amanta` in English, e.g. "Shravana" */
                                amanta_en: string;
                                /** @description `purnimanta` in English */
                                purnimanta_en: string;
                                /** @description `label` in English, e.g. "Adhika Shravana" */
                                label_en: string;
                            };
                            /** @description Every tithi that ran during the date of death (local midnight to midnight): with the hour of death a priest can check the death tithi */
                            tithis_of_day: {
                                /** @description Tithi 1–30 (1–15 Shukla, 16–30 Krishna; 15 Purnima, 30 Amavasya) */
                                number: number;
                                /** @description IAST, e.g. "Kṛṣṇa Aṣṭamī", "Pūrṇimā" */
                                name: string;
                                /** @description English (Drik Panchang's spelling), e.g. "Krishna Ashtami", "Purnima" */
                                name_en?: string;
                                /** @description e.g. "कृष्ण अष्टमी" */
                                devanagari: string;
                                /**
                                 * @description Shukla (waxing) or Krishna (waning)
                                 * @enum {string}
                                 */
                                paksha: "Shukla" | "Krishna";
                                /** @description Tithi within its paksha, 1–15 */
                                paksha_tithi: number;
                                /**
                                 * Format: date-time
                                 * @description Start
                                 */
                                start: string;
                                /**
                                 * Format: date-time
                                 * @description End
                                 */
                                end: string;
                            }[];
                        };
                        /** @description Rites of the first thirteen days; day 1 is the date of death (tradition varies) */
                        first_thirteen_days: {
                            /** @description Day number, 1 = date of death */
                            day: number;
                            /**
                             * Format: date
                             * @description Civil date
                             */
                            date: string;
                            /** @description Vara, IAST */
                            weekday: string;
                            /** @description Weekday in English */
                            weekday_en: string;
                            /** @description Rite name */
                            rite: string;
                            /** @description Stable id, e.g. "sapindikarana" */
                            rite_id: string;
                            /** @description Rite name in Devanagari */
                            devanagari: string;
                            /** @description What is done */
                            description: string;
                        }[];
                        /** @description `monthly_count` masika shraddhas on the death tithi of each following lunation (adhika lunations included) */
                        monthly: {
                            /** @description 1 = first masika */
                            n: number;
                            /**
                             * Format: date
                             * @description Civil date on which to perform it (YYYY-MM-DD)
                             */
                            date: string;
                            /** @description Vara of that date, IAST, e.g. "Somavāra" */
                            weekday: string;
                            /** @description The weekday in English, e.g. "Monday" */
                            weekday_en: string;
                            tithi: {
                                /** @description Tithi 1–30 (1–15 Shukla, 16–30 Krishna; 15 Purnima, 30 Amavasya) */
                                number: number;
                                /** @description IAST, e.g. "Kṛṣṇa Aṣṭamī", "Pūrṇimā" */
                                name: string;
                                /** @description English (Drik Panchang's spelling), e.g. "Krishna Ashtami", "Purnima" */
                                name_en: string;
                                /** @description e.g. "कृष्ण अष्टमी" */
                                devanagari: string;
                                /**
                                 * @description Shukla (waxing) or Krishna (waning)
                                 * @enum {string}
                                 */
                                paksha: "Shukla" | "Krishna";
                                /** @description Tithi within its paksha, 1–15 */
                                paksha_tithi: number;
                            };
                            /** @description When the death tithi runs this time */
                            tithi_window: {
                                /**
                                 * Format: date-time
                                 * @description Start, ISO 8601 local time with offset
                                 */
                                start: string;
                                /**
                                 * Format: date-time
                                 * @description End, ISO 8601 local time with offset
                                 */
                                end: string;
                            };
                            /** @description Aparahna (4th fifth of daytime) of the chosen date: the preferred time for the rite */
                            aparahna: {
                                /**
                                 * Format: date-time
                                 * @description Start, ISO 8601 local time with offset
                                 */
                                start: string;
                                /**
                                 * Format: date-time
                                 * @description End, ISO 8601 local time with offset
                                 */
                                end: string;
                            };
                            /** @description Minutes of the tithi inside that aparahna (0 when decided by a fallback) */
                            aparahna_overlap_minutes: number;
                            /**
                             * @description How the date was chosen
                             * @enum {string}
                             */
                            rule: "aparahna-vyapti" | "daytime-fallback" | "night-fallback";
                            /** @description Lunar month of that tithi in both systems */
                            masa: {
                                /** @description Amanta month name (new moon to new moon), IAST, e.g. "Śrāvaṇa" */
                                amanta: string;
                                /** @description Purnimanta month name of the same paksha (full moon to full moon), IAST */
                                purnimanta: string;
                                /** @description The lunation is adhika (intercalary); it carries the name of the following nija month */
                                adhika: boolean;
                                /** @description IAST, e.g. "Adhika Śrāvaṇa" or "Śrāvaṇa" */
                                label: string;
                                /** @description e.g. "अधिक श्रावण" */
                                devanagari: string;
                                /** @description `amanta` in English, e.g. "Shravana" */
                                amanta_en: string;
                                /** @description `purnimanta` in English */
                                purnimanta_en: string;
                                /** @description `label` in English, e.g. "Adhika Shravana" */
                                label_en: string;
                            };
                            /** @description The tithi holds at no sunrise (kshaya): it is not the tithi printed for any date, yet it has its shraddha day */
                            kshaya_tithi: boolean;
                            /** @description Why this date (adhika month, doubled month, Chaturdashi rule …), or null */
                            note: string | null;
                        }[];
                        /** @description `annual_years` annual shraddhas: the death tithi in the lunar month of the same name (nija month when doubled) */
                        annual: ({
                            /** @description 1 = first anniversary */
                            year: number;
                            /**
                             * Format: date
                             * @description Civil date on which to perform it (YYYY-MM-DD)
                             */
                            date: string;
                            /** @description Vara of that date, IAST, e.g. "Somavāra" */
                            weekday: string;
                            /** @description The weekday in English, e.g. "Monday" */
                            weekday_en: string;
                            tithi: {
                                /** @description Tithi 1–30 (1–15 Shukla, 16–30 Krishna; 15 Purnima, 30 Amavasya) */
                                number: number;
                                /** @description IAST, e.g. "Kṛṣṇa Aṣṭamī", "Pūrṇimā" */
                                name: string;
                                /** @description English (Drik Panchang's spelling), e.g. "Krishna Ashtami", "Purnima" */
                                name_en: string;
                                /** @description e.g. "कृष्ण अष्टमी" */
                                devanagari: string;
                                /**
                                 * @description Shukla (waxing) or Krishna (waning)
                                 * @enum {string}
                                 */
                                paksha: "Shukla" | "Krishna";
                                /** @description Tithi within its paksha, 1–15 */
                                paksha_tithi: number;
                            };
                            /** @description When the death tithi runs this time */
                            tithi_window: {
                                /**
                                 * Format: date-time
                                 * @description Start, ISO 8601 local time with offset
                                 */
                                start: string;
                                /**
                                 * Format: date-time
                                 * @description End, ISO 8601 local time with offset
                                 */
                                end: string;
                            };
                            /** @description Aparahna (4th fifth of daytime) of the chosen date: the preferred time for the rite */
                            aparahna: {
                                /**
                                 * Format: date-time
                                 * @description Start, ISO 8601 local time with offset
                                 */
                                start: string;
                                /**
                                 * Format: date-time
                                 * @description End, ISO 8601 local time with offset
                                 */
                                end: string;
                            };
                            /** @description Minutes of the tithi inside that aparahna (0 when decided by a fallback) */
                            aparahna_overlap_minutes: number;
                            /**
                             * @description How the date was chosen
                             * @enum {string}
                             */
                            rule: "aparahna-vyapti" | "daytime-fallback" | "night-fallback";
                            /** @description Lunar month of that tithi in both systems */
                            masa: {
                                /** @description Amanta month name (new moon to new moon), IAST, e.g. "Śrāvaṇa" */
                                amanta: string;
                                /** @description Purnimanta month name of the same paksha (full moon to full moon), IAST */
                                purnimanta: string;
                                /** @description The lunation is adhika (intercalary); it carries the name of the following nija month */
                                adhika: boolean;
                                /** @description IAST, e.g. "Adhika Śrāvaṇa" or "Śrāvaṇa" */
                                label: string;
                                /** @description e.g. "अधिक श्रावण" */
                                devanagari: string;
                                /** @description `amanta` in English, e.g. "Shravana" */
                                amanta_en: string;
                                /** @description `purnimanta` in English */
                                purnimanta_en: string;
                                /** @description `label` in English, e.g. "Adhika Shravana" */
                                label_en: string;
                            };
                            /** @description The tithi holds at no sunrise (kshaya): it is not the tithi printed for any date, yet it has its shraddha day */
                            kshaya_tithi: boolean;
                            /** @description Why this date (adhika month, doubled month, Chaturdashi rule …), or null */
                            note: string | null;
                        } | {
                            /** @description Anniversary number */
                            year: number;
                            /** @description No date: the month is kshaya that year */
                            date: null;
                            /** @description Explanation */
                            note: string;
                        })[];
                        /** @description `pitru_paksha_years` Mahalaya dates for the death tithi in Pitru Paksha, from the first Pitru Paksha after the death */
                        pitru_paksha: {
                            /** @description 1 = first Pitru Paksha after the death */
                            year: number;
                            /** @description Drik name of that day, e.g. "Ashtami Shraddha", "Sarva Pitru Amavasya" */
                            name: string;
                            /** @description Falls before the first annual shraddha (many families begin Mahalaya only after it) */
                            before_first_annual: boolean;
                            /**
                             * Format: date
                             * @description Civil date on which to perform it (YYYY-MM-DD)
                             */
                            date: string;
                            /** @description Vara of that date, IAST, e.g. "Somavāra" */
                            weekday: string;
                            /** @description The weekday in English, e.g. "Monday" */
                            weekday_en: string;
                            tithi: {
                                /** @description Tithi 1–30 (1–15 Shukla, 16–30 Krishna; 15 Purnima, 30 Amavasya) */
                                number: number;
                                /** @description IAST, e.g. "Kṛṣṇa Aṣṭamī", "Pūrṇimā" */
                                name: string;
                                /** @description English (Drik Panchang's spelling), e.g. "Krishna Ashtami", "Purnima" */
                                name_en: string;
                                /** @description e.g. "कृष्ण अष्टमी" */
                                devanagari: string;
                                /**
                                 * @description Shukla (waxing) or Krishna (waning)
                                 * @enum {string}
                                 */
                                paksha: "Shukla" | "Krishna";
                                /** @description Tithi within its paksha, 1–15 */
                                paksha_tithi: number;
                            };
                            /** @description When the death tithi runs this time */
                            tithi_window: {
                                /**
                                 * Format: date-time
                                 * @description Start, ISO 8601 local time with offset
                                 */
                                start: string;
                                /**
                                 * Format: date-time
                                 * @description End, ISO 8601 local time with offset
                                 */
                                end: string;
                            };
                            /** @description Aparahna (4th fifth of daytime) of the chosen date: the preferred time for the rite */
                            aparahna: {
                                /**
                                 * Format: date-time
                                 * @description Start, ISO 8601 local time with offset
                                 */
                                start: string;
                                /**
                                 * Format: date-time
                                 * @description End, ISO 8601 local time with offset
                                 */
                                end: string;
                            };
                            /** @description Minutes of the tithi inside that aparahna (0 when decided by a fallback) */
                            aparahna_overlap_minutes: number;
                            /**
                             * @description How the date was chosen
                             * @enum {string}
                             */
                            rule: "aparahna-vyapti" | "daytime-fallback" | "night-fallback";
                            /** @description Lunar month of that tithi in both systems */
                            masa: {
                                /** @description Amanta month name (new moon to new moon), IAST, e.g. "Śrāvaṇa" */
                                amanta: string;
                                /** @description Purnimanta month name of the same paksha (full moon to full moon), IAST */
                                purnimanta: string;
                                /** @description The lunation is adhika (intercalary); it carries the name of the following nija month */
                                adhika: boolean;
                                /** @description IAST, e.g. "Adhika Śrāvaṇa" or "Śrāvaṇa" */
                                label: string;
                                /** @description e.g. "अधिक श्रावण" */
                                devanagari: string;
                                /** @description `amanta` in English, e.g. "Shravana" */
                                amanta_en: string;
                                /** @description `purnimanta` in English */
                                purnimanta_en: string;
                                /** @description `label` in English, e.g. "Adhika Shravana" */
                                label_en: string;
                            };
                            /** @description The tithi holds at no sunrise (kshaya): it is not the tithi printed for any date, yet it has its shraddha day */
                            kshaya_tithi: boolean;
                            /** @description Why this date (adhika month, doubled month, Chaturdashi rule …), or null */
                            note: string | null;
                        }[];
                        /** @description The rules applied, in words (death_tithi, kaala, first_thirteen_days, monthly, annual, pitru_paksha) */
                        rules: {
                            [key: string]: string;
                        };
                        /** @description The location used */
                        location: {
                            lat: number;
                            lng: number;
                            altitude: number;
                            /** Format: iana-tz */
                            tz: string;
                        };
                        /**
                         * @description Astronomical convention used
                         * @enum {string}
                         */
                        convention: "drik" | "swiss";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
        };
    };
    getVivahMuhurat: {
        parameters: {
            query: {
                /** @description First date searched; defaults to today in `tz`. */
                start_date?: string;
                /** @description Last date searched (inclusive); at most 24 months after start_date. Overrides `months`. */
                end_date?: string;
                /** @description Length of the search when end_date is not given: start_date up to the day before the same date `months` later. */
                months?: number;
                /** @description Also list rejected dates with the criteria that rejected them. */
                explain?: boolean;
                /** @description Write each date's `reasons` lines (default). `false` leaves them out, and nothing else: a year's body is then less than half as long and costs about a third less CPU (docs/benchmarks.md). */
                reasons?: boolean;
                /** @description Which criteria apply, with what parameters: `classical` (the thirteen criteria of Muhurta Chintamani) or `drik` (Drik Panchang's list; see the description). */
                profile?: "classical" | "drik";
                /** @description Comma-separated criteria not to apply: nakshatra, tithi, karana, yoga, weekday, kharmas, chaturmasa, asta, amritadi, adhika_masa, holashtak, pitru_paksha, eclipse. */
                ignore?: string;
                /** @description Latitude in decimal degrees, north positive. */
                lat: number;
                /** @description Longitude in decimal degrees, east positive. */
                lng: number;
                /** @description IANA time zone name, or `auto`. All local dates and times in the response are in this zone, and `location.tz` states it. `auto` is the zone in force at `lat`/`lng` (looked up from time-zone boundaries derived from OpenStreetMap, accurate to a few kilometres near a border; at sea the nautical zone, e.g. `Etc/GMT-5` for UTC+5): `tz=auto` at Kathmandu answers in `Asia/Kathmandu`, the same answer (and cache entry) as `tz=Asia/Kathmandu`. Default `Asia/Kolkata` wherever the place is. */
                tz?: string;
                /** @description Height above sea level in metres; lowers the apparent horizon (earlier sunrise, later sunset). */
                altitude?: number;
                /** @description Astronomical convention. `drik` (default) reproduces Drik Panchang: Swiss Ephemeris Lahiri positions with the Sun shifted by solar aberration plus nutation in longitude (≈ −30″). `swiss` gives plain Swiss Ephemeris apparent sidereal (Lahiri) positions. */
                convention?: "drik" | "swiss";
                /**
                 * @description Language of the names added as `name_local` (with `name_en`, `lord_local`, `paksha_local`, `weekday_local` …): `sa-Latn` or `iast` (IAST, the `name` itself), `en` (English), or one of nine Indian languages in their own script: `hi` Hindi, `mr` Marathi, `gu` Gujarati, `bn` Bengali, `or` Odia, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam. Tithi, paksha, nakshatra, yoga, karana, vara, masa (with the adhika prefix), samvatsara, rashi (signs, lagna), the grahas (lords, hora), choghadiya and the named windows (`window_names`: Rahu Kalam, Brahma Muhurta …) are complete in every language; a regional solar month (`solar_date`) is its calendar's own name in that calendar's language, else the name of its rashi; festivals have local names for the thirty major festivals and every Ekadashi, others (and derived days: parana, vaishnava) `name_local: null`. Regional names are the ones regional panchangs print, not transliterations (Tamil `ஞாயிறு` for Sunday, `அசுவினி` for Ashvini; Bengali `বৈশাখ`). Without `lang` the answer is unchanged. Part of the cache key.
                 *
                 *     Examples (GET /calendar/v1/panchang, 2024-04-14): Chennai `date=2024-04-14&lat=13.0827&lng=80.2707&lang=ta` → `vara: {"name": "Ravivāra", "name_en": "Sunday", "name_local": "ஞாயிறு", "lord_local": "சூரியன்"}`, tithi `"name": "Ṣaṣṭhī", "name_local": "சஷ்டி", "paksha_local": "வளர்பிறை"`, nakshatra `"Ārdrā"` → `"திருவாதிரை"`, masa `"Caitra"` → `"சைத்ரம்"`, samvatsara `"Krodhin"` → `"குரோதி"`. Kolkata `date=2024-04-14&lat=22.5726&lng=88.3639&lang=bn` → vara `"রবিবার"`, tithi `"ষষ্ঠী"` (`paksha_local` `"শুক্ল"`), nakshatra `"আর্দ্রা"`, masa `"চৈত্র"`.
                 */
                lang?: "sa-Latn" | "iast" | "en" | "hi" | "mr" | "gu" | "bn" | "or" | "ta" | "te" | "kn" | "ml";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Vivah muhurat dates Cached for 1 day. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    /** @description private, max-age up to 86400 */
                    "Cache-Control"?: string;
                    /** @description gzip when Accept-Encoding allows it and the body is 1 KB or more */
                    "Content-Encoding"?: "gzip";
                    /** @description Accept-Encoding, on bodies that can be compressed */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "start_date": "2024-11-15",
                     *       "end_date": "2024-12-14",
                     *       "location": {
                     *         "lat": 28.6139,
                     *         "lng": 77.209,
                     *         "altitude": 0,
                     *         "tz": "Asia/Kolkata"
                     *       },
                     *       "convention": "drik",
                     *       "profile": {
                     *         "id": "classical",
                     *         "name": "Classical (thirteen criteria)",
                     *         "description": "The thirteen classical criteria of vivah-criteria.json with their own parameters and the orbs of combustion.json; windows from sunrise to the next sunrise.",
                     *         "source": "Muhurta Chintamani, vivaha prakarana, as summarised in notes/calendar-conventions.md §10 (the thirteen criteria of vivah-criteria.json)."
                     *       },
                     *       "criteria": [
                     *         {
                     *           "id": "nakshatra",
                     *           "name": "Auspicious nakshatra",
                     *           "devanagari": "शुभ नक्षत्र",
                     *           "description": "The Moon is in one of the eleven marriage nakshatras: Rohini, Mrigashirsha, Magha, Uttara Phalguni, Hasta, Swati, Anuradha, Mula, Uttara Ashadha, Uttara Bhadrapada, Revati.",
                     *           "applied": true
                     *         },
                     *         {
                     *           "id": "tithi",
                     *           "name": "Tithi (no Rikta, no Amavasya)",
                     *           "devanagari": "तिथि",
                     *           "description": "Not a Rikta tithi (Chaturthi, Navami, Chaturdashi of either paksha) and not Amavasya.",
                     *           "applied": true
                     *         },
                     *         {
                     *           "id": "karana",
                     *           "name": "Karana (no Vishti / Bhadra)",
                     *           "devanagari": "करण",
                     *           "description": "Not Vishti (Bhadra) karana.",
                     *           "applied": true
                     *         },
                     *         {
                     *           "id": "yoga",
                     *           "name": "Yoga (no Vyatipata, no Vaidhriti)",
                     *           "devanagari": "योग",
                     *           "description": "Not the yogas Vyatipata or Vaidhriti.",
                     *           "applied": true
                     *         },
                     *         {
                     *           "id": "weekday",
                     *           "name": "Weekday",
                     *           "devanagari": "वार",
                     *           "description": "Not a Tuesday (Mangalavara). The vara runs from sunrise to the next sunrise. Lists differ (some also avoid Saturday or Sunday).",
                     *           "applied": true
                     *         },
                     *         {
                     *           "id": "kharmas",
                     *           "name": "Kharmas / Malmas",
                     *           "devanagari": "खरमास",
                     *           "description": "The Sun is not in sidereal Dhanu or Meena (Kharmas, roughly mid-December to mid-January and mid-March to mid-April).",
                     *           "applied": true
                     *         },
                     *         {
                     *           "id": "chaturmasa",
                     *           "name": "Chaturmasa",
                     *           "devanagari": "चातुर्मास",
                     *           "description": "Not between the start of Devshayani Ekadashi (Ashadha Shukla 11) and the end of Prabodhini Ekadashi (Kartika Shukla 11), while Vishnu sleeps. Many South Indian families do not observe this rule (use ignore=chaturmasa).",
                     *           "applied": true
                     *         },
                     *         {
                     *           "id": "asta",
                     *           "name": "Guru / Shukra asta",
                     *           "devanagari": "गुरु-शुक्र अस्त",
                     *           "description": "Neither Venus (Shukra) nor Jupiter (Guru) is combust, i.e. within its orb of the Sun in geocentric ecliptic longitude (see combustion.json).",
                     *           "applied": true
                     *         },
                     *         {
                     *           "id": "amritadi",
                     *           "name": "Amritadi Marana yoga",
                     *           "devanagari": "मरण योग",
                     *           "description": "The weekday and the Moon's nakshatra do not form Marana (Mrityu) yoga in the Amritadi table (see amritadi-yoga.json).",
                     *           "applied": true
                     *         },
                     *         {
                     *           "id": "adhika_masa",
                     *           "name": "Adhika masa",
                     *           "devanagari": "अधिक मास",
                     *           "description": "Not in an adhika (intercalary, mala) lunar month.",
                     *           "applied": true
                     *         },
                     *         {
                     *           "id": "holashtak",
                     *           "name": "Holashtak",
                     *           "devanagari": "होलाष्टक",
                     *           "description": "Not in the eight days before Holika Dahan: from the start of Phalguna Shukla Ashtami to the end of Phalguna Purnima.",
                     *           "applied": true
                     *         },
                     *         {
                     *           "id": "pitru_paksha",
                     *           "name": "Pitru Paksha",
                     *           "devanagari": "पितृ पक्ष",
                     *           "description": "Not in Pitru Paksha: from the start of Bhadrapada Purnima (Purnima shraddha) to the end of Sarva Pitru Amavasya (amanta Bhadrapada Krishna = purnimanta Ashvina Krishna).",
                     *           "applied": true
                     *         },
                     *         {
                     *           "id": "eclipse",
                     *           "name": "Eclipse day",
                     *           "devanagari": "ग्रहण",
                     *           "description": "Not on the day (sunrise to next sunrise) of a solar eclipse (any kind, anywhere on Earth) or of an umbral lunar eclipse (partial or total). Penumbral lunar eclipses are ignored. Local visibility is not required (conservative).",
                     *           "applied": true
                     *         }
                     *       ],
                     *       "dates": [
                     *         {
                     *           "date": "2024-11-16",
                     *           "weekday": "Śanivāra",
                     *           "weekday_en": "Saturday",
                     *           "vara": "Śanivāra",
                     *           "windows": [
                     *             {
                     *               "start": "2024-11-16T19:28:21+05:30",
                     *               "end": "2024-11-17T06:45:29+05:30",
                     *               "duration_minutes": 677,
                     *               "nakshatra": [
                     *                 "Rohiṇī"
                     *               ],
                     *               "tithi": [
                     *                 "Kṛṣṇa Pratipadā",
                     *                 "Kṛṣṇa Dvitīyā"
                     *               ],
                     *               "yoga": [
                     *                 "Parigha",
                     *                 "Śiva"
                     *               ],
                     *               "karana": [
                     *                 "Kaulava",
                     *                 "Taitila"
                     *               ],
                     *               "nakshatra_en": [
                     *                 "Rohini"
                     *               ],
                     *               "tithi_en": [
                     *                 "Krishna Pratipada",
                     *                 "Krishna Dwitiya"
                     *               ],
                     *               "yoga_en": [
                     *                 "Parigha",
                     *                 "Shiva"
                     *               ],
                     *               "karana_en": [
                     *                 "Kaulava",
                     *                 "Taitila"
                     *               ]
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             "Rohiṇī"
                     *           ],
                     *           "tithi": [
                     *             "Kṛṣṇa Pratipadā",
                     *             "Kṛṣṇa Dvitīyā"
                     *           ],
                     *           "nakshatra_en": [
                     *             "Rohini"
                     *           ],
                     *           "tithi_en": [
                     *             "Krishna Pratipada",
                     *             "Krishna Dwitiya"
                     *           ],
                     *           "reasons": [
                     *             "Nakshatra Rohini: among the eleven marriage nakshatras",
                     *             "Tithi Krishna Pratipada, Krishna Dwitiya: not Chaturthi (either paksha), Navami (either paksha), Chaturdashi (either paksha), Amāvāsyā",
                     *             "Karana Kaulava, Taitila: not Vishti",
                     *             "Yoga Parigha, Shiva: not Vyatipata, Vaidhriti",
                     *             "Saturday (Shaniwara): not Tuesday",
                     *             "Sun in sidereal Vrishchika: not Kharmas (Dhanu, Meena)",
                     *             "Outside Chaturmasa (Devshayani to Prabodhini Ekadashi)",
                     *             "Venus 41.1° and Jupiter 156.0° from the Sun: neither combust (orbs 10°, 11°)",
                     *             "Amritadi yoga: Saturday + Rohini = Amrita (not Marana)",
                     *             "Lunar month Kartika (amanta), not adhika",
                     *             "Not Holashtak",
                     *             "Not Pitru Paksha",
                     *             "No eclipse that day",
                     *             "Windows: 19:28–06:45 (lagna not checked: confirm the lagna with the priest)"
                     *           ]
                     *         },
                     *         {
                     *           "date": "2024-11-17",
                     *           "weekday": "Ravivāra",
                     *           "weekday_en": "Sunday",
                     *           "vara": "Ravivāra",
                     *           "windows": [
                     *             {
                     *               "start": "2024-11-17T06:45:29+05:30",
                     *               "end": "2024-11-18T06:46:17+05:30",
                     *               "duration_minutes": 1441,
                     *               "nakshatra": [
                     *                 "Rohiṇī",
                     *                 "Mṛgaśīrṣa"
                     *               ],
                     *               "tithi": [
                     *                 "Kṛṣṇa Dvitīyā",
                     *                 "Kṛṣṇa Tṛtīyā"
                     *               ],
                     *               "yoga": [
                     *                 "Śiva",
                     *                 "Siddha"
                     *               ],
                     *               "karana": [
                     *                 "Taitila",
                     *                 "Gara",
                     *                 "Vaṇija"
                     *               ],
                     *               "nakshatra_en": [
                     *                 "Rohini",
                     *                 "Mrigashirsha"
                     *               ],
                     *               "tithi_en": [
                     *                 "Krishna Dwitiya",
                     *                 "Krishna Tritiya"
                     *               ],
                     *               "yoga_en": [
                     *                 "Shiva",
                     *                 "Siddha"
                     *               ],
                     *               "karana_en": [
                     *                 "Taitila",
                     *                 "Garaja",
                     *                 "Vanija"
                     *               ]
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             "Rohiṇī",
                     *             "Mṛgaśīrṣa"
                     *           ],
                     *           "tithi": [
                     *             "Kṛṣṇa Dvitīyā",
                     *             "Kṛṣṇa Tṛtīyā"
                     *           ],
                     *           "nakshatra_en": [
                     *             "Rohini",
                     *             "Mrigashirsha"
                     *           ],
                     *           "tithi_en": [
                     *             "Krishna Dwitiya",
                     *             "Krishna Tritiya"
                     *           ],
                     *           "reasons": [
                     *             "Nakshatra Rohini, Mrigashirsha: among the eleven marriage nakshatras",
                     *             "Tithi Krishna Dwitiya, Krishna Tritiya: not Chaturthi (either paksha), Navami (either paksha), Chaturdashi (either paksha), Amāvāsyā",
                     *             "Karana Taitila, Garaja, Vanija: not Vishti",
                     *             "Yoga Shiva, Siddha: not Vyatipata, Vaidhriti",
                     *             "Sunday (Raviwara): not Tuesday",
                     *             "Sun in sidereal Vrishchika: not Kharmas (Dhanu, Meena)",
                     *             "Outside Chaturmasa (Devshayani to Prabodhini Ekadashi)",
                     *             "Venus 41.2° and Jupiter 156.8° from the Sun: neither combust (orbs 10°, 11°)",
                     *             "Amritadi yoga: Sunday + Rohini = Siddha, Sunday + Mrigashirsha = Siddha (not Marana)",
                     *             "Lunar month Kartika (amanta), not adhika",
                     *             "Not Holashtak",
                     *             "Not Pitru Paksha",
                     *             "No eclipse that day",
                     *             "Windows: 06:45–06:46 (lagna not checked: confirm the lagna with the priest)"
                     *           ]
                     *         }
                     *       ],
                     *       "rejected": null,
                     *       "summary": {
                     *         "days_searched": 30,
                     *         "auspicious_days": 11,
                     *         "rejected_days": 19
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: date
                         * @description First date searched
                         */
                        start_date: string;
                        /**
                         * Format: date
                         * @description Last date searched (inclusive)
                         */
                        end_date: string;
                        /** @description The location used */
                        location: {
                            lat: number;
                            lng: number;
                            altitude: number;
                            /** Format: iana-tz */
                            tz: string;
                        };
                        /**
                         * @description Astronomical convention used
                         * @enum {string}
                         */
                        convention: "drik" | "swiss";
                        /** @description The profile that decided which criteria apply, with what parameters (data/ceremonies/vivah-profiles.json) */
                        profile: {
                            /**
                             * @description Profile id
                             * @enum {string}
                             */
                            id: "classical" | "drik";
                            /** @description Profile name */
                            name: string;
                            /** @description What the profile applies */
                            description: string;
                            /** @description Where the profile's rules come from */
                            source: string;
                        };
                        /** @description The thirteen criteria in order, and whether each was applied */
                        criteria: {
                            /**
                             * @description Criterion id
                             * @enum {string}
                             */
                            id: "nakshatra" | "tithi" | "karana" | "yoga" | "weekday" | "kharmas" | "chaturmasa" | "asta" | "amritadi" | "adhika_masa" | "holashtak" | "pitru_paksha" | "eclipse";
                            /** @description Name */
                            name: string;
                            /** @description Name in Devanagari */
                            devanagari: string;
                            /** @description The rule as the profile applies it */
                            description: string;
                            /** @description false when the profile does not apply it or it is listed in `ignore` */
                            applied: boolean;
                            /** @description With `explain=true`: why the criterion applies or not ("ignored by request", or the profile's reason) */
                            why?: string;
                            /** @description With `explain=true`: the source of that reason (Muhurta Chintamani, or Drik's list as read by bench/drik/vivah.ts) */
                            source?: string;
                        }[];
                        /** @description Auspicious dates (the Hindu day from the sunrise of this date to the next sunrise) */
                        dates: {
                            /**
                             * Format: date
                             * @description Date
                             */
                            date: string;
                            /** @description Vara, IAST, e.g. "Guruvāra" */
                            weekday: string;
                            /** @description English weekday, e.g. "Thursday" */
                            weekday_en: string;
                            /** @description The same as weekday (kept for earlier clients) */
                            vara: string;
                            windows: {
                                /**
                                 * Format: date-time
                                 * @description Window start, local with offset
                                 */
                                start: string;
                                /**
                                 * Format: date-time
                                 * @description Window end, local with offset (may be after midnight: the window belongs to the day of the preceding sunrise)
                                 */
                                end: string;
                                /** @description Length in minutes */
                                duration_minutes: number;
                                /** @description Nakshatras during the window */
                                nakshatra: string[];
                                /** @description Tithis during the window */
                                tithi: string[];
                                /** @description Yogas during the window */
                                yoga: string[];
                                /** @description Karanas during the window */
                                karana: string[];
                                /** @description `nakshatra` in English */
                                nakshatra_en: string[];
                                /** @description `tithi` in English */
                                tithi_en: string[];
                                /** @description `yoga` in English */
                                yoga_en: string[];
                                /** @description `karana` in English */
                                karana_en: string[];
                            }[];
                            /** @description Nakshatras of the windows */
                            nakshatra: string[];
                            /** @description Tithis of the windows */
                            tithi: string[];
                            /** @description `nakshatra` in English */
                            nakshatra_en: string[];
                            /** @description `tithi` in English */
                            tithi_en: string[];
                            /** @description Why the date qualifies, criterion by criterion (lagna not checked); left out with `reasons=false` */
                            reasons?: string[];
                        }[];
                        /** @description With `explain=true`: every other date with the criteria that rejected it; null otherwise */
                        rejected: {
                            /**
                             * Format: date
                             * @description Date
                             */
                            date: string;
                            /** @description Vara, IAST */
                            weekday: string;
                            /** @description English weekday */
                            weekday_en: string;
                            /** @description Criteria that leave no time on their own (whole_day), or, when none does, every criterion that fails during part of the day */
                            rejected_by: {
                                /**
                                 * @description Criterion id
                                 * @enum {string}
                                 */
                                criterion: "nakshatra" | "tithi" | "karana" | "yoga" | "weekday" | "kharmas" | "chaturmasa" | "asta" | "amritadi" | "adhika_masa" | "holashtak" | "pitru_paksha" | "eclipse";
                                /** @description Criterion name */
                                name: string;
                                /** @description This criterion alone rejects the whole day */
                                whole_day: boolean;
                                details: string[];
                            }[];
                            /** @description One readable line */
                            summary: string;
                        }[] | null;
                        summary: {
                            /** @description Days in the range */
                            days_searched: number;
                            /** @description Dates with at least one window */
                            auspicious_days: number;
                            /** @description Other dates */
                            rejected_days: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
        };
    };
    citeReference: {
        parameters: {
            query: {
                /** @description The citation, e.g. `BG 2.47`, `bhishma parva 25.1`, `ramayana/1/1/1`. */
                ref: string;
                /** @description Edition slug (see /corpus/v1/works/{work}/editions); default: the highest-ranked edition. */
                edition?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Citation response (example: `?ref=BG 2.47`; arrays shortened). Cached for 1 day. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    /** @description private, max-age up to 86400 */
                    "Cache-Control"?: string;
                    /** @description gzip when Accept-Encoding allows it and the body is 1 KB or more */
                    "Content-Encoding"?: "gzip";
                    /** @description Accept-Encoding, on bodies that can be compressed */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "work": "Bhagavadgītā",
                     *       "work_slug": "bhagavad-gita",
                     *       "work_category": "gita",
                     *       "authority_tier": "smriti",
                     *       "edition": {
                     *         "slug": "vedicscriptures",
                     *         "title": "Bhagavad Gita (vedicscriptures)",
                     *         "source": "vedicscriptures-bhagavad-gita-data",
                     *         "source_url": "https://github.com/vedicscriptures/bhagavad-gita-data",
                     *         "source_commit": "dbc3e1f0d3c03f1c0323d0c2cbc5fc53010022d9",
                     *         "licence": "GPL-3.0 (repository); Sanskrit texts public domain",
                     *         "licence_class": "open",
                     *         "licence_note": null,
                     *         "rank": 100,
                     *         "is_default": true,
                     *         "counts": {
                     *           "chapters": 18,
                     *           "verses": 701,
                     *           "translations": 4907,
                     *           "commentaries": 13299
                     *         },
                     *         "notes": [
                     *           "dropped 18 chapter colophon files numbered past the chapter's last verse",
                     *           "excluded key \"prabhu\" (BBT copyright)"
                     *         ]
                     *       },
                     *       "chapter": "2",
                     *       "verse": {
                     *         "id": "bhagavad-gita:vedicscriptures:2.47",
                     *         "reference": "2.47",
                     *         "verse_number": "47",
                     *         "content_devanagari": "कर्मण्येवाधिकारस्ते मा फलेषु कदाचन ।\nमा कर्मफलहेतुर्भूर्मा ते सङ्गोऽस्त्वकर्मणि ॥",
                     *         "content_iast": "karmaṇyevādhikāraste mā phaleṣu kadācana |\nmā karmaphalaheturbhūrmā te saṅgo'stvakarmaṇi ||",
                     *         "content_slp1": "karmaRyevADikAraste mA Palezu kadAcana .\nmA karmaPalaheturBUrmA te saNgo'stvakarmaRi ..",
                     *         "meter": {
                     *           "name": "anuṣṭubh",
                     *           "origin": "identified"
                     *         },
                     *         "speaker": null
                     *       },
                     *       "translations": [
                     *         {
                     *           "language": "hi",
                     *           "author": "Swami Tejomayananda",
                     *           "text": "कर्म करने मात्र में तुम्हारा अधिकार है? फल में कभी नहीं। तुम कर्मफल के हेतु वाले मत होना और अकर्म में भी तुम्हारी आसक्ति न हो।।",
                     *           "licence": "uncleared",
                     *           "licence_note": "Modern translation/commentary: the translator's copyright has not been cleared. Included for research and evaluation; deployers who need cleared content build with --exclude-uncleared.",
                     *           "source": "vedicscriptures-bhagavad-gita-data#tej",
                     *           "sources": [
                     *             "vedicscriptures-bhagavad-gita-data#tej",
                     *             "gita-gita"
                     *           ]
                     *         },
                     *         {
                     *           "language": "hi",
                     *           "author": "Swami Ramsukhdas",
                     *           "text": "कर्तव्य-कर्म करनेमें ही तेरा अधिकार है, फलोंमें कभी नहीं। अतः तू कर्मफलका हेतु भी मत बन और तेरी अकर्मण्यतामें भी आसक्ति न हो।",
                     *           "licence": "uncleared",
                     *           "licence_note": "Modern translation/commentary: the translator's copyright has not been cleared. Included for research and evaluation; deployers who need cleared content build with --exclude-uncleared.",
                     *           "source": "vedicscriptures-bhagavad-gita-data#rams",
                     *           "sources": [
                     *             "vedicscriptures-bhagavad-gita-data#rams",
                     *             "gita-gita"
                     *           ]
                     *         },
                     *         {
                     *           "language": "en",
                     *           "author": "Swami Sivananda",
                     *           "text": "Thy right is to work only, but never with its fruits; let not the fruits of action be thy motive, nor let thy attachment be to inaction.",
                     *           "licence": "uncleared",
                     *           "licence_note": "Modern translation/commentary: the translator's copyright has not been cleared. Included for research and evaluation; deployers who need cleared content build with --exclude-uncleared.",
                     *           "source": "vedicscriptures-bhagavad-gita-data#siva",
                     *           "sources": [
                     *             "vedicscriptures-bhagavad-gita-data#siva",
                     *             "gita-gita"
                     *           ],
                     *           "variants": [
                     *             {
                     *               "source": "gita-gita",
                     *               "text": "Your right is only to work, but not to its results; do not let the results of action be your motive, nor let your attachment be to inaction."
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "commentaries": [
                     *         {
                     *           "author": "Swami Sivananda",
                     *           "language": "en",
                     *           "text": "कर्मणि in work? एव only? अधिकारः right? ते thy? मा not? फलेषु in the fruits? कदाचन  at any time? मा not? कर्मफलहेतुः भूः let not the fruits of action be thy motive? मा not? ते thy? सङ्गः attachment? अ…",
                     *           "licence": "uncleared",
                     *           "licence_note": "Modern translation/commentary: the translator's copyright has not been cleared. Included for research and evaluation; deployers who need cleared content build with --exclude-uncleared.",
                     *           "source": "vedicscriptures-bhagavad-gita-data#siva"
                     *         }
                     *       ],
                     *       "interpretations": [
                     *         {
                     *           "kind": "word_meanings",
                     *           "language": "en",
                     *           "author": null,
                     *           "text": "karmaṇi—in prescribed duties; eva—only; adhikāraḥ—right; te—your; mā—not; phaleṣhu—in the fruits; kadāchana—at any time; mā—never; karma-phala—results of the activities; hetuḥ—cause; bhūḥ—be; mā—not; …",
                     *           "machine_generated": false,
                     *           "licence": "uncleared",
                     *           "licence_note": "Modern translation/commentary: the translator's copyright has not been cleared. Included for research and evaluation; deployers who need cleared content build with --exclude-uncleared.",
                     *           "source": "gita-gita"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @description Work title (IAST). */
                        work: string;
                        work_slug: string;
                        /** @enum {string} */
                        work_category: "itihasa" | "veda" | "upanishad" | "purana" | "kavya" | "stotra" | "sutra" | "shastra" | "gita" | "nataka";
                        /** @enum {string} */
                        authority_tier: "shruti" | "smriti" | "itihasa-purana" | "kavya" | "shastra";
                        edition: {
                            /** @example vedicscriptures */
                            slug: string;
                            title: string;
                            /** @description Upstream source id (data/corpus bundle). */
                            source: string;
                            /** Format: uri */
                            source_url: string;
                            /** @description Upstream commit the bundle was packed from. */
                            source_commit: string;
                            /** @description Licence of the edition's text; 'uncleared' when the upstream states none. */
                            licence: string;
                            /**
                             * @description open: always built; uncleared: built by default, dropped with --exclude-uncleared; noncommercial (GRETIL, CC BY-NC-SA; the BORI Mahābhārata text, whose rights holder asks that it not be redistributed): only with --include-noncommercial.
                             * @enum {string}
                             */
                            licence_class: "open" | "noncommercial" | "uncleared";
                            licence_note: string | null;
                            /** @description Adapter rank: the highest-ranked edition is the default. */
                            rank: number;
                            /** @description True for the first (highest-ranked) edition of the work. */
                            is_default: boolean;
                            counts: {
                                chapters: number;
                                verses: number;
                                translations: number;
                                commentaries: number;
                            };
                            /** @description Source defects fixed or flagged at ingestion. */
                            notes: string[];
                        };
                        /** @description Normalised dotted chapter (null for works without chapters). */
                        chapter: string | null;
                        /** @description One verse in three scripts. */
                        verse: {
                            /**
                             * @description `{work}:{edition}:{reference}`
                             * @example bhagavad-gita:vedicscriptures:2.47
                             */
                            id: string;
                            /**
                             * @description Dotted reference: chapter levels then the verse number.
                             * @example 2.47
                             */
                            reference: string;
                            verse_number: string;
                            content_devanagari: string;
                            /** @description IAST; daṇḍas written | and ||, candrabindu (ँ) m̐ as in ISO 15919. */
                            content_iast: string;
                            /** @description SLP1 (Scharf & Hyman 2011), the search form; daṇḍas written . and .. */
                            content_slp1: string;
                            /** @description Meter of the verse: from the source, or identified from its laghu/guru pattern (anuṣṭubh and the common samavṛttas); null when neither. */
                            meter: {
                                /** @example anuṣṭubh */
                                name: string;
                                /** @enum {string} */
                                origin: "source" | "identified";
                            } | null;
                            /** @description Speaker line split off the verse (e.g. "श्रीभगवानुवाच"), when the source has one. */
                            speaker: string | null;
                        };
                        /** @description Ranges only: every verse of the range (verse = the first). */
                        verses?: {
                            /**
                             * @description `{work}:{edition}:{reference}`
                             * @example bhagavad-gita:vedicscriptures:2.47
                             */
                            id: string;
                            /**
                             * @description Dotted reference: chapter levels then the verse number.
                             * @example 2.47
                             */
                            reference: string;
                            verse_number: string;
                            content_devanagari: string;
                            /** @description IAST; daṇḍas written | and ||, candrabindu (ँ) m̐ as in ISO 15919. */
                            content_iast: string;
                            /** @description SLP1 (Scharf & Hyman 2011), the search form; daṇḍas written . and .. */
                            content_slp1: string;
                            /** @description Meter of the verse: from the source, or identified from its laghu/guru pattern (anuṣṭubh and the common samavṛttas); null when neither. */
                            meter: {
                                /** @example anuṣṭubh */
                                name: string;
                                /** @enum {string} */
                                origin: "source" | "identified";
                            } | null;
                            /** @description Speaker line split off the verse (e.g. "श्रीभगवानुवाच"), when the source has one. */
                            speaker: string | null;
                        }[];
                        /** @description Pooled over every source of the work for this reference, one per translator and language. */
                        translations: {
                            /**
                             * @description ISO 639-1 language code
                             * @enum {string}
                             */
                            language: "en" | "hi" | "sa";
                            author: string;
                            text: string;
                            licence: string;
                            /** @description Present when licence is 'uncleared': why, and for what use it is included. */
                            licence_note?: string;
                            /** @description The source whose text is given (the first in edition-rank order). */
                            source: string;
                            /** @description Every source holding this translation of the verse (source first). */
                            sources: string[];
                            /** @description Present when another source's text differs beyond spacing and punctuation (e.g. a modernised wording). */
                            variants?: {
                                source: string;
                                text: string;
                            }[];
                        }[];
                        commentaries: {
                            author: string;
                            /**
                             * @description ISO 639-1 language code
                             * @enum {string}
                             */
                            language: "en" | "hi" | "sa";
                            text: string;
                            licence: string;
                            /** @description Present when licence is 'uncleared': why, and for what use it is included. */
                            licence_note?: string;
                            source: string;
                        }[];
                        interpretations: {
                            /**
                             * @description header: the sūkta header (ṛṣi, devatā, chandas) of Vedic sources.
                             * @enum {string}
                             */
                            kind: "word_meanings" | "anvaya" | "summary" | "header";
                            /**
                             * @description ISO 639-1 language code
                             * @enum {string}
                             */
                            language: "en" | "hi" | "sa";
                            author: string | null;
                            text: string;
                            /** @description True for AI-generated anvaya/summaries of the source. */
                            machine_generated: boolean;
                            licence?: string;
                            /** @description Present when licence is 'uncleared': why, and for what use it is included. */
                            licence_note?: string;
                            source: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description In the gateway error shape `{error: {code, message, request_id}}`: WORK_NOT_FOUND (no work with that slug, title or alias), EDITION_NOT_FOUND (the work has no such edition; the message lists them), CHAPTER_NOT_FOUND (a chapter of the wrong depth: the message gives an example; or a chapter not in this edition: the message gives the edition's chapter range), VERSE_NOT_FOUND (a verse not in this edition: the message gives the chapter's verse range; or an invalid verse/range). Numbers may be written in Devanagari digits. */
            404: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
            /** @description CORPUS_NOT_BUILT: the corpus artifacts are missing or of another formatVersion (the message names the rebuild command). */
            503: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    citeChapterVerse: {
        parameters: {
            query?: {
                /** @description Edition slug (see /corpus/v1/works/{work}/editions); default: the highest-ranked edition. */
                edition?: string;
            };
            header?: never;
            path: {
                work: string;
                chapter: string;
                verse: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Citation response (example: Gītā 2.47; arrays shortened). Cached for 1 day. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    /** @description private, max-age up to 86400 */
                    "Cache-Control"?: string;
                    /** @description gzip when Accept-Encoding allows it and the body is 1 KB or more */
                    "Content-Encoding"?: "gzip";
                    /** @description Accept-Encoding, on bodies that can be compressed */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "work": "Bhagavadgītā",
                     *       "work_slug": "bhagavad-gita",
                     *       "work_category": "gita",
                     *       "authority_tier": "smriti",
                     *       "edition": {
                     *         "slug": "vedicscriptures",
                     *         "title": "Bhagavad Gita (vedicscriptures)",
                     *         "source": "vedicscriptures-bhagavad-gita-data",
                     *         "source_url": "https://github.com/vedicscriptures/bhagavad-gita-data",
                     *         "source_commit": "dbc3e1f0d3c03f1c0323d0c2cbc5fc53010022d9",
                     *         "licence": "GPL-3.0 (repository); Sanskrit texts public domain",
                     *         "licence_class": "open",
                     *         "licence_note": null,
                     *         "rank": 100,
                     *         "is_default": true,
                     *         "counts": {
                     *           "chapters": 18,
                     *           "verses": 701,
                     *           "translations": 4907,
                     *           "commentaries": 13299
                     *         },
                     *         "notes": [
                     *           "dropped 18 chapter colophon files numbered past the chapter's last verse",
                     *           "excluded key \"prabhu\" (BBT copyright)"
                     *         ]
                     *       },
                     *       "chapter": "2",
                     *       "verse": {
                     *         "id": "bhagavad-gita:vedicscriptures:2.47",
                     *         "reference": "2.47",
                     *         "verse_number": "47",
                     *         "content_devanagari": "कर्मण्येवाधिकारस्ते मा फलेषु कदाचन ।\nमा कर्मफलहेतुर्भूर्मा ते सङ्गोऽस्त्वकर्मणि ॥",
                     *         "content_iast": "karmaṇyevādhikāraste mā phaleṣu kadācana |\nmā karmaphalaheturbhūrmā te saṅgo'stvakarmaṇi ||",
                     *         "content_slp1": "karmaRyevADikAraste mA Palezu kadAcana .\nmA karmaPalaheturBUrmA te saNgo'stvakarmaRi ..",
                     *         "meter": {
                     *           "name": "anuṣṭubh",
                     *           "origin": "identified"
                     *         },
                     *         "speaker": null
                     *       },
                     *       "translations": [
                     *         {
                     *           "language": "hi",
                     *           "author": "Swami Tejomayananda",
                     *           "text": "कर्म करने मात्र में तुम्हारा अधिकार है? फल में कभी नहीं। तुम कर्मफल के हेतु वाले मत होना और अकर्म में भी तुम्हारी आसक्ति न हो।।",
                     *           "licence": "uncleared",
                     *           "licence_note": "Modern translation/commentary: the translator's copyright has not been cleared. Included for research and evaluation; deployers who need cleared content build with --exclude-uncleared.",
                     *           "source": "vedicscriptures-bhagavad-gita-data#tej",
                     *           "sources": [
                     *             "vedicscriptures-bhagavad-gita-data#tej",
                     *             "gita-gita"
                     *           ]
                     *         },
                     *         {
                     *           "language": "hi",
                     *           "author": "Swami Ramsukhdas",
                     *           "text": "कर्तव्य-कर्म करनेमें ही तेरा अधिकार है, फलोंमें कभी नहीं। अतः तू कर्मफलका हेतु भी मत बन और तेरी अकर्मण्यतामें भी आसक्ति न हो।",
                     *           "licence": "uncleared",
                     *           "licence_note": "Modern translation/commentary: the translator's copyright has not been cleared. Included for research and evaluation; deployers who need cleared content build with --exclude-uncleared.",
                     *           "source": "vedicscriptures-bhagavad-gita-data#rams",
                     *           "sources": [
                     *             "vedicscriptures-bhagavad-gita-data#rams",
                     *             "gita-gita"
                     *           ]
                     *         },
                     *         {
                     *           "language": "en",
                     *           "author": "Swami Sivananda",
                     *           "text": "Thy right is to work only, but never with its fruits; let not the fruits of action be thy motive, nor let thy attachment be to inaction.",
                     *           "licence": "uncleared",
                     *           "licence_note": "Modern translation/commentary: the translator's copyright has not been cleared. Included for research and evaluation; deployers who need cleared content build with --exclude-uncleared.",
                     *           "source": "vedicscriptures-bhagavad-gita-data#siva",
                     *           "sources": [
                     *             "vedicscriptures-bhagavad-gita-data#siva",
                     *             "gita-gita"
                     *           ],
                     *           "variants": [
                     *             {
                     *               "source": "gita-gita",
                     *               "text": "Your right is only to work, but not to its results; do not let the results of action be your motive, nor let your attachment be to inaction."
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "commentaries": [
                     *         {
                     *           "author": "Swami Sivananda",
                     *           "language": "en",
                     *           "text": "कर्मणि in work? एव only? अधिकारः right? ते thy? मा not? फलेषु in the fruits? कदाचन  at any time? मा not? कर्मफलहेतुः भूः let not the fruits of action be thy motive? मा not? ते thy? सङ्गः attachment? अ…",
                     *           "licence": "uncleared",
                     *           "licence_note": "Modern translation/commentary: the translator's copyright has not been cleared. Included for research and evaluation; deployers who need cleared content build with --exclude-uncleared.",
                     *           "source": "vedicscriptures-bhagavad-gita-data#siva"
                     *         }
                     *       ],
                     *       "interpretations": [
                     *         {
                     *           "kind": "word_meanings",
                     *           "language": "en",
                     *           "author": null,
                     *           "text": "karmaṇi—in prescribed duties; eva—only; adhikāraḥ—right; te—your; mā—not; phaleṣhu—in the fruits; kadāchana—at any time; mā—never; karma-phala—results of the activities; hetuḥ—cause; bhūḥ—be; mā—not; …",
                     *           "machine_generated": false,
                     *           "licence": "uncleared",
                     *           "licence_note": "Modern translation/commentary: the translator's copyright has not been cleared. Included for research and evaluation; deployers who need cleared content build with --exclude-uncleared.",
                     *           "source": "gita-gita"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @description Work title (IAST). */
                        work: string;
                        work_slug: string;
                        /** @enum {string} */
                        work_category: "itihasa" | "veda" | "upanishad" | "purana" | "kavya" | "stotra" | "sutra" | "shastra" | "gita" | "nataka";
                        /** @enum {string} */
                        authority_tier: "shruti" | "smriti" | "itihasa-purana" | "kavya" | "shastra";
                        edition: {
                            /** @example vedicscriptures */
                            slug: string;
                            title: string;
                            /** @description Upstream source id (data/corpus bundle). */
                            source: string;
                            /** Format: uri */
                            source_url: string;
                            /** @description Upstream commit the bundle was packed from. */
                            source_commit: string;
                            /** @description Licence of the edition's text; 'uncleared' when the upstream states none. */
                            licence: string;
                            /**
                             * @description open: always built; uncleared: built by default, dropped with --exclude-uncleared; noncommercial (GRETIL, CC BY-NC-SA; the BORI Mahābhārata text, whose rights holder asks that it not be redistributed): only with --include-noncommercial.
                             * @enum {string}
                             */
                            licence_class: "open" | "noncommercial" | "uncleared";
                            licence_note: string | null;
                            /** @description Adapter rank: the highest-ranked edition is the default. */
                            rank: number;
                            /** @description True for the first (highest-ranked) edition of the work. */
                            is_default: boolean;
                            counts: {
                                chapters: number;
                                verses: number;
                                translations: number;
                                commentaries: number;
                            };
                            /** @description Source defects fixed or flagged at ingestion. */
                            notes: string[];
                        };
                        /** @description Normalised dotted chapter (null for works without chapters). */
                        chapter: string | null;
                        /** @description One verse in three scripts. */
                        verse: {
                            /**
                             * @description `{work}:{edition}:{reference}`
                             * @example bhagavad-gita:vedicscriptures:2.47
                             */
                            id: string;
                            /**
                             * @description Dotted reference: chapter levels then the verse number.
                             * @example 2.47
                             */
                            reference: string;
                            verse_number: string;
                            content_devanagari: string;
                            /** @description IAST; daṇḍas written | and ||, candrabindu (ँ) m̐ as in ISO 15919. */
                            content_iast: string;
                            /** @description SLP1 (Scharf & Hyman 2011), the search form; daṇḍas written . and .. */
                            content_slp1: string;
                            /** @description Meter of the verse: from the source, or identified from its laghu/guru pattern (anuṣṭubh and the common samavṛttas); null when neither. */
                            meter: {
                                /** @example anuṣṭubh */
                                name: string;
                                /** @enum {string} */
                                origin: "source" | "identified";
                            } | null;
                            /** @description Speaker line split off the verse (e.g. "श्रीभगवानुवाच"), when the source has one. */
                            speaker: string | null;
                        };
                        /** @description Ranges only: every verse of the range (verse = the first). */
                        verses?: {
                            /**
                             * @description `{work}:{edition}:{reference}`
                             * @example bhagavad-gita:vedicscriptures:2.47
                             */
                            id: string;
                            /**
                             * @description Dotted reference: chapter levels then the verse number.
                             * @example 2.47
                             */
                            reference: string;
                            verse_number: string;
                            content_devanagari: string;
                            /** @description IAST; daṇḍas written | and ||, candrabindu (ँ) m̐ as in ISO 15919. */
                            content_iast: string;
                            /** @description SLP1 (Scharf & Hyman 2011), the search form; daṇḍas written . and .. */
                            content_slp1: string;
                            /** @description Meter of the verse: from the source, or identified from its laghu/guru pattern (anuṣṭubh and the common samavṛttas); null when neither. */
                            meter: {
                                /** @example anuṣṭubh */
                                name: string;
                                /** @enum {string} */
                                origin: "source" | "identified";
                            } | null;
                            /** @description Speaker line split off the verse (e.g. "श्रीभगवानुवाच"), when the source has one. */
                            speaker: string | null;
                        }[];
                        /** @description Pooled over every source of the work for this reference, one per translator and language. */
                        translations: {
                            /**
                             * @description ISO 639-1 language code
                             * @enum {string}
                             */
                            language: "en" | "hi" | "sa";
                            author: string;
                            text: string;
                            licence: string;
                            /** @description Present when licence is 'uncleared': why, and for what use it is included. */
                            licence_note?: string;
                            /** @description The source whose text is given (the first in edition-rank order). */
                            source: string;
                            /** @description Every source holding this translation of the verse (source first). */
                            sources: string[];
                            /** @description Present when another source's text differs beyond spacing and punctuation (e.g. a modernised wording). */
                            variants?: {
                                source: string;
                                text: string;
                            }[];
                        }[];
                        commentaries: {
                            author: string;
                            /**
                             * @description ISO 639-1 language code
                             * @enum {string}
                             */
                            language: "en" | "hi" | "sa";
                            text: string;
                            licence: string;
                            /** @description Present when licence is 'uncleared': why, and for what use it is included. */
                            licence_note?: string;
                            source: string;
                        }[];
                        interpretations: {
                            /**
                             * @description header: the sūkta header (ṛṣi, devatā, chandas) of Vedic sources.
                             * @enum {string}
                             */
                            kind: "word_meanings" | "anvaya" | "summary" | "header";
                            /**
                             * @description ISO 639-1 language code
                             * @enum {string}
                             */
                            language: "en" | "hi" | "sa";
                            author: string | null;
                            text: string;
                            /** @description True for AI-generated anvaya/summaries of the source. */
                            machine_generated: boolean;
                            licence?: string;
                            /** @description Present when licence is 'uncleared': why, and for what use it is included. */
                            licence_note?: string;
                            source: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description In the gateway error shape `{error: {code, message, request_id}}`: WORK_NOT_FOUND (no work with that slug, title or alias), EDITION_NOT_FOUND (the work has no such edition; the message lists them), CHAPTER_NOT_FOUND (a chapter of the wrong depth: the message gives an example; or a chapter not in this edition: the message gives the edition's chapter range), VERSE_NOT_FOUND (a verse not in this edition: the message gives the chapter's verse range; or an invalid verse/range). Numbers may be written in Devanagari digits. */
            404: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
            /** @description CORPUS_NOT_BUILT: the corpus artifacts are missing or of another formatVersion (the message names the rebuild command). */
            503: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    citeVerse: {
        parameters: {
            query?: {
                /** @description Edition slug (see /corpus/v1/works/{work}/editions); default: the highest-ranked edition. */
                edition?: string;
            };
            header?: never;
            path: {
                work_slug: string;
                verse_num: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Citation response (example: Meghadūta 1; arrays shortened). Cached for 1 day. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    /** @description private, max-age up to 86400 */
                    "Cache-Control"?: string;
                    /** @description gzip when Accept-Encoding allows it and the body is 1 KB or more */
                    "Content-Encoding"?: "gzip";
                    /** @description Accept-Encoding, on bodies that can be compressed */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "work": "Meghadūta",
                     *       "work_slug": "meghaduta",
                     *       "work_category": "kavya",
                     *       "authority_tier": "kavya",
                     *       "edition": {
                     *         "slug": "sanskritsahitya",
                     *         "title": "मेघदूतम् (sanskritsahitya.org)",
                     *         "source": "sanskritsahitya-com-data",
                     *         "source_url": "https://github.com/hareeshbabu82ns/sanskritsahitya-com-data",
                     *         "source_commit": "c8b7bdab784825ece7c9cbc63d55a63c54dda300",
                     *         "licence": "uncleared",
                     *         "licence_class": "uncleared",
                     *         "licence_note": "The upstream (sanskritsahitya.org data mirror) states no licence; permission not obtained. Included for research and evaluation; deployers who need cleared content build with --exclude-uncleared.",
                     *         "rank": 50,
                     *         "is_default": true,
                     *         "counts": {
                     *           "chapters": 1,
                     *           "verses": 111,
                     *           "translations": 0,
                     *           "commentaries": 111
                     *         },
                     *         "notes": []
                     *       },
                     *       "chapter": null,
                     *       "verse": {
                     *         "id": "meghaduta:sanskritsahitya:1",
                     *         "reference": "1",
                     *         "verse_number": "1",
                     *         "content_devanagari": "कश्चित्कान्ताविरहगुरुणा स्वाधिकारात्प्रमत्तः शापेनास्तङ्गमितमहिमा वर्षभोग्येण भर्तुः । यक्षश्चक्रे जनकतनयास्नानपुण्योदकेषु स्निग्धच्छायातरुषु वसतिं रामगिर्याश्रमेषु ॥",
                     *         "content_iast": "kaścitkāntāvirahaguruṇā svādhikārātpramattaḥ śāpenāstaṅgamitamahimā varṣabhogyeṇa bhartuḥ | yakṣaścakre janakatanayāsnānapuṇyodakeṣu snigdhacchāyātaruṣu vasatiṃ rāmagiryāśrameṣu ||",
                     *         "content_slp1": "kaScitkAntAvirahaguruRA svADikArAtpramattaH SApenAstaNgamitamahimA varzaBogyeRa BartuH . yakzaScakre janakatanayAsnAnapuRyodakezu snigDacCAyAtaruzu vasatiM rAmagiryASramezu ..",
                     *         "meter": {
                     *           "name": "मन्दाक्रान्ता",
                     *           "origin": "source"
                     *         },
                     *         "speaker": null
                     *       },
                     *       "translations": [],
                     *       "commentaries": [
                     *         {
                     *           "author": "वल्लभदेवः",
                     *           "language": "sa",
                     *           "text": "कश्चिद्यक्षः पुण्यजनो रामगिर्याश्रमेषु चित्रकुटाचलतपोवनेषु वसतिं चक्रे व्यधात् । निजपुरीमलकामपहाय तत्र वासे कारणमाह । भर्तुः प्रभोर्धनदस्य शापेनास्तंगमितमहिमा नष्टतेजाः । कीदृशेन । कान्ताविरहगुरुणा प्…",
                     *           "licence": "uncleared",
                     *           "licence_note": "The upstream (sanskritsahitya.org data mirror) states no licence; permission not obtained. Included for research and evaluation; deployers who need cleared content build with --exclude-uncleared.",
                     *           "source": "sanskritsahitya-com-data"
                     *         }
                     *       ],
                     *       "interpretations": [
                     *         {
                     *           "kind": "anvaya",
                     *           "language": "sa",
                     *           "author": null,
                     *           "text": "कान्ताविरहगुरुणा स्वाधिकारात् प्रमत्तः भर्तुः वर्षभोग्येण शापेन अस्तङ्गमितमहिमा कश्चित् यक्षः जनकतनयास्नानपुण्योदकेषु स्निग्धच्छायातरुषु रामगिर्याश्रमेषु वसतिं चक्रे ।",
                     *           "machine_generated": true,
                     *           "licence": "uncleared",
                     *           "licence_note": "The upstream (sanskritsahitya.org data mirror) states no licence; permission not obtained. Included for research and evaluation; deployers who need cleared content build with --exclude-uncleared.",
                     *           "source": "sanskritsahitya-com-data"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @description Work title (IAST). */
                        work: string;
                        work_slug: string;
                        /** @enum {string} */
                        work_category: "itihasa" | "veda" | "upanishad" | "purana" | "kavya" | "stotra" | "sutra" | "shastra" | "gita" | "nataka";
                        /** @enum {string} */
                        authority_tier: "shruti" | "smriti" | "itihasa-purana" | "kavya" | "shastra";
                        edition: {
                            /** @example vedicscriptures */
                            slug: string;
                            title: string;
                            /** @description Upstream source id (data/corpus bundle). */
                            source: string;
                            /** Format: uri */
                            source_url: string;
                            /** @description Upstream commit the bundle was packed from. */
                            source_commit: string;
                            /** @description Licence of the edition's text; 'uncleared' when the upstream states none. */
                            licence: string;
                            /**
                             * @description open: always built; uncleared: built by default, dropped with --exclude-uncleared; noncommercial (GRETIL, CC BY-NC-SA; the BORI Mahābhārata text, whose rights holder asks that it not be redistributed): only with --include-noncommercial.
                             * @enum {string}
                             */
                            licence_class: "open" | "noncommercial" | "uncleared";
                            licence_note: string | null;
                            /** @description Adapter rank: the highest-ranked edition is the default. */
                            rank: number;
                            /** @description True for the first (highest-ranked) edition of the work. */
                            is_default: boolean;
                            counts: {
                                chapters: number;
                                verses: number;
                                translations: number;
                                commentaries: number;
                            };
                            /** @description Source defects fixed or flagged at ingestion. */
                            notes: string[];
                        };
                        /** @description Normalised dotted chapter (null for works without chapters). */
                        chapter: string | null;
                        /** @description One verse in three scripts. */
                        verse: {
                            /**
                             * @description `{work}:{edition}:{reference}`
                             * @example bhagavad-gita:vedicscriptures:2.47
                             */
                            id: string;
                            /**
                             * @description Dotted reference: chapter levels then the verse number.
                             * @example 2.47
                             */
                            reference: string;
                            verse_number: string;
                            content_devanagari: string;
                            /** @description IAST; daṇḍas written | and ||, candrabindu (ँ) m̐ as in ISO 15919. */
                            content_iast: string;
                            /** @description SLP1 (Scharf & Hyman 2011), the search form; daṇḍas written . and .. */
                            content_slp1: string;
                            /** @description Meter of the verse: from the source, or identified from its laghu/guru pattern (anuṣṭubh and the common samavṛttas); null when neither. */
                            meter: {
                                /** @example anuṣṭubh */
                                name: string;
                                /** @enum {string} */
                                origin: "source" | "identified";
                            } | null;
                            /** @description Speaker line split off the verse (e.g. "श्रीभगवानुवाच"), when the source has one. */
                            speaker: string | null;
                        };
                        /** @description Ranges only: every verse of the range (verse = the first). */
                        verses?: {
                            /**
                             * @description `{work}:{edition}:{reference}`
                             * @example bhagavad-gita:vedicscriptures:2.47
                             */
                            id: string;
                            /**
                             * @description Dotted reference: chapter levels then the verse number.
                             * @example 2.47
                             */
                            reference: string;
                            verse_number: string;
                            content_devanagari: string;
                            /** @description IAST; daṇḍas written | and ||, candrabindu (ँ) m̐ as in ISO 15919. */
                            content_iast: string;
                            /** @description SLP1 (Scharf & Hyman 2011), the search form; daṇḍas written . and .. */
                            content_slp1: string;
                            /** @description Meter of the verse: from the source, or identified from its laghu/guru pattern (anuṣṭubh and the common samavṛttas); null when neither. */
                            meter: {
                                /** @example anuṣṭubh */
                                name: string;
                                /** @enum {string} */
                                origin: "source" | "identified";
                            } | null;
                            /** @description Speaker line split off the verse (e.g. "श्रीभगवानुवाच"), when the source has one. */
                            speaker: string | null;
                        }[];
                        /** @description Pooled over every source of the work for this reference, one per translator and language. */
                        translations: {
                            /**
                             * @description ISO 639-1 language code
                             * @enum {string}
                             */
                            language: "en" | "hi" | "sa";
                            author: string;
                            text: string;
                            licence: string;
                            /** @description Present when licence is 'uncleared': why, and for what use it is included. */
                            licence_note?: string;
                            /** @description The source whose text is given (the first in edition-rank order). */
                            source: string;
                            /** @description Every source holding this translation of the verse (source first). */
                            sources: string[];
                            /** @description Present when another source's text differs beyond spacing and punctuation (e.g. a modernised wording). */
                            variants?: {
                                source: string;
                                text: string;
                            }[];
                        }[];
                        commentaries: {
                            author: string;
                            /**
                             * @description ISO 639-1 language code
                             * @enum {string}
                             */
                            language: "en" | "hi" | "sa";
                            text: string;
                            licence: string;
                            /** @description Present when licence is 'uncleared': why, and for what use it is included. */
                            licence_note?: string;
                            source: string;
                        }[];
                        interpretations: {
                            /**
                             * @description header: the sūkta header (ṛṣi, devatā, chandas) of Vedic sources.
                             * @enum {string}
                             */
                            kind: "word_meanings" | "anvaya" | "summary" | "header";
                            /**
                             * @description ISO 639-1 language code
                             * @enum {string}
                             */
                            language: "en" | "hi" | "sa";
                            author: string | null;
                            text: string;
                            /** @description True for AI-generated anvaya/summaries of the source. */
                            machine_generated: boolean;
                            licence?: string;
                            /** @description Present when licence is 'uncleared': why, and for what use it is included. */
                            licence_note?: string;
                            source: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description In the gateway error shape `{error: {code, message, request_id}}`: WORK_NOT_FOUND (no work with that slug, title or alias), EDITION_NOT_FOUND (the work has no such edition; the message lists them), CHAPTER_NOT_FOUND (a chapter of the wrong depth: the message gives an example; or a chapter not in this edition: the message gives the edition's chapter range), VERSE_NOT_FOUND (a verse not in this edition: the message gives the chapter's verse range; or an invalid verse/range). Numbers may be written in Devanagari digits. */
            404: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
            /** @description CORPUS_NOT_BUILT: the corpus artifacts are missing or of another formatVersion (the message names the rebuild command). */
            503: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listWorks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Works with their default edition and verse counts (example shortened). Cached for 1 hours. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    /** @description private, max-age up to 3600 */
                    "Cache-Control"?: string;
                    /** @description gzip when Accept-Encoding allows it and the body is 1 KB or more */
                    "Content-Encoding"?: "gzip";
                    /** @description Accept-Encoding, on bodies that can be compressed */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "works": [
                     *         {
                     *           "author": "Vyāsa",
                     *           "aliases": [
                     *             "gita",
                     *             "bhagavad gita",
                     *             "bhagavadgita",
                     *             "bg",
                     *             "geeta",
                     *             "srimad bhagavad gita",
                     *             "श्रीमद्भगवद्गीता",
                     *             "गीता"
                     *           ],
                     *           "slug": "bhagavad-gita",
                     *           "title_iast": "Bhagavadgītā",
                     *           "title_devanagari": "भगवद्गीता",
                     *           "category": "gita",
                     *           "chapter_scheme": [
                     *             "chapter",
                     *             "verse"
                     *           ],
                     *           "authority_tier": "smriti",
                     *           "default_edition": "vedicscriptures",
                     *           "editions": 3,
                     *           "verses": 701
                     *         },
                     *         {
                     *           "author": "Kālidāsa",
                     *           "aliases": [
                     *             "meghadutam",
                     *             "meghdoot"
                     *           ],
                     *           "slug": "meghaduta",
                     *           "title_iast": "Meghadūta",
                     *           "title_devanagari": "मेघदूत",
                     *           "category": "kavya",
                     *           "chapter_scheme": [
                     *             "verse"
                     *           ],
                     *           "authority_tier": "kavya",
                     *           "default_edition": "sanskritsahitya",
                     *           "editions": 1,
                     *           "verses": 111
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        works: {
                            slug: string;
                            title_iast: string;
                            title_devanagari: string;
                            /** @enum {string} */
                            category: "itihasa" | "veda" | "upanishad" | "purana" | "kavya" | "stotra" | "sutra" | "shastra" | "gita" | "nataka";
                            author: string | null;
                            /** @description Reference levels, outermost first; the last is the verse. */
                            chapter_scheme: string[];
                            /** @description Other names resolved in citations and the search work filter. */
                            aliases: string[];
                            /** @enum {string} */
                            authority_tier: "shruti" | "smriti" | "itihasa-purana" | "kavya" | "shastra";
                            default_edition: string | null;
                            /** @description Number of editions. */
                            editions: number;
                            /** @description Verses of the default edition. */
                            verses: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
        };
    };
    listEditions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                work: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Editions: `is_default` is true for the first (highest adapter rank). Cached for 1 hours. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    /** @description private, max-age up to 3600 */
                    "Cache-Control"?: string;
                    /** @description gzip when Accept-Encoding allows it and the body is 1 KB or more */
                    "Content-Encoding"?: "gzip";
                    /** @description Accept-Encoding, on bodies that can be compressed */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "work": "Bhagavadgītā",
                     *       "work_slug": "bhagavad-gita",
                     *       "editions": [
                     *         {
                     *           "slug": "vedicscriptures",
                     *           "title": "Bhagavad Gita (vedicscriptures)",
                     *           "source": "vedicscriptures-bhagavad-gita-data",
                     *           "source_url": "https://github.com/vedicscriptures/bhagavad-gita-data",
                     *           "source_commit": "dbc3e1f0d3c03f1c0323d0c2cbc5fc53010022d9",
                     *           "licence": "GPL-3.0 (repository); Sanskrit texts public domain",
                     *           "licence_class": "open",
                     *           "licence_note": null,
                     *           "rank": 100,
                     *           "is_default": true,
                     *           "counts": {
                     *             "chapters": 18,
                     *             "verses": 701,
                     *             "translations": 4907,
                     *             "commentaries": 13299
                     *           },
                     *           "notes": [
                     *             "dropped 18 chapter colophon files numbered past the chapter's last verse",
                     *             "excluded key \"prabhu\" (BBT copyright)"
                     *           ]
                     *         },
                     *         {
                     *           "slug": "gita-gita",
                     *           "title": "Bhagavad Gita (bhagavadgita.io data)",
                     *           "source": "gita-gita",
                     *           "source_url": "https://github.com/gita/gita",
                     *           "source_commit": "c6fce39595445768876ddbb8d1268a9c935e1d2b",
                     *           "licence": "Unlicense (data); translations: uncleared (see each translation's licence_note)",
                     *           "licence_class": "open",
                     *           "licence_note": null,
                     *           "rank": 90,
                     *           "is_default": false,
                     *           "counts": {
                     *             "chapters": 18,
                     *             "verses": 701,
                     *             "translations": 4907,
                     *             "commentaries": 0
                     *           },
                     *           "notes": [
                     *             "Devanagari of 1.20, 1.21, 1.26, 1.27 misaligned upstream: replaced by vedicscriptures text",
                     *             "4907 translations (licence uncleared) included"
                     *           ]
                     *         },
                     *         {
                     *           "slug": "sanskritsahitya",
                     *           "title": "श्रीमद्भगवद्गीता (sanskritsahitya.org)",
                     *           "source": "sanskritsahitya-com-data",
                     *           "source_url": "https://github.com/hareeshbabu82ns/sanskritsahitya-com-data",
                     *           "source_commit": "c8b7bdab784825ece7c9cbc63d55a63c54dda300",
                     *           "licence": "uncleared",
                     *           "licence_class": "uncleared",
                     *           "licence_note": "The upstream (sanskritsahitya.org data mirror) states no licence; permission not obtained. Included for research and evaluation; deployers who need cleared content build with --exclude-uncleared.",
                     *           "rank": 50,
                     *           "is_default": false,
                     *           "counts": {
                     *             "chapters": 18,
                     *             "verses": 700,
                     *             "translations": 0,
                     *             "commentaries": 0
                     *           },
                     *           "notes": []
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        work: string;
                        work_slug: string;
                        /** @description Highest rank first; the first has is_default true. */
                        editions: {
                            /** @example vedicscriptures */
                            slug: string;
                            title: string;
                            /** @description Upstream source id (data/corpus bundle). */
                            source: string;
                            /** Format: uri */
                            source_url: string;
                            /** @description Upstream commit the bundle was packed from. */
                            source_commit: string;
                            /** @description Licence of the edition's text; 'uncleared' when the upstream states none. */
                            licence: string;
                            /**
                             * @description open: always built; uncleared: built by default, dropped with --exclude-uncleared; noncommercial (GRETIL, CC BY-NC-SA; the BORI Mahābhārata text, whose rights holder asks that it not be redistributed): only with --include-noncommercial.
                             * @enum {string}
                             */
                            licence_class: "open" | "noncommercial" | "uncleared";
                            licence_note: string | null;
                            /** @description Adapter rank: the highest-ranked edition is the default. */
                            rank: number;
                            /** @description True for the first (highest-ranked) edition of the work. */
                            is_default: boolean;
                            counts: {
                                chapters: number;
                                verses: number;
                                translations: number;
                                commentaries: number;
                            };
                            /** @description Source defects fixed or flagged at ingestion. */
                            notes: string[];
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description WORK_NOT_FOUND: no work with that slug, title or alias. */
            404: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
        };
    };
    workToc: {
        parameters: {
            query?: {
                /** @description Edition slug (see /corpus/v1/works/{work}/editions); default: the highest-ranked edition. */
                edition?: string;
            };
            header?: never;
            path: {
                work: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Table of contents (example: the Gītā, chapters shortened). Cached for 1 hours. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    /** @description private, max-age up to 3600 */
                    "Cache-Control"?: string;
                    /** @description gzip when Accept-Encoding allows it and the body is 1 KB or more */
                    "Content-Encoding"?: "gzip";
                    /** @description Accept-Encoding, on bodies that can be compressed */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "work": "Bhagavadgītā",
                     *       "work_slug": "bhagavad-gita",
                     *       "edition": "vedicscriptures",
                     *       "chapter_scheme": [
                     *         "chapter",
                     *         "verse"
                     *       ],
                     *       "chapters": [
                     *         {
                     *           "chapter": "1",
                     *           "verses": 47,
                     *           "first_verse": "1",
                     *           "last_verse": "47"
                     *         },
                     *         {
                     *           "chapter": "2",
                     *           "verses": 72,
                     *           "first_verse": "1",
                     *           "last_verse": "72"
                     *         },
                     *         {
                     *           "chapter": "3",
                     *           "verses": 43,
                     *           "first_verse": "1",
                     *           "last_verse": "43"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        work: string;
                        work_slug: string;
                        /** @description Edition slug. */
                        edition: string;
                        /** @description Reference levels, outermost first; the last is the verse. */
                        chapter_scheme: string[];
                        /** @description In the edition's order; works without chapters have one entry with chapter ''. */
                        chapters: {
                            /** @description Dotted chapter, as in /cite/{work}/{chapter}/{verse} ('' for works without chapters). */
                            chapter: string;
                            /** @description Verses of the chapter in this edition. */
                            verses: number;
                            /** @description First verse number. */
                            first_verse: string;
                            /** @description Last verse number (numbering may have gaps: verses counts what exists). */
                            last_verse: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description WORK_NOT_FOUND: no work with that slug, title or alias; EDITION_NOT_FOUND: the work has no such edition (the message lists them). */
            404: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
        };
    };
    searchVerses: {
        parameters: {
            query: {
                q: string;
                mode?: "fulltext" | "translation";
                /** @description Partial work title, slug or alias, any script. One that names no work is a 422 listing the work slugs. */
                work?: string;
                /** @description itihasa, veda, upanishad, purana, kavya, stotra, sutra, shastra, gita, nataka: a category no loaded work has is a 422 listing the valid ones. */
                category?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hits ranked by relevance (one per verse), with the matched passage highlighted and how good the best match is (`best_match`). Cached for 1 hours. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    /** @description private, max-age up to 3600 */
                    "Cache-Control"?: string;
                    /** @description gzip when Accept-Encoding allows it and the body is 1 KB or more */
                    "Content-Encoding"?: "gzip";
                    /** @description Accept-Encoding, on bodies that can be compressed */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "query": "karmanye vadhikaraste",
                     *       "mode": "fulltext",
                     *       "scheme": "ascii",
                     *       "limit": 2,
                     *       "offset": 0,
                     *       "total": 844,
                     *       "best_match": "good",
                     *       "hits": [
                     *         {
                     *           "work": "Bhagavadgītā",
                     *           "work_slug": "bhagavad-gita",
                     *           "category": "gita",
                     *           "edition": "vedicscriptures",
                     *           "reference": "2.47",
                     *           "verse_id": "bhagavad-gita:vedicscriptures:2.47",
                     *           "snippet": "<mark>karmaṇyevādhikāraste</mark> mā phaleṣu kadācana |\nmā karmaphalaheturbhūrmā te saṅgo'stvakarmaṇi ||",
                     *           "content_iast": "karmaṇyevādhikāraste mā phaleṣu kadācana |\nmā karmaphalaheturbhūrmā te saṅgo'stvakarmaṇi ||",
                     *           "content_devanagari": "कर्मण्येवाधिकारस्ते मा फलेषु कदाचन ।\nमा कर्मफलहेतुर्भूर्मा ते सङ्गोऽस्त्वकर्मणि ॥",
                     *           "score": 2.023,
                     *           "coverage": 1,
                     *           "match_share": 1,
                     *           "match_quality": "good"
                     *         },
                     *         {
                     *           "work": "Mahābhārata",
                     *           "work_slug": "mahabharata",
                     *           "category": "itihasa",
                     *           "edition": "kumbhakonam-sarit",
                     *           "reference": "6.26.47",
                     *           "verse_id": "mahabharata:kumbhakonam-sarit:6.26.47",
                     *           "snippet": "<mark>karmaṇyevādhikāraste</mark> mā phaleṣu kadā ca na\nmā karmaphalaheturbhūrmā te saṅgo'stvakarmaṇi ||",
                     *           "content_iast": "karmaṇyevādhikāraste mā phaleṣu kadā ca na\nmā karmaphalaheturbhūrmā te saṅgo'stvakarmaṇi ||",
                     *           "content_devanagari": "कर्मण्येवाधिकारस्ते मा फलेषु कदा च न\nमा कर्मफलहेतुर्भूर्मा ते सङ्गोऽस्त्वकर्मणि ॥",
                     *           "score": 2.015,
                     *           "coverage": 1,
                     *           "match_share": 1,
                     *           "match_quality": "good"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        query: string;
                        /**
                         * @description match_quality of the best hit of the query (whatever the offset); 'none' when nothing matched. A line absent from the corpus shows as weak or none.
                         * @enum {string}
                         */
                        best_match: "good" | "weak" | "none";
                        /** @description translation: true when no translation held half the weight of the query and the looser any-word matching was used. */
                        relaxed?: boolean;
                        /** @description fulltext: present when the query as typed matched only weakly and another reading of it matched well (IAST): the vowel sandhi at the typed word joints applied (`asti uttarasyam` → `asty uttarasyam`), or, for plain ASCII, "ru" after a consonant read as ṛ (`matru` → `mātṛ`). The hits are that reading's. */
                        read_as?: string;
                        /** @enum {string} */
                        mode: "fulltext" | "translation";
                        /**
                         * @description fulltext: the input scheme detected.
                         * @enum {string}
                         */
                        scheme?: "devanagari" | "iast" | "hk" | "itrans" | "slp1" | "velthuis" | "ascii";
                        limit: number;
                        offset: number;
                        /** @description Matching verses (fulltext: ≥ half of the query's weighted trigrams; when none, the nearest verses returned; translation: ≥ half of the query's weighted words, or when none (relaxed) any of them), one per verse. */
                        total: number;
                        hits: {
                            /** @description Work title (IAST). */
                            work: string;
                            work_slug: string;
                            category: string;
                            /** @description Edition slug (fulltext searches the default edition of each work). */
                            edition: string;
                            /** @description Dotted reference, citable as /corpus/v1/cite/{work_slug}/{reference}. */
                            reference: string;
                            verse_id: string;
                            /** @description fulltext: the verse (Devanagari for a Devanagari query, IAST otherwise); translation: the matching translation. Matching words wrapped in <mark>…</mark>. */
                            snippet: string;
                            content_iast: string;
                            content_devanagari: string;
                            /** @description Relevance, higher is better; comparable within one response. */
                            score: number;
                            /** @description fulltext: idf-weighted share of the query's letter trigrams found in the verse. */
                            coverage?: number;
                            /** @description How much of the query the hit holds, comparable across queries: fulltext, the longest run of the query's letters (search key) found unbroken in the verse, as a share of the query's; translation, the idf-weighted share of the query's words found in the translation. */
                            match_share: number;
                            /**
                             * @description good: fulltext match_share ≥ 0.85 (the line is in the verse up to sandhi, spelling and a word or so); translation match_share ≥ 0.6. weak: anything less (a few words or letter groups in common).
                             * @enum {string}
                             */
                            match_quality: "good" | "weak";
                            translation?: {
                                author: string;
                                /**
                                 * @description ISO 639-1 language code
                                 * @enum {string}
                                 */
                                language: "en" | "hi" | "sa";
                            };
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
        };
    };
    lookupWord: {
        parameters: {
            query: {
                /** @description One Sanskrit word, any script */
                word: string;
                /** @description Input scheme; detected when absent */
                scheme?: "devanagari" | "iast" | "hk" | "itrans" | "slp1" | "velthuis" | "ascii";
                /** @description Most candidates returned */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lemma candidates with their entries Cached for 1 day. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    /** @description private, max-age up to 86400 */
                    "Cache-Control"?: string;
                    /** @description gzip when Accept-Encoding allows it and the body is 1 KB or more */
                    "Content-Encoding"?: "gzip";
                    /** @description Accept-Encoding, on bodies that can be compressed */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "word": "dharmasya",
                     *       "scheme": "ascii",
                     *       "slp1": "Darmasya",
                     *       "iast": "dharmasya",
                     *       "devanagari": "धर्मस्य",
                     *       "search_key": "darmasya",
                     *       "segments": [],
                     *       "candidates": [
                     *         {
                     *           "lemma_slp1": "Darma",
                     *           "lemma_iast": "dharma",
                     *           "lemma_devanagari": "धर्म",
                     *           "score": 10.7,
                     *           "readings": [
                     *             "ending",
                     *             "ner-stem"
                     *           ],
                     *           "analyses": [
                     *             {
                     *               "kind": "nominal",
                     *               "case": "genitive",
                     *               "number": "singular",
                     *               "gender": "m",
                     *               "stem_class": "a",
                     *               "ending": "asya"
                     *             }
                     *           ],
                     *           "entries": [
                     *             {
                     *               "headword_iast": "dharma",
                     *               "headword_devanagari": "धर्म",
                     *               "homonym": null,
                     *               "grammar": "m.",
                     *               "genders": [
                     *                 "m"
                     *               ],
                     *               "meaning": "m. —1. custom; usage; right; duty; virtue; (virtue, i. e.) good works; correct course of conduct; dharme, in a question of right; —1a. dharmeṇa, adv.: as was right; dutifully; —2. law; prescription, rule; the law (as a system); —3. personified, Virtue,.",
                     *               "reference": "175-a",
                     *               "dictionary": "lan",
                     *               "dictionary_title": "Lanman, A Sanskrit Reader: vocabulary (1884/1906)",
                     *               "licence": "CC-BY-4.0",
                     *               "licence_url": "https://creativecommons.org/licenses/by/4.0/"
                     *             },
                     *             {
                     *               "headword_iast": "dharma",
                     *               "headword_devanagari": "धर्म",
                     *               "homonym": null,
                     *               "grammar": "m.",
                     *               "genders": [
                     *                 "m"
                     *               ],
                     *               "meaning": "etasyāmavasarpiṇyāmṛṣabho'jitaśaṃbhavau l̤h abhinandanaḥ sumatistataḥ padmaprabhābhidhaḥ l̤h| supārśvaścandraprabhaśca suvidhiścātha śītalaḥ l̤h śreyāṃso vāsupūjyaśca vimalo'nantatīrthakṛt l̤h| dharmaḥ śāntiḥ kuṃthuraro malliśca munisuvrataḥ l̤h namirnemiḥ pārśvo vīraścaturviṃśatirarhatām l̤h|",
                     *               "reference": "v. 26, p. 5",
                     *               "dictionary": "abch",
                     *               "dictionary_title": "Hemacandra, Abhidhānacintāmaṇi",
                     *               "licence": "GPL-3.0",
                     *               "licence_url": "https://www.gnu.org/licenses/gpl-3.0.html"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "guesses": [
                     *         {
                     *           "lemma_slp1": "Darmasya",
                     *           "lemma_iast": "dharmasya",
                     *           "lemma_devanagari": "धर्मस्य",
                     *           "score": 3.3,
                     *           "readings": [
                     *             "ending",
                     *             "form"
                     *           ],
                     *           "analyses": [
                     *             {
                     *               "kind": "nominal",
                     *               "case": "vocative",
                     *               "number": "singular",
                     *               "gender": "m",
                     *               "stem_class": "a",
                     *               "ending": "a"
                     *             },
                     *             {
                     *               "kind": "nominal",
                     *               "case": "vocative",
                     *               "number": "singular",
                     *               "gender": "n",
                     *               "stem_class": "a",
                     *               "ending": "a"
                     *             },
                     *             {
                     *               "kind": "nominal",
                     *               "case": "nominative",
                     *               "number": "singular",
                     *               "gender": "m",
                     *               "stem_class": "a",
                     *               "ending": "aH"
                     *             }
                     *           ],
                     *           "entries": []
                     *         },
                     *         {
                     *           "lemma_slp1": "DarmasI",
                     *           "lemma_iast": "dharmasī",
                     *           "lemma_devanagari": "धर्मसी",
                     *           "score": 2.9,
                     *           "readings": [
                     *             "ending"
                     *           ],
                     *           "analyses": [
                     *             {
                     *               "kind": "nominal",
                     *               "case": "nominative",
                     *               "number": "plural",
                     *               "gender": "f",
                     *               "stem_class": "ī",
                     *               "ending": "yaH"
                     *             },
                     *             {
                     *               "kind": "nominal",
                     *               "case": "vocative",
                     *               "number": "plural",
                     *               "gender": "f",
                     *               "stem_class": "ī",
                     *               "ending": "yaH"
                     *             }
                     *           ],
                     *           "entries": []
                     *         },
                     *         {
                     *           "lemma_slp1": "Darmasyan",
                     *           "lemma_iast": "dharmasyan",
                     *           "lemma_devanagari": "धर्मस्यन्",
                     *           "score": 2.8,
                     *           "readings": [
                     *             "ending",
                     *             "ner-stem"
                     *           ],
                     *           "analyses": [
                     *             {
                     *               "kind": "nominal",
                     *               "case": "nominative",
                     *               "number": "singular",
                     *               "gender": "n",
                     *               "stem_class": "an",
                     *               "ending": "a"
                     *             },
                     *             {
                     *               "kind": "nominal",
                     *               "case": "accusative",
                     *               "number": "singular",
                     *               "gender": "n",
                     *               "stem_class": "an",
                     *               "ending": "a"
                     *             },
                     *             {
                     *               "kind": "nominal",
                     *               "case": "vocative",
                     *               "number": "singular",
                     *               "gender": "n",
                     *               "stem_class": "an",
                     *               "ending": "a"
                     *             }
                     *           ],
                     *           "entries": []
                     *         }
                     *       ],
                     *       "entries_found": 5
                     *     }
                     */
                    "application/json": {
                        /** @description The word as sent */
                        word: string;
                        /**
                         * @description Input scheme (as given, or detected)
                         * @enum {string}
                         */
                        scheme: "devanagari" | "iast" | "hk" | "itrans" | "slp1" | "velthuis" | "ascii";
                        slp1: string;
                        iast: string;
                        devanagari: string;
                        /** @description The key GET /corpus/v1/search matches this word on (loose spelling, sandhi-insensitive) */
                        search_key: string;
                        /** @description Compound members found by the splitter over the dictionary headwords (empty: not split), SLP1 */
                        segments: string[];
                        /** @description Lemmas with a dictionary entry, a known name, or a pronoun or verb reading, best first */
                        candidates: {
                            lemma_slp1: string;
                            lemma_iast: string;
                            lemma_devanagari: string;
                            /** @description Ranking score (higher first; comparable within one answer only) */
                            score: number;
                            /** @description What proposed the lemma: a pronoun form, a finite verb, a nominal ending, the NER stemmer, a compound member, the word itself */
                            readings: ("pronoun" | "verb" | "ending" | "ner-stem" | "compound" | "form")[];
                            /** @description Every grammatical reading of the word under this lemma (case/number/gender; person/number/tense for verbs) */
                            analyses: {
                                /** @enum {string} */
                                kind: "nominal" | "pronoun" | "verb" | "indeclinable";
                                /** @enum {string} */
                                case?: "nominative" | "accusative" | "instrumental" | "dative" | "ablative" | "genitive" | "locative" | "vocative";
                                /** @enum {string} */
                                number?: "singular" | "dual" | "plural";
                                /** @enum {string} */
                                gender?: "m" | "f" | "n";
                                /** @enum {string} */
                                person?: "first" | "second" | "third";
                                /** @description present, imperfect, imperative, optative, future, perfect, aorist; for a passive, causative or desiderative stem the mood is followed by it ("present passive") */
                                tense?: string;
                                /**
                                 * @description A form of the verb that is not finite (gatvā, āgatya; gantum; gata-, with its case, number and gender); the lemma is the root
                                 * @enum {string}
                                 */
                                form?: "absolutive" | "infinitive" | "participle";
                                /** @enum {string} */
                                voice?: "active" | "middle";
                                /** @description Nominal stem class (`a`, `ā`, `i`, `ī`, `u`, `ṛ`, `an`, `in`, `as`, `us`, `is`, `at`, `consonant`) or the verb's present stem (SLP1) */
                                stem_class?: string;
                                /** @description The ending recognised (SLP1) */
                                ending?: string;
                            }[];
                            /** @description Verbs: the prefixes (upasargas) split off, SLP1 */
                            prefixes?: string[];
                            /** @description Compounds: the members found, SLP1 */
                            components?: string[];
                            entries: {
                                headword_iast: string;
                                headword_devanagari: string;
                                homonym: number | null;
                                /** @description The dictionary's label: `m.`, `f.`, `n.`, `a.` (adjective), `adv.`, `√` (root) … */
                                grammar: string | null;
                                genders: ("m" | "f" | "n")[];
                                /** @description English (Lanman); for a Sanskrit synonym lexicon `= synonym, synonym …` in IAST, or the verse listing them (Abhidhānaratnamālā) */
                                meaning: string;
                                /** @description Page-column (Lanman) or verse of the printed book */
                                reference: string | null;
                                /**
                                 * @description Cologne (CDSL) code
                                 * @enum {string}
                                 */
                                dictionary: "lan" | "abch" | "armh" | "acph" | "acsj" | "nmmb";
                                dictionary_title: string;
                                /** @description `CC-BY-4.0` (Lanman) or `GPL-3.0` (the koshas) */
                                licence: string;
                                licence_url: string;
                            }[];
                        }[];
                        /** @description Stems the ending tables allow but no dictionary lists (at most 3), best first; their `entries` are empty */
                        guesses: {
                            lemma_slp1: string;
                            lemma_iast: string;
                            lemma_devanagari: string;
                            /** @description Ranking score (higher first; comparable within one answer only) */
                            score: number;
                            /** @description What proposed the lemma: a pronoun form, a finite verb, a nominal ending, the NER stemmer, a compound member, the word itself */
                            readings: ("pronoun" | "verb" | "ending" | "ner-stem" | "compound" | "form")[];
                            /** @description Every grammatical reading of the word under this lemma (case/number/gender; person/number/tense for verbs) */
                            analyses: {
                                /** @enum {string} */
                                kind: "nominal" | "pronoun" | "verb" | "indeclinable";
                                /** @enum {string} */
                                case?: "nominative" | "accusative" | "instrumental" | "dative" | "ablative" | "genitive" | "locative" | "vocative";
                                /** @enum {string} */
                                number?: "singular" | "dual" | "plural";
                                /** @enum {string} */
                                gender?: "m" | "f" | "n";
                                /** @enum {string} */
                                person?: "first" | "second" | "third";
                                /** @description present, imperfect, imperative, optative, future, perfect, aorist; for a passive, causative or desiderative stem the mood is followed by it ("present passive") */
                                tense?: string;
                                /**
                                 * @description A form of the verb that is not finite (gatvā, āgatya; gantum; gata-, with its case, number and gender); the lemma is the root
                                 * @enum {string}
                                 */
                                form?: "absolutive" | "infinitive" | "participle";
                                /** @enum {string} */
                                voice?: "active" | "middle";
                                /** @description Nominal stem class (`a`, `ā`, `i`, `ī`, `u`, `ṛ`, `an`, `in`, `as`, `us`, `is`, `at`, `consonant`) or the verb's present stem (SLP1) */
                                stem_class?: string;
                                /** @description The ending recognised (SLP1) */
                                ending?: string;
                            }[];
                            /** @description Verbs: the prefixes (upasargas) split off, SLP1 */
                            prefixes?: string[];
                            /** @description Compounds: the members found, SLP1 */
                            components?: string[];
                            entries: {
                                headword_iast: string;
                                headword_devanagari: string;
                                homonym: number | null;
                                /** @description The dictionary's label: `m.`, `f.`, `n.`, `a.` (adjective), `adv.`, `√` (root) … */
                                grammar: string | null;
                                genders: ("m" | "f" | "n")[];
                                /** @description English (Lanman); for a Sanskrit synonym lexicon `= synonym, synonym …` in IAST, or the verse listing them (Abhidhānaratnamālā) */
                                meaning: string;
                                /** @description Page-column (Lanman) or verse of the printed book */
                                reference: string | null;
                                /**
                                 * @description Cologne (CDSL) code
                                 * @enum {string}
                                 */
                                dictionary: "lan" | "abch" | "armh" | "acph" | "acsj" | "nmmb";
                                dictionary_title: string;
                                /** @description `CC-BY-4.0` (Lanman) or `GPL-3.0` (the koshas) */
                                licence: string;
                                licence_url: string;
                            }[];
                        }[];
                        /** @description Entries over all candidates; 0 when no lemma of the word is in the dictionaries */
                        entries_found: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
            /** @description DICTIONARY_NOT_BUILT: build/dictionary/dictionary.msgpack.gz is missing (`kalakosha generate --only dictionary`) */
            503: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listEntities: {
        parameters: {
            query?: {
                type?: "DEITY" | "PERSON" | "RISHI" | "PLACE" | "TEXT" | "CONCEPT" | "CELESTIAL" | "FLORA" | "LINEAGE" | "MANTRA";
                q?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Entity list Cached for 1 day. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    /** @description private, max-age up to 86400 */
                    "Cache-Control"?: string;
                    /** @description gzip when Accept-Encoding allows it and the body is 1 KB or more */
                    "Content-Encoding"?: "gzip";
                    /** @description Accept-Encoding, on bodies that can be compressed */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "total": 1,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "items": [
                     *         {
                     *           "id": "deity-ganesha",
                     *           "canonical_name": "Gaṇeśa",
                     *           "name_sanskrit": "गणेश",
                     *           "name_iast": "gaṇeśa",
                     *           "name_slp1": "gaReSa",
                     *           "entity_type": "DEITY",
                     *           "entity_subtype": "deva",
                     *           "description": "The elephant-headed son of Śiva and Pārvatī, remover of obstacles, invoked first in every rite; Gaṇeśa Caturthī is his festival.",
                     *           "tags": [
                     *             "ganapatya",
                     *             "festival"
                     *           ],
                     *           "aliases": [
                     *             {
                     *               "slp1": "gaReSa",
                     *               "iast": "gaṇeśa",
                     *               "devanagari": "गणेश",
                     *               "kind": "name",
                     *               "source": "curated",
                     *               "mention_count": 7
                     *             },
                     *             {
                     *               "slp1": "vinAyaka",
                     *               "iast": "vināyaka",
                     *               "devanagari": "विनायक",
                     *               "kind": "epithet",
                     *               "source": "curated",
                     *               "mention_count": 0
                     *             }
                     *           ],
                     *           "relations": [
                     *             {
                     *               "relation": "child_of",
                     *               "target_id": "deity-shiva",
                     *               "target_name": "Śiva",
                     *               "source": "curated"
                     *             },
                     *             {
                     *               "relation": "has_mount",
                     *               "target_id": "deity-mushaka",
                     *               "target_name": "Mūṣaka",
                     *               "source": "curated"
                     *             }
                     *           ],
                     *           "mention_count": 7,
                     *           "text_count": 1,
                     *           "sources": [
                     *             "curated",
                     *             "mahanama:e4028"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        total: number;
                        limit: number;
                        offset: number;
                        items: {
                            /** @description Stable id `<type>-<slug>`, e.g. person-arjuna, deity-shiva */
                            id: string;
                            canonical_name: string;
                            /** @description Devanagari */
                            name_sanskrit: string | null;
                            name_iast: string | null;
                            name_slp1?: string;
                            /** @enum {string} */
                            entity_type: "DEITY" | "PERSON" | "RISHI" | "PLACE" | "TEXT" | "CONCEPT" | "CELESTIAL" | "FLORA" | "LINEAGE" | "MANTRA";
                            entity_subtype: string | null;
                            description: string | null;
                            /** @description Mentions in the annotated corpus (Mahānāma, Mahābhārata) */
                            mention_count: number;
                            /** @description Number of works the entity is mentioned in (mentioned_in relations) */
                            text_count: number;
                            tags: string[] | null;
                            aliases: {
                                slp1: string;
                                iast: string;
                                devanagari: string;
                                /** @enum {string} */
                                kind: "name" | "epithet" | "patronymic" | "spelling";
                                /** @description curated, mahanama, pui (Purāṇa Index), vei (Vedic Index), family-tree */
                                source: string;
                                /** @description Mentions under this name in the Mahānāma annotation */
                                mention_count: number;
                            }[];
                            relations: {
                                /** @description parent_of, child_of, spouse_of, sibling_of, teacher_of, student_of, author_of, authored_by, presides_over, avatar_of, has_avatar, mount_of, has_mount, consort_of, lord_of, ruled_by, founder_of, member_of, part_of, verse_of, associated_with, mentioned_in … */
                                relation: string;
                                target_id: string;
                                target_name: string;
                                source: string;
                            }[];
                            /** @description Provenance of the merged record */
                            sources?: string[];
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
            /** @description ENTITIES_NOT_BUILT: the knowledge-graph artifact is missing */
            503: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getEntity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entity_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Entity Cached for 1 day. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    /** @description private, max-age up to 86400 */
                    "Cache-Control"?: string;
                    /** @description gzip when Accept-Encoding allows it and the body is 1 KB or more */
                    "Content-Encoding"?: "gzip";
                    /** @description Accept-Encoding, on bodies that can be compressed */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "deity-ganesha",
                     *       "canonical_name": "Gaṇeśa",
                     *       "name_sanskrit": "गणेश",
                     *       "name_iast": "gaṇeśa",
                     *       "name_slp1": "gaReSa",
                     *       "entity_type": "DEITY",
                     *       "entity_subtype": "deva",
                     *       "description": "The elephant-headed son of Śiva and Pārvatī, remover of obstacles, invoked first in every rite; Gaṇeśa Caturthī is his festival.",
                     *       "tags": [
                     *         "ganapatya",
                     *         "festival"
                     *       ],
                     *       "aliases": [
                     *         {
                     *           "slp1": "gaReSa",
                     *           "iast": "gaṇeśa",
                     *           "devanagari": "गणेश",
                     *           "kind": "name",
                     *           "source": "curated",
                     *           "mention_count": 7
                     *         },
                     *         {
                     *           "slp1": "vinAyaka",
                     *           "iast": "vināyaka",
                     *           "devanagari": "विनायक",
                     *           "kind": "epithet",
                     *           "source": "curated",
                     *           "mention_count": 0
                     *         }
                     *       ],
                     *       "relations": [
                     *         {
                     *           "relation": "child_of",
                     *           "target_id": "deity-shiva",
                     *           "target_name": "Śiva",
                     *           "source": "curated"
                     *         },
                     *         {
                     *           "relation": "has_mount",
                     *           "target_id": "deity-mushaka",
                     *           "target_name": "Mūṣaka",
                     *           "source": "curated"
                     *         }
                     *       ],
                     *       "mention_count": 7,
                     *       "text_count": 1,
                     *       "sources": [
                     *         "curated",
                     *         "mahanama:e4028"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @description Stable id `<type>-<slug>`, e.g. person-arjuna, deity-shiva */
                        id: string;
                        canonical_name: string;
                        /** @description Devanagari */
                        name_sanskrit: string | null;
                        name_iast: string | null;
                        name_slp1?: string;
                        /** @enum {string} */
                        entity_type: "DEITY" | "PERSON" | "RISHI" | "PLACE" | "TEXT" | "CONCEPT" | "CELESTIAL" | "FLORA" | "LINEAGE" | "MANTRA";
                        entity_subtype: string | null;
                        description: string | null;
                        /** @description Mentions in the annotated corpus (Mahānāma, Mahābhārata) */
                        mention_count: number;
                        /** @description Number of works the entity is mentioned in (mentioned_in relations) */
                        text_count: number;
                        tags: string[] | null;
                        aliases: {
                            slp1: string;
                            iast: string;
                            devanagari: string;
                            /** @enum {string} */
                            kind: "name" | "epithet" | "patronymic" | "spelling";
                            /** @description curated, mahanama, pui (Purāṇa Index), vei (Vedic Index), family-tree */
                            source: string;
                            /** @description Mentions under this name in the Mahānāma annotation */
                            mention_count: number;
                        }[];
                        relations: {
                            /** @description parent_of, child_of, spouse_of, sibling_of, teacher_of, student_of, author_of, authored_by, presides_over, avatar_of, has_avatar, mount_of, has_mount, consort_of, lord_of, ruled_by, founder_of, member_of, part_of, verse_of, associated_with, mentioned_in … */
                            relation: string;
                            target_id: string;
                            target_name: string;
                            source: string;
                        }[];
                        /** @description Provenance of the merged record */
                        sources?: string[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description ENTITY_NOT_FOUND: no entity with this id */
            404: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
            /** @description ENTITIES_NOT_BUILT: the knowledge-graph artifact is missing */
            503: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    recognizeEntities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "dharmakṣetre kurukṣetre samavetā yuyutsavaḥ",
                 *       "threshold": 0.5
                 *     }
                 */
                "application/json": {
                    /** @description Sanskrit text in IAST or Devanagari (SLP1, Harvard-Kyoto, ITRANS also detected); at most 10,000 characters. */
                    text: string;
                    /**
                     * @description Drop entities whose confidence is below this (0–1, default 0.5). 0 returns every entity the tagger proposes; 0.9 trades recall for precision.
                     * @default 0.5
                     */
                    threshold?: number;
                };
            };
        };
        responses: {
            /** @description NER response Not cached. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "text": "dharmakṣetre kurukṣetre samavetā yuyutsavaḥ",
                     *       "model": "kalakosha-ner@1.4.0",
                     *       "entities": [
                     *         {
                     *           "type": "PLACE",
                     *           "confidence": 0.97,
                     *           "text": "kurukṣetre",
                     *           "entity_id": "place-kurukshetra",
                     *           "word_start": 1,
                     *           "word_end": 2,
                     *           "char_start": 13,
                     *           "char_end": 23,
                     *           "slp1": "kurukzetre"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        entities: {
                            /** @enum {string} */
                            type: "DEITY" | "PERSON" | "RISHI" | "PLACE" | "TEXT" | "CONCEPT" | "CELESTIAL" | "FLORA" | "LINEAGE" | "MANTRA";
                            confidence: number;
                            /** @description The surface text, equal to text.slice(char_start, char_end) */
                            text: string;
                            /** @description Linked knowledge-graph id (GET /corpus/v1/entity/{entity_id}), when known */
                            entity_id: string | null;
                            /** @description Index of the first word (words = runs of letters; daṇḍas and spaces separate them) */
                            word_start: number;
                            /** @description Index after the last word (exclusive) */
                            word_end: number;
                            /** @description Offset of the span in the original text (JavaScript string index, UTF-16 code units) */
                            char_start: number;
                            /** @description End offset, exclusive */
                            char_end: number;
                            /** @description The span in SLP1 */
                            slp1?: string;
                        }[];
                        text: string;
                        /** @description name@version */
                        model: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
            /** @description NER_MODEL_NOT_BUILT: no model file */
            503: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    recognizeEntitiesBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "texts": [
                 *         "dharmakṣetre kurukṣetre samavetā yuyutsavaḥ"
                 *       ]
                 *     }
                 */
                "application/json": {
                    texts: string[];
                    /**
                     * @description Drop entities whose confidence is below this (0–1, default 0.5). 0 returns every entity the tagger proposes; 0.9 trades recall for precision.
                     * @default 0.5
                     */
                    threshold?: number;
                };
            };
        };
        responses: {
            /** @description NER batch response Not cached. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "text": "dharmakṣetre kurukṣetre samavetā yuyutsavaḥ",
                     *           "model": "kalakosha-ner@1.4.0",
                     *           "entities": [
                     *             {
                     *               "type": "PLACE",
                     *               "confidence": 0.97,
                     *               "text": "kurukṣetre",
                     *               "entity_id": "place-kurukshetra",
                     *               "word_start": 1,
                     *               "word_end": 2,
                     *               "char_start": 13,
                     *               "char_end": 23,
                     *               "slp1": "kurukzetre"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "model": "kalakosha-ner@1.4.0"
                     *     }
                     */
                    "application/json": {
                        results: {
                            entities: {
                                /** @enum {string} */
                                type: "DEITY" | "PERSON" | "RISHI" | "PLACE" | "TEXT" | "CONCEPT" | "CELESTIAL" | "FLORA" | "LINEAGE" | "MANTRA";
                                confidence: number;
                                /** @description The surface text, equal to text.slice(char_start, char_end) */
                                text: string;
                                /** @description Linked knowledge-graph id (GET /corpus/v1/entity/{entity_id}), when known */
                                entity_id: string | null;
                                /** @description Index of the first word (words = runs of letters; daṇḍas and spaces separate them) */
                                word_start: number;
                                /** @description Index after the last word (exclusive) */
                                word_end: number;
                                /** @description Offset of the span in the original text (JavaScript string index, UTF-16 code units) */
                                char_start: number;
                                /** @description End offset, exclusive */
                                char_end: number;
                                /** @description The span in SLP1 */
                                slp1?: string;
                            }[];
                            text: string;
                            /** @description name@version */
                            model: string;
                        }[];
                        model: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
            /** @description NER_MODEL_NOT_BUILT: no model file */
            503: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listTiles: {
        parameters: {
            query?: {
                /** @description Name to search (e.g. `varanasi`, `वाराणसी`) */
                q?: string;
                /** @description With `lng`: order by distance from this point */
                lat?: number;
                /** @description With `lat` */
                lng?: number;
                /** @description ISO 3166-1 alpha-2 filter */
                country?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching tiles, best first Cached for 1 hours. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    /** @description private, max-age up to 3600 */
                    "Cache-Control"?: string;
                    /** @description gzip when Accept-Encoding allows it and the body is 1 KB or more */
                    "Content-Encoding"?: "gzip";
                    /** @description Accept-Encoding, on bodies that can be compressed */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "total": 1,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "tiles": [
                     *         {
                     *           "id": "in-varanasi",
                     *           "name": "Varanasi",
                     *           "ascii_name": "Varanasi",
                     *           "alt_names": [
                     *             "Banaras",
                     *             "Benares",
                     *             "Kashi",
                     *             "वाराणसी"
                     *           ],
                     *           "country": "IN",
                     *           "lat": 25.3168,
                     *           "lng": 83.0104,
                     *           "altitude": 80,
                     *           "tz": "Asia/Kolkata",
                     *           "population": 1164404,
                     *           "distance_km": null,
                     *           "panchang_years": [
                     *             1900,
                     *             2100
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        total: number;
                        limit: number;
                        offset: number;
                        tiles: {
                            /**
                             * @description `<country>-<name>` slug
                             * @example in-varanasi
                             */
                            id: string;
                            name: string;
                            ascii_name: string;
                            /** @description A few alternate names (Devanagari and Latin) from GeoNames */
                            alt_names: string[];
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                            /** @description Degrees, 4 decimals: pass exactly this to the calendar routes */
                            lat: number;
                            lng: number;
                            /** @description Metres (GeoNames elevation, else SRTM, else 0): pass as `altitude` */
                            altitude: number;
                            /** @description IANA zone (from a lat/lng lookup) */
                            tz: string;
                            population: number;
                            /** @description Great-circle distance from lat/lng when given */
                            distance_km: number | null;
                            /** @description [first, last] year of generated daily tables, or null */
                            panchang_years: number[] | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
        };
    };
    listDatasets: {
        parameters: {
            query?: {
                /** @description Only files of this format */
                format?: "parquet" | "msgpack" | "duckdb" | "json";
                /** @description Only files of this stage */
                stage?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Manifest with download URLs Not cached. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "format_version": 1,
                     *       "generator_version": "1.0.0",
                     *       "rules_hash": "3f1c…",
                     *       "tiles_hash": "9a0e…",
                     *       "stages": {},
                     *       "files": [
                     *         {
                     *           "path": "parquet/sankrantis/data.parquet",
                     *           "url": "/calendar/v1/datasets/parquet~sankrantis~data.parquet",
                     *           "stage": "tables",
                     *           "format": "parquet",
                     *           "format_version": 1,
                     *           "rows": 4824,
                     *           "bytes": 61234,
                     *           "sha256": "e3b0…",
                     *           "deterministic": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        format_version: number;
                        generator_version: string;
                        /** @description SHA-256 over data/festivals/**\/*.toml */
                        rules_hash: string | null;
                        /** @description SHA-256 of data/tiles/tiles.json */
                        tiles_hash: string | null;
                        /** @description What each stage was built from (years, tiles, inputs hash) */
                        stages?: Record<string, never>;
                        files: {
                            path: string;
                            url: string;
                            stage: string;
                            format: string;
                            /** @description Layout version of the file; a build holding an older one is stale (`kalakosha generate --missing` rebuilds its stage) */
                            format_version: number;
                            rows: number;
                            bytes: number;
                            sha256: string;
                            /** @description false for the DuckDB file (its bytes differ between runs; its tables do not) */
                            deterministic: boolean;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description DATASETS_NOT_BUILT: run `kalakosha generate` */
            404: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
        };
    };
    downloadDataset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Manifest path with `/` as `~` */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (or the requested range) Not cached. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": unknown;
                };
            };
            /** @description The requested range */
            206: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description DATASET_FILE_NOT_FOUND: not in the manifest or not on disk */
            404: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description RANGE_NOT_SATISFIABLE / RANGE_REQUIRED */
            416: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
        };
    };
    getMonth: {
        parameters: {
            query: {
                /** @description Gregorian year; defaults to the current year in `tz`. */
                year?: number;
                /** @description Month 1–12; defaults to the current month in `tz`. */
                month?: number;
                /** @description Latitude in decimal degrees, north positive. */
                lat: number;
                /** @description Longitude in decimal degrees, east positive. */
                lng: number;
                /** @description IANA time zone name, or `auto`. All local dates and times in the response are in this zone, and `location.tz` states it. `auto` is the zone in force at `lat`/`lng` (looked up from time-zone boundaries derived from OpenStreetMap, accurate to a few kilometres near a border; at sea the nautical zone, e.g. `Etc/GMT-5` for UTC+5): `tz=auto` at Kathmandu answers in `Asia/Kathmandu`, the same answer (and cache entry) as `tz=Asia/Kathmandu`. Default `Asia/Kolkata` wherever the place is. */
                tz?: string;
                /** @description Height above sea level in metres; lowers the apparent horizon (earlier sunrise, later sunset). */
                altitude?: number;
                /** @description Astronomical convention. `drik` (default) reproduces Drik Panchang: Swiss Ephemeris Lahiri positions with the Sun shifted by solar aberration plus nutation in longitude (≈ −30″). `swiss` gives plain Swiss Ephemeris apparent sidereal (Lahiri) positions. */
                convention?: "drik" | "swiss";
                /**
                 * @description Language of the names added as `name_local` (with `name_en`, `lord_local`, `paksha_local`, `weekday_local` …): `sa-Latn` or `iast` (IAST, the `name` itself), `en` (English), or one of nine Indian languages in their own script: `hi` Hindi, `mr` Marathi, `gu` Gujarati, `bn` Bengali, `or` Odia, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam. Tithi, paksha, nakshatra, yoga, karana, vara, masa (with the adhika prefix), samvatsara, rashi (signs, lagna), the grahas (lords, hora), choghadiya and the named windows (`window_names`: Rahu Kalam, Brahma Muhurta …) are complete in every language; a regional solar month (`solar_date`) is its calendar's own name in that calendar's language, else the name of its rashi; festivals have local names for the thirty major festivals and every Ekadashi, others (and derived days: parana, vaishnava) `name_local: null`. Regional names are the ones regional panchangs print, not transliterations (Tamil `ஞாயிறு` for Sunday, `அசுவினி` for Ashvini; Bengali `বৈশাখ`). Without `lang` the answer is unchanged. Part of the cache key.
                 *
                 *     Examples (GET /calendar/v1/panchang, 2024-04-14): Chennai `date=2024-04-14&lat=13.0827&lng=80.2707&lang=ta` → `vara: {"name": "Ravivāra", "name_en": "Sunday", "name_local": "ஞாயிறு", "lord_local": "சூரியன்"}`, tithi `"name": "Ṣaṣṭhī", "name_local": "சஷ்டி", "paksha_local": "வளர்பிறை"`, nakshatra `"Ārdrā"` → `"திருவாதிரை"`, masa `"Caitra"` → `"சைத்ரம்"`, samvatsara `"Krodhin"` → `"குரோதி"`. Kolkata `date=2024-04-14&lat=22.5726&lng=88.3639&lang=bn` → vara `"রবিবার"`, tithi `"ষষ্ঠী"` (`paksha_local` `"শুক্ল"`), nakshatra `"আর্দ্রা"`, masa `"চৈত্র"`.
                 */
                lang?: "sa-Latn" | "iast" | "en" | "hi" | "mr" | "gu" | "bn" | "or" | "ta" | "te" | "kn" | "ml";
                /** @description `json` (default) or `ics` (text/calendar). Without it, `Accept: text/calendar` selects ICS. */
                format?: "json" | "ics";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description MonthResponse (or text/calendar) Cached for 1 day. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    /** @description private, max-age up to 86400 */
                    "Cache-Control"?: string;
                    /** @description gzip when Accept-Encoding allows it and the body is 1 KB or more */
                    "Content-Encoding"?: "gzip";
                    /** @description Accept-Encoding, on bodies that can be compressed */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "year": 2024,
                     *       "month": 2,
                     *       "location": {
                     *         "lat": 28.652,
                     *         "lng": 77.2315,
                     *         "altitude": 227,
                     *         "tz": "Asia/Kolkata"
                     *       },
                     *       "convention": "drik",
                     *       "days": [
                     *         {
                     *           "date": "2024-02-01",
                     *           "vara": {
                     *             "number": 4,
                     *             "name": "Guruvāra",
                     *             "name_devanagari": "गुरुवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-01T07:07:03+05:30",
                     *           "sunset": "2024-02-01T18:02:18+05:30",
                     *           "moonrise": "2024-02-01T23:44:55+05:30",
                     *           "moonset": "2024-02-01T10:41:50+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 21,
                     *               "name": "Ṣaṣṭhī",
                     *               "name_devanagari": "षष्ठी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-01-31T11:36:08+05:30",
                     *               "end": "2024-02-01T14:03:37+05:30"
                     *             },
                     *             {
                     *               "number": 22,
                     *               "name": "Saptamī",
                     *               "name_devanagari": "सप्तमी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-01T14:03:37+05:30",
                     *               "end": "2024-02-02T16:02:38+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 14,
                     *               "name": "Citrā",
                     *               "name_devanagari": "चित्रा",
                     *               "pada": 1,
                     *               "lord": "Maṅgala",
                     *               "lord_devanagari": "मङ्गल",
                     *               "start": "2024-02-01T01:08:18+05:30",
                     *               "end": "2024-02-02T03:49:32+05:30"
                     *             },
                     *             {
                     *               "number": 15,
                     *               "name": "Svātī",
                     *               "name_devanagari": "स्वाती",
                     *               "pada": 1,
                     *               "lord": "Rāhu",
                     *               "lord_devanagari": "राहु",
                     *               "start": "2024-02-02T03:49:32+05:30",
                     *               "end": "2024-02-03T05:57:17+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 8,
                     *               "name": "Dhṛti",
                     *               "name_devanagari": "धृति",
                     *               "start": "2024-01-31T11:41:40+05:30",
                     *               "end": "2024-02-01T12:28:48+05:30"
                     *             },
                     *             {
                     *               "number": 9,
                     *               "name": "Śūla",
                     *               "name_devanagari": "शूल",
                     *               "start": "2024-02-01T12:28:48+05:30",
                     *               "end": "2024-02-02T12:55:26+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 6,
                     *               "name": "Vaṇija",
                     *               "name_devanagari": "वणिज",
                     *               "start": "2024-02-01T00:52:35+05:30",
                     *               "end": "2024-02-01T14:03:37+05:30"
                     *             },
                     *             {
                     *               "number": 7,
                     *               "name": "Viṣṭi",
                     *               "name_devanagari": "विष्टि",
                     *               "start": "2024-02-01T14:03:37+05:30",
                     *               "end": "2024-02-02T03:07:31+05:30"
                     *             },
                     *             {
                     *               "number": 1,
                     *               "name": "Bava",
                     *               "name_devanagari": "बव",
                     *               "start": "2024-02-02T03:07:31+05:30",
                     *               "end": "2024-02-02T16:02:38+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Krishna",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 9,
                     *               "name": "Pauṣa",
                     *               "name_devanagari": "पौष",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": []
                     *         },
                     *         {
                     *           "date": "2024-02-02",
                     *           "vara": {
                     *             "number": 5,
                     *             "name": "Śukravāra",
                     *             "name_devanagari": "शुक्रवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-02T07:06:30+05:30",
                     *           "sunset": "2024-02-02T18:03:07+05:30",
                     *           "moonrise": "2024-02-03T00:41:02+05:30",
                     *           "moonset": "2024-02-02T11:10:53+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 22,
                     *               "name": "Saptamī",
                     *               "name_devanagari": "सप्तमी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-01T14:03:37+05:30",
                     *               "end": "2024-02-02T16:02:38+05:30"
                     *             },
                     *             {
                     *               "number": 23,
                     *               "name": "Aṣṭamī",
                     *               "name_devanagari": "अष्टमी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-02T16:02:38+05:30",
                     *               "end": "2024-02-03T17:20:51+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 15,
                     *               "name": "Svātī",
                     *               "name_devanagari": "स्वाती",
                     *               "pada": 1,
                     *               "lord": "Rāhu",
                     *               "lord_devanagari": "राहु",
                     *               "start": "2024-02-02T03:49:32+05:30",
                     *               "end": "2024-02-03T05:57:17+05:30"
                     *             },
                     *             {
                     *               "number": 16,
                     *               "name": "Viśākhā",
                     *               "name_devanagari": "विशाखा",
                     *               "pada": 1,
                     *               "lord": "Bṛhaspati",
                     *               "lord_devanagari": "बृहस्पति",
                     *               "start": "2024-02-03T05:57:17+05:30",
                     *               "end": "2024-02-04T07:21:00+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 9,
                     *               "name": "Śūla",
                     *               "name_devanagari": "शूल",
                     *               "start": "2024-02-01T12:28:48+05:30",
                     *               "end": "2024-02-02T12:55:26+05:30"
                     *             },
                     *             {
                     *               "number": 10,
                     *               "name": "Gaṇḍa",
                     *               "name_devanagari": "गण्ड",
                     *               "start": "2024-02-02T12:55:26+05:30",
                     *               "end": "2024-02-03T12:52:32+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 1,
                     *               "name": "Bava",
                     *               "name_devanagari": "बव",
                     *               "start": "2024-02-02T03:07:31+05:30",
                     *               "end": "2024-02-02T16:02:38+05:30"
                     *             },
                     *             {
                     *               "number": 2,
                     *               "name": "Bālava",
                     *               "name_devanagari": "बालव",
                     *               "start": "2024-02-02T16:02:38+05:30",
                     *               "end": "2024-02-03T04:47:29+05:30"
                     *             },
                     *             {
                     *               "number": 3,
                     *               "name": "Kaulava",
                     *               "name_devanagari": "कौलव",
                     *               "start": "2024-02-03T04:47:29+05:30",
                     *               "end": "2024-02-03T17:20:51+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Krishna",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 9,
                     *               "name": "Pauṣa",
                     *               "name_devanagari": "पौष",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": [
                     *             {
                     *               "id": "kalashtami",
                     *               "name": "Kālāṣṭamī",
                     *               "name_en": "Kalashtami",
                     *               "name_devanagari": "कालाष्टमी",
                     *               "category": "monthly-vrata"
                     *             },
                     *             {
                     *               "id": "masik-krishna-janmashtami",
                     *               "name": "Māsika Kṛṣṇa Janmāṣṭamī",
                     *               "name_en": "Masik Krishna Janmashtami",
                     *               "name_devanagari": "मासिक कृष्ण जन्माष्टमी",
                     *               "category": "monthly-vrata"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "date": "2024-02-03",
                     *           "vara": {
                     *             "number": 6,
                     *             "name": "Śanivāra",
                     *             "name_devanagari": "शनिवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-03T07:05:57+05:30",
                     *           "sunset": "2024-02-03T18:03:55+05:30",
                     *           "moonrise": "2024-02-04T01:40:21+05:30",
                     *           "moonset": "2024-02-03T11:43:38+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 23,
                     *               "name": "Aṣṭamī",
                     *               "name_devanagari": "अष्टमी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-02T16:02:38+05:30",
                     *               "end": "2024-02-03T17:20:51+05:30"
                     *             },
                     *             {
                     *               "number": 24,
                     *               "name": "Navamī",
                     *               "name_devanagari": "नवमी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-03T17:20:51+05:30",
                     *               "end": "2024-02-04T17:49:34+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 16,
                     *               "name": "Viśākhā",
                     *               "name_devanagari": "विशाखा",
                     *               "pada": 1,
                     *               "lord": "Bṛhaspati",
                     *               "lord_devanagari": "बृहस्पति",
                     *               "start": "2024-02-03T05:57:17+05:30",
                     *               "end": "2024-02-04T07:21:00+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 10,
                     *               "name": "Gaṇḍa",
                     *               "name_devanagari": "गण्ड",
                     *               "start": "2024-02-02T12:55:26+05:30",
                     *               "end": "2024-02-03T12:52:32+05:30"
                     *             },
                     *             {
                     *               "number": 11,
                     *               "name": "Vṛddhi",
                     *               "name_devanagari": "वृद्धि",
                     *               "start": "2024-02-03T12:52:32+05:30",
                     *               "end": "2024-02-04T12:13:02+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 3,
                     *               "name": "Kaulava",
                     *               "name_devanagari": "कौलव",
                     *               "start": "2024-02-03T04:47:29+05:30",
                     *               "end": "2024-02-03T17:20:51+05:30"
                     *             },
                     *             {
                     *               "number": 4,
                     *               "name": "Taitila",
                     *               "name_devanagari": "तैतिल",
                     *               "start": "2024-02-03T17:20:51+05:30",
                     *               "end": "2024-02-04T05:41:46+05:30"
                     *             },
                     *             {
                     *               "number": 5,
                     *               "name": "Gara",
                     *               "name_devanagari": "गर",
                     *               "start": "2024-02-04T05:41:46+05:30",
                     *               "end": "2024-02-04T17:49:34+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Krishna",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 9,
                     *               "name": "Pauṣa",
                     *               "name_devanagari": "पौष",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": []
                     *         },
                     *         {
                     *           "date": "2024-02-04",
                     *           "vara": {
                     *             "number": 0,
                     *             "name": "Ravivāra",
                     *             "name_devanagari": "रविवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-04T07:05:22+05:30",
                     *           "sunset": "2024-02-04T18:04:44+05:30",
                     *           "moonrise": "2024-02-05T02:42:47+05:30",
                     *           "moonset": "2024-02-04T12:21:55+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 24,
                     *               "name": "Navamī",
                     *               "name_devanagari": "नवमी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-03T17:20:51+05:30",
                     *               "end": "2024-02-04T17:49:34+05:30"
                     *             },
                     *             {
                     *               "number": 25,
                     *               "name": "Daśamī",
                     *               "name_devanagari": "दशमी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-04T17:49:34+05:30",
                     *               "end": "2024-02-05T17:24:48+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 16,
                     *               "name": "Viśākhā",
                     *               "name_devanagari": "विशाखा",
                     *               "pada": 4,
                     *               "lord": "Bṛhaspati",
                     *               "lord_devanagari": "बृहस्पति",
                     *               "start": "2024-02-03T05:57:17+05:30",
                     *               "end": "2024-02-04T07:21:00+05:30"
                     *             },
                     *             {
                     *               "number": 17,
                     *               "name": "Anurādhā",
                     *               "name_devanagari": "अनुराधा",
                     *               "pada": 1,
                     *               "lord": "Śani",
                     *               "lord_devanagari": "शनि",
                     *               "start": "2024-02-04T07:21:00+05:30",
                     *               "end": "2024-02-05T07:54:16+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 11,
                     *               "name": "Vṛddhi",
                     *               "name_devanagari": "वृद्धि",
                     *               "start": "2024-02-03T12:52:32+05:30",
                     *               "end": "2024-02-04T12:13:02+05:30"
                     *             },
                     *             {
                     *               "number": 12,
                     *               "name": "Dhruva",
                     *               "name_devanagari": "ध्रुव",
                     *               "start": "2024-02-04T12:13:02+05:30",
                     *               "end": "2024-02-05T10:52:45+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 5,
                     *               "name": "Gara",
                     *               "name_devanagari": "गर",
                     *               "start": "2024-02-04T05:41:46+05:30",
                     *               "end": "2024-02-04T17:49:34+05:30"
                     *             },
                     *             {
                     *               "number": 6,
                     *               "name": "Vaṇija",
                     *               "name_devanagari": "वणिज",
                     *               "start": "2024-02-04T17:49:34+05:30",
                     *               "end": "2024-02-05T05:43:56+05:30"
                     *             },
                     *             {
                     *               "number": 7,
                     *               "name": "Viṣṭi",
                     *               "name_devanagari": "विष्टि",
                     *               "start": "2024-02-05T05:43:56+05:30",
                     *               "end": "2024-02-05T17:24:48+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Krishna",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 9,
                     *               "name": "Pauṣa",
                     *               "name_devanagari": "पौष",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": []
                     *         },
                     *         {
                     *           "date": "2024-02-05",
                     *           "vara": {
                     *             "number": 1,
                     *             "name": "Somavāra",
                     *             "name_devanagari": "सोमवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-05T07:04:45+05:30",
                     *           "sunset": "2024-02-05T18:05:32+05:30",
                     *           "moonrise": "2024-02-06T03:46:57+05:30",
                     *           "moonset": "2024-02-05T13:07:38+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 25,
                     *               "name": "Daśamī",
                     *               "name_devanagari": "दशमी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-04T17:49:34+05:30",
                     *               "end": "2024-02-05T17:24:48+05:30"
                     *             },
                     *             {
                     *               "number": 26,
                     *               "name": "Ekādaśī",
                     *               "name_devanagari": "एकादशी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-05T17:24:48+05:30",
                     *               "end": "2024-02-06T16:07:20+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 17,
                     *               "name": "Anurādhā",
                     *               "name_devanagari": "अनुराधा",
                     *               "pada": 4,
                     *               "lord": "Śani",
                     *               "lord_devanagari": "शनि",
                     *               "start": "2024-02-04T07:21:00+05:30",
                     *               "end": "2024-02-05T07:54:16+05:30"
                     *             },
                     *             {
                     *               "number": 18,
                     *               "name": "Jyeṣṭhā",
                     *               "name_devanagari": "ज्येष्ठा",
                     *               "pada": 1,
                     *               "lord": "Budha",
                     *               "lord_devanagari": "बुध",
                     *               "start": "2024-02-05T07:54:16+05:30",
                     *               "end": "2024-02-06T07:35:30+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 12,
                     *               "name": "Dhruva",
                     *               "name_devanagari": "ध्रुव",
                     *               "start": "2024-02-04T12:13:02+05:30",
                     *               "end": "2024-02-05T10:52:45+05:30"
                     *             },
                     *             {
                     *               "number": 13,
                     *               "name": "Vyāghāta",
                     *               "name_devanagari": "व्याघात",
                     *               "start": "2024-02-05T10:52:45+05:30",
                     *               "end": "2024-02-06T08:50:48+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 7,
                     *               "name": "Viṣṭi",
                     *               "name_devanagari": "विष्टि",
                     *               "start": "2024-02-05T05:43:56+05:30",
                     *               "end": "2024-02-05T17:24:48+05:30"
                     *             },
                     *             {
                     *               "number": 1,
                     *               "name": "Bava",
                     *               "name_devanagari": "बव",
                     *               "start": "2024-02-05T17:24:48+05:30",
                     *               "end": "2024-02-06T04:52:26+05:30"
                     *             },
                     *             {
                     *               "number": 2,
                     *               "name": "Bālava",
                     *               "name_devanagari": "बालव",
                     *               "start": "2024-02-06T04:52:26+05:30",
                     *               "end": "2024-02-06T16:07:20+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Krishna",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 9,
                     *               "name": "Pauṣa",
                     *               "name_devanagari": "पौष",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": []
                     *         },
                     *         {
                     *           "date": "2024-02-06",
                     *           "vara": {
                     *             "number": 2,
                     *             "name": "Maṅgalavāra",
                     *             "name_devanagari": "मङ्गलवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-06T07:04:08+05:30",
                     *           "sunset": "2024-02-06T18:06:19+05:30",
                     *           "moonrise": "2024-02-07T04:50:00+05:30",
                     *           "moonset": "2024-02-06T14:02:16+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 26,
                     *               "name": "Ekādaśī",
                     *               "name_devanagari": "एकादशी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-05T17:24:48+05:30",
                     *               "end": "2024-02-06T16:07:20+05:30"
                     *             },
                     *             {
                     *               "number": 27,
                     *               "name": "Dvādaśī",
                     *               "name_devanagari": "द्वादशी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-06T16:07:20+05:30",
                     *               "end": "2024-02-07T14:02:07+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 18,
                     *               "name": "Jyeṣṭhā",
                     *               "name_devanagari": "ज्येष्ठा",
                     *               "pada": 4,
                     *               "lord": "Budha",
                     *               "lord_devanagari": "बुध",
                     *               "start": "2024-02-05T07:54:16+05:30",
                     *               "end": "2024-02-06T07:35:30+05:30"
                     *             },
                     *             {
                     *               "number": 19,
                     *               "name": "Mūla",
                     *               "name_devanagari": "मूल",
                     *               "pada": 1,
                     *               "lord": "Ketu",
                     *               "lord_devanagari": "केतु",
                     *               "start": "2024-02-06T07:35:30+05:30",
                     *               "end": "2024-02-07T06:27:41+05:30"
                     *             },
                     *             {
                     *               "number": 20,
                     *               "name": "Pūrva Āṣāḍhā",
                     *               "name_devanagari": "पूर्वाषाढा",
                     *               "pada": 1,
                     *               "lord": "Śukra",
                     *               "lord_devanagari": "शुक्र",
                     *               "start": "2024-02-07T06:27:41+05:30",
                     *               "end": "2024-02-08T04:37:34+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 13,
                     *               "name": "Vyāghāta",
                     *               "name_devanagari": "व्याघात",
                     *               "start": "2024-02-05T10:52:45+05:30",
                     *               "end": "2024-02-06T08:50:48+05:30"
                     *             },
                     *             {
                     *               "number": 14,
                     *               "name": "Harṣaṇa",
                     *               "name_devanagari": "हर्षण",
                     *               "start": "2024-02-06T08:50:48+05:30",
                     *               "end": "2024-02-07T06:09:26+05:30"
                     *             },
                     *             {
                     *               "number": 15,
                     *               "name": "Vajra",
                     *               "name_devanagari": "वज्र",
                     *               "start": "2024-02-07T06:09:26+05:30",
                     *               "end": "2024-02-08T02:53:34+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 2,
                     *               "name": "Bālava",
                     *               "name_devanagari": "बालव",
                     *               "start": "2024-02-06T04:52:26+05:30",
                     *               "end": "2024-02-06T16:07:20+05:30"
                     *             },
                     *             {
                     *               "number": 3,
                     *               "name": "Kaulava",
                     *               "name_devanagari": "कौलव",
                     *               "start": "2024-02-06T16:07:20+05:30",
                     *               "end": "2024-02-07T03:10:15+05:30"
                     *             },
                     *             {
                     *               "number": 4,
                     *               "name": "Taitila",
                     *               "name_devanagari": "तैतिल",
                     *               "start": "2024-02-07T03:10:15+05:30",
                     *               "end": "2024-02-07T14:02:07+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Krishna",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 9,
                     *               "name": "Pauṣa",
                     *               "name_devanagari": "पौष",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": [
                     *             {
                     *               "id": "shattila-ekadashi",
                     *               "name": "Ṣaṭtilā Ekādaśī",
                     *               "name_en": "Shattila Ekadashi",
                     *               "name_devanagari": "षट्तिला एकादशी",
                     *               "category": "ekadashi"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "date": "2024-02-07",
                     *           "vara": {
                     *             "number": 3,
                     *             "name": "Budhavāra",
                     *             "name_devanagari": "बुधवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-07T07:03:29+05:30",
                     *           "sunset": "2024-02-07T18:07:07+05:30",
                     *           "moonrise": "2024-02-08T05:48:41+05:30",
                     *           "moonset": "2024-02-07T15:05:47+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 27,
                     *               "name": "Dvādaśī",
                     *               "name_devanagari": "द्वादशी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-06T16:07:20+05:30",
                     *               "end": "2024-02-07T14:02:07+05:30"
                     *             },
                     *             {
                     *               "number": 28,
                     *               "name": "Trayodaśī",
                     *               "name_devanagari": "त्रयोदशी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-07T14:02:07+05:30",
                     *               "end": "2024-02-08T11:17:10+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 20,
                     *               "name": "Pūrva Āṣāḍhā",
                     *               "name_devanagari": "पूर्वाषाढा",
                     *               "pada": 1,
                     *               "lord": "Śukra",
                     *               "lord_devanagari": "शुक्र",
                     *               "start": "2024-02-07T06:27:41+05:30",
                     *               "end": "2024-02-08T04:37:34+05:30"
                     *             },
                     *             {
                     *               "number": 21,
                     *               "name": "Uttara Āṣāḍhā",
                     *               "name_devanagari": "उत्तराषाढा",
                     *               "pada": 1,
                     *               "lord": "Sūrya",
                     *               "lord_devanagari": "सूर्य",
                     *               "start": "2024-02-08T04:37:34+05:30",
                     *               "end": "2024-02-09T02:14:32+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 15,
                     *               "name": "Vajra",
                     *               "name_devanagari": "वज्र",
                     *               "start": "2024-02-07T06:09:26+05:30",
                     *               "end": "2024-02-08T02:53:34+05:30"
                     *             },
                     *             {
                     *               "number": 16,
                     *               "name": "Siddhi",
                     *               "name_devanagari": "सिद्धि",
                     *               "start": "2024-02-08T02:53:34+05:30",
                     *               "end": "2024-02-08T23:10:09+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 4,
                     *               "name": "Taitila",
                     *               "name_devanagari": "तैतिल",
                     *               "start": "2024-02-07T03:10:15+05:30",
                     *               "end": "2024-02-07T14:02:07+05:30"
                     *             },
                     *             {
                     *               "number": 5,
                     *               "name": "Gara",
                     *               "name_devanagari": "गर",
                     *               "start": "2024-02-07T14:02:07+05:30",
                     *               "end": "2024-02-08T00:44:01+05:30"
                     *             },
                     *             {
                     *               "number": 6,
                     *               "name": "Vaṇija",
                     *               "name_devanagari": "वणिज",
                     *               "start": "2024-02-08T00:44:01+05:30",
                     *               "end": "2024-02-08T11:17:10+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Krishna",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 9,
                     *               "name": "Pauṣa",
                     *               "name_devanagari": "पौष",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": [
                     *             {
                     *               "id": "pradosh-vrat-krishna",
                     *               "name": "Pradoṣa Vrata (Kṛṣṇa)",
                     *               "name_en": "Pradosh Vrat",
                     *               "name_devanagari": "प्रदोष व्रत (कृष्ण)",
                     *               "category": "monthly-vrata"
                     *             },
                     *             {
                     *               "id": "shattila-ekadashi-parana",
                     *               "name": "Ṣaṭtilā Ekādaśī Pāraṇa",
                     *               "name_en": "Shattila Ekadashi Parana",
                     *               "name_devanagari": "षट्तिला एकादशी पारण",
                     *               "category": "ekadashi"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "date": "2024-02-08",
                     *           "vara": {
                     *             "number": 4,
                     *             "name": "Guruvāra",
                     *             "name_devanagari": "गुरुवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-08T07:02:48+05:30",
                     *           "sunset": "2024-02-08T18:07:54+05:30",
                     *           "moonrise": "2024-02-09T06:40:48+05:30",
                     *           "moonset": "2024-02-08T16:15:57+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 28,
                     *               "name": "Trayodaśī",
                     *               "name_devanagari": "त्रयोदशी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-07T14:02:07+05:30",
                     *               "end": "2024-02-08T11:17:10+05:30"
                     *             },
                     *             {
                     *               "number": 29,
                     *               "name": "Caturdaśī",
                     *               "name_devanagari": "चतुर्दशी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-08T11:17:10+05:30",
                     *               "end": "2024-02-09T08:02:22+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 21,
                     *               "name": "Uttara Āṣāḍhā",
                     *               "name_devanagari": "उत्तराषाढा",
                     *               "pada": 1,
                     *               "lord": "Sūrya",
                     *               "lord_devanagari": "सूर्य",
                     *               "start": "2024-02-08T04:37:34+05:30",
                     *               "end": "2024-02-09T02:14:32+05:30"
                     *             },
                     *             {
                     *               "number": 22,
                     *               "name": "Śravaṇa",
                     *               "name_devanagari": "श्रवण",
                     *               "pada": 1,
                     *               "lord": "Candra",
                     *               "lord_devanagari": "चन्द्र",
                     *               "start": "2024-02-09T02:14:32+05:30",
                     *               "end": "2024-02-09T23:29:31+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 16,
                     *               "name": "Siddhi",
                     *               "name_devanagari": "सिद्धि",
                     *               "start": "2024-02-08T02:53:34+05:30",
                     *               "end": "2024-02-08T23:10:09+05:30"
                     *             },
                     *             {
                     *               "number": 17,
                     *               "name": "Vyatīpāta",
                     *               "name_devanagari": "व्यतीपात",
                     *               "start": "2024-02-08T23:10:09+05:30",
                     *               "end": "2024-02-09T19:07:22+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 6,
                     *               "name": "Vaṇija",
                     *               "name_devanagari": "वणिज",
                     *               "start": "2024-02-08T00:44:01+05:30",
                     *               "end": "2024-02-08T11:17:10+05:30"
                     *             },
                     *             {
                     *               "number": 7,
                     *               "name": "Viṣṭi",
                     *               "name_devanagari": "विष्टि",
                     *               "start": "2024-02-08T11:17:10+05:30",
                     *               "end": "2024-02-08T21:42:50+05:30"
                     *             },
                     *             {
                     *               "number": 8,
                     *               "name": "Śakuni",
                     *               "name_devanagari": "शकुनि",
                     *               "start": "2024-02-08T21:42:50+05:30",
                     *               "end": "2024-02-09T08:02:22+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Krishna",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 9,
                     *               "name": "Pauṣa",
                     *               "name_devanagari": "पौष",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": [
                     *             {
                     *               "id": "masik-shivaratri",
                     *               "name": "Māsika Śivarātri",
                     *               "name_en": "Masik Shivaratri",
                     *               "name_devanagari": "मासिक शिवरात्रि",
                     *               "category": "monthly-vrata"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "date": "2024-02-09",
                     *           "vara": {
                     *             "number": 5,
                     *             "name": "Śukravāra",
                     *             "name_devanagari": "शुक्रवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-09T07:02:07+05:30",
                     *           "sunset": "2024-02-09T18:08:40+05:30",
                     *           "moonrise": null,
                     *           "moonset": "2024-02-09T17:29:00+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 29,
                     *               "name": "Caturdaśī",
                     *               "name_devanagari": "चतुर्दशी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-08T11:17:10+05:30",
                     *               "end": "2024-02-09T08:02:22+05:30"
                     *             },
                     *             {
                     *               "number": 30,
                     *               "name": "Amāvāsyā",
                     *               "name_devanagari": "अमावस्या",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-09T08:02:22+05:30",
                     *               "end": "2024-02-10T04:28:41+05:30"
                     *             },
                     *             {
                     *               "number": 1,
                     *               "name": "Pratipadā",
                     *               "name_devanagari": "प्रतिपदा",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-10T04:28:41+05:30",
                     *               "end": "2024-02-11T00:47:18+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 22,
                     *               "name": "Śravaṇa",
                     *               "name_devanagari": "श्रवण",
                     *               "pada": 1,
                     *               "lord": "Candra",
                     *               "lord_devanagari": "चन्द्र",
                     *               "start": "2024-02-09T02:14:32+05:30",
                     *               "end": "2024-02-09T23:29:31+05:30"
                     *             },
                     *             {
                     *               "number": 23,
                     *               "name": "Dhaniṣṭhā",
                     *               "name_devanagari": "धनिष्ठा",
                     *               "pada": 1,
                     *               "lord": "Maṅgala",
                     *               "lord_devanagari": "मङ्गल",
                     *               "start": "2024-02-09T23:29:31+05:30",
                     *               "end": "2024-02-10T20:34:03+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 17,
                     *               "name": "Vyatīpāta",
                     *               "name_devanagari": "व्यतीपात",
                     *               "start": "2024-02-08T23:10:09+05:30",
                     *               "end": "2024-02-09T19:07:22+05:30"
                     *             },
                     *             {
                     *               "number": 18,
                     *               "name": "Varīyān",
                     *               "name_devanagari": "वरीयान्",
                     *               "start": "2024-02-09T19:07:22+05:30",
                     *               "end": "2024-02-10T14:54:03+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 8,
                     *               "name": "Śakuni",
                     *               "name_devanagari": "शकुनि",
                     *               "start": "2024-02-08T21:42:50+05:30",
                     *               "end": "2024-02-09T08:02:22+05:30"
                     *             },
                     *             {
                     *               "number": 9,
                     *               "name": "Catuṣpada",
                     *               "name_devanagari": "चतुष्पद",
                     *               "start": "2024-02-09T08:02:22+05:30",
                     *               "end": "2024-02-09T18:17:12+05:30"
                     *             },
                     *             {
                     *               "number": 10,
                     *               "name": "Nāga",
                     *               "name_devanagari": "नाग",
                     *               "start": "2024-02-09T18:17:12+05:30",
                     *               "end": "2024-02-10T04:28:41+05:30"
                     *             },
                     *             {
                     *               "number": 11,
                     *               "name": "Kiṃstughna",
                     *               "name_devanagari": "किंस्तुघ्न",
                     *               "start": "2024-02-10T04:28:41+05:30",
                     *               "end": "2024-02-10T14:38:16+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Krishna",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 9,
                     *               "name": "Pauṣa",
                     *               "name_devanagari": "पौष",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": [
                     *             {
                     *               "id": "amavasya",
                     *               "name": "Māgha Amāvasyā",
                     *               "name_en": "Magha Amavasya",
                     *               "name_devanagari": "माघ अमावस्या",
                     *               "category": "amavasya"
                     *             },
                     *             {
                     *               "id": "mauni-amavasya",
                     *               "name": "Maunī Amāvasyā",
                     *               "name_en": "Mauni Amavas",
                     *               "name_devanagari": "मौनी अमावस्या",
                     *               "category": "major"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "date": "2024-02-10",
                     *           "vara": {
                     *             "number": 6,
                     *             "name": "Śanivāra",
                     *             "name_devanagari": "शनिवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-10T07:01:24+05:30",
                     *           "sunset": "2024-02-10T18:09:27+05:30",
                     *           "moonrise": "2024-02-10T07:26:06+05:30",
                     *           "moonset": "2024-02-10T18:41:31+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 1,
                     *               "name": "Pratipadā",
                     *               "name_devanagari": "प्रतिपदा",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-10T04:28:41+05:30",
                     *               "end": "2024-02-11T00:47:18+05:30"
                     *             },
                     *             {
                     *               "number": 2,
                     *               "name": "Dvitīyā",
                     *               "name_devanagari": "द्वितीया",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-11T00:47:18+05:30",
                     *               "end": "2024-02-11T21:09:06+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 23,
                     *               "name": "Dhaniṣṭhā",
                     *               "name_devanagari": "धनिष्ठा",
                     *               "pada": 2,
                     *               "lord": "Maṅgala",
                     *               "lord_devanagari": "मङ्गल",
                     *               "start": "2024-02-09T23:29:31+05:30",
                     *               "end": "2024-02-10T20:34:03+05:30"
                     *             },
                     *             {
                     *               "number": 24,
                     *               "name": "Śatabhiṣā",
                     *               "name_devanagari": "शतभिषा",
                     *               "pada": 1,
                     *               "lord": "Rāhu",
                     *               "lord_devanagari": "राहु",
                     *               "start": "2024-02-10T20:34:03+05:30",
                     *               "end": "2024-02-11T17:39:36+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 18,
                     *               "name": "Varīyān",
                     *               "name_devanagari": "वरीयान्",
                     *               "start": "2024-02-09T19:07:22+05:30",
                     *               "end": "2024-02-10T14:54:03+05:30"
                     *             },
                     *             {
                     *               "number": 19,
                     *               "name": "Parigha",
                     *               "name_devanagari": "परिघ",
                     *               "start": "2024-02-10T14:54:03+05:30",
                     *               "end": "2024-02-11T10:39:05+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 11,
                     *               "name": "Kiṃstughna",
                     *               "name_devanagari": "किंस्तुघ्न",
                     *               "start": "2024-02-10T04:28:41+05:30",
                     *               "end": "2024-02-10T14:38:16+05:30"
                     *             },
                     *             {
                     *               "number": 1,
                     *               "name": "Bava",
                     *               "name_devanagari": "बव",
                     *               "start": "2024-02-10T14:38:16+05:30",
                     *               "end": "2024-02-11T00:47:18+05:30"
                     *             },
                     *             {
                     *               "number": 2,
                     *               "name": "Bālava",
                     *               "name_devanagari": "बालव",
                     *               "start": "2024-02-11T00:47:18+05:30",
                     *               "end": "2024-02-11T10:57:08+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Shukla",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": []
                     *         },
                     *         {
                     *           "date": "2024-02-11",
                     *           "vara": {
                     *             "number": 0,
                     *             "name": "Ravivāra",
                     *             "name_devanagari": "रविवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-11T07:00:40+05:30",
                     *           "sunset": "2024-02-11T18:10:13+05:30",
                     *           "moonrise": "2024-02-11T08:05:46+05:30",
                     *           "moonset": "2024-02-11T19:51:50+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 2,
                     *               "name": "Dvitīyā",
                     *               "name_devanagari": "द्वितीया",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-11T00:47:18+05:30",
                     *               "end": "2024-02-11T21:09:06+05:30"
                     *             },
                     *             {
                     *               "number": 3,
                     *               "name": "Tṛtīyā",
                     *               "name_devanagari": "तृतीया",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-11T21:09:06+05:30",
                     *               "end": "2024-02-12T17:44:20+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 24,
                     *               "name": "Śatabhiṣā",
                     *               "name_devanagari": "शतभिषा",
                     *               "pada": 2,
                     *               "lord": "Rāhu",
                     *               "lord_devanagari": "राहु",
                     *               "start": "2024-02-10T20:34:03+05:30",
                     *               "end": "2024-02-11T17:39:36+05:30"
                     *             },
                     *             {
                     *               "number": 25,
                     *               "name": "Pūrva Bhādrapadā",
                     *               "name_devanagari": "पूर्व भाद्रपदा",
                     *               "pada": 1,
                     *               "lord": "Bṛhaspati",
                     *               "lord_devanagari": "बृहस्पति",
                     *               "start": "2024-02-11T17:39:36+05:30",
                     *               "end": "2024-02-12T14:56:56+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 19,
                     *               "name": "Parigha",
                     *               "name_devanagari": "परिघ",
                     *               "start": "2024-02-10T14:54:03+05:30",
                     *               "end": "2024-02-11T10:39:05+05:30"
                     *             },
                     *             {
                     *               "number": 20,
                     *               "name": "Śiva",
                     *               "name_devanagari": "शिव",
                     *               "start": "2024-02-11T10:39:05+05:30",
                     *               "end": "2024-02-12T06:31:00+05:30"
                     *             },
                     *             {
                     *               "number": 21,
                     *               "name": "Siddha",
                     *               "name_devanagari": "सिद्ध",
                     *               "start": "2024-02-12T06:31:00+05:30",
                     *               "end": "2024-02-13T02:37:33+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 2,
                     *               "name": "Bālava",
                     *               "name_devanagari": "बालव",
                     *               "start": "2024-02-11T00:47:18+05:30",
                     *               "end": "2024-02-11T10:57:08+05:30"
                     *             },
                     *             {
                     *               "number": 3,
                     *               "name": "Kaulava",
                     *               "name_devanagari": "कौलव",
                     *               "start": "2024-02-11T10:57:08+05:30",
                     *               "end": "2024-02-11T21:09:06+05:30"
                     *             },
                     *             {
                     *               "number": 4,
                     *               "name": "Taitila",
                     *               "name_devanagari": "तैतिल",
                     *               "start": "2024-02-11T21:09:06+05:30",
                     *               "end": "2024-02-12T07:24:27+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Shukla",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": [
                     *             {
                     *               "id": "chandra-darshana",
                     *               "name": "Māgha Candra Darśana",
                     *               "name_en": "Magha Chandra Darshana",
                     *               "name_devanagari": "माघ चन्द्र दर्शन",
                     *               "category": "monthly-vrata"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "date": "2024-02-12",
                     *           "vara": {
                     *             "number": 1,
                     *             "name": "Somavāra",
                     *             "name_devanagari": "सोमवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-12T06:59:55+05:30",
                     *           "sunset": "2024-02-12T18:10:58+05:30",
                     *           "moonrise": "2024-02-12T08:41:35+05:30",
                     *           "moonset": "2024-02-12T20:59:46+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 3,
                     *               "name": "Tṛtīyā",
                     *               "name_devanagari": "तृतीया",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-11T21:09:06+05:30",
                     *               "end": "2024-02-12T17:44:20+05:30"
                     *             },
                     *             {
                     *               "number": 4,
                     *               "name": "Caturthī",
                     *               "name_devanagari": "चतुर्थी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-12T17:44:20+05:30",
                     *               "end": "2024-02-13T14:42:02+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 25,
                     *               "name": "Pūrva Bhādrapadā",
                     *               "name_devanagari": "पूर्व भाद्रपदा",
                     *               "pada": 3,
                     *               "lord": "Bṛhaspati",
                     *               "lord_devanagari": "बृहस्पति",
                     *               "start": "2024-02-11T17:39:36+05:30",
                     *               "end": "2024-02-12T14:56:56+05:30"
                     *             },
                     *             {
                     *               "number": 26,
                     *               "name": "Uttara Bhādrapadā",
                     *               "name_devanagari": "उत्तर भाद्रपदा",
                     *               "pada": 1,
                     *               "lord": "Śani",
                     *               "lord_devanagari": "शनि",
                     *               "start": "2024-02-12T14:56:56+05:30",
                     *               "end": "2024-02-13T12:35:38+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 21,
                     *               "name": "Siddha",
                     *               "name_devanagari": "सिद्ध",
                     *               "start": "2024-02-12T06:31:00+05:30",
                     *               "end": "2024-02-13T02:37:33+05:30"
                     *             },
                     *             {
                     *               "number": 22,
                     *               "name": "Sādhya",
                     *               "name_devanagari": "साध्य",
                     *               "start": "2024-02-13T02:37:33+05:30",
                     *               "end": "2024-02-13T23:05:21+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 4,
                     *               "name": "Taitila",
                     *               "name_devanagari": "तैतिल",
                     *               "start": "2024-02-11T21:09:06+05:30",
                     *               "end": "2024-02-12T07:24:27+05:30"
                     *             },
                     *             {
                     *               "number": 5,
                     *               "name": "Gara",
                     *               "name_devanagari": "गर",
                     *               "start": "2024-02-12T07:24:27+05:30",
                     *               "end": "2024-02-12T17:44:20+05:30"
                     *             },
                     *             {
                     *               "number": 6,
                     *               "name": "Vaṇija",
                     *               "name_devanagari": "वणिज",
                     *               "start": "2024-02-12T17:44:20+05:30",
                     *               "end": "2024-02-13T04:09:52+05:30"
                     *             },
                     *             {
                     *               "number": 7,
                     *               "name": "Viṣṭi",
                     *               "name_devanagari": "विष्टि",
                     *               "start": "2024-02-13T04:09:52+05:30",
                     *               "end": "2024-02-13T14:42:02+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Shukla",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": []
                     *         },
                     *         {
                     *           "date": "2024-02-13",
                     *           "vara": {
                     *             "number": 2,
                     *             "name": "Maṅgalavāra",
                     *             "name_devanagari": "मङ्गलवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-13T06:59:09+05:30",
                     *           "sunset": "2024-02-13T18:11:44+05:30",
                     *           "moonrise": "2024-02-13T09:15:27+05:30",
                     *           "moonset": "2024-02-13T22:06:07+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 4,
                     *               "name": "Caturthī",
                     *               "name_devanagari": "चतुर्थी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-12T17:44:20+05:30",
                     *               "end": "2024-02-13T14:42:02+05:30"
                     *             },
                     *             {
                     *               "number": 5,
                     *               "name": "Pañcamī",
                     *               "name_devanagari": "पञ्चमी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-13T14:42:02+05:30",
                     *               "end": "2024-02-14T12:09:42+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 26,
                     *               "name": "Uttara Bhādrapadā",
                     *               "name_devanagari": "उत्तर भाद्रपदा",
                     *               "pada": 3,
                     *               "lord": "Śani",
                     *               "lord_devanagari": "शनि",
                     *               "start": "2024-02-12T14:56:56+05:30",
                     *               "end": "2024-02-13T12:35:38+05:30"
                     *             },
                     *             {
                     *               "number": 27,
                     *               "name": "Revatī",
                     *               "name_devanagari": "रेवती",
                     *               "pada": 1,
                     *               "lord": "Budha",
                     *               "lord_devanagari": "बुध",
                     *               "start": "2024-02-13T12:35:38+05:30",
                     *               "end": "2024-02-14T10:43:32+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 22,
                     *               "name": "Sādhya",
                     *               "name_devanagari": "साध्य",
                     *               "start": "2024-02-13T02:37:33+05:30",
                     *               "end": "2024-02-13T23:05:21+05:30"
                     *             },
                     *             {
                     *               "number": 23,
                     *               "name": "Śubha",
                     *               "name_devanagari": "शुभ",
                     *               "start": "2024-02-13T23:05:21+05:30",
                     *               "end": "2024-02-14T19:59:28+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 7,
                     *               "name": "Viṣṭi",
                     *               "name_devanagari": "विष्टि",
                     *               "start": "2024-02-13T04:09:52+05:30",
                     *               "end": "2024-02-13T14:42:02+05:30"
                     *             },
                     *             {
                     *               "number": 1,
                     *               "name": "Bava",
                     *               "name_devanagari": "बव",
                     *               "start": "2024-02-13T14:42:02+05:30",
                     *               "end": "2024-02-14T01:21:44+05:30"
                     *             },
                     *             {
                     *               "number": 2,
                     *               "name": "Bālava",
                     *               "name_devanagari": "बालव",
                     *               "start": "2024-02-14T01:21:44+05:30",
                     *               "end": "2024-02-14T12:09:42+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Shukla",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": [
                     *             {
                     *               "id": "ganesha-jayanti",
                     *               "name": "Gaṇeśa Jayantī",
                     *               "name_en": "Ganesha Jayanti",
                     *               "name_devanagari": "गणेश जयन्ती",
                     *               "category": "jayanti"
                     *             },
                     *             {
                     *               "id": "kumbha-sankranti",
                     *               "name": "Kumbha Saṅkrānti",
                     *               "name_en": "Kumbha Sankranti",
                     *               "name_devanagari": "कुम्भ संक्रान्ति",
                     *               "category": "sankranti"
                     *             },
                     *             {
                     *               "id": "vinayaka-chaturthi",
                     *               "name": "Vināyaka Caturthī",
                     *               "name_en": "Vinayaka Chaturthi",
                     *               "name_devanagari": "विनायक चतुर्थी",
                     *               "category": "monthly-vrata"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "date": "2024-02-14",
                     *           "vara": {
                     *             "number": 3,
                     *             "name": "Budhavāra",
                     *             "name_devanagari": "बुधवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-14T06:58:21+05:30",
                     *           "sunset": "2024-02-14T18:12:29+05:30",
                     *           "moonrise": "2024-02-14T09:49:07+05:30",
                     *           "moonset": "2024-02-14T23:11:46+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 5,
                     *               "name": "Pañcamī",
                     *               "name_devanagari": "पञ्चमी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-13T14:42:02+05:30",
                     *               "end": "2024-02-14T12:09:42+05:30"
                     *             },
                     *             {
                     *               "number": 6,
                     *               "name": "Ṣaṣṭhī",
                     *               "name_devanagari": "षष्ठी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-14T12:09:42+05:30",
                     *               "end": "2024-02-15T10:12:50+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 27,
                     *               "name": "Revatī",
                     *               "name_devanagari": "रेवती",
                     *               "pada": 4,
                     *               "lord": "Budha",
                     *               "lord_devanagari": "बुध",
                     *               "start": "2024-02-13T12:35:38+05:30",
                     *               "end": "2024-02-14T10:43:32+05:30"
                     *             },
                     *             {
                     *               "number": 1,
                     *               "name": "Aśvinī",
                     *               "name_devanagari": "अश्विनी",
                     *               "pada": 1,
                     *               "lord": "Ketu",
                     *               "lord_devanagari": "केतु",
                     *               "start": "2024-02-14T10:43:32+05:30",
                     *               "end": "2024-02-15T09:26:17+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 23,
                     *               "name": "Śubha",
                     *               "name_devanagari": "शुभ",
                     *               "start": "2024-02-13T23:05:21+05:30",
                     *               "end": "2024-02-14T19:59:28+05:30"
                     *             },
                     *             {
                     *               "number": 24,
                     *               "name": "Śukla",
                     *               "name_devanagari": "शुक्ल",
                     *               "start": "2024-02-14T19:59:28+05:30",
                     *               "end": "2024-02-15T17:23:17+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 2,
                     *               "name": "Bālava",
                     *               "name_devanagari": "बालव",
                     *               "start": "2024-02-14T01:21:44+05:30",
                     *               "end": "2024-02-14T12:09:42+05:30"
                     *             },
                     *             {
                     *               "number": 3,
                     *               "name": "Kaulava",
                     *               "name_devanagari": "कौलव",
                     *               "start": "2024-02-14T12:09:42+05:30",
                     *               "end": "2024-02-14T23:06:35+05:30"
                     *             },
                     *             {
                     *               "number": 4,
                     *               "name": "Taitila",
                     *               "name_devanagari": "तैतिल",
                     *               "start": "2024-02-14T23:06:35+05:30",
                     *               "end": "2024-02-15T10:12:50+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Shukla",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": [
                     *             {
                     *               "id": "skanda-sashti",
                     *               "name": "Skanda Ṣaṣṭhī",
                     *               "name_en": "Skanda Sashti",
                     *               "name_devanagari": "स्कन्द षष्ठी",
                     *               "category": "monthly-vrata"
                     *             },
                     *             {
                     *               "id": "vasant-panchami",
                     *               "name": "Vasanta Pañcamī",
                     *               "name_en": "Vasant Panchami",
                     *               "name_devanagari": "वसन्त पञ्चमी",
                     *               "category": "major"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "date": "2024-02-15",
                     *           "vara": {
                     *             "number": 4,
                     *             "name": "Guruvāra",
                     *             "name_devanagari": "गुरुवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-15T06:57:33+05:30",
                     *           "sunset": "2024-02-15T18:13:13+05:30",
                     *           "moonrise": "2024-02-15T10:24:13+05:30",
                     *           "moonset": "2024-02-16T00:17:15+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 6,
                     *               "name": "Ṣaṣṭhī",
                     *               "name_devanagari": "षष्ठी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-14T12:09:42+05:30",
                     *               "end": "2024-02-15T10:12:50+05:30"
                     *             },
                     *             {
                     *               "number": 7,
                     *               "name": "Saptamī",
                     *               "name_devanagari": "सप्तमी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-15T10:12:50+05:30",
                     *               "end": "2024-02-16T08:54:40+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 1,
                     *               "name": "Aśvinī",
                     *               "name_devanagari": "अश्विनी",
                     *               "pada": 4,
                     *               "lord": "Ketu",
                     *               "lord_devanagari": "केतु",
                     *               "start": "2024-02-14T10:43:32+05:30",
                     *               "end": "2024-02-15T09:26:17+05:30"
                     *             },
                     *             {
                     *               "number": 2,
                     *               "name": "Bharaṇī",
                     *               "name_devanagari": "भरणी",
                     *               "pada": 1,
                     *               "lord": "Śukra",
                     *               "lord_devanagari": "शुक्र",
                     *               "start": "2024-02-15T09:26:17+05:30",
                     *               "end": "2024-02-16T08:47:04+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 24,
                     *               "name": "Śukla",
                     *               "name_devanagari": "शुक्ल",
                     *               "start": "2024-02-14T19:59:28+05:30",
                     *               "end": "2024-02-15T17:23:17+05:30"
                     *             },
                     *             {
                     *               "number": 25,
                     *               "name": "Brahma",
                     *               "name_devanagari": "ब्रह्म",
                     *               "start": "2024-02-15T17:23:17+05:30",
                     *               "end": "2024-02-16T15:18:20+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 4,
                     *               "name": "Taitila",
                     *               "name_devanagari": "तैतिल",
                     *               "start": "2024-02-14T23:06:35+05:30",
                     *               "end": "2024-02-15T10:12:50+05:30"
                     *             },
                     *             {
                     *               "number": 5,
                     *               "name": "Gara",
                     *               "name_devanagari": "गर",
                     *               "start": "2024-02-15T10:12:50+05:30",
                     *               "end": "2024-02-15T21:28:49+05:30"
                     *             },
                     *             {
                     *               "number": 6,
                     *               "name": "Vaṇija",
                     *               "name_devanagari": "वणिज",
                     *               "start": "2024-02-15T21:28:49+05:30",
                     *               "end": "2024-02-16T08:54:40+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Shukla",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": []
                     *         },
                     *         {
                     *           "date": "2024-02-16",
                     *           "vara": {
                     *             "number": 5,
                     *             "name": "Śukravāra",
                     *             "name_devanagari": "शुक्रवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-16T06:56:43+05:30",
                     *           "sunset": "2024-02-16T18:13:57+05:30",
                     *           "moonrise": "2024-02-16T11:02:21+05:30",
                     *           "moonset": "2024-02-17T01:22:20+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 7,
                     *               "name": "Saptamī",
                     *               "name_devanagari": "सप्तमी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-15T10:12:50+05:30",
                     *               "end": "2024-02-16T08:54:40+05:30"
                     *             },
                     *             {
                     *               "number": 8,
                     *               "name": "Aṣṭamī",
                     *               "name_devanagari": "अष्टमी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-16T08:54:40+05:30",
                     *               "end": "2024-02-17T08:16:02+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 2,
                     *               "name": "Bharaṇī",
                     *               "name_devanagari": "भरणी",
                     *               "pada": 4,
                     *               "lord": "Śukra",
                     *               "lord_devanagari": "शुक्र",
                     *               "start": "2024-02-15T09:26:17+05:30",
                     *               "end": "2024-02-16T08:47:04+05:30"
                     *             },
                     *             {
                     *               "number": 3,
                     *               "name": "Kṛttikā",
                     *               "name_devanagari": "कृत्तिका",
                     *               "pada": 1,
                     *               "lord": "Sūrya",
                     *               "lord_devanagari": "सूर्य",
                     *               "start": "2024-02-16T08:47:04+05:30",
                     *               "end": "2024-02-17T08:46:34+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 25,
                     *               "name": "Brahma",
                     *               "name_devanagari": "ब्रह्म",
                     *               "start": "2024-02-15T17:23:17+05:30",
                     *               "end": "2024-02-16T15:18:20+05:30"
                     *             },
                     *             {
                     *               "number": 26,
                     *               "name": "Indra",
                     *               "name_devanagari": "इन्द्र",
                     *               "start": "2024-02-16T15:18:20+05:30",
                     *               "end": "2024-02-17T13:44:24+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 6,
                     *               "name": "Vaṇija",
                     *               "name_devanagari": "वणिज",
                     *               "start": "2024-02-15T21:28:49+05:30",
                     *               "end": "2024-02-16T08:54:40+05:30"
                     *             },
                     *             {
                     *               "number": 7,
                     *               "name": "Viṣṭi",
                     *               "name_devanagari": "विष्टि",
                     *               "start": "2024-02-16T08:54:40+05:30",
                     *               "end": "2024-02-16T20:30:27+05:30"
                     *             },
                     *             {
                     *               "number": 1,
                     *               "name": "Bava",
                     *               "name_devanagari": "बव",
                     *               "start": "2024-02-16T20:30:27+05:30",
                     *               "end": "2024-02-17T08:16:02+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Shukla",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": [
                     *             {
                     *               "id": "masik-karthigai",
                     *               "name": "Māsika Kārttikai",
                     *               "name_en": "Masik Karthigai",
                     *               "name_devanagari": "मासिक कार्त्तिकै",
                     *               "category": "monthly-vrata"
                     *             },
                     *             {
                     *               "id": "ratha-saptami",
                     *               "name": "Ratha Saptamī",
                     *               "name_en": "Ratha Saptami",
                     *               "name_devanagari": "रथ सप्तमी",
                     *               "category": "major"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "date": "2024-02-17",
                     *           "vara": {
                     *             "number": 6,
                     *             "name": "Śanivāra",
                     *             "name_devanagari": "शनिवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-17T06:55:52+05:30",
                     *           "sunset": "2024-02-17T18:14:41+05:30",
                     *           "moonrise": "2024-02-17T11:44:48+05:30",
                     *           "moonset": "2024-02-18T02:25:49+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 8,
                     *               "name": "Aṣṭamī",
                     *               "name_devanagari": "अष्टमी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-16T08:54:40+05:30",
                     *               "end": "2024-02-17T08:16:02+05:30"
                     *             },
                     *             {
                     *               "number": 9,
                     *               "name": "Navamī",
                     *               "name_devanagari": "नवमी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-17T08:16:02+05:30",
                     *               "end": "2024-02-18T08:15:34+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 3,
                     *               "name": "Kṛttikā",
                     *               "name_devanagari": "कृत्तिका",
                     *               "pada": 4,
                     *               "lord": "Sūrya",
                     *               "lord_devanagari": "सूर्य",
                     *               "start": "2024-02-16T08:47:04+05:30",
                     *               "end": "2024-02-17T08:46:34+05:30"
                     *             },
                     *             {
                     *               "number": 4,
                     *               "name": "Rohiṇī",
                     *               "name_devanagari": "रोहिणी",
                     *               "pada": 1,
                     *               "lord": "Candra",
                     *               "lord_devanagari": "चन्द्र",
                     *               "start": "2024-02-17T08:46:34+05:30",
                     *               "end": "2024-02-18T09:23:10+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 26,
                     *               "name": "Indra",
                     *               "name_devanagari": "इन्द्र",
                     *               "start": "2024-02-16T15:18:20+05:30",
                     *               "end": "2024-02-17T13:44:24+05:30"
                     *             },
                     *             {
                     *               "number": 27,
                     *               "name": "Vaidhṛti",
                     *               "name_devanagari": "वैधृति",
                     *               "start": "2024-02-17T13:44:24+05:30",
                     *               "end": "2024-02-18T12:39:45+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 1,
                     *               "name": "Bava",
                     *               "name_devanagari": "बव",
                     *               "start": "2024-02-16T20:30:27+05:30",
                     *               "end": "2024-02-17T08:16:02+05:30"
                     *             },
                     *             {
                     *               "number": 2,
                     *               "name": "Bālava",
                     *               "name_devanagari": "बालव",
                     *               "start": "2024-02-17T08:16:02+05:30",
                     *               "end": "2024-02-17T20:11:11+05:30"
                     *             },
                     *             {
                     *               "number": 3,
                     *               "name": "Kaulava",
                     *               "name_devanagari": "कौलव",
                     *               "start": "2024-02-17T20:11:11+05:30",
                     *               "end": "2024-02-18T08:15:34+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Shukla",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": [
                     *             {
                     *               "id": "masik-durgashtami",
                     *               "name": "Māsika Durgāṣṭamī",
                     *               "name_en": "Masik Durgashtami",
                     *               "name_devanagari": "मासिक दुर्गाष्टमी",
                     *               "category": "monthly-vrata"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "date": "2024-02-18",
                     *           "vara": {
                     *             "number": 0,
                     *             "name": "Ravivāra",
                     *             "name_devanagari": "रविवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-18T06:55:01+05:30",
                     *           "sunset": "2024-02-18T18:15:24+05:30",
                     *           "moonrise": "2024-02-18T12:32:24+05:30",
                     *           "moonset": "2024-02-19T03:25:46+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 9,
                     *               "name": "Navamī",
                     *               "name_devanagari": "नवमी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-17T08:16:02+05:30",
                     *               "end": "2024-02-18T08:15:34+05:30"
                     *             },
                     *             {
                     *               "number": 10,
                     *               "name": "Daśamī",
                     *               "name_devanagari": "दशमी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-18T08:15:34+05:30",
                     *               "end": "2024-02-19T08:50:10+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 4,
                     *               "name": "Rohiṇī",
                     *               "name_devanagari": "रोहिणी",
                     *               "pada": 4,
                     *               "lord": "Candra",
                     *               "lord_devanagari": "चन्द्र",
                     *               "start": "2024-02-17T08:46:34+05:30",
                     *               "end": "2024-02-18T09:23:10+05:30"
                     *             },
                     *             {
                     *               "number": 5,
                     *               "name": "Mṛgaśīrṣa",
                     *               "name_devanagari": "मृगशीर्ष",
                     *               "pada": 1,
                     *               "lord": "Maṅgala",
                     *               "lord_devanagari": "मङ्गल",
                     *               "start": "2024-02-18T09:23:10+05:30",
                     *               "end": "2024-02-19T10:33:32+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 27,
                     *               "name": "Vaidhṛti",
                     *               "name_devanagari": "वैधृति",
                     *               "start": "2024-02-17T13:44:24+05:30",
                     *               "end": "2024-02-18T12:39:45+05:30"
                     *             },
                     *             {
                     *               "number": 1,
                     *               "name": "Viṣkambha",
                     *               "name_devanagari": "विष्कम्भ",
                     *               "start": "2024-02-18T12:39:45+05:30",
                     *               "end": "2024-02-19T12:01:39+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 3,
                     *               "name": "Kaulava",
                     *               "name_devanagari": "कौलव",
                     *               "start": "2024-02-17T20:11:11+05:30",
                     *               "end": "2024-02-18T08:15:34+05:30"
                     *             },
                     *             {
                     *               "number": 4,
                     *               "name": "Taitila",
                     *               "name_devanagari": "तैतिल",
                     *               "start": "2024-02-18T08:15:34+05:30",
                     *               "end": "2024-02-18T20:28:44+05:30"
                     *             },
                     *             {
                     *               "number": 5,
                     *               "name": "Gara",
                     *               "name_devanagari": "गर",
                     *               "start": "2024-02-18T20:28:44+05:30",
                     *               "end": "2024-02-19T08:50:10+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Shukla",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": [
                     *             {
                     *               "id": "rohini-vrat",
                     *               "name": "Rohiṇī Vrata",
                     *               "name_en": "Rohini Vrat",
                     *               "name_devanagari": "रोहिणी व्रत",
                     *               "category": "monthly-vrata"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "date": "2024-02-19",
                     *           "vara": {
                     *             "number": 1,
                     *             "name": "Somavāra",
                     *             "name_devanagari": "सोमवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-19T06:54:08+05:30",
                     *           "sunset": "2024-02-19T18:16:07+05:30",
                     *           "moonrise": "2024-02-19T13:25:00+05:30",
                     *           "moonset": "2024-02-20T04:20:16+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 10,
                     *               "name": "Daśamī",
                     *               "name_devanagari": "दशमी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-18T08:15:34+05:30",
                     *               "end": "2024-02-19T08:50:10+05:30"
                     *             },
                     *             {
                     *               "number": 11,
                     *               "name": "Ekādaśī",
                     *               "name_devanagari": "एकादशी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-19T08:50:10+05:30",
                     *               "end": "2024-02-20T09:55:41+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 5,
                     *               "name": "Mṛgaśīrṣa",
                     *               "name_devanagari": "मृगशीर्ष",
                     *               "pada": 4,
                     *               "lord": "Maṅgala",
                     *               "lord_devanagari": "मङ्गल",
                     *               "start": "2024-02-18T09:23:10+05:30",
                     *               "end": "2024-02-19T10:33:32+05:30"
                     *             },
                     *             {
                     *               "number": 6,
                     *               "name": "Ārdrā",
                     *               "name_devanagari": "आर्द्रा",
                     *               "pada": 1,
                     *               "lord": "Rāhu",
                     *               "lord_devanagari": "राहु",
                     *               "start": "2024-02-19T10:33:32+05:30",
                     *               "end": "2024-02-20T12:13:21+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 1,
                     *               "name": "Viṣkambha",
                     *               "name_devanagari": "विष्कम्भ",
                     *               "start": "2024-02-18T12:39:45+05:30",
                     *               "end": "2024-02-19T12:01:39+05:30"
                     *             },
                     *             {
                     *               "number": 2,
                     *               "name": "Prīti",
                     *               "name_devanagari": "प्रीति",
                     *               "start": "2024-02-19T12:01:39+05:30",
                     *               "end": "2024-02-20T11:46:46+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 5,
                     *               "name": "Gara",
                     *               "name_devanagari": "गर",
                     *               "start": "2024-02-18T20:28:44+05:30",
                     *               "end": "2024-02-19T08:50:10+05:30"
                     *             },
                     *             {
                     *               "number": 6,
                     *               "name": "Vaṇija",
                     *               "name_devanagari": "वणिज",
                     *               "start": "2024-02-19T08:50:10+05:30",
                     *               "end": "2024-02-19T21:19:20+05:30"
                     *             },
                     *             {
                     *               "number": 7,
                     *               "name": "Viṣṭi",
                     *               "name_devanagari": "विष्टि",
                     *               "start": "2024-02-19T21:19:20+05:30",
                     *               "end": "2024-02-20T09:55:41+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Shukla",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": []
                     *         },
                     *         {
                     *           "date": "2024-02-20",
                     *           "vara": {
                     *             "number": 2,
                     *             "name": "Maṅgalavāra",
                     *             "name_devanagari": "मङ्गलवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-20T06:53:14+05:30",
                     *           "sunset": "2024-02-20T18:16:49+05:30",
                     *           "moonrise": "2024-02-20T14:21:23+05:30",
                     *           "moonset": "2024-02-21T05:08:14+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 11,
                     *               "name": "Ekādaśī",
                     *               "name_devanagari": "एकादशी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-19T08:50:10+05:30",
                     *               "end": "2024-02-20T09:55:41+05:30"
                     *             },
                     *             {
                     *               "number": 12,
                     *               "name": "Dvādaśī",
                     *               "name_devanagari": "द्वादशी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-20T09:55:41+05:30",
                     *               "end": "2024-02-21T11:27:35+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 6,
                     *               "name": "Ārdrā",
                     *               "name_devanagari": "आर्द्रा",
                     *               "pada": 4,
                     *               "lord": "Rāhu",
                     *               "lord_devanagari": "राहु",
                     *               "start": "2024-02-19T10:33:32+05:30",
                     *               "end": "2024-02-20T12:13:21+05:30"
                     *             },
                     *             {
                     *               "number": 7,
                     *               "name": "Punarvasu",
                     *               "name_devanagari": "पुनर्वसु",
                     *               "pada": 1,
                     *               "lord": "Bṛhaspati",
                     *               "lord_devanagari": "बृहस्पति",
                     *               "start": "2024-02-20T12:13:21+05:30",
                     *               "end": "2024-02-21T14:18:08+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 2,
                     *               "name": "Prīti",
                     *               "name_devanagari": "प्रीति",
                     *               "start": "2024-02-19T12:01:39+05:30",
                     *               "end": "2024-02-20T11:46:46+05:30"
                     *             },
                     *             {
                     *               "number": 3,
                     *               "name": "Āyuṣmān",
                     *               "name_devanagari": "आयुष्मान्",
                     *               "start": "2024-02-20T11:46:46+05:30",
                     *               "end": "2024-02-21T11:51:44+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 7,
                     *               "name": "Viṣṭi",
                     *               "name_devanagari": "विष्टि",
                     *               "start": "2024-02-19T21:19:20+05:30",
                     *               "end": "2024-02-20T09:55:41+05:30"
                     *             },
                     *             {
                     *               "number": 1,
                     *               "name": "Bava",
                     *               "name_devanagari": "बव",
                     *               "start": "2024-02-20T09:55:41+05:30",
                     *               "end": "2024-02-20T22:38:37+05:30"
                     *             },
                     *             {
                     *               "number": 2,
                     *               "name": "Bālava",
                     *               "name_devanagari": "बालव",
                     *               "start": "2024-02-20T22:38:37+05:30",
                     *               "end": "2024-02-21T11:27:35+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Shukla",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": [
                     *             {
                     *               "id": "jaya-ekadashi",
                     *               "name": "Jayā Ekādaśī",
                     *               "name_en": "Jaya Ekadashi",
                     *               "name_devanagari": "जया एकादशी",
                     *               "category": "ekadashi"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "date": "2024-02-21",
                     *           "vara": {
                     *             "number": 3,
                     *             "name": "Budhavāra",
                     *             "name_devanagari": "बुधवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-21T06:52:20+05:30",
                     *           "sunset": "2024-02-21T18:17:31+05:30",
                     *           "moonrise": "2024-02-21T15:19:32+05:30",
                     *           "moonset": "2024-02-22T05:49:44+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 12,
                     *               "name": "Dvādaśī",
                     *               "name_devanagari": "द्वादशी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-20T09:55:41+05:30",
                     *               "end": "2024-02-21T11:27:35+05:30"
                     *             },
                     *             {
                     *               "number": 13,
                     *               "name": "Trayodaśī",
                     *               "name_devanagari": "त्रयोदशी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-21T11:27:35+05:30",
                     *               "end": "2024-02-22T13:21:36+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 7,
                     *               "name": "Punarvasu",
                     *               "name_devanagari": "पुनर्वसु",
                     *               "pada": 3,
                     *               "lord": "Bṛhaspati",
                     *               "lord_devanagari": "बृहस्पति",
                     *               "start": "2024-02-20T12:13:21+05:30",
                     *               "end": "2024-02-21T14:18:08+05:30"
                     *             },
                     *             {
                     *               "number": 8,
                     *               "name": "Puṣya",
                     *               "name_devanagari": "पुष्य",
                     *               "pada": 1,
                     *               "lord": "Śani",
                     *               "lord_devanagari": "शनि",
                     *               "start": "2024-02-21T14:18:08+05:30",
                     *               "end": "2024-02-22T16:43:36+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 3,
                     *               "name": "Āyuṣmān",
                     *               "name_devanagari": "आयुष्मान्",
                     *               "start": "2024-02-20T11:46:46+05:30",
                     *               "end": "2024-02-21T11:51:44+05:30"
                     *             },
                     *             {
                     *               "number": 4,
                     *               "name": "Saubhāgya",
                     *               "name_devanagari": "सौभाग्य",
                     *               "start": "2024-02-21T11:51:44+05:30",
                     *               "end": "2024-02-22T12:13:20+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 2,
                     *               "name": "Bālava",
                     *               "name_devanagari": "बालव",
                     *               "start": "2024-02-20T22:38:37+05:30",
                     *               "end": "2024-02-21T11:27:35+05:30"
                     *             },
                     *             {
                     *               "number": 3,
                     *               "name": "Kaulava",
                     *               "name_devanagari": "कौलव",
                     *               "start": "2024-02-21T11:27:35+05:30",
                     *               "end": "2024-02-22T00:22:05+05:30"
                     *             },
                     *             {
                     *               "number": 4,
                     *               "name": "Taitila",
                     *               "name_devanagari": "तैतिल",
                     *               "start": "2024-02-22T00:22:05+05:30",
                     *               "end": "2024-02-22T13:21:36+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Shukla",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": [
                     *             {
                     *               "id": "jaya-ekadashi-parana",
                     *               "name": "Jayā Ekādaśī Pāraṇa",
                     *               "name_en": "Jaya Ekadashi Parana",
                     *               "name_devanagari": "जया एकादशी पारण",
                     *               "category": "ekadashi"
                     *             },
                     *             {
                     *               "id": "pradosh-vrat-shukla",
                     *               "name": "Pradoṣa Vrata (Śukla)",
                     *               "name_en": "Pradosh Vrat",
                     *               "name_devanagari": "प्रदोष व्रत (शुक्ल)",
                     *               "category": "monthly-vrata"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "date": "2024-02-22",
                     *           "vara": {
                     *             "number": 4,
                     *             "name": "Guruvāra",
                     *             "name_devanagari": "गुरुवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-22T06:51:24+05:30",
                     *           "sunset": "2024-02-22T18:18:13+05:30",
                     *           "moonrise": "2024-02-22T16:17:32+05:30",
                     *           "moonset": "2024-02-23T06:25:36+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 13,
                     *               "name": "Trayodaśī",
                     *               "name_devanagari": "त्रयोदशी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-21T11:27:35+05:30",
                     *               "end": "2024-02-22T13:21:36+05:30"
                     *             },
                     *             {
                     *               "number": 14,
                     *               "name": "Caturdaśī",
                     *               "name_devanagari": "चतुर्दशी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-22T13:21:36+05:30",
                     *               "end": "2024-02-23T15:33:42+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 8,
                     *               "name": "Puṣya",
                     *               "name_devanagari": "पुष्य",
                     *               "pada": 3,
                     *               "lord": "Śani",
                     *               "lord_devanagari": "शनि",
                     *               "start": "2024-02-21T14:18:08+05:30",
                     *               "end": "2024-02-22T16:43:36+05:30"
                     *             },
                     *             {
                     *               "number": 9,
                     *               "name": "Āśleṣā",
                     *               "name_devanagari": "आश्लेषा",
                     *               "pada": 1,
                     *               "lord": "Budha",
                     *               "lord_devanagari": "बुध",
                     *               "start": "2024-02-22T16:43:36+05:30",
                     *               "end": "2024-02-23T19:25:52+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 4,
                     *               "name": "Saubhāgya",
                     *               "name_devanagari": "सौभाग्य",
                     *               "start": "2024-02-21T11:51:44+05:30",
                     *               "end": "2024-02-22T12:13:20+05:30"
                     *             },
                     *             {
                     *               "number": 5,
                     *               "name": "Śobhana",
                     *               "name_devanagari": "शोभन",
                     *               "start": "2024-02-22T12:13:20+05:30",
                     *               "end": "2024-02-23T12:48:44+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 4,
                     *               "name": "Taitila",
                     *               "name_devanagari": "तैतिल",
                     *               "start": "2024-02-22T00:22:05+05:30",
                     *               "end": "2024-02-22T13:21:36+05:30"
                     *             },
                     *             {
                     *               "number": 5,
                     *               "name": "Gara",
                     *               "name_devanagari": "गर",
                     *               "start": "2024-02-22T13:21:36+05:30",
                     *               "end": "2024-02-23T02:25:37+05:30"
                     *             },
                     *             {
                     *               "number": 6,
                     *               "name": "Vaṇija",
                     *               "name_devanagari": "वणिज",
                     *               "start": "2024-02-23T02:25:37+05:30",
                     *               "end": "2024-02-23T15:33:42+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Shukla",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": []
                     *         },
                     *         {
                     *           "date": "2024-02-23",
                     *           "vara": {
                     *             "number": 5,
                     *             "name": "Śukravāra",
                     *             "name_devanagari": "शुक्रवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-23T06:50:27+05:30",
                     *           "sunset": "2024-02-23T18:18:54+05:30",
                     *           "moonrise": "2024-02-23T17:14:06+05:30",
                     *           "moonset": null,
                     *           "tithi": [
                     *             {
                     *               "number": 14,
                     *               "name": "Caturdaśī",
                     *               "name_devanagari": "चतुर्दशी",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-22T13:21:36+05:30",
                     *               "end": "2024-02-23T15:33:42+05:30"
                     *             },
                     *             {
                     *               "number": 15,
                     *               "name": "Pūrṇimā",
                     *               "name_devanagari": "पूर्णिमा",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-23T15:33:42+05:30",
                     *               "end": "2024-02-24T17:59:57+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 9,
                     *               "name": "Āśleṣā",
                     *               "name_devanagari": "आश्लेषा",
                     *               "pada": 3,
                     *               "lord": "Budha",
                     *               "lord_devanagari": "बुध",
                     *               "start": "2024-02-22T16:43:36+05:30",
                     *               "end": "2024-02-23T19:25:52+05:30"
                     *             },
                     *             {
                     *               "number": 10,
                     *               "name": "Maghā",
                     *               "name_devanagari": "मघा",
                     *               "pada": 1,
                     *               "lord": "Ketu",
                     *               "lord_devanagari": "केतु",
                     *               "start": "2024-02-23T19:25:52+05:30",
                     *               "end": "2024-02-24T22:21:01+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 5,
                     *               "name": "Śobhana",
                     *               "name_devanagari": "शोभन",
                     *               "start": "2024-02-22T12:13:20+05:30",
                     *               "end": "2024-02-23T12:48:44+05:30"
                     *             },
                     *             {
                     *               "number": 6,
                     *               "name": "Atigaṇḍa",
                     *               "name_devanagari": "अतिगण्ड",
                     *               "start": "2024-02-23T12:48:44+05:30",
                     *               "end": "2024-02-24T13:35:04+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 6,
                     *               "name": "Vaṇija",
                     *               "name_devanagari": "वणिज",
                     *               "start": "2024-02-23T02:25:37+05:30",
                     *               "end": "2024-02-23T15:33:42+05:30"
                     *             },
                     *             {
                     *               "number": 7,
                     *               "name": "Viṣṭi",
                     *               "name_devanagari": "विष्टि",
                     *               "start": "2024-02-23T15:33:42+05:30",
                     *               "end": "2024-02-24T04:45:19+05:30"
                     *             },
                     *             {
                     *               "number": 1,
                     *               "name": "Bava",
                     *               "name_devanagari": "बव",
                     *               "start": "2024-02-24T04:45:19+05:30",
                     *               "end": "2024-02-24T17:59:57+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Shukla",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": []
                     *         },
                     *         {
                     *           "date": "2024-02-24",
                     *           "vara": {
                     *             "number": 6,
                     *             "name": "Śanivāra",
                     *             "name_devanagari": "शनिवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-24T06:49:30+05:30",
                     *           "sunset": "2024-02-24T18:19:35+05:30",
                     *           "moonrise": "2024-02-24T18:08:48+05:30",
                     *           "moonset": "2024-02-24T06:57:07+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 15,
                     *               "name": "Pūrṇimā",
                     *               "name_devanagari": "पूर्णिमा",
                     *               "paksha": "Shukla",
                     *               "start": "2024-02-23T15:33:42+05:30",
                     *               "end": "2024-02-24T17:59:57+05:30"
                     *             },
                     *             {
                     *               "number": 16,
                     *               "name": "Pratipadā",
                     *               "name_devanagari": "प्रतिपदा",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-24T17:59:57+05:30",
                     *               "end": "2024-02-25T20:35:54+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 10,
                     *               "name": "Maghā",
                     *               "name_devanagari": "मघा",
                     *               "pada": 2,
                     *               "lord": "Ketu",
                     *               "lord_devanagari": "केतु",
                     *               "start": "2024-02-23T19:25:52+05:30",
                     *               "end": "2024-02-24T22:21:01+05:30"
                     *             },
                     *             {
                     *               "number": 11,
                     *               "name": "Pūrva Phalgunī",
                     *               "name_devanagari": "पूर्व फाल्गुनी",
                     *               "pada": 1,
                     *               "lord": "Śukra",
                     *               "lord_devanagari": "शुक्र",
                     *               "start": "2024-02-24T22:21:01+05:30",
                     *               "end": "2024-02-26T01:24:40+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 6,
                     *               "name": "Atigaṇḍa",
                     *               "name_devanagari": "अतिगण्ड",
                     *               "start": "2024-02-23T12:48:44+05:30",
                     *               "end": "2024-02-24T13:35:04+05:30"
                     *             },
                     *             {
                     *               "number": 7,
                     *               "name": "Sukarmā",
                     *               "name_devanagari": "सुकर्मा",
                     *               "start": "2024-02-24T13:35:04+05:30",
                     *               "end": "2024-02-25T14:29:20+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 1,
                     *               "name": "Bava",
                     *               "name_devanagari": "बव",
                     *               "start": "2024-02-24T04:45:19+05:30",
                     *               "end": "2024-02-24T17:59:57+05:30"
                     *             },
                     *             {
                     *               "number": 2,
                     *               "name": "Bālava",
                     *               "name_devanagari": "बालव",
                     *               "start": "2024-02-24T17:59:57+05:30",
                     *               "end": "2024-02-25T07:17:01+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Shukla",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": [
                     *             {
                     *               "id": "guru-ravidas-jayanti",
                     *               "name": "Guru Ravidāsa Jayantī",
                     *               "name_en": "Guru Ravidas Jayanti",
                     *               "name_devanagari": "गुरु रविदास जयन्ती",
                     *               "category": "jayanti"
                     *             },
                     *             {
                     *               "id": "lalita-jayanti",
                     *               "name": "Lalitā Jayantī",
                     *               "name_en": "Lalita Jayanti",
                     *               "name_devanagari": "ललिता जयन्ती",
                     *               "category": "jayanti"
                     *             },
                     *             {
                     *               "id": "purnima",
                     *               "name": "Māgha Pūrṇimā",
                     *               "name_en": "Magha Purnima",
                     *               "name_devanagari": "माघ पूर्णिमा",
                     *               "category": "purnima"
                     *             },
                     *             {
                     *               "id": "purnima-vrat",
                     *               "name": "Māgha Pūrṇimā Vrata",
                     *               "name_en": "Magha Purnima Vrat",
                     *               "name_devanagari": "माघ पूर्णिमा व्रत",
                     *               "category": "monthly-vrata"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "date": "2024-02-25",
                     *           "vara": {
                     *             "number": 0,
                     *             "name": "Ravivāra",
                     *             "name_devanagari": "रविवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-25T06:48:32+05:30",
                     *           "sunset": "2024-02-25T18:20:16+05:30",
                     *           "moonrise": "2024-02-25T19:01:52+05:30",
                     *           "moonset": "2024-02-25T07:25:34+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 16,
                     *               "name": "Pratipadā",
                     *               "name_devanagari": "प्रतिपदा",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-24T17:59:57+05:30",
                     *               "end": "2024-02-25T20:35:54+05:30"
                     *             },
                     *             {
                     *               "number": 17,
                     *               "name": "Dvitīyā",
                     *               "name_devanagari": "द्वितीया",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-25T20:35:54+05:30",
                     *               "end": "2024-02-26T23:16:01+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 11,
                     *               "name": "Pūrva Phalgunī",
                     *               "name_devanagari": "पूर्व फाल्गुनी",
                     *               "pada": 2,
                     *               "lord": "Śukra",
                     *               "lord_devanagari": "शुक्र",
                     *               "start": "2024-02-24T22:21:01+05:30",
                     *               "end": "2024-02-26T01:24:40+05:30"
                     *             },
                     *             {
                     *               "number": 12,
                     *               "name": "Uttara Phalgunī",
                     *               "name_devanagari": "उत्तर फाल्गुनी",
                     *               "pada": 1,
                     *               "lord": "Sūrya",
                     *               "lord_devanagari": "सूर्य",
                     *               "start": "2024-02-26T01:24:40+05:30",
                     *               "end": "2024-02-27T04:31:13+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 7,
                     *               "name": "Sukarmā",
                     *               "name_devanagari": "सुकर्मा",
                     *               "start": "2024-02-24T13:35:04+05:30",
                     *               "end": "2024-02-25T14:29:20+05:30"
                     *             },
                     *             {
                     *               "number": 8,
                     *               "name": "Dhṛti",
                     *               "name_devanagari": "धृति",
                     *               "start": "2024-02-25T14:29:20+05:30",
                     *               "end": "2024-02-26T15:27:50+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 2,
                     *               "name": "Bālava",
                     *               "name_devanagari": "बालव",
                     *               "start": "2024-02-24T17:59:57+05:30",
                     *               "end": "2024-02-25T07:17:01+05:30"
                     *             },
                     *             {
                     *               "number": 3,
                     *               "name": "Kaulava",
                     *               "name_devanagari": "कौलव",
                     *               "start": "2024-02-25T07:17:01+05:30",
                     *               "end": "2024-02-25T20:35:54+05:30"
                     *             },
                     *             {
                     *               "number": 4,
                     *               "name": "Taitila",
                     *               "name_devanagari": "तैतिल",
                     *               "start": "2024-02-25T20:35:54+05:30",
                     *               "end": "2024-02-26T09:55:50+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Krishna",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 11,
                     *               "name": "Phālguna",
                     *               "name_devanagari": "फाल्गुन",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": []
                     *         },
                     *         {
                     *           "date": "2024-02-26",
                     *           "vara": {
                     *             "number": 1,
                     *             "name": "Somavāra",
                     *             "name_devanagari": "सोमवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-26T06:47:33+05:30",
                     *           "sunset": "2024-02-26T18:20:56+05:30",
                     *           "moonrise": "2024-02-26T19:53:57+05:30",
                     *           "moonset": "2024-02-26T07:52:10+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 17,
                     *               "name": "Dvitīyā",
                     *               "name_devanagari": "द्वितीया",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-25T20:35:54+05:30",
                     *               "end": "2024-02-26T23:16:01+05:30"
                     *             },
                     *             {
                     *               "number": 18,
                     *               "name": "Tṛtīyā",
                     *               "name_devanagari": "तृतीया",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-26T23:16:01+05:30",
                     *               "end": "2024-02-28T01:53:11+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 12,
                     *               "name": "Uttara Phalgunī",
                     *               "name_devanagari": "उत्तर फाल्गुनी",
                     *               "pada": 1,
                     *               "lord": "Sūrya",
                     *               "lord_devanagari": "सूर्य",
                     *               "start": "2024-02-26T01:24:40+05:30",
                     *               "end": "2024-02-27T04:31:13+05:30"
                     *             },
                     *             {
                     *               "number": 13,
                     *               "name": "Hasta",
                     *               "name_devanagari": "हस्त",
                     *               "pada": 1,
                     *               "lord": "Candra",
                     *               "lord_devanagari": "चन्द्र",
                     *               "start": "2024-02-27T04:31:13+05:30",
                     *               "end": "2024-02-28T07:33:31+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 8,
                     *               "name": "Dhṛti",
                     *               "name_devanagari": "धृति",
                     *               "start": "2024-02-25T14:29:20+05:30",
                     *               "end": "2024-02-26T15:27:50+05:30"
                     *             },
                     *             {
                     *               "number": 9,
                     *               "name": "Śūla",
                     *               "name_devanagari": "शूल",
                     *               "start": "2024-02-26T15:27:50+05:30",
                     *               "end": "2024-02-27T16:25:57+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 4,
                     *               "name": "Taitila",
                     *               "name_devanagari": "तैतिल",
                     *               "start": "2024-02-25T20:35:54+05:30",
                     *               "end": "2024-02-26T09:55:50+05:30"
                     *             },
                     *             {
                     *               "number": 5,
                     *               "name": "Gara",
                     *               "name_devanagari": "गर",
                     *               "start": "2024-02-26T09:55:50+05:30",
                     *               "end": "2024-02-26T23:16:01+05:30"
                     *             },
                     *             {
                     *               "number": 6,
                     *               "name": "Vaṇija",
                     *               "name_devanagari": "वणिज",
                     *               "start": "2024-02-26T23:16:01+05:30",
                     *               "end": "2024-02-27T12:35:29+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Krishna",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 11,
                     *               "name": "Phālguna",
                     *               "name_devanagari": "फाल्गुन",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": []
                     *         },
                     *         {
                     *           "date": "2024-02-27",
                     *           "vara": {
                     *             "number": 2,
                     *             "name": "Maṅgalavāra",
                     *             "name_devanagari": "मङ्गलवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-27T06:46:33+05:30",
                     *           "sunset": "2024-02-27T18:21:35+05:30",
                     *           "moonrise": "2024-02-27T20:45:56+05:30",
                     *           "moonset": "2024-02-27T08:18:03+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 18,
                     *               "name": "Tṛtīyā",
                     *               "name_devanagari": "तृतीया",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-26T23:16:01+05:30",
                     *               "end": "2024-02-28T01:53:11+05:30"
                     *             },
                     *             {
                     *               "number": 19,
                     *               "name": "Caturthī",
                     *               "name_devanagari": "चतुर्थी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-28T01:53:11+05:30",
                     *               "end": "2024-02-29T04:18:34+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 13,
                     *               "name": "Hasta",
                     *               "name_devanagari": "हस्त",
                     *               "pada": 1,
                     *               "lord": "Candra",
                     *               "lord_devanagari": "चन्द्र",
                     *               "start": "2024-02-27T04:31:13+05:30",
                     *               "end": "2024-02-28T07:33:31+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 9,
                     *               "name": "Śūla",
                     *               "name_devanagari": "शूल",
                     *               "start": "2024-02-26T15:27:50+05:30",
                     *               "end": "2024-02-27T16:25:57+05:30"
                     *             },
                     *             {
                     *               "number": 10,
                     *               "name": "Gaṇḍa",
                     *               "name_devanagari": "गण्ड",
                     *               "start": "2024-02-27T16:25:57+05:30",
                     *               "end": "2024-02-28T17:17:54+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 6,
                     *               "name": "Vaṇija",
                     *               "name_devanagari": "वणिज",
                     *               "start": "2024-02-26T23:16:01+05:30",
                     *               "end": "2024-02-27T12:35:29+05:30"
                     *             },
                     *             {
                     *               "number": 7,
                     *               "name": "Viṣṭi",
                     *               "name_devanagari": "विष्टि",
                     *               "start": "2024-02-27T12:35:29+05:30",
                     *               "end": "2024-02-28T01:53:11+05:30"
                     *             },
                     *             {
                     *               "number": 1,
                     *               "name": "Bava",
                     *               "name_devanagari": "बव",
                     *               "start": "2024-02-28T01:53:11+05:30",
                     *               "end": "2024-02-28T15:07:57+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Krishna",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 11,
                     *               "name": "Phālguna",
                     *               "name_devanagari": "फाल्गुन",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": []
                     *         },
                     *         {
                     *           "date": "2024-02-28",
                     *           "vara": {
                     *             "number": 3,
                     *             "name": "Budhavāra",
                     *             "name_devanagari": "बुधवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-28T06:45:33+05:30",
                     *           "sunset": "2024-02-28T18:22:15+05:30",
                     *           "moonrise": "2024-02-28T21:38:49+05:30",
                     *           "moonset": "2024-02-28T08:44:21+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 19,
                     *               "name": "Caturthī",
                     *               "name_devanagari": "चतुर्थी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-28T01:53:11+05:30",
                     *               "end": "2024-02-29T04:18:34+05:30"
                     *             },
                     *             {
                     *               "number": 20,
                     *               "name": "Pañcamī",
                     *               "name_devanagari": "पञ्चमी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-29T04:18:34+05:30",
                     *               "end": "2024-03-01T06:22:08+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 13,
                     *               "name": "Hasta",
                     *               "name_devanagari": "हस्त",
                     *               "pada": 4,
                     *               "lord": "Candra",
                     *               "lord_devanagari": "चन्द्र",
                     *               "start": "2024-02-27T04:31:13+05:30",
                     *               "end": "2024-02-28T07:33:31+05:30"
                     *             },
                     *             {
                     *               "number": 14,
                     *               "name": "Citrā",
                     *               "name_devanagari": "चित्रा",
                     *               "pada": 1,
                     *               "lord": "Maṅgala",
                     *               "lord_devanagari": "मङ्गल",
                     *               "start": "2024-02-28T07:33:31+05:30",
                     *               "end": "2024-02-29T10:22:45+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 10,
                     *               "name": "Gaṇḍa",
                     *               "name_devanagari": "गण्ड",
                     *               "start": "2024-02-27T16:25:57+05:30",
                     *               "end": "2024-02-28T17:17:54+05:30"
                     *             },
                     *             {
                     *               "number": 11,
                     *               "name": "Vṛddhi",
                     *               "name_devanagari": "वृद्धि",
                     *               "start": "2024-02-28T17:17:54+05:30",
                     *               "end": "2024-02-29T17:56:54+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 1,
                     *               "name": "Bava",
                     *               "name_devanagari": "बव",
                     *               "start": "2024-02-28T01:53:11+05:30",
                     *               "end": "2024-02-28T15:07:57+05:30"
                     *             },
                     *             {
                     *               "number": 2,
                     *               "name": "Bālava",
                     *               "name_devanagari": "बालव",
                     *               "start": "2024-02-28T15:07:57+05:30",
                     *               "end": "2024-02-29T04:18:34+05:30"
                     *             },
                     *             {
                     *               "number": 3,
                     *               "name": "Kaulava",
                     *               "name_devanagari": "कौलव",
                     *               "start": "2024-02-29T04:18:34+05:30",
                     *               "end": "2024-02-29T17:23:43+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Krishna",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 11,
                     *               "name": "Phālguna",
                     *               "name_devanagari": "फाल्गुन",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": [
                     *             {
                     *               "id": "sankashti-chaturthi",
                     *               "name": "Saṅkaṣṭī Caturthī",
                     *               "name_en": "Sankashti Chaturthi",
                     *               "name_devanagari": "संकष्टी चतुर्थी",
                     *               "category": "monthly-vrata"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "date": "2024-02-29",
                     *           "vara": {
                     *             "number": 4,
                     *             "name": "Guruvāra",
                     *             "name_devanagari": "गुरुवार"
                     *           },
                     *           "anchor": "sunrise",
                     *           "sunrise": "2024-02-29T06:44:31+05:30",
                     *           "sunset": "2024-02-29T18:22:54+05:30",
                     *           "moonrise": "2024-02-29T22:33:31+05:30",
                     *           "moonset": "2024-02-29T09:12:15+05:30",
                     *           "tithi": [
                     *             {
                     *               "number": 20,
                     *               "name": "Pañcamī",
                     *               "name_devanagari": "पञ्चमी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-02-29T04:18:34+05:30",
                     *               "end": "2024-03-01T06:22:08+05:30"
                     *             },
                     *             {
                     *               "number": 21,
                     *               "name": "Ṣaṣṭhī",
                     *               "name_devanagari": "षष्ठी",
                     *               "paksha": "Krishna",
                     *               "start": "2024-03-01T06:22:08+05:30",
                     *               "end": "2024-03-02T07:53:47+05:30"
                     *             }
                     *           ],
                     *           "nakshatra": [
                     *             {
                     *               "number": 14,
                     *               "name": "Citrā",
                     *               "name_devanagari": "चित्रा",
                     *               "pada": 4,
                     *               "lord": "Maṅgala",
                     *               "lord_devanagari": "मङ्गल",
                     *               "start": "2024-02-28T07:33:31+05:30",
                     *               "end": "2024-02-29T10:22:45+05:30"
                     *             },
                     *             {
                     *               "number": 15,
                     *               "name": "Svātī",
                     *               "name_devanagari": "स्वाती",
                     *               "pada": 1,
                     *               "lord": "Rāhu",
                     *               "lord_devanagari": "राहु",
                     *               "start": "2024-02-29T10:22:45+05:30",
                     *               "end": "2024-03-01T12:49:03+05:30"
                     *             }
                     *           ],
                     *           "yoga": [
                     *             {
                     *               "number": 11,
                     *               "name": "Vṛddhi",
                     *               "name_devanagari": "वृद्धि",
                     *               "start": "2024-02-28T17:17:54+05:30",
                     *               "end": "2024-02-29T17:56:54+05:30"
                     *             },
                     *             {
                     *               "number": 12,
                     *               "name": "Dhruva",
                     *               "name_devanagari": "ध्रुव",
                     *               "start": "2024-02-29T17:56:54+05:30",
                     *               "end": "2024-03-01T18:15:39+05:30"
                     *             }
                     *           ],
                     *           "karana": [
                     *             {
                     *               "number": 3,
                     *               "name": "Kaulava",
                     *               "name_devanagari": "कौलव",
                     *               "start": "2024-02-29T04:18:34+05:30",
                     *               "end": "2024-02-29T17:23:43+05:30"
                     *             },
                     *             {
                     *               "number": 4,
                     *               "name": "Taitila",
                     *               "name_devanagari": "तैतिल",
                     *               "start": "2024-02-29T17:23:43+05:30",
                     *               "end": "2024-03-01T06:22:08+05:30"
                     *             },
                     *             {
                     *               "number": 5,
                     *               "name": "Gara",
                     *               "name_devanagari": "गर",
                     *               "start": "2024-03-01T06:22:08+05:30",
                     *               "end": "2024-03-01T19:12:32+05:30"
                     *             }
                     *           ],
                     *           "paksha": "Krishna",
                     *           "masa": {
                     *             "amanta": {
                     *               "index": 10,
                     *               "name": "Māgha",
                     *               "name_devanagari": "माघ",
                     *               "adhika": false
                     *             },
                     *             "purnimanta": {
                     *               "index": 11,
                     *               "name": "Phālguna",
                     *               "name_devanagari": "फाल्गुन",
                     *               "adhika": false
                     *             }
                     *           },
                     *           "festivals": []
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        year: number;
                        month: number;
                        location: {
                            lat: number;
                            lng: number;
                            altitude: number;
                            tz: string;
                        };
                        /** @enum {string} */
                        convention: "drik" | "swiss";
                        days: {
                            /** Format: date */
                            date: string;
                            vara: {
                                /** @description 0 = Sunday */
                                number: number;
                                /** @description IAST */
                                name: string;
                                name_devanagari: string;
                            };
                            /**
                             * @description `local_midnight` where the Sun does not rise that date
                             * @enum {string}
                             */
                            anchor: "sunrise" | "local_midnight";
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset; null when the event does not happen in the Hindu day
                             */
                            sunrise: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset; null when the event does not happen in the Hindu day
                             */
                            sunset: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset; null when the event does not happen in the Hindu day
                             */
                            moonrise: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 local time with offset; null when the event does not happen in the Hindu day
                             */
                            moonset: string | null;
                            /** @description Tithis of the Hindu day in order (1–15 Shukla, 16–30 Krishna) */
                            tithi: {
                                number: number;
                                /** @description IAST */
                                name: string;
                                name_devanagari: string;
                                /** @enum {string} */
                                paksha: "Shukla" | "Krishna";
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz`
                                 */
                                start: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz`
                                 */
                                end: string;
                            }[];
                            /** @description Nakshatras of the Hindu day in order (pada at sunrise or at its start) */
                            nakshatra: {
                                number: number;
                                /** @description IAST */
                                name: string;
                                name_devanagari: string;
                                pada: number;
                                lord: string;
                                lord_devanagari: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz`
                                 */
                                start: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz`
                                 */
                                end: string;
                            }[];
                            /** @description Yogas of the Hindu day in order */
                            yoga: {
                                number: number;
                                /** @description IAST */
                                name: string;
                                name_devanagari: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz`
                                 */
                                start: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz`
                                 */
                                end: string;
                            }[];
                            /** @description Karanas of the Hindu day in order */
                            karana: {
                                number: number;
                                /** @description IAST */
                                name: string;
                                name_devanagari: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz`
                                 */
                                start: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with the offset of `tz`
                                 */
                                end: string;
                            }[];
                            /**
                             * @description Paksha of the tithi at sunrise
                             * @enum {string}
                             */
                            paksha: "Shukla" | "Krishna";
                            /** @description Lunar month at sunrise in both systems */
                            masa: {
                                amanta: {
                                    /** @description 0 = Chaitra … 11 = Phalguna */
                                    index: number;
                                    /** @description IAST */
                                    name: string;
                                    name_devanagari: string;
                                    adhika: boolean;
                                };
                                purnimanta: {
                                    /** @description 0 = Chaitra … 11 = Phalguna */
                                    index: number;
                                    /** @description IAST */
                                    name: string;
                                    name_devanagari: string;
                                    adhika: boolean;
                                };
                            };
                            /** @description Festivals dated this day (GET /calendar/v1/festivals) */
                            festivals: {
                                id: string;
                                /** @description IAST */
                                name: string;
                                /** @description English */
                                name_en: string;
                                name_devanagari: string;
                                category: string;
                            }[];
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
        };
    };
    listEclipses: {
        parameters: {
            query: {
                /** @description Gregorian year; defaults to the current year in `tz` when no dates are given. Not with `start_date`/`end_date`. */
                year?: number;
                /** @description First local date (with `end_date`; at most 731 days). */
                start_date?: string;
                /** @description Last local date, inclusive (with `start_date`). */
                end_date?: string;
                /** @description Latitude in decimal degrees, north positive. */
                lat: number;
                /** @description Longitude in decimal degrees, east positive. */
                lng: number;
                /** @description IANA time zone name, or `auto`. All local dates and times in the response are in this zone, and `location.tz` states it. `auto` is the zone in force at `lat`/`lng` (looked up from time-zone boundaries derived from OpenStreetMap, accurate to a few kilometres near a border; at sea the nautical zone, e.g. `Etc/GMT-5` for UTC+5): `tz=auto` at Kathmandu answers in `Asia/Kathmandu`, the same answer (and cache entry) as `tz=Asia/Kathmandu`. Default `Asia/Kolkata` wherever the place is. */
                tz?: string;
                /** @description Height above sea level in metres; lowers the apparent horizon (earlier sunrise, later sunset). */
                altitude?: number;
                /**
                 * @description Language of the names added as `name_local` (with `name_en`, `lord_local`, `paksha_local`, `weekday_local` …): `sa-Latn` or `iast` (IAST, the `name` itself), `en` (English), or one of nine Indian languages in their own script: `hi` Hindi, `mr` Marathi, `gu` Gujarati, `bn` Bengali, `or` Odia, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam. Tithi, paksha, nakshatra, yoga, karana, vara, masa (with the adhika prefix), samvatsara, rashi (signs, lagna), the grahas (lords, hora), choghadiya and the named windows (`window_names`: Rahu Kalam, Brahma Muhurta …) are complete in every language; a regional solar month (`solar_date`) is its calendar's own name in that calendar's language, else the name of its rashi; festivals have local names for the thirty major festivals and every Ekadashi, others (and derived days: parana, vaishnava) `name_local: null`. Regional names are the ones regional panchangs print, not transliterations (Tamil `ஞாயிறு` for Sunday, `அசுவினி` for Ashvini; Bengali `বৈশাখ`). Without `lang` the answer is unchanged. Part of the cache key.
                 *
                 *     Examples (GET /calendar/v1/panchang, 2024-04-14): Chennai `date=2024-04-14&lat=13.0827&lng=80.2707&lang=ta` → `vara: {"name": "Ravivāra", "name_en": "Sunday", "name_local": "ஞாயிறு", "lord_local": "சூரியன்"}`, tithi `"name": "Ṣaṣṭhī", "name_local": "சஷ்டி", "paksha_local": "வளர்பிறை"`, nakshatra `"Ārdrā"` → `"திருவாதிரை"`, masa `"Caitra"` → `"சைத்ரம்"`, samvatsara `"Krodhin"` → `"குரோதி"`. Kolkata `date=2024-04-14&lat=22.5726&lng=88.3639&lang=bn` → vara `"রবিবার"`, tithi `"ষষ্ঠী"` (`paksha_local` `"শুক্ল"`), nakshatra `"আর্দ্রা"`, masa `"চৈত্র"`.
                 */
                lang?: "sa-Latn" | "iast" | "en" | "hi" | "mr" | "gu" | "bn" | "or" | "ta" | "te" | "kn" | "ml";
                /** @description `json` (default) or `ics` (text/calendar). Without it, `Accept: text/calendar` selects ICS. */
                format?: "json" | "ics";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description EclipsesResponse (or text/calendar) Cached for 7 days. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    /** @description private, max-age up to 604800 */
                    "Cache-Control"?: string;
                    /** @description gzip when Accept-Encoding allows it and the body is 1 KB or more */
                    "Content-Encoding"?: "gzip";
                    /** @description Accept-Encoding, on bodies that can be compressed */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "location": {
                     *         "lat": 28.652,
                     *         "lng": 77.2315,
                     *         "altitude": 227,
                     *         "tz": "Asia/Kolkata"
                     *       },
                     *       "start_date": "2025-01-01",
                     *       "end_date": "2025-12-31",
                     *       "sutak_rule": "Sutak: 12 h (4 prahars) before the first visible contact of a solar eclipse, 9 h (3 prahars) of a lunar one, to the end of the eclipse; for children, the elderly and the sick 3 h (1 prahar) before that contact, as Drik Panchang states it. None when the eclipse is not visible at the place, nor for a penumbral lunar eclipse.",
                     *       "eclipses": [
                     *         {
                     *           "body": "moon",
                     *           "kind": "total",
                     *           "local_kind": "total",
                     *           "visible": false,
                     *           "magnitude": 1.179,
                     *           "penumbral_magnitude": 2.2599,
                     *           "obscuration": 1,
                     *           "greatest": {
                     *             "name": "greatest",
                     *             "time": "2025-03-14T12:28:46+05:30",
                     *             "altitude_deg": -58.9,
                     *             "visible": false
                     *           },
                     *           "contacts": [
                     *             {
                     *               "name": "P1",
                     *               "time": "2025-03-14T09:27:30+05:30",
                     *               "altitude_deg": -36.85,
                     *               "visible": false
                     *             },
                     *             {
                     *               "name": "U1",
                     *               "time": "2025-03-14T10:39:37+05:30",
                     *               "altitude_deg": -49.24,
                     *               "visible": false
                     *             },
                     *             {
                     *               "name": "U2",
                     *               "time": "2025-03-14T11:56:01+05:30",
                     *               "altitude_deg": -57.74,
                     *               "visible": false
                     *             },
                     *             {
                     *               "name": "greatest",
                     *               "time": "2025-03-14T12:28:46+05:30",
                     *               "altitude_deg": -58.9,
                     *               "visible": false
                     *             },
                     *             {
                     *               "name": "U3",
                     *               "time": "2025-03-14T13:01:31+05:30",
                     *               "altitude_deg": -58.23,
                     *               "visible": false
                     *             },
                     *             {
                     *               "name": "U4",
                     *               "time": "2025-03-14T14:17:54+05:30",
                     *               "altitude_deg": -50.57,
                     *               "visible": false
                     *             },
                     *             {
                     *               "name": "P4",
                     *               "time": "2025-03-14T15:30:07+05:30",
                     *               "altitude_deg": -38.56,
                     *               "visible": false
                     *             }
                     *           ],
                     *           "sutak": null
                     *         },
                     *         {
                     *           "body": "sun",
                     *           "kind": "partial",
                     *           "local_kind": null,
                     *           "visible": false,
                     *           "magnitude": null,
                     *           "penumbral_magnitude": null,
                     *           "obscuration": null,
                     *           "greatest": {
                     *             "name": "greatest",
                     *             "time": "2025-03-29T16:17:30+05:30",
                     *             "altitude_deg": 29.68,
                     *             "visible": true
                     *           },
                     *           "contacts": [],
                     *           "sutak": null
                     *         },
                     *         {
                     *           "body": "moon",
                     *           "kind": "total",
                     *           "local_kind": "total",
                     *           "visible": true,
                     *           "magnitude": 1.3627,
                     *           "penumbral_magnitude": 2.3447,
                     *           "obscuration": 1,
                     *           "greatest": {
                     *             "name": "greatest",
                     *             "time": "2025-09-07T23:41:46+05:30",
                     *             "altitude_deg": 53.6,
                     *             "visible": true
                     *           },
                     *           "contacts": [
                     *             {
                     *               "name": "P1",
                     *               "time": "2025-09-07T20:58:23+05:30",
                     *               "altitude_deg": 30.24,
                     *               "visible": true
                     *             },
                     *             {
                     *               "name": "U1",
                     *               "time": "2025-09-07T21:57:04+05:30",
                     *               "altitude_deg": 40.74,
                     *               "visible": true
                     *             },
                     *             {
                     *               "name": "U2",
                     *               "time": "2025-09-07T23:00:41+05:30",
                     *               "altitude_deg": 49.86,
                     *               "visible": true
                     *             },
                     *             {
                     *               "name": "greatest",
                     *               "time": "2025-09-07T23:41:46+05:30",
                     *               "altitude_deg": 53.6,
                     *               "visible": true
                     *             },
                     *             {
                     *               "name": "U3",
                     *               "time": "2025-09-08T00:22:52+05:30",
                     *               "altitude_deg": 54.98,
                     *               "visible": true
                     *             },
                     *             {
                     *               "name": "U4",
                     *               "time": "2025-09-08T01:26:30+05:30",
                     *               "altitude_deg": 51.96,
                     *               "visible": true
                     *             },
                     *             {
                     *               "name": "P4",
                     *               "time": "2025-09-08T02:25:04+05:30",
                     *               "altitude_deg": 44.75,
                     *               "visible": true
                     *             }
                     *           ],
                     *           "sutak": {
                     *             "start": "2025-09-07T12:57:04+05:30",
                     *             "end": "2025-09-08T01:26:30+05:30",
                     *             "reduced_start": "2025-09-07T18:57:04+05:30",
                     *             "from_contact": "U1"
                     *           }
                     *         },
                     *         {
                     *           "body": "sun",
                     *           "kind": "partial",
                     *           "local_kind": null,
                     *           "visible": false,
                     *           "magnitude": null,
                     *           "penumbral_magnitude": null,
                     *           "obscuration": null,
                     *           "greatest": {
                     *             "name": "greatest",
                     *             "time": "2025-09-22T01:11:53+05:30",
                     *             "altitude_deg": -57.61,
                     *             "visible": false
                     *           },
                     *           "contacts": [],
                     *           "sutak": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        location: {
                            lat: number;
                            lng: number;
                            altitude: number;
                            tz: string;
                        };
                        /** Format: date */
                        start_date: string;
                        /** Format: date */
                        end_date: string;
                        /** @description The sutak rule applied */
                        sutak_rule: string;
                        eclipses: {
                            /** @enum {string} */
                            body: "sun" | "moon";
                            /** @enum {string} */
                            kind: "total" | "annular" | "partial" | "hybrid" | "penumbral";
                            /** @enum {string|null} */
                            local_kind: "total" | "annular" | "partial" | "penumbral" | null;
                            /** @description A contact of the eclipse proper (any contact of a penumbral one) is above the horizon */
                            visible: boolean;
                            magnitude: number | null;
                            penumbral_magnitude: number | null;
                            obscuration: number | null;
                            greatest: {
                                /** @enum {string} */
                                name: "P1" | "U1" | "U2" | "greatest" | "U3" | "U4" | "P4" | "C1" | "C2" | "C3" | "C4";
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with offset
                                 */
                                time: string;
                                /** @description Apparent altitude of the eclipsed body's centre, degrees */
                                altitude_deg: number;
                                visible: boolean;
                            };
                            contacts: {
                                /** @enum {string} */
                                name: "P1" | "U1" | "U2" | "greatest" | "U3" | "U4" | "P4" | "C1" | "C2" | "C3" | "C4";
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with offset
                                 */
                                time: string;
                                /** @description Apparent altitude of the eclipsed body's centre, degrees */
                                altitude_deg: number;
                                visible: boolean;
                            }[];
                            /** @description Null when the eclipse is not visible at the place, or penumbral */
                            sutak: {
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with offset
                                 */
                                start: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 local time with offset
                                 */
                                end: string;
                                /**
                                 * Format: date-time
                                 * @description Start of the shorter sutak for children, the elderly and the sick: 1 prahar (3 h) before `from_contact` (Drik Panchang's stated rule)
                                 */
                                reduced_start: string;
                                from_contact: string;
                            } | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text exposition format 0.0.4 Not cached. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example # HELP kalakosha_http_requests_total Requests answered by the gateway, by route template and status.
                     *     # TYPE kalakosha_http_requests_total counter
                     *     kalakosha_http_requests_total{thread="0",method="GET",route="/calendar/v1/panchang",status="200"} 1520
                     *     kalakosha_http_requests_total{thread="1",method="GET",route="/calendar/v1/panchang",status="200"} 1498
                     *     kalakosha_http_requests_total{thread="1",method="GET",route="/calendar/v1/panchang",status="429"} 3
                     */
                    "text/plain; version=0.0.4; charset=utf-8": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description FORBIDDEN: the key is valid but not of the internal tier */
            403: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["ComputeError"];
        };
    };
}
