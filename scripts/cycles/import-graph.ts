import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Each source file (relative to the root, with `/`) and the source files it imports. */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = new Set(['node_modules', '.tsbuild', 'dist', 'out']);

/** Every .ts and .tsx file under `dir`, skipping build output and dependencies. */
function sourcesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name) || name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourcesUnder(path) : SOURCE.test(name) ? [path] : [];
  });
}

/** The source file a relative specifier names (as written, or without its extension), or null for another kind of file. */
function resolveSource(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The relative imports of every source file under `folders` of `root`: static, type-only, re-exports and
 * dynamic `import()` alike, since a type import ties two files together as much as a value import does.
 */
export function importGraph(root: string, folders: readonly string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  const key = (path: string): string => relative(root, path).split('\\').join('/');
  for (const file of folders.flatMap((folder) => sourcesUnder(join(root, folder)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((f) => f.fileName)
      .filter((spec) => spec.startsWith('./') || spec.startsWith('../'))
      .map((spec) => resolveSource(file, spec))
      .filter((target): target is string => target !== null);
    graph.set(key(file), [...new Set(targets.map(key))].sort());
  }
  return graph;
}

/** The import loops of a graph (Tarjan's strongly connected components): each as one loop, from its first file back to it. */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => loopThrough(graph, new Set(component)));
}

/** One loop inside a strongly connected component, found breadth-first from its first file, for the message. */
function loopThrough(graph: ImportGraph, members: ReadonlySet<string>): string[] {
  const start = [...members].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
