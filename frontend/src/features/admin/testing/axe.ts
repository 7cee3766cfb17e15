import axe from 'axe-core';

/**
 * The accessibility rules an element breaks, as "rule: targets" (empty when none). jsdom lays
 * nothing out, so the colour-contrast rule cannot run here (the browser tests check it); a
 * fragment has no landmarks.
 */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
}
