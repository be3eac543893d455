/**
 * Imports run downward (house style, notes/style.md): no module under src/ may reach itself through its
 * static imports. Every relative `import … from`, `import '…'` and `export … from` counts, type-only ones
 * included: a type cycle still ties two rooms together (neither can be read, moved or tested alone) and turns
 * into a run-time cycle the day someone imports a value along the same edge.
 *
 * Dynamic `import('…')` is not counted: it is how a module loads a lower room on demand (the CLI loads the
 * server, the compute pool loads a task module by name) and it runs after both modules are evaluated.
 */
import test from 'ava';
import ts from 'typescript';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p) : e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** The relative specifiers of a module's static imports and re-exports, type-only ones included. */
export function relativeSpecifiers(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const st of sf.statements) {
    const spec = (ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) ? st.moduleSpecifier : undefined;
    if (spec && ts.isStringLiteral(spec) && spec.text.startsWith('.')) out.push(spec.text);
  }
  return out;
}

/** The .ts file a specifier written with ESM's `.js` names, or null when it names no source file. */
function resolveSpecifier(fromFile: string, spec: string): string | null {
  const base = resolve(dirname(fromFile), spec);
  const candidates = [base.replace(/\.js$/, '.ts'), base, base + '.ts', join(base, 'index.ts')];
  return candidates.find((c) => c.endsWith('.ts') && existsSync(c)) ?? null;
}

/**
 * Each cycle of the graph as a path `a → b → … → a`: one per strongly connected component with more than
 * one module (or a module importing itself), found with Tarjan's algorithm.
 */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const c: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        c.push(w);
      } while (w !== v);
      if (c.length > 1 || (graph.get(v) ?? []).includes(v)) components.push(c);
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);
  // Name one concrete cycle per component: a shortest path back to its first module inside the component.
  return components.map((c) => {
    const inC = new Set(c);
    const start = [...c].sort()[0];
    const prev = new Map<string, string>();
    const queue = [start];
    for (let i = 0; i < queue.length; i++) {
      for (const w of graph.get(queue[i]) ?? []) {
        if (!inC.has(w)) continue;
        if (w === start) {
          const path = [start];
          for (let u = queue[i]; u !== start; u = prev.get(u)!) path.splice(1, 0, u);
          return [...path, start];
        }
        if (!prev.has(w)) {
          prev.set(w, queue[i]);
          queue.push(w);
        }
      }
    }
    return [...c, c[0]];
  });
}

/** For a cycle inside a larger tangle, the other modules of its component (to untie them all at once). */
function componentNote(graph: Map<string, string[]>, cycle: string[]): string {
  const reach = (from: string, edges: (v: string) => string[]): Set<string> => {
    const seen = new Set([from]);
    const todo = [from];
    while (todo.length) for (const w of edges(todo.pop()!)) if (!seen.has(w)) seen.add(w), todo.push(w);
    return seen;
  };
  const forward = reach(cycle[0], (v) => graph.get(v) ?? []);
  const backward = reach(cycle[0], (v) => [...graph].filter(([, deps]) => deps.includes(v)).map(([u]) => u));
  const others = [...forward].filter((v) => backward.has(v) && !cycle.includes(v)).sort();
  return others.length ? ` (same tangle: ${others.join(', ')})` : '';
}

test('the parser counts static, type-only and re-export specifiers, not dynamic imports or packages', (t) => {
  const text = [
    "import { a } from './a.js';",
    "import type { B } from '../b.js';",
    "import './side-effect.js';",
    "export { c } from './c.js';",
    "export type { D } from './d.js';",
    "export * from './e.js';",
    "import { x } from 'node:fs';",
    "const later = () => import('./lazy.js');",
  ].join('\n');
  t.deepEqual(relativeSpecifiers('x.ts', text), ['./a.js', '../b.js', './side-effect.js', './c.js', './d.js', './e.js']);
});

test('the cycle finder names every cycle and nothing else', (t) => {
  const g = new Map<string, string[]>([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a', 'd']],
    ['d', []],
    ['e', ['e']],
    ['f', ['d']],
  ]);
  t.deepEqual(cyclesOf(g).map((c) => c.join(' → ')).sort(), ['a → b → c → a', 'e → e']);
  t.deepEqual(cyclesOf(new Map([['a', ['b']], ['b', []]])), []);
});

test('no import cycles under src/', (t) => {
  const graph = new Map<string, string[]>();
  const unresolved: string[] = [];
  for (const file of sourceFiles(join(ROOT, 'src'))) {
    const rel = relative(ROOT, file);
    const deps: string[] = [];
    for (const spec of relativeSpecifiers(file, readFileSync(file, 'utf8'))) {
      if (spec.endsWith('.json')) continue; // data, not a module that imports anything
      const target = resolveSpecifier(file, spec);
      if (target) deps.push(relative(ROOT, target));
      else unresolved.push(`${rel}: ${spec}`);
    }
    graph.set(rel, deps);
  }
  t.deepEqual(unresolved, [], 'every relative specifier names a source file');
  t.true(graph.size > 100, 'the walk found the sources');
  const cycles = cyclesOf(graph).map((c) => c.join(' → ') + componentNote(graph, c));
  t.deepEqual(cycles, [], `import cycles:\n${cycles.join('\n')}`);
});
