/** A lone surrogate: half of a UTF-16 pair, which UTF-8 (and so Postgres) cannot hold. */
const LONE_SURROGATE = /\p{Cs}/u;

export const isWellFormedText = (text: string): boolean => !LONE_SURROGATE.test(text);

/** A field name fit to print: a key's lone surrogates shown as U+FFFD. */
export function fieldName(path: ReadonlyArray<string | number>): string {
  return path.map((part) => String(part).replace(/\p{Cs}/gu, '\uFFFD')).join('.');
}

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): Array<string | number> {
  const path: Array<string | number> = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path to the first string in `value` (a key or a value, at any depth) that is not valid
 * Unicode, or null when all are. Walks without recursion, so input nested however deep is safe.
 */
export function findIllFormedText(value: unknown): Array<string | number> | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isWellFormedText(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: visit });
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const child: Visit = { value: (current as Record<string, unknown>)[keys[i]], key: keys[i], parent: visit };
        if (!isWellFormedText(keys[i])) return pathOf(child);
        stack.push(child);
      }
    }
  }
  return null;
}
