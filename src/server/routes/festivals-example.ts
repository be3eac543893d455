/** Real output of GET /calendar/v1/festivals?year=2023&lat=25.146&lng=82.569 (two items), for /openapi.json. Regenerate when the format changes. */
export const FESTIVALS_EXAMPLE: unknown = [
  {
    "id": "holika-dahan",
    "rule_id": "holika-dahan",
    "name": "Holika Dahan",
    "names": {
      "iast": "Holikā Dahana",
      "devanagari": "होलिका दहन",
      "english": "Holika Dahan"
    },
    "date": "2023-03-07",
    "weekday": 2,
    "category": "major",
    "tags": [
      "north-india",
      "vaishnava"
    ],
    "variant": null,
    "paksha": "Shukla",
    "masa": {
      "number": 12,
      "name": "Phalguna",
      "adhika": false,
      "system": "purnimant"
    },
    "decided_by": {
      "type": "tithi",
      "number": 15,
      "name": "Shukla Purnima",
      "start": "2023-03-06T16:16:43+05:30",
      "end": "2023-03-07T18:09:17+05:30"
    },
    "kaala": {
      "name": "pradosha",
      "start": "2023-03-07T18:04:34+05:30",
      "end": "2023-03-07T20:30:57+05:30"
    },
    "muhurat": {
      "start": "2023-03-07T18:04:34+05:30",
      "end": "2023-03-07T18:09:17+05:30"
    },
    "decision": {
      "priority": "paraviddha",
      "how": "single"
    },
    "metadata": null
  },
  {
    "id": "diwali",
    "rule_id": "diwali",
    "name": "Diwali",
    "names": {
      "iast": "Dīpāvalī (Lakṣmī Pūjā)",
      "devanagari": "दीपावली (लक्ष्मी पूजा)",
      "english": "Diwali"
    },
    "date": "2023-11-12",
    "weekday": 0,
    "category": "major",
    "tags": [
      "pan-india",
      "diwali",
      "lakshmi"
    ],
    "variant": null,
    "paksha": "Krishna",
    "masa": {
      "number": 8,
      "name": "Kartika",
      "adhika": false,
      "system": "purnimant"
    },
    "decided_by": {
      "type": "tithi",
      "number": 30,
      "name": "Krishna Amavasya",
      "start": "2023-11-12T14:44:20+05:30",
      "end": "2023-11-13T14:56:24+05:30"
    },
    "kaala": {
      "name": "pradosha",
      "start": "2023-11-12T17:13:17+05:30",
      "end": "2023-11-12T19:49:35+05:30"
    },
    "muhurat": {
      "start": "2023-11-12T17:13:17+05:30",
      "end": "2023-11-12T19:49:35+05:30"
    },
    "decision": {
      "priority": "paraviddha",
      "how": "single"
    },
    "metadata": null
  }
];
