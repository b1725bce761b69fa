// The accessibility audits: axe-core with the WCAG 2.2 A/AA tags on a page or a part of it, and the
// WCAG 2.2 AA audit of sites, stepping through the states of a page (e2e/a11y.audit.*.e2e.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';
import { SITES } from '../../src/sites/sites';
import { exampleOf } from './examples';
import { fillValid, type Site } from './nl-signup';
import { footerPainted } from './shop-footer';
import { openPreviewWithGroupError } from './preview-panel';

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

// The WCAG 2.2 AA audit: axe-core on every site at two widths, one page each (the footer with its
// newsletter block, the promotion strip and the staff preview panel), stepping through the states.
// Every violation of a WCAG A/AA rule fails, whatever its impact; best practices are reported.
// The first audit covers the whole page; each later step audits the part it changed.
// Two test files share it (each the sites of a region), so two browser workers run the audit side by side.
/**
 * Each site at a phone width and at a wider one, so that every site is audited in the footer's
 * closed-groups layout and in its open one; the sites take turns with the widths, so each of the
 * four is audited too. What a site changes is its texts, and a width the layout: a finding that
 * needs both shows at one of the pair.
 */
const PHONE_WIDTHS = [320, 375];
const WIDE_WIDTHS = [768, 1280];
const auditWidths = (site: Site): [number, number] => {
  const turn = SITES.indexOf(site);
  return [PHONE_WIDTHS[turn % 2], WIDE_WIDTHS[Math.floor(turn / 2) % 2]];
};

type Browser = ReturnType<typeof useBrowser>;

async function openAuditPage(browser: Browser, site: Site, width: number): Promise<Page> {
  browser.backend.configure({ promotion: { text: 'Promotion', icon: 'sale', link: { url: '/sale', text: 'Sale' } } });
  const { page } = await browser.open('/audit.html', {
    width,
    height: 800,
    cookies: { previewAuthToken: 'staff-token' },
    html: `<style>body { margin: 0; }</style><main><h1>Shop page</h1></main>${exampleOf('shop-footer', 'staff', site)}`,
  });
  await footerPainted(page);
  await page.locator('shop-footer nl-signup h2').first().waitFor();
  return page;
}

/** Declares the audit of the given sites at every width. */
export function auditSites(sites: readonly Site[]): void {
  const browser = useBrowser();
  describe.each(sites)('WCAG 2.2 AA audit of %s', (site) => {
    it.each(auditWidths(site))('at %i px: no violation in any state', async (width) => {
      const page = await openAuditPage(browser, site, width);
      const found: string[] = [];
      const bestPractice = new Set<string>();
      const audit = async (state: string, scope?: AuditScope) => {
        const started = Date.now();
        const result = await auditWcag22(page, scope);
        if (process.env.AUDIT_TIMES) console.info(`${site} ${width} ${state}: ${Date.now() - started} ms`);
        found.push(...result.violations.map((line) => `${state}: ${line}`));
        for (const line of result.bestPractice) bestPractice.add(line);
      };
      const signup = page.locator('shop-footer nl-signup');
      const inSignup = { include: [['shop-footer', 'nl-signup']] };
      const email = signup.locator('input[name="newsletterEmail"]');
      const submit = signup.locator('button[type="submit"]');

      await audit('empty');
      await email.focus();
      await signup.locator('.nl-extras').waitFor(); // the fields focus reveals
      await audit('e-mail focused', inSignup);
      await email.fill('not-an-address');
      await submit.click();
      await signup.locator('form > [role="status"] span').waitFor();
      await audit('errors', inSignup);
      browser.backend.configure({ faults: { newsletterSignup: '500' } });
      await fillValid(page, site);
      await submit.click();
      await signup.locator('[role="alert"]').waitFor();
      await audit('server error', inSignup);
      browser.backend.configure({ faults: { newsletterSignup: null } });
      await submit.click();
      await signup.locator('.nl-success').waitFor();
      await audit('success', inSignup);

      if (width < 768) await page.locator('shop-footer .ft-group__toggle').nth(1).click();
      await page.locator('shop-footer .ft-country__button').click();
      await page.locator('shop-footer .ft-country__list').waitFor();
      await audit('group and country list open', { include: [['shop-footer']], exclude: [['shop-footer', 'nl-signup']] });
      await page.keyboard.press('Escape');

      await openPreviewWithGroupError(page);
      await audit('preview dialog with errors', { include: [['shop-footer', 'preview-panel']] });

      if (bestPractice.size > 0) console.info(`best practices on ${site} at ${width} px:\n${[...bestPractice].join('\n')}`);
      expect(found).toEqual([]);
    });
  });
}
