import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.2 AA rules axe-core leaves off by default: `target-size` (SC 2.5.8, every pointer
 * target at least 24 × 24 CSS px, or that far from its neighbours) and
 * `label-content-name-mismatch` (SC 2.5.3, a control's visible text is part of its name, so a
 * voice command that says what it sees reaches it).
 */
const WCAG22_AA_RULES = {
  'target-size': { enabled: true },
  'label-content-name-mismatch': { enabled: true },
};

/** The longest wait for one round of animations: a fade takes a fraction of it. */
const ANIMATION_WAIT_MS = 2_000;

/**
 * Waits for the page's animations and transitions that end (a dialog or menu fading in) to end:
 * axe reads colours as they are drawn, and text half faded in fails the contrast rule. A
 * transition starts a frame or two after what opened it, and one may follow another, so it looks
 * again after two frames until none is running, ten times at most. Endless ones (a spinner, a
 * loading tile's pulse) and paused ones are not waited for.
 */
async function finiteAnimationsEnded(page: Page): Promise<void> {
  await page.evaluate(async (waitMs) => {
    const twoFrames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // A page that starts animations over and over (a carousel turning) is checked as it is.
    for (let round = 0; round < 10; round++) {
      await twoFrames();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
        );
      if (running.length === 0) return;
      await Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, waitMs)),
      ]);
    }
  }, ANIMATION_WAIT_MS);
}

/** The longest wait for the page's snackbars to go: each goes on its own within seconds. */
const SNACKBAR_WAIT_MS = 10_000;

/**
 * Waits for the page's snackbars to go. One fades out on its own a few seconds after it came,
 * at a moment of its own: fading while axe reads it, its text fails the contrast rule. A snackbar
 * that stays (one that waits for an answer) is checked as it is, once the wait is over.
 */
async function snackbarsGone(page: Page): Promise<void> {
  await page
    .locator('.MuiSnackbar-root')
    .first()
    .waitFor({ state: 'detached', timeout: SNACKBAR_WAIT_MS })
    .catch(() => undefined);
}

/**
 * Checks the page with axe-core, WCAG 2.2 AA included: no serious or critical violation. With
 * `include`, only the parts of the page these CSS selectors name are checked. With
 * `targetsWithEquivalent`, the controls it names are held to every rule but the target size:
 * SC 2.5.8 exempts a target whose function another control of the page offers at full size
 * (the pins of a map beside the list of the same spots as links); the caller checks that list.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  where: string,
  include: readonly string[] = [],
  { targetsWithEquivalent }: { targetsWithEquivalent?: string } = {},
) {
  await snackbarsGone(page);
  await finiteAnimationsEnded(page);
  let builder = new AxeBuilder({ page }).options({ rules: WCAG22_AA_RULES });
  for (const selector of include) builder = builder.include(selector);
  // One axe run at a time in a page.
  const violations = [];
  if (targetsWithEquivalent) {
    violations.push(...(await builder.exclude(targetsWithEquivalent).analyze()).violations);
    const equivalents = new AxeBuilder({ page })
      .options({ rules: { ...WCAG22_AA_RULES, 'target-size': { enabled: false } } })
      .include(targetsWithEquivalent);
    violations.push(...(await equivalents.analyze()).violations);
  } else violations.push(...(await builder.analyze()).violations);
  const serious = violations
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
