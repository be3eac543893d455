/**
 * No `{ ...x, more }` (an object spread followed by more members) in code that runs per request or per
 * computation. In Node 20's V8 such a literal allocates many times what it builds and leaves most of it alive
 * across two scavenges (measured, not explained: ~6.6 KB per panchang answer), so every live route promoted
 * ~1.5 MB into the old generation per scavenge and the serving thread paused for full collections every few
 * seconds (docs/operations.md, "Sixth session").
 * `{ more, ...x }`, `Object.assign({}, x, { more })` and spelled-out members do not.
 *
 * Code evaluated once at start-up or offline keeps the readable form: the files below.
 */
import test from 'ava';
import ts from 'typescript';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const ONCE_ONLY = [
  'src/cli/', // command line
  'src/generator/', // offline build
  'src/corpus/entities/build-graph.ts', // offline build
  'src/ner/train-model.ts', // offline training
  'src/ner/link-rank.ts', // offline: ranks the gazetteer's links when a model is built
  'src/calendar/festivals/metadata.ts', // rule files, read once
  'src/server/app.ts', // start-up
  'src/server/serve.ts', // start-up
  'src/server/threads/serve-thread.ts', // start-up
  'src/server/worker-url.ts', // start-up
  'src/server/openapi.ts', // the OpenAPI document, built once
  'src/server/dashboard/dashboard-module.ts', // route definitions
  'src/server/routes/ceremonies.ts', // response schemas
  'src/server/routes/corpus.ts', // response schemas
  'src/server/routes/festivals.ts', // response schemas
  'src/server/routes/panchang-schema.ts', // response schemas
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p) : e.name.endsWith('.ts') ? [p] : [];
  });
}

/** `file:line: text` of each object literal in which a spread is followed by another member. */
export function spreadThenMembers(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const firstSpread = node.properties.findIndex((p) => ts.isSpreadAssignment(p));
      if (firstSpread >= 0 && node.properties.slice(firstSpread + 1).some((p) => !ts.isSpreadAssignment(p))) {
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        found.push(`${file}:${line}: ${node.getText(sf).replace(/\s+/g, ' ').slice(0, 100)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

test('the check finds a spread followed by members, and only that', (t) => {
  t.is(spreadThenMembers('a.ts', 'const a = { ...b, c: 1 };').length, 1);
  t.is(spreadThenMembers('a.ts', 'const a = { n, ...names(x), paksha };').length, 1);
  t.is(spreadThenMembers('a.ts', 'const a = { c: 1, ...b };').length, 0);
  t.is(spreadThenMembers('a.ts', 'const a = { ...b, ...c };').length, 0);
  t.is(spreadThenMembers('a.ts', 'const a = Object.assign({}, b, { c: 1 });').length, 0);
});

test('no object spread followed by more members outside start-up and offline code', (t) => {
  const files = sourceFiles(join(ROOT, 'src')).map((f) => relative(ROOT, f).split('\\').join('/'));
  const checked = files.filter((f) => !ONCE_ONLY.some((x) => f === x || (x.endsWith('/') && f.startsWith(x))));
  t.true(checked.length > 100, `checked ${checked.length} files`);
  const found = checked.flatMap((f) => spreadThenMembers(f, readFileSync(join(ROOT, f), 'utf8')));
  t.deepEqual(found, [], 'write `Object.assign({}, x, { … })` or spell the members out (see this file\'s comment)');
});
