// Every attribute of every element set to garbage (empty, unknown value, very long, markup), live:
// no uncaught exception, no markup ever interpreted, the element keeps rendering (an unknown site
// renders nothing, with an error naming it), and an error is logged for a bad enumerated value.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JS description of the elements
import { elements } from '../scripts/manifest-source.mjs';
import { useBrowser } from './support/harness';
import { expectNoBreakage } from './hardening.support';

const browser = useBrowser();

interface Described {
  tag: string;
  attributes: { name: string; type: string }[];
}

const MARKUP = '"><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
const GARBAGE: [string, string][] = [
  ['empty', ''],
  ['unknown', 'NOT_A_VALUE'],
  ['very long', 'x'.repeat(20_000)],
  ['markup', MARKUP],
];
const ENUMERATED = new Set(['site', 'origin', 'platform']);

/** What each element shows when it is alive. */
const ALIVE: Record<string, string> = {
  'nl-signup': "el.shadowRoot.querySelector('form, [role=status], .sf-root')",
  'shop-footer': "el.shadowRoot.querySelector('footer a')",
  'shop-layout': "el.shadowRoot.querySelector('main slot')",
  'preview-panel': "el.shadowRoot.querySelector('button')",
  'session-keeper': 'true',
};

const cases = (elements as Described[]).flatMap((element) =>
  element.attributes.map((attribute) => [element.tag, attribute.name, attribute.type] as const),
);

describe.each(cases)('<%s %s>', (tag, attribute, type) => {
  it.each(GARBAGE)('set to %s, live, keeps the element working', async (label, value) => {
    const opened = await browser.open('/hardening-attributes.html', {
      html: `<${tag} id="target"></${tag}>`,
      cookies: { previewAuthToken: 'staff' },
    });
    const { page, errors } = opened;
    const alive = () => page.evaluate(`(() => { const el = document.getElementById('target'); return Boolean(${ALIVE[tag]}); })()`);
    await expect.poll(alive).toBe(true);

    await page.evaluate(([name, garbage]) => document.getElementById('target')!.setAttribute(name, garbage), [attribute, value]);
    await page.waitForTimeout(150);
    await expectNoBreakage(opened);

    if (attribute === 'site' && label !== 'empty') {
      expect(await page.evaluate(() => document.getElementById('target')!.shadowRoot!.querySelector('.sf-root'))).toBeNull();
      expect(errors.filter((e) => e.includes('Unknown site'))).toHaveLength(1);
    } else if (tag === 'preview-panel' && attribute === 'api-origin' && label !== 'empty') {
      // The staff check cannot pass at a broken origin: the panel shows nothing, as for non-staff.
      await expect.poll(alive).toBe(false);
      expect(errors.some((e) => e.includes('[storefront-elements]'))).toBe(true);
    } else {
      await expect.poll(alive).toBe(true);
    }
    if (ENUMERATED.has(attribute) && label !== 'empty') {
      expect(
        errors.some((e) => e.includes('[storefront-elements]')),
        `an error is logged for ${attribute}="${label}"`,
      ).toBe(true);
    }
    if (type === 'boolean') {
      expect(await page.evaluate((name) => document.getElementById('target')!.hasAttribute(name), attribute)).toBe(true);
    }

    // Back to a good value: the element recovers.
    await page.evaluate((name) => document.getElementById('target')!.removeAttribute(name), attribute);
    await expect.poll(alive).toBe(true);
    await expectNoBreakage(opened);
  });
});
