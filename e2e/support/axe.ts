import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Checks the page with axe-core: no serious or critical violation. With `include`, only the
 * parts of the page these CSS selectors name are checked.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  where: string,
  include: readonly string[] = [],
) {
  let builder = new AxeBuilder({ page });
  for (const selector of include) builder = builder.include(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.length} nodes, first ${violation.nodes[0]?.html.slice(0, 160) ?? ''})`,
    );
  expect(serious, `axe-core on ${where}`).toEqual([]);
}
