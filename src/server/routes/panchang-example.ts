/**
 * @module
 * A real PanchangResponse for /openapi.json: day mode, Mirzapur (Drik Panchang's 2023 location), 2023-08-12,
 * purnimanta, in the adhika month (Parama Ekadashi). Regenerate with:
 * `computePanchangDay({ date: '2023-08-12', lat: 25.146, lng: 82.569, tz: 'Asia/Kolkata', calendarSystem: 'purnimant' })`
 * (test/server/panchang-route.test.ts checks it is still the engine's output).
 */
export const PANCHANG_EXAMPLE_QUERY = { date: '2023-08-12', lat: 25.146, lng: 82.569, tz: 'Asia/Kolkata', calendar_system: 'purnimant' } as const;

export const PANCHANG_EXAMPLE = {
  "date": "2023-08-12",
  "location": {
    "lat": 25.146,
    "lng": 82.569,
    "altitude": 0,
    "tz": "Asia/Kolkata"
  },
  "instant": null,
  "convention": "drik",
  "calendar_system": "purnimant",
  "anchor": "sunrise",
  "anchor_time": "2023-08-12T05:31:58+05:30",
  "tithi": {
    "number": 26,
    "name": "Ekādaśī",
    "name_devanagari": "एकादशी",
    "paksha": "Krishna",
    "start": "2023-08-11T05:06:00+05:30",
    "end": "2023-08-12T06:31:05+05:30",
    "sequence": [
      {
        "number": 26,
        "name": "Ekādaśī",
        "name_devanagari": "एकादशी",
        "paksha": "Krishna",
        "start": "2023-08-11T05:06:00+05:30",
        "end": "2023-08-12T06:31:05+05:30"
      },
      {
        "number": 27,
        "name": "Dvādaśī",
        "name_devanagari": "द्वादशी",
        "paksha": "Krishna",
        "start": "2023-08-12T06:31:05+05:30",
        "end": "2023-08-13T08:19:25+05:30"
      }
    ]
  },
  "nakshatra": {
    "number": 5,
    "name": "Mṛgaśīrṣa",
    "name_devanagari": "मृगशीर्ष",
    "pada": 4,
    "lord": "Maṅgala",
    "lord_devanagari": "मङ्गल",
    "start": "2023-08-11T04:01:07+05:30",
    "end": "2023-08-12T06:02:35+05:30",
    "sequence": [
      {
        "number": 5,
        "name": "Mṛgaśīrṣa",
        "name_devanagari": "मृगशीर्ष",
        "pada": 4,
        "lord": "Maṅgala",
        "lord_devanagari": "मङ्गल",
        "start": "2023-08-11T04:01:07+05:30",
        "end": "2023-08-12T06:02:35+05:30"
      },
      {
        "number": 6,
        "name": "Ārdrā",
        "name_devanagari": "आर्द्रा",
        "pada": 1,
        "lord": "Rāhu",
        "lord_devanagari": "राहु",
        "start": "2023-08-12T06:02:35+05:30",
        "end": "2023-08-13T08:26:34+05:30"
      }
    ]
  },
  "yoga": {
    "number": 14,
    "name": "Harṣaṇa",
    "name_devanagari": "हर्षण",
    "start": "2023-08-11T15:06:24+05:30",
    "end": "2023-08-12T15:23:07+05:30",
    "sequence": [
      {
        "number": 14,
        "name": "Harṣaṇa",
        "name_devanagari": "हर्षण",
        "start": "2023-08-11T15:06:24+05:30",
        "end": "2023-08-12T15:23:07+05:30"
      },
      {
        "number": 15,
        "name": "Vajra",
        "name_devanagari": "वज्र",
        "start": "2023-08-12T15:23:07+05:30",
        "end": "2023-08-13T15:55:54+05:30"
      }
    ]
  },
  "karana": {
    "number": 2,
    "name": "Bālava",
    "name_devanagari": "बालव",
    "start": "2023-08-11T17:45:13+05:30",
    "end": "2023-08-12T06:31:05+05:30",
    "sequence": [
      {
        "number": 2,
        "name": "Bālava",
        "name_devanagari": "बालव",
        "start": "2023-08-11T17:45:13+05:30",
        "end": "2023-08-12T06:31:05+05:30"
      },
      {
        "number": 3,
        "name": "Kaulava",
        "name_devanagari": "कौलव",
        "start": "2023-08-12T06:31:05+05:30",
        "end": "2023-08-12T19:22:44+05:30"
      },
      {
        "number": 4,
        "name": "Taitila",
        "name_devanagari": "तैतिल",
        "start": "2023-08-12T19:22:44+05:30",
        "end": "2023-08-13T08:19:25+05:30"
      }
    ]
  },
  "masa": {
    "index": 4,
    "name": "Adhika Śrāvaṇa",
    "name_devanagari": "अधिक श्रावण",
    "adhika": true,
    "kshaya": false,
    "start": "2023-08-02T00:00:52+05:30",
    "end": "2023-08-31T07:04:51+05:30",
    "calendar_system": "purnimant",
    "amanta": {
      "index": 4,
      "name": "Adhika Śrāvaṇa",
      "name_devanagari": "अधिक श्रावण",
      "adhika": true,
      "kshaya": false,
      "start": "2023-07-18T00:00:51+05:30",
      "end": "2023-08-16T15:07:12+05:30"
    },
    "purnimanta": {
      "index": 4,
      "name": "Adhika Śrāvaṇa",
      "name_devanagari": "अधिक श्रावण",
      "adhika": true,
      "kshaya": false,
      "start": "2023-08-02T00:00:52+05:30",
      "end": "2023-08-31T07:04:51+05:30"
    }
  },
  "samvat": {
    "vikram": {
      "year": 2080,
      "samvatsara": {
        "number": 50,
        "name": "Nala",
        "name_devanagari": "नल"
      }
    },
    "shaka": {
      "year": 1945,
      "samvatsara": {
        "number": 37,
        "name": "Śobhakṛt",
        "name_devanagari": "शोभकृत्"
      }
    },
    "gujarati": {
      "year": 2079,
      "samvatsara": {
        "number": 48,
        "name": "Ānanda",
        "name_devanagari": "आनन्द"
      }
    }
  },
  "sun": {
    "sunrise": "2023-08-12T05:31:58+05:30",
    "sunset": "2023-08-12T18:37:25+05:30",
    "moonrise": "2023-08-13T02:29:14+05:30",
    "moonset": "2023-08-12T16:01:13+05:30",
    "day_length_seconds": 47128
  },
  "vara": {
    "number": 6,
    "name": "Śanivāra",
    "name_devanagari": "शनिवार",
    "lord": "Śani",
    "lord_devanagari": "शनि"
  },
  "rahu_kalam": {
    "start": "2023-08-12T08:48:20+05:30",
    "end": "2023-08-12T10:26:31+05:30"
  },
  "yama_gandam": {
    "start": "2023-08-12T13:42:53+05:30",
    "end": "2023-08-12T15:21:03+05:30"
  },
  "gulika_kalam": {
    "start": "2023-08-12T05:31:58+05:30",
    "end": "2023-08-12T07:10:09+05:30"
  },
  "abhijit_muhurat": {
    "start": "2023-08-12T11:38:31+05:30",
    "end": "2023-08-12T12:30:52+05:30"
  },
  "ekadashi": {
    "name": "Paramā Ekādaśī",
    "name_devanagari": "परमा एकादशी",
    "label": "Parama Ekadashi",
    "paksha": "Krishna",
    "masa": "Adhika Śrāvaṇa",
    "adhika_masa": true,
    "tithi_start": "2023-08-11T05:06:00+05:30",
    "tithi_end": "2023-08-12T06:31:05+05:30",
    "fast_date": "2023-08-12",
    "smarta_date": "2023-08-12",
    "gauna_date": null,
    "vaishnava_date": "2023-08-12",
    "dates_differ": false,
    "hari_vasara_end": "2023-08-12T12:58:10+05:30",
    "parana": {
      "date": "2023-08-13",
      "start": "2023-08-13T05:32:25+05:30",
      "end": "2023-08-13T08:09:15+05:30"
    },
    "vaishnava_parana": {
      "date": "2023-08-13",
      "start": "2023-08-13T05:32:25+05:30",
      "end": "2023-08-13T08:09:15+05:30"
    }
  }
};
