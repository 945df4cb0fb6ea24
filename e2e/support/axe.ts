import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The page's serious and critical WCAG 2.1 A/AA violations (axe), each with where it is (up to four elements) and
 * why, so a failing `toEqual([])` says what to fix. An empty list is the pass.
 */
export async function seriousViolations(page: Page) {
  // Violations only: collecting every passing node doubles axe's time on a long page.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      where: v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} :: ${n.failureSummary?.split('\n')[1]?.trim()}`),
    }));
}
