import type { Call } from './call';
import { routePath } from './mount-calls';

function pattern(path: string): RegExp {
  const source = routePath(path)
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^/api${source}/?$`);
}

/**
 * For a path no route answered: the methods the API does answer there, so a
 * known path asked with another method is a 405 with `Allow`, not a 404.
 */
export function methodNotAllowed(calls: Call[]) {
  const routes = calls
    .filter((call) => !call.mountedWhen || call.mountedWhen())
    .map((call) => ({ method: call.method.toUpperCase(), pattern: pattern(call.path) }));
  return (path: string): string[] => [
    ...new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method)),
  ];
}
