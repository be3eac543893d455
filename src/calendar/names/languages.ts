/**
 * @module calendar/names/languages
 * The languages names are given in (`lang`), each with the Unicode block of its script. Codes are BCP 47:
 * `sa-Latn` (alias `iast`, the default) is the IAST romanisation of the Sanskrit name; `en` English; the nine
 * Indian languages each in their own script.
 */

/** Indian languages with a name table, in the order the tables list them. */
export const INDIAN_LANGS = ['hi', 'mr', 'gu', 'bn', 'or', 'ta', 'te', 'kn', 'ml'] as const;
export type IndianLang = (typeof INDIAN_LANGS)[number];
/** Every accepted value of `lang` (`iast` is an alias of `sa-Latn`). */
export const LANGS = ['sa-Latn', 'iast', 'en', ...INDIAN_LANGS] as const;
export type Lang = (typeof LANGS)[number];

/** The Unicode block of each Indian language's script (Unicode 15, chapter 12). */
export const SCRIPT_BLOCKS: Readonly<Record<IndianLang, { script: string; from: number; to: number }>> = {
  hi: { script: 'Devanagari', from: 0x0900, to: 0x097f },
  mr: { script: 'Devanagari', from: 0x0900, to: 0x097f },
  bn: { script: 'Bengali', from: 0x0980, to: 0x09ff },
  gu: { script: 'Gujarati', from: 0x0a80, to: 0x0aff },
  or: { script: 'Oriya', from: 0x0b00, to: 0x0b7f },
  ta: { script: 'Tamil', from: 0x0b80, to: 0x0bff },
  te: { script: 'Telugu', from: 0x0c00, to: 0x0c7f },
  kn: { script: 'Kannada', from: 0x0c80, to: 0x0cff },
  ml: { script: 'Malayalam', from: 0x0d00, to: 0x0d7f },
};

/** @brief Whether `lang` is one of the nine Indian languages (names in their own script). */
export function isIndianLang(lang: string): lang is IndianLang {
  return (INDIAN_LANGS as readonly string[]).includes(lang);
}
