// The project's import graph, read with TypeScript's own pre-processor (every `import`, `import
// type`, `export … from` and literal `import()`), for the structure tests: no circles, and arrows
// that run one way. Only the project's own source counts: tests, fixtures and packages are not
// nodes.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const root = resolve(dirname(new URL(import.meta.url).pathname), '../../..');

/** The folders whose files are the project's source. */
export const sourceFolders = ['worker', 'engine', 'emails', 'dictionaries'];

const sourceFile = /\.(ts|tsx|mjs)$/;

function walk(dir: string, into: string[]): void {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'build') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, into);
    else if (sourceFile.test(name) && !name.endsWith('.d.ts')) into.push(path);
  }
}

/** Every source file, as a path from the project root. */
export function sourceFiles(): string[] {
  const files: string[] = [];
  for (const folder of sourceFolders) walk(join(root, folder), files);
  return files.map((file) => relative(root, file)).sort();
}

const extensions = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

/** The project file a relative specifier names, or null (a package, or a file that is not source). */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(join(root, from)), specifier.replace(/\.js$/, ''));
  for (const ending of extensions) {
    const path = base + ending;
    if (existsSync(path) && statSync(path).isFile() && sourceFile.test(path)) {
      return relative(root, path);
    }
  }
  return null;
}

/** file → the project files it imports. */
export function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    const text = readFileSync(join(root, file), 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles
      .map((imported) => resolveSpecifier(file, imported.fileName))
      .filter((target): target is string => target !== null && target !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The graph's circles: each strongly connected component of more than one file (Tarjan's
 * algorithm, iterative so a deep chain cannot overflow the stack), files sorted.
 */
export function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; edge: number }[] = [{ file: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.file) ?? [];
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]!.file;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.file)!));
      }
      if (low.get(frame.file) === index.get(frame.file)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.file);
        if (component.length > 1) found.push(component.sort());
      }
    }
  }
  return found;
}

/** A circle as the imports that tie it, for a failure message: `a.ts -> b.ts` a line. */
export function describeCircle(graph: Map<string, string[]>, circle: string[]): string {
  const members = new Set(circle);
  const lines = circle.flatMap((file) =>
    (graph.get(file) ?? []).filter((target) => members.has(target)).map((t) => `  ${file} -> ${t}`),
  );
  return `${circle.length} files:\n${lines.join('\n')}`;
}
