import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 A and AA tags: every violation of these fails, whatever its impact. */
export const WCAG22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AuditResult {
  /** Violations of a WCAG 2.2 A/AA rule, as readable lines. */
  violations: string[];
  /** Best-practice findings: reported, not failing. */
  bestPractice: string[];
}

/** Where axe looks: shadow-DOM selector paths, e.g. [['shop-footer', 'nl-signup']]. */
export interface AuditScope {
  include: string[][];
  exclude?: string[][];
}

/**
 * axe-core with the WCAG 2.2 A/AA tags and the best practices, on the whole page or, after a step
 * that changed one part, on that part (page-wide rules such as landmarks need the whole page).
 */
export async function auditWcag22(page: Page, scope?: AuditScope): Promise<AuditResult> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axeSource);
  return page.evaluate(
    async ([wcagTags, context]) => {
      const axe = window.axe;
      if (!axe) throw new Error('axe-core did not load');
      // A path of selectors, each inside the previous one's shadow root, is axe's fromShadowDom.
      const select = (paths: string[][] | undefined) => paths?.map((path) => (path.length === 1 ? path[0] : { fromShadowDom: path }));
      const scoped = context ? { include: select(context.include), exclude: select(context.exclude) } : document;
      const result = await axe.run(scoped, {
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: [...wcagTags, 'best-practice'] },
      });
      const line = (v: (typeof result.violations)[number]) =>
        `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`;
      const isWcag = (v: (typeof result.violations)[number]) => v.tags.some((tag) => wcagTags.includes(tag));
      return {
        violations: result.violations.filter(isWcag).map(line),
        bestPractice: result.violations.filter((v) => !isWcag(v)).map(line),
      };
    },
    [WCAG22_AA_TAGS, scope ?? null] as const,
  );
}
