import axe, { type ElementContext, type RunOptions, type Spec } from 'axe-core';

/** A story's `parameters.a11y`, as Storybook's accessibility addon reads it. */
export interface StoryA11yParameters {
  config?: Spec;
  options?: RunOptions;
  context?: ElementContext;
}

/**
 * Runs axe over the page as Storybook's accessibility addon does (its `region` rule off, the
 * story's config and options on top) and describes each violation: rule, help and first targets.
 */
export async function axeViolations({
  config = {},
  options = {},
  context,
}: StoryA11yParameters = {}) {
  axe.reset();
  axe.configure({ ...config, rules: [{ id: 'region', enabled: false }, ...(config.rules ?? [])] });
  const results = await axe.run(context ?? document.body, options);
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')})`,
  );
}
