/**
 * @module calendar/regions/label-grid
 * A place → label map on a regular lat/lng grid, stored as run-length rows (the regional solar calendar grid,
 * the festival region grid). Decoded once into one byte per cell; a lookup is an array read.
 */

/** The file: each row (south to north) as runs `<letter><count>`, `.` = none, `a` = labels[0], … */
export interface LabelGridFile {
  formatVersion: number;
  source: string;
  latMin: number;
  lngMin: number;
  cellDeg: number;
  rows: number;
  cols: number;
  rowRuns: string[];
}

export interface LabelGrid<L extends string> {
  latMin: number;
  lngMin: number;
  cellDeg: number;
  rows: number;
  cols: number;
  cells: Uint8Array;
  labels: L[];
}

/**
 * @brief Decodes and checks a grid file whose letters stand for `labels` (each one of `known`); throws naming
 * `what` and the problem (start-up only).
 */
export function decodeLabelGrid<L extends string>(what: string, file: LabelGridFile, labels: readonly string[], known: readonly L[], labelWord: string, formatVersion: number): LabelGrid<L> {
  if (file.formatVersion !== formatVersion) throw new Error(`${what}: format ${file.formatVersion}, expected ${formatVersion}`);
  for (const c of labels) if (!known.includes(c as L)) throw new Error(`${what}: unknown ${labelWord} ${c}`);
  const cells = new Uint8Array(file.rows * file.cols);
  if (file.rowRuns.length !== file.rows) throw new Error(`${what}: row count`);
  for (let y = 0; y < file.rows; y++) {
    let x = 0;
    for (const m of file.rowRuns[y]!.matchAll(/([.a-z])(\d+)/g)) {
      const label = m[1] === '.' ? 0 : m[1]!.charCodeAt(0) - 96;
      const n = Number(m[2]);
      cells.fill(label, y * file.cols + x, y * file.cols + x + n);
      x += n;
    }
    if (x !== file.cols) throw new Error(`${what}: row ${y} has ${x} cells, expected ${file.cols}`);
  }
  return { latMin: file.latMin, lngMin: file.lngMin, cellDeg: file.cellDeg, rows: file.rows, cols: file.cols, cells, labels: labels as L[] };
}

/** @brief The 1-based label number at latDeg, lngDeg; 0 = no label there, or outside the grid. */
function labelNumberAt(grid: LabelGrid<string>, latDeg: number, lngDeg: number): number {
  const y = Math.floor((latDeg - grid.latMin) / grid.cellDeg);
  const x = Math.floor((lngDeg - grid.lngMin) / grid.cellDeg);
  if (y < 0 || y >= grid.rows || x < 0 || x >= grid.cols) return 0;
  return grid.cells[y * grid.cols + x]!;
}

/** @brief The label at latDeg, lngDeg, or null (no label there, or outside the grid). */
export function labelAt<L extends string>(grid: LabelGrid<L>, latDeg: number, lngDeg: number): L | null {
  const n = labelNumberAt(grid, latDeg, lngDeg);
  return n === 0 ? null : grid.labels[n - 1]!;
}
