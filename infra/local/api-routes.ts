// The HTTP API's routes as the template declares them (AWS::ApiGatewayV2::Route): method, path with
// `{param}` and `{param+}`, the function its integration calls and whether the JWT authorizer guards it.
// Matching follows API Gateway: the most specific route wins (a literal segment over a parameter, a
// parameter over a greedy one); a path nothing matches is a 404, whatever shared/routes.ts says.
import type { AssemblyRoute } from './cloud-assembly/read-assembly.ts';

export interface RouteMatch {
  route: AssemblyRoute;
  params: Record<string, string>;
}

interface CompiledRoute {
  route: AssemblyRoute;
  segments: string[];
  /** Higher is more specific: literal segments first, then parameters, greedy last. */
  weight: number[];
}

export function routeMatcher(routes: readonly AssemblyRoute[]): (method: string, path: string) => RouteMatch | undefined {
  const compiled: CompiledRoute[] = routes.map((route) => {
    const segments = route.path.split('/');
    return { route, segments, weight: segments.map((part) => (/^\{\w+\+\}$/.test(part) ? 0 : /^\{\w+\}$/.test(part) ? 1 : 2)) };
  });
  return (method, path) => {
    const segments = path.split('/');
    const candidates = compiled
      .filter((entry) => entry.route.method === method || entry.route.method === 'ANY')
      .flatMap((entry) => {
        const params = matchSegments(entry.segments, segments);
        return params ? [{ entry, params }] : [];
      });
    candidates.sort((a, b) => compareWeights(b.entry.weight, a.entry.weight));
    const best = candidates[0];
    return best && { route: best.entry.route, params: best.params };
  };
}

function matchSegments(pattern: string[], segments: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i];
    const greedy = /^\{(\w+)\+\}$/.exec(part);
    if (greedy) {
      const rest = segments.slice(i).join('/');
      if (!rest) return undefined;
      params[greedy[1]] = rest;
      return params;
    }
    if (i >= segments.length) return undefined;
    const param = /^\{(\w+)\}$/.exec(part);
    if (param) {
      const value = safeDecode(segments[i]);
      // An empty or malformed segment (bad percent-encoding) names nothing: no route, so a 404.
      if (!value) return undefined;
      params[param[1]] = value;
    } else if (part !== segments[i]) return undefined;
  }
  return pattern.length === segments.length ? params : undefined;
}

function compareWeights(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (a[i] ?? -1) - (b[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

function safeDecode(segment: string | undefined): string | undefined {
  if (!segment) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
