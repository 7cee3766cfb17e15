import superjson from 'superjson';
import type { SuperJSONResult } from 'superjson';

type Meta = Record<string, ['Date'] | ['undefined']>;

/** Thrown inside the walk when a value needs superjson's own handling; never escapes `serialize`. */
const UNUSUAL = Symbol('unusual');
/** Thrown by the in-place walk at an object property holding undefined (superjson writes null there). */
const UNDEFINED_PROPERTY = Symbol('undefined property');
/** Keys superjson refuses (prototype pollution): left to it, so that it refuses them here too. */
const SUPERJSON_FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * superjson's format for the data procedures return (plain objects and arrays of strings, finite
 * numbers, booleans, null, undefined and valid Dates), built in one pass. superjson's general walker
 * was the largest single cost of the hottest reads (auth.me, the dashboard). Usually nothing needs
 * copying: the value itself is the json, as JSON.stringify writes a Date as its ISO string, and
 * only the meta is built; a copy is made only when an object property holds undefined (superjson
 * writes null there, JSON.stringify would drop the key). Anything else (a Map, a class instance,
 * NaN, -0, a cycle, an empty or dotted key) is left to superjson itself. One difference by design:
 * an object referenced twice is written twice rather than as a superjson reference, so the client
 * decodes an equal value (transformer.spec.ts checks both, and that the JSON sent equals superjson's).
 */
function serialize(value: unknown): SuperJSONResult {
  try {
    try {
      return write(value, false);
    } catch (error) {
      if (error !== UNDEFINED_PROPERTY) throw error;
      return write(value, true);
    }
  } catch (error) {
    if (error !== UNUSUAL) throw error;
    return superjson.serialize(value);
  }
}

/** The value in superjson's format: `copy` false returns the value itself as the json (see serialize). */
function write(value: unknown, copy: boolean): SuperJSONResult {
  const meta: Meta = {};
  const ancestors = new Set<object>();
  // The path of the node being walked, joined only when a Date or undefined is recorded in meta.
  const segments: Array<string | number> = [];

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
        meta[segments.join('.')] = ['undefined'];
        return null;
      case 'object': {
        if (node === null) return null;
        if (node instanceof Date) {
          if (segments.length === 0 || Number.isNaN(node.getTime())) throw UNUSUAL;
          meta[segments.join('.')] = ['Date'];
          return copy ? node.toISOString() : node;
        }
        if (ancestors.has(node)) throw UNUSUAL;
        ancestors.add(node);
        const written = walkContainer(node);
        ancestors.delete(node);
        return written;
      }
      default:
        throw UNUSUAL;
    }
  }

  function walkContainer(node: object): unknown {
    if (Array.isArray(node)) {
      const visit = (item: unknown, i: number) => {
        segments.push(i);
        const written = walk(item);
        segments.pop();
        return written;
      };
      // Both skip holes, as superjson does; JSON.stringify writes an undefined element as null.
      if (copy) return node.map(visit);
      node.forEach(visit);
      return node;
    }
    const proto = Object.getPrototypeOf(node);
    if (proto !== Object.prototype && proto !== null) throw UNUSUAL;
    const out: Record<string, unknown> | null = copy ? {} : null;
    for (const key of Object.keys(node)) {
      if (key === '' || key.includes('.') || key.includes('\\') || SUPERJSON_FORBIDDEN_KEYS.has(key)) throw UNUSUAL;
      const child = (node as Record<string, unknown>)[key];
      if (!out && child === undefined) throw UNDEFINED_PROPERTY;
      segments.push(key);
      const written = walk(child);
      segments.pop();
      if (out) out[key] = written;
    }
    return out ?? node;
  }

  const json = walk(value) as SuperJSONResult['json'];
  return Object.keys(meta).length > 0 ? { json, meta: { values: meta, v: 1 } as SuperJSONResult['meta'] } : { json };
}

/** The server's tRPC transformer: superjson's format both ways, serialised faster for plain data. */
export const trpcTransformer = {
  serialize,
  deserialize: <T>(payload: SuperJSONResult): T => superjson.deserialize<T>(payload),
};
