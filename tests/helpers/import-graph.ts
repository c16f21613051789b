import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Each source file (relative to the project) and the project files it imports. */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', '.next']);
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(root: string, folder: string): string[] {
  const full = join(root, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((name) => {
    if (SKIPPED_FOLDERS.has(name)) return [];
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(root, path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Resolves the way the bundler does for our own code: `@/` is the project root. */
function resolveSpecifier(root: string, from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(root, dirname(from), specifier);
  else return undefined;
  for (const candidate of [base, ...EXTENSIONS.map((ending) => base + ending)]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) {
      return relative(root, candidate);
    }
  }
  return undefined;
}

/**
 * Every import, export-from and dynamic import() between the project's own
 * files below the given folders, type-only ones included: a type import still
 * ties one folder's meaning to another's.
 */
export function importGraph(root: string, folders: string[], files: string[] = []): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of [...folders.flatMap((folder) => sourceFiles(root, folder)), ...files]) {
    if (!existsSync(join(root, file))) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveSpecifier(root, file, fileName))
      .filter((target): target is string => target !== undefined && target !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The graph with each node renamed by `group` (and nodes it maps to undefined left out). */
export function groupGraph(
  graph: ImportGraph,
  group: (file: string) => string | undefined,
): ImportGraph {
  const grouped: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    const from = group(file);
    if (from === undefined) continue;
    const edges = new Set(grouped.get(from));
    for (const target of targets) {
      const to = group(target);
      if (to !== undefined && to !== from) edges.add(to);
    }
    grouped.set(from, [...edges]);
  }
  return grouped;
}

/** The strongly connected parts with more than one node: each is a circle. */
export function circles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let counter = 0;

  // Tarjan's algorithm, iterative so that a deep graph cannot overflow the stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: [node: string, next: number][] = [[start, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (!frame) break;
      const [node, next] = frame;
      if (next === 0) {
        index.set(node, counter);
        lowLink.set(node, counter);
        counter += 1;
        stack.push(node);
        onStack.add(node);
      }
      const targets = graph.get(node) ?? [];
      const target = targets[next];
      if (target !== undefined) {
        frame[1] = next + 1;
        if (!index.has(target)) work.push([target, 0]);
        else if (onStack.has(target)) {
          lowLink.set(node, Math.min(lowLink.get(node) ?? 0, index.get(target) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) {
        lowLink.set(parent[0], Math.min(lowLink.get(parent[0]) ?? 0, lowLink.get(node) ?? 0));
      }
      if (lowLink.get(node) === index.get(node)) {
        const part: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop();
          if (member === undefined) break;
          onStack.delete(member);
          part.push(member);
        } while (member !== node);
        if (part.length > 1) found.push(part.sort());
      }
    }
  }
  return found;
}
