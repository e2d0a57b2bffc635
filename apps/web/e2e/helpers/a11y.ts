import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now and fails on serious or critical violations only (minor and
 * moderate ones are reported by `npm run bench`'s Lighthouse audit instead of breaking the build).
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  if (blocking.length === 0) return;
  const report = blocking
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `      ${node.target.join(' ')}${node.failureSummary ? `: ${node.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`,
        )
        .join('\n');
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s))\n${targets}\n      ${violation.helpUrl}`;
    })
    .join('\n');
  throw new Error(`Accessibility violations on ${page.url()}:\n${report}`);
}
