/**
 * Comparison of the festival engine with Drik Panchang's 2023 labels at Mirzapur
 * (test/fixtures/festivals/drik-2023-festivals.tsv). Used by bench/festivals/run.ts and the agreement test.
 *
 * Matching: a rule's `drik_labels` name Drik's labels for it (`{masa}` = the month in purnimanta, as Drik
 * prints; a leading `*` matches any prefix; Drik's "Adhika X"/"Adhik X" labels count for X). For every
 * label both lists use, each of our dates is paired with Drik's date of the same label nearest to it
 * (within 3 days): same date = agreement, otherwise a disagreement; unpaired dates on either side are
 * disagreements too.
 */
import { readFileSync } from 'node:fs';
import type { EnrichedFestivalInfo, FestivalRule } from '../../src/calendar/festivals/index.js';

export interface DrikDay { date: string; labels: string[] }

export function readDrik2023(path = new URL('../../test/fixtures/festivals/drik-2023-festivals.tsv', import.meta.url)): DrikDay[] {
  return readFileSync(path, 'utf8').split('\n').filter((l) => /^\d{4}-/.test(l)).map((l) => {
    const c = l.split('\t');
    return { date: c[0]!, labels: (c[4] ?? '').split(' ; ').map((s) => s.trim()).filter(Boolean) };
  });
}

const dayNum = (iso: string) => Date.parse(iso + 'T00:00:00Z') / 86_400_000;

export interface Disagreement { label: string; ours: string | null; drik: string | null; id: string | null; decision: string | null }

const MONTHS = 'Chaitra|Vaishakha|Jyeshtha|Ashadha|Shravana|Bhadrapada|Ashwina|Kartika|Margashirsha|Pausha|Magha|Phalguna';

/** A Drik label pattern: `{masa}` = any month name (optionally "Adhika"), a leading `* ` = any prefix. */
function labelRegex(label: string): RegExp {
  let src = label.replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '{' || c === '}' || c === '*' ? c : '\\' + c));
  src = src.replace('{masa} ', `(?:(?:${MONTHS})(?: Adhika)? )?`).replace(/^\* /, '.+ ');
  return new RegExp(`^${src}$`);
}

/**
 * @brief Pairs our festivals with Drik's labels (see module doc); one comparison per observance id.
 */
export function compareWithDrik(items: EnrichedFestivalInfo[], rules: readonly FestivalRule[], drik: DrikDay[]) {
  const byRule = new Map(rules.map((r) => [r.id, r]));
  const groups = new Map<string, { patterns: RegExp[]; items: EnrichedFestivalInfo[] }>();
  for (const it of items) {
    const rule = byRule.get(it.rule_id)!;
    const labels = it.variant ? (rule.drikLabels.length ? [it.name_en] : []) : rule.drikLabels;
    if (labels.length === 0) continue;
    // rules sharing Drik labels (Shukla and Krishna Pradosh) are compared as one observance
    const key = labels.join(' | ');
    const g = groups.get(key) ?? { patterns: labels.map(labelRegex), items: [] };
    g.items.push(it);
    groups.set(key, g);
  }
  let agree = 0;
  const disagreements: Disagreement[] = [];
  const agreements: Array<{ id: string; date: string }> = [];
  for (const [, g] of groups) {
    const drikDates = [...new Set(drik.filter((d) => d.labels.some((raw) => {
      const l = raw.replace(/^Adhika? /, '');
      return g.patterns.some((re) => re.test(l));
    })).map((d) => d.date))];
    if (drikDates.length === 0) continue; // a festival Drik does not list
    const free = new Set(drikDates.map((_, i) => i));
    const label = byRule.get(g.items[0]!.rule_id)!.drikLabels.join(' | ');
    for (const item of [...g.items].sort((a, b) => a.date.localeCompare(b.date))) {
      const date = item.date;
      let best = -1;
      for (const i of free) if (best < 0 || Math.abs(dayNum(drikDates[i]!) - dayNum(date)) < Math.abs(dayNum(drikDates[best]!) - dayNum(date))) best = i;
      const how = `${item.decision.priority}: ${item.decision.how}`;
      const id = item.id;
      if (best >= 0 && Math.abs(dayNum(drikDates[best]!) - dayNum(date)) <= 3) {
        free.delete(best);
        if (drikDates[best] === date) { agree++; agreements.push({ id, date }); }
        else disagreements.push({ label, ours: date, drik: drikDates[best]!, id, decision: how });
      } else disagreements.push({ label, ours: date, drik: null, id, decision: how });
    }
    for (const i of free) disagreements.push({ label, ours: null, drik: drikDates[i]!, id: g.items[0]!.rule_id, decision: null });
  }
  const total = agree + disagreements.length;
  return { agree, total, ratio: total ? agree / total : 1, disagreements, agreements, festivalsCompared: groups.size };
}
