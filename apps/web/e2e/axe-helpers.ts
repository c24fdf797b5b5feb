import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The widths every route is audited at, signed out and in (issue 18's proof): a phone, a tablet and three desktops. */
export const AXE_WIDTHS = [390, 768, 1280, 1440, 1920] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
type Impact = 'critical' | 'serious' | 'moderate' | 'minor';

/**
 * Runs axe-core on the page as it is now and answers its critical and serious violations (each a
 * line naming the rule and up to three nodes). Every audit logs one `axe-total` line (label, width,
 * rules violated per impact) so the run's totals can be summed per width.
 */
export async function audit(page: Page, label: string): Promise<string[]> {
  const width = page.viewportSize()?.width ?? 0;
  // Only violations are read, so only they are collected: the passes' node lists are most of a
  // run's results. axe.run in the page itself (legacy mode) skips the blank page per audit that the
  // frame-by-frame mode opens to merge results; the audited pages have no cross-origin frames.
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .setLegacyMode()
    .analyze();
  const count: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const failures: string[] = [];
  for (const violation of result.violations) {
    const impact = (violation.impact ?? 'minor') as Impact;
    count[impact] += 1;
    if (impact === 'critical' || impact === 'serious')
      failures.push(
        `${label} ${String(width)} ${impact} ${violation.id} ×${String(violation.nodes.length)}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
      );
  }
  console.log(
    `axe-total\t${label}\t${String(width)}\t${String(count.critical)}\t${String(count.serious)}\t${String(count.moderate)}\t${String(count.minor)}`,
  );
  return failures;
}
