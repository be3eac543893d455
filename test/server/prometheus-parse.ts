/**
 * A strict reader of the Prometheus text format 0.0.4 (https://prometheus.io/docs/instrumenting/exposition_formats/),
 * enough for the /metrics tests: it throws on any line that is not a comment or a well-formed sample, on a
 * sample whose family has no `# TYPE` line before it, and on a series given twice.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Scrape {
  samples: Sample[];
  types: Map<string, string>;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE_RE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)$`);
const LABEL_RE = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/;
const TYPE_RE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);

export function parsePrometheusText(text: string): Scrape {
  if (!text.endsWith('\n')) throw new Error('the exposition does not end with a line feed');
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  const seen = new Set<string>();
  for (const line of text.slice(0, -1).split('\n')) {
    if (line.startsWith('#')) {
      const m = TYPE_RE.exec(line);
      if (m) types.set(m[1]!, m[2]!);
      else if (!line.startsWith('# HELP ')) throw new Error(`unexpected comment: ${line}`);
      continue;
    }
    const m = SAMPLE_RE.exec(line);
    if (!m) throw new Error(`not a sample: ${line}`);
    const labels: Record<string, string> = {};
    let rest = m[2] ?? '';
    while (rest) {
      const l = LABEL_RE.exec(rest);
      if (!l) throw new Error(`bad labels: ${line}`);
      labels[l[1]!] = l[2]!.replace(/\\(.)/g, (_, c) => (c === 'n' ? '\n' : c));
      rest = rest.slice(l[0].length);
    }
    const value = m[3] === '+Inf' ? Infinity : m[3] === '-Inf' ? -Infinity : Number(m[3]);
    if (Number.isNaN(value) && m[3] !== 'NaN') throw new Error(`bad value: ${line}`);
    const family = m[1]!.replace(/_(bucket|sum|count)$/, '');
    if (!types.has(m[1]!) && types.get(family) !== 'histogram') throw new Error(`no # TYPE before ${line}`);
    const id = m[1] + JSON.stringify(Object.entries(labels).sort());
    if (seen.has(id)) throw new Error(`series given twice: ${line}`);
    seen.add(id);
    samples.push({ name: m[1]!, labels, value });
  }
  return { samples, types };
}

/** The sum of the samples named `name` whose labels include `labels` (null when there is none). */
export function sampleValue(s: Scrape, name: string, labels: Record<string, string>): number | null {
  const hits = s.samples.filter((x) => x.name === name && Object.entries(labels).every(([k, v]) => x.labels[k] === v));
  return hits.length ? hits.reduce((a, x) => a + x.value, 0) : null;
}
