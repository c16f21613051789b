import { describe, expect, it } from 'vitest';
import { circles, groupGraph, importGraph } from '@/tests/helpers/import-graph';

const APP_FOLDERS = ['app', 'components', 'lib', 'stores', 'server', 'queries'];
const graph = importGraph(process.cwd(), APP_FOLDERS, ['proxy.ts']);

/** components/<domain>/… → the domain; ui/ is below every domain, so it is left out. */
function componentDomain(file: string): string | undefined {
  const domain = /^components\/([^/]+)\//.exec(file)?.[1];
  return domain === 'ui' ? undefined : domain;
}

describe('rooms that say what they hold', () => {
  it('reads the whole app', () => {
    expect(graph.size).toBeGreaterThan(400);
    expect(graph.get('proxy.ts')).toContain('lib/catalog/cached-route.ts');
  });

  it('has no circle between files anywhere in the app', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('has no circle between component domains', () => {
    expect(circles(groupGraph(graph, componentDomain))).toEqual([]);
  });

  it('keeps generic widgets below every domain: components/ui imports no domain', () => {
    const upward = [...graph]
      .filter(([file]) => file.startsWith('components/ui/'))
      .flatMap(([file, targets]) =>
        targets.filter((target) => componentDomain(target)).map((target) => `${file} → ${target}`),
      );
    expect(upward).toEqual([]);
  });

  it('finds a circle where there is one', () => {
    const looped = new Map([
      ['components/a/x.tsx', ['components/b/y.tsx']],
      ['components/b/y.tsx', ['components/c/z.tsx']],
      ['components/c/z.tsx', ['components/a/w.tsx']],
      ['components/a/w.tsx', []],
    ]);
    expect(circles(looped)).toEqual([]);
    expect(circles(groupGraph(looped, componentDomain))).toEqual([['a', 'b', 'c']]);
    looped.set('components/a/w.tsx', ['components/a/x.tsx']);
    expect(circles(looped)).toHaveLength(1);
  });
});
