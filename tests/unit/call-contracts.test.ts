import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallContract } from '@/lib/contract/calls/define-call';
import { apiCalls } from '@/server/routes';

/** Where a client call could be written by hand instead of sent from its declaration. */
const CLIENT_FOLDERS = ['lib', 'components', 'stores', 'queries', 'app', 'server/storefront'];
const DECLARATIONS = 'lib/contract';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [path] : [];
  });
}

/** The text of every string and template piece in a file, comments left out. */
function literalsOf(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** `/api/v1/…`, `/api/docs`: a call's address; the bare `/api/` (robots.txt) names none. */
const API_PATH = /^\/api\/./;

describe('every client call is a declaration', () => {
  it('writes no API path outside lib/contract', () => {
    const written = CLIENT_FOLDERS.flatMap(sourceFiles)
      .filter((path) => !path.startsWith(`${DECLARATIONS}/`))
      .flatMap((path) =>
        literalsOf(path)
          .filter((text) => API_PATH.test(text))
          .map((text) => `${path}: ${text}`),
      );
    expect(written).toEqual([]);
  });
});

describe('the declarations and the server', () => {
  let declared: Map<CallContract, string>;
  beforeAll(async () => {
    declared = new Map();
    const folder = join(DECLARATIONS, 'calls');
    for (const name of readdirSync(folder)) {
      const base = name.replace(/\.ts$/, '');
      const module: Record<string, unknown> = await import(`@/lib/contract/calls/${base}.ts`);
      for (const [group, value] of Object.entries(module)) {
        if (typeof value !== 'object' || value === null) continue;
        for (const [key, call] of Object.entries(value)) {
          if (isContract(call)) declared.set(call, `${group}.${key}`);
        }
      }
    }
  });

  it('mounts every declaration by exactly one server call, and declares every server call', () => {
    expect(declared.size).toBe(apiCalls.length);
    const mounted = apiCalls.map((call) => call.contract);
    const unmounted = [...declared].filter(([call]) => !mounted.includes(call));
    expect(unmounted.map(([, name]) => name)).toEqual([]);
    const twice = [...declared].filter(
      ([call]) => mounted.filter((other) => other === call).length > 1,
    );
    expect(twice.map(([, name]) => name)).toEqual([]);
    const undeclared = apiCalls.filter((call) => !declared.has(call.contract));
    expect(undeclared.map((call) => `${call.method} ${call.path}`)).toEqual([]);
  });

  it('declares each method and path once', () => {
    const keys = [...declared.keys()].map((call) => `${call.method} ${call.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});

function isContract(value: unknown): value is CallContract {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    ('response' in value || 'raw' in value)
  );
}
