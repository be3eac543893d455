/** Real output of GET /calendar/v1/festivals?year=2023&lat=25.146&lng=82.569 (two items), for /openapi.json. Regenerate when the format changes. */
export const FESTIVALS_EXAMPLE: unknown = [
  {
    "id": "holika-dahan",
    "rule_id": "holika-dahan",
    "name": "Holikā Dahana",
    "name_en": "Holika Dahan",
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
      "name": "Phālguna",
      "name_en": "Phalguna",
      "adhika": false,
      "system": "purnimant"
    },
    "decided_by": {
      "type": "tithi",
      "number": 15,
      "name": "Śukla Pūrṇimā",
      "name_en": "Shukla Purnima",
      "start": "2023-03-06T16:16:46+05:30",
      "end": "2023-03-07T18:09:19+05:30"
    },
    "kaala": {
      "name": "pradosha",
      "start": "2023-03-07T18:04:34+05:30",
      "end": "2023-03-07T20:30:57+05:30"
    },
    "muhurat": {
      "start": "2023-03-07T18:04:34+05:30",
      "end": "2023-03-07T18:09:19+05:30"
    },
    "decision": {
      "priority": "paraviddha",
      "how": "single"
    },
    "metadata": {
      "deity": {
        "entity_id": null,
        "name": "Agni / Prahlāda"
      },
      "shloka": {
        "ref": {
          "work": "rigveda",
          "chapter": "1.1",
          "verse": "1"
        },
        "cite_path": "/corpus/v1/cite/rigveda/1.1/1",
        "text_devanagari": "अग्निमीळे पुरोहितं यज्ञस्य देवमृत्विजम्।\nहोतारं रत्नधातमम्॥",
        "text_iast": "agnimīl̤e purohitaṃ yajñasya devamṛtvijam|\nhotāraṃ ratnadhātamam||",
        "gloss": "The first verse of the Ṛgveda praises Agni, the priest of the sacrifice: the bonfire of Holikā is a public fire-offering."
      },
      "katha": "Hiraṇyakaśipu tried to kill his son Prahlāda for his devotion to Viṣṇu. His sister Holikā, immune to fire, sat in a pyre with the boy on her lap, but the fire burned her and left Prahlāda unharmed. The bonfire on Phālguna Pūrṇimā re-enacts the triumph of devotion.",
      "observances": [
        "a bonfire lit in pradoṣa after Bhadra has passed",
        "offering new grain, coconut and cow-dung cakes to the fire",
        "circumambulating the fire"
      ],
      "verse_refs": [
        {
          "work": "bhagavata-purana",
          "chapter": "7.8",
          "verse": "18",
          "cite_path": "/corpus/v1/cite/bhagavata-purana/7.8/18",
          "note": "Narasiṃha appears to keep his devotee's word"
        }
      ]
    }
  },
  {
    "id": "diwali",
    "rule_id": "diwali",
    "name": "Dīpāvalī (Lakṣmī Pūjā)",
    "name_en": "Diwali",
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
      "name": "Kārttika",
      "name_en": "Kartika",
      "adhika": false,
      "system": "purnimant"
    },
    "decided_by": {
      "type": "tithi",
      "number": 30,
      "name": "Kṛṣṇa Amāvāsyā",
      "name_en": "Krishna Amavasya",
      "start": "2023-11-12T14:44:18+05:30",
      "end": "2023-11-13T14:56:20+05:30"
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
    "metadata": {
      "deity": {
        "entity_id": "deity-lakshmi",
        "name": "Lakṣmī"
      },
      "shloka": {
        "ref": {
          "work": "bhagavad-gita",
          "chapter": "10",
          "verse": "34"
        },
        "cite_path": "/corpus/v1/cite/bhagavad-gita/10/34",
        "text_devanagari": "मृत्युः सर्वहरश्चाहमुद्भवश्च भविष्यताम् ।\nकीर्तिः श्रीर्वाक्च नारीणां स्मृतिर्मेधा धृतिः क्षमा ॥",
        "text_iast": "mṛtyuḥ sarvaharaścāhamudbhavaśca bhaviṣyatām |\nkīrtiḥ śrīrvākca nārīṇāṃ smṛtirmedhā dhṛtiḥ kṣamā ||",
        "gloss": "Among feminine powers the Lord names himself fortune (śrī), fame and speech: the verse behind worshipping Lakṣmī as prosperity that comes from the divine."
      },
      "katha": "On the new-moon night of Kārttika (amanta Āśvina) homes are lit to welcome Lakṣmī, who is said to wander the earth that night and stay where she finds cleanliness and light. The lamps also recall Rāma's return to Ayodhyā after fourteen years of exile.",
      "observances": [
        "Lakṣmī–Gaṇeśa pūjā in pradoṣa kāla, ideally in a fixed (sthira) lagna",
        "rows of oil lamps at doors and windows",
        "account books opened afresh by traders (Chopḍā pūjā)",
        "sweets and gifts shared with family and neighbours"
      ],
      "verse_refs": [
        {
          "work": "ramayana",
          "chapter": "6.97",
          "verse": "1",
          "cite_path": "/corpus/v1/cite/ramayana/6.97/1",
          "note": "Rāvaṇa's fall, remembered by the lamps of the homecoming"
        }
      ]
    }
  }
];
