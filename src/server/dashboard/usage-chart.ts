/**
 * @module
 * The dashboard's usage chart: requests per UTC day of the month as an inline SVG bar chart (no script,
 * no external resources), with a text alternative.
 */

export interface ChartInput {
  /** Counts per day, index 0 = the 1st. */
  days: number[];
  /** 0-based index of today (highlighted); days after it are drawn empty. */
  todayIndex: number;
  /** e.g. "November 2026". */
  monthLabel: string;
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A "nice" axis maximum ≥ max: 1, 2, 5 × 10^k. */
export function niceMax(max: number): number {
  if (max <= 5) return 5;
  const p = 10 ** Math.floor(Math.log10(max));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= max) return m * p;
  return 10 * p;
}

export function usageChartSvg(c: ChartInput): string {
  const W = 640, H = 180, left = 44, right = 8, top = 12, bottom = 26;
  const plotW = W - left - right, plotH = H - top - bottom;
  const n = c.days.length;
  const total = c.days.reduce((a, b) => a + b, 0);
  const max = Math.max(0, ...c.days);
  const peakDay = c.days.indexOf(max) + 1;
  const yMax = niceMax(max);
  const slot = plotW / n;
  const barW = Math.max(2, slot * 0.68);
  const label = total === 0
    ? `No requests yet in ${c.monthLabel}.`
    : `Requests per day in ${c.monthLabel}: ${total.toLocaleString('en-US')} in total, at most ${max.toLocaleString('en-US')} on day ${peakDay}.`;
  const parts: string[] = [];
  parts.push(`<svg class="chart" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="chart-title chart-desc">`);
  parts.push(`<title id="chart-title">Daily requests, ${esc(c.monthLabel)}</title><desc id="chart-desc">${esc(label)}</desc>`);
  for (const f of [0, 0.5, 1]) {
    const y = top + plotH - f * plotH;
    parts.push(`<line class="grid" x1="${left}" x2="${W - right}" y1="${y.toFixed(1)}" y2="${y.toFixed(1)}"/>`);
    parts.push(`<text class="axis" x="${left - 6}" y="${(y + 4).toFixed(1)}" text-anchor="end">${(f * yMax).toLocaleString('en-US')}</text>`);
  }
  c.days.forEach((v, i) => {
    const x = left + i * slot + (slot - barW) / 2;
    const h = v === 0 ? 0 : Math.max(2, (v / yMax) * plotH);
    const cls = i === c.todayIndex ? 'bar today' : i > c.todayIndex ? 'bar future' : 'bar';
    if (i <= c.todayIndex) parts.push(`<rect class="${cls}" x="${x.toFixed(1)}" y="${(top + plotH - h).toFixed(1)}" width="${barW.toFixed(1)}" height="${h.toFixed(1)}" rx="2"><title>Day ${i + 1}: ${v.toLocaleString('en-US')} requests</title></rect>`);
    if (i === 0 || (i + 1) % 5 === 0) parts.push(`<text class="axis" x="${(left + i * slot + slot / 2).toFixed(1)}" y="${H - 8}" text-anchor="middle">${i + 1}</text>`);
  });
  parts.push('</svg>');
  return parts.join('');
}
