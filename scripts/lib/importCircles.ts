import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Who imports whom among the files of one folder: relative imports, `import type` included. */
export type ImportGraph = Map<string, string[]>;

const resolvable = (root: string, file: string) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile();

function resolveImport(root: string, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.normalize(path.join(path.dirname(from), specifier));
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => resolvable(root, candidate));
}

/** The import graph of every .ts file below `folder` (paths relative to `root`), kept within the folder. */
export function importGraph(root: string, folder: string): ImportGraph {
  const files = readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join(folder, name));
  const graph: ImportGraph = new Map();
  for (const file of files) {
    // The scanner alone, no type checking: a few milliseconds per file.
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
    const targets = importedFiles.map((imported) => resolveImport(root, file, imported.fileName));
    graph.set(file, targets.filter((target): target is string => target !== undefined && target.startsWith(`${folder}${path.sep}`)));
  }
  return graph;
}

/**
 * The import circles: each set of files that reach each other through imports (strongly connected
 * components of more than one file, Tarjan's algorithm), sorted.
 */
export function importCircles(graph: ImportGraph): string[][] {
  let counter = 0;
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, counter);
    lowest.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!order.has(target)) {
        visit(target);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(target)!));
      } else if (onStack.has(target)) {
        lowest.set(file, Math.min(lowest.get(file)!, order.get(target)!));
      }
    }
    if (lowest.get(file) !== order.get(file)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      members.push(member);
    } while (member !== file);
    if (members.length > 1) circles.push(members.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return circles;
}
