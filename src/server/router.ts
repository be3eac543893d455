/**
 * @module
 * Matches a method and path against the route templates. Static segments beat parameters, so
 * `/corpus/v1/entity/{entity_id}` and `/corpus/v1/works/{work}/editions` never shadow each other.
 */
import type { RouteDef } from './route.js';

interface Compiled {
  route: RouteDef<any, any>;
  segments: { literal?: string; param?: string }[];
}

export type RouteMatch =
  | { kind: 'found'; route: RouteDef<any, any>; params: Map<string, string[]> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' }
  | { kind: 'bad-path' };

const NO_PARAMS: Map<string, string[]> = new Map();

export class Router {
  private readonly compiled: Compiled[];

  /** `METHOD path` → route for templates without parameters (one Map lookup on the hot path). */
  private readonly exact = new Map<string, RouteDef<any, any>>();

  constructor(routes: RouteDef<any, any>[]) {
    for (const r of routes) if (!r.path.includes('{')) this.exact.set(`${r.method} ${r.path}`, r);
    this.compiled = routes.map((route) => ({
      route,
      segments: route.path.split('/').slice(1).map((s) => (s.startsWith('{') && s.endsWith('}') ? { param: s.slice(1, -1) } : { literal: s })),
    }));
    // More literal segments first.
    this.compiled.sort((a, b) => b.segments.filter((s) => s.literal !== undefined).length - a.segments.filter((s) => s.literal !== undefined).length);
  }

  match(method: string, path: string): RouteMatch {
    if (path.indexOf('%') < 0) {
      const hit = this.exact.get(`${method === 'HEAD' ? 'GET' : method} ${path}`);
      if (hit) return { kind: 'found', route: hit, params: NO_PARAMS };
    }
    const raw = path.split('/').slice(1);
    if (raw.length > 1 && raw[raw.length - 1] === '') raw.pop(); // tolerate one trailing slash
    let parts: string[];
    try {
      parts = raw.map((p) => decodeURIComponent(p));
    } catch {
      return { kind: 'bad-path' };
    }
    const allowed: string[] = [];
    for (const c of this.compiled) {
      if (c.segments.length !== parts.length) continue;
      const params = new Map<string, string[]>();
      let ok = true;
      for (let i = 0; i < parts.length; i++) {
        const s = c.segments[i];
        if (s.literal !== undefined) {
          if (s.literal !== parts[i]) { ok = false; break; }
        } else {
          if (parts[i] === '') { ok = false; break; }
          params.set(s.param!, [parts[i]]);
        }
      }
      if (!ok) continue;
      if (c.route.method === method || (method === 'HEAD' && c.route.method === 'GET')) return { kind: 'found', route: c.route, params };
      allowed.push(c.route.method);
    }
    return allowed.length ? { kind: 'method-not-allowed', allowed: [...new Set(allowed)] } : { kind: 'not-found' };
  }

  routes(): RouteDef<any, any>[] {
    return this.compiled.map((c) => c.route);
  }
}
