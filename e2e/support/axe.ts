import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.2 AA rules axe-core leaves off by default: `target-size` (SC 2.5.8, every pointer
 * target at least 24 × 24 CSS px, or that far from its neighbours).
 */
const WCAG22_AA_RULES = { 'target-size': { enabled: true } };

/**
 * Checks the page with axe-core, WCAG 2.2 AA included: no serious or critical violation. With
 * `include`, only the parts of the page these CSS selectors name are checked.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  where: string,
  include: readonly string[] = [],
) {
  let builder = new AxeBuilder({ page }).options({ rules: WCAG22_AA_RULES });
  for (const selector of include) builder = builder.include(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.length} nodes, first ${violation.nodes[0]?.html.slice(0, 160) ?? ''}; at ${violation.nodes
          .slice(0, 6)
          .map((node) => node.target.join(' '))
          .join(' | ')})`,
    );
  expect(serious, `axe-core on ${where}`).toEqual([]);
}
