import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The WCAG levels the product promises: A and AA up to 2.2. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the whole page and fails with each violation's rule, help text and first targets.
 * The page must come from `browser.newContext()` then `context.newPage()` (axe needs a context).
 * `label` names the state checked (e.g. "settings, dark") in the failure message.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  // A toast or dialog caught mid fade-in has half its contrast: let finite animations end first
  // (a spinner's endless one would never end, so it is not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Two ways to the same verdict in less time: with a single frame, axe runs in the page itself,
  // without the blank page that the frame-by-frame mode opens to combine frames; and it details the
  // violations only, the one result type checked here (every violating node is still listed).
  // (`options` replaces every option set before it, so it comes before the tags.)
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')})`,
  );
  expect(violations, label).toEqual([]);
}
