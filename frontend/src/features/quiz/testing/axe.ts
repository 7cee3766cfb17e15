import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on a rendered element and fails with the rules broken. jsdom lays nothing out, so the
 * colour-contrast rule cannot run here (the browser tests check it); a fragment has no landmarks.
 */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`)).toEqual([]);
}
