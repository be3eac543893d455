/**
 * @module calendar/festivals/parse-rules
 * Turns the text of festival rule files into validated `FestivalRule`s. Pure: the caller reads the
 * files (see `src/server/festival-rules.ts`) and passes `{ name, text }` pairs.
 */
import { parse as parseToml } from 'smol-toml';
import { checkRuleSet, FestivalRuleError, validateRuleFile } from './rule-schema.js';
import type { FestivalRule } from './types.js';

export interface RuleFileText { name: string; text: string }

/**
 * @brief Parses and validates rule files; throws `FestivalRuleError` listing every problem with its
 * file and field.
 */
export function parseFestivalRules(files: RuleFileText[]): FestivalRule[] {
  const problems: string[] = [];
  const rules: FestivalRule[] = [];
  for (const f of files) {
    let parsed: unknown;
    try {
      parsed = parseToml(f.text);
    } catch (e) {
      problems.push(`${f.name}: TOML syntax: ${(e as Error).message.split('\n')[0]}`);
      continue;
    }
    rules.push(...validateRuleFile(parsed, f.name, problems));
  }
  checkRuleSet(rules, problems);
  if (problems.length > 0) throw new FestivalRuleError(problems);
  return rules;
}
