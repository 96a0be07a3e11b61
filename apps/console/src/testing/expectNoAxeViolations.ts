import axe from 'axe-core';
import { expect } from 'vitest';

/** axe on the whole page, at the WCAG levels the product promises (e2e/support/axe.ts). */
export async function expectNoAxeViolations() {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    // jsdom lays nothing out: contrast and target sizes are checked by the browser suites.
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
  });
  expect(results.passes.length, 'axe checked nothing').toBeGreaterThan(0);
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    ),
  ).toEqual([]);
}
