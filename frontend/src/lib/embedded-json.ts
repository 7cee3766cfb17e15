/**
 * The JSON a served page carries in a script element (backend pages module; the ids are in libs/shared
 * `pages/embedded-data.ts`), or null when it has none or it does not parse. `take` removes the
 * element, so that its data is used once.
 */
export function embeddedJson(id: string, { take = false }: { take?: boolean } = {}): unknown {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element) return null;
  if (take) element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return null;
  }
}
