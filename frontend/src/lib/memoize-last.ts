/**
 * `derive` remembering its last input (by identity) and result: a selector of a derived list can
 * hand useSelector the same array until the state it comes from changes. Enough for the entry
 * chunk's selectors, which each derive from one slice field, without reselect (~1.2 KB gzip).
 */
export function memoizeLast<I, R>(derive: (input: I) => R): (input: I) => R {
  let last: { input: I; result: R } | null = null;
  return (input) => {
    if (last === null || last.input !== input) last = { input, result: derive(input) };
    return last.result;
  };
}
