import superjson from 'superjson';
import type { SuperJSONResult } from 'superjson';

type Meta = Record<string, ['Date'] | ['undefined']>;

/** Thrown inside the walk when a value needs superjson's own handling; never escapes `serialize`. */
const UNUSUAL = Symbol('unusual');
/** Keys superjson refuses (prototype pollution): left to it, so that it refuses them here too. */
const SUPERJSON_FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * ISO strings of Dates already written, checked against the Date's time (a Date is mutable). The
 * same Date objects go out again and again (the cached access summary's subscription dates), and
 * `toISOString` costs more than a lookup.
 */
const isoStrings = new WeakMap<Date, { time: number; iso: string }>();

function isoString(date: Date): string {
  const time = date.getTime();
  const known = isoStrings.get(date);
  if (known !== undefined && known.time === time) return known.iso;
  const iso = date.toISOString();
  isoStrings.set(date, { time, iso });
  return iso;
}

/**
 * superjson's format for the data procedures return (plain objects and arrays of strings, finite
 * numbers, booleans, null, undefined and valid Dates), built in one pass. superjson's general walker
 * was the largest single cost of the hottest reads (auth.me, the dashboard). Containers are copied
 * only where something in them changes: a Date becomes its ISO string (JSON.stringify would call its
 * toJSON, several times slower than writing the string) and an object property holding undefined
 * becomes null (as superjson writes it); everything else is sent as it is. Anything else (a Map, a
 * class instance, NaN, -0, a cycle, an empty or dotted key) is left to superjson itself. One
 * difference by design: an object referenced twice is written twice rather than as a superjson
 * reference, so the client decodes an equal value (transformer.spec.ts checks both, and that the
 * JSON sent equals superjson's).
 */
function serialize(value: unknown): SuperJSONResult {
  try {
    return write(value);
  } catch (error) {
    if (error !== UNUSUAL) throw error;
    return superjson.serialize(value);
  }
}

/** A path already written, and the paths below it by their next segment. */
interface PathNode {
  path: string;
  below: Map<string | number, PathNode>;
}

/** Most paths kept; past it a path is joined each time (keys come from data, so the set is open). */
export const MAX_KEPT_PATHS = 10_000;
const keptPaths = new Map<string | number, PathNode>();
let keptPathCount = 0;

/**
 * The dotted path superjson's meta names a value by ('access.subscriptions.7.endsAt'). The same
 * answers carry the same paths call after call (36 dates in auth.me for a user holding every exam),
 * so each is joined once and kept: a few map lookups instead of a join and a new property name
 * for the meta object on every call.
 */
function pathOf(segments: ReadonlyArray<string | number>): string {
  let below = keptPaths;
  let node: PathNode | undefined;
  for (let i = 0; i < segments.length; i++) {
    node = below.get(segments[i]);
    if (node === undefined) {
      if (keptPathCount >= MAX_KEPT_PATHS) return segments.join('.');
      keptPathCount++;
      node = { path: segments.slice(0, i + 1).join('.'), below: new Map() };
      below.set(segments[i], node);
    }
    below = node.below;
  }
  return node!.path;
}

function write(value: unknown): SuperJSONResult {
  let meta: Meta | null = null;
  const ancestors = new Set<object>();
  // The path of the node being walked, named only when a Date or undefined is recorded in meta.
  const segments: Array<string | number> = [];
  const record = (type: 'Date' | 'undefined') => ((meta ??= {})[pathOf(segments)] = [type]);

  function walk(node: unknown): unknown {
    switch (typeof node) {
      case 'string':
      case 'boolean':
        return node;
      case 'number':
        if (!Number.isFinite(node) || Object.is(node, -0)) throw UNUSUAL;
        return node;
      case 'undefined':
        if (segments.length === 0) throw UNUSUAL;
        record('undefined');
        return null;
      case 'object': {
        if (node === null) return null;
        if (node instanceof Date) {
          if (segments.length === 0 || Number.isNaN(node.getTime())) throw UNUSUAL;
          record('Date');
          return isoString(node);
        }
        if (ancestors.has(node)) throw UNUSUAL;
        ancestors.add(node);
        const written = Array.isArray(node) ? walkArray(node) : walkObject(node);
        ancestors.delete(node);
        return written;
      }
      default:
        throw UNUSUAL;
    }
  }

  /** Holes are skipped, as superjson does (and a copy keeps them). */
  function walkArray(node: unknown[]): unknown[] {
    let out: unknown[] | null = null;
    for (let i = 0; i < node.length; i++) {
      if (!(i in node)) continue;
      const item = node[i];
      segments.push(i);
      const written = walk(item);
      segments.pop();
      if (written !== item) (out ??= node.slice())[i] = written;
    }
    return out ?? node;
  }

  function walkObject(node: object): object {
    const proto = Object.getPrototypeOf(node);
    if (proto !== Object.prototype && proto !== null) throw UNUSUAL;
    let out: Record<string, unknown> | null = null;
    for (const key of Object.keys(node)) {
      if (key === '' || key.includes('.') || key.includes('\\') || SUPERJSON_FORBIDDEN_KEYS.has(key)) throw UNUSUAL;
      const child = (node as Record<string, unknown>)[key];
      segments.push(key);
      const written = walk(child);
      segments.pop();
      if (written !== child) (out ??= { ...node } as Record<string, unknown>)[key] = written;
    }
    return out ?? node;
  }

  const json = walk(value) as SuperJSONResult['json'];
  // `record` assigns meta inside a closure, which TypeScript's narrowing does not follow.
  const values = meta as Meta | null;
  return values ? { json, meta: { values, v: 1 } as SuperJSONResult['meta'] } : { json };
}

/** The server's tRPC transformer: superjson's format both ways, serialised faster for plain data. */
export const trpcTransformer = {
  serialize,
  deserialize: <T>(payload: SuperJSONResult): T => superjson.deserialize<T>(payload),
};
