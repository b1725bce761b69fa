// @vitest-environment node
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ElementShell } from './host/ElementShell';
import { ShopFooter } from './footer/ShopFooter';
import { NewsletterSignup } from './newsletter/NewsletterSignup';
import { PreviewPanel } from './preview/PreviewPanel';
import { SessionKeeper } from './session/SessionKeeper';

const SITES = ['AT', 'CH', 'CH_FR', 'CZ', 'DE', 'HU', 'PL', 'SK', 'TR'];

/** What a server gives the shell for the element it renders: no page, no events. */
const serverHost = (tag: string) => ({ localName: tag, dispatchEvent: () => true }) as unknown as HTMLElement;

function render(tag: string, block: ComponentType<never>, blockProps: Record<string, unknown>, site?: string) {
  return renderToString(
    createElement(ElementShell, {
      container: { host: serverHost(tag) } as unknown as ShadowRoot,
      block: block as ComponentType<Record<string, unknown>>,
      blockProps,
      takesSite: site !== undefined,
      site,
    }),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('every block renders without a page (for pre-rendered markup)', () => {
  it.each(SITES)('%s: the sign-up, the footer in each variant and the staff panel render, and nothing is logged', (site) => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const signup = render('nl-signup', NewsletterSignup as ComponentType<never>, {}, site);
    expect(signup).toContain('name="newsletterEmail"');
    for (const variant of [{}, { newsletter: true }, { reduced: true }, { checkout: true }]) {
      const footer = render('shop-footer', ShopFooter as ComponentType<never>, variant, site);
      expect(footer).toContain('<footer class="ft');
      expect(footer).not.toContain('aria-busy');
      expect(footer).toMatch(/<a [^>]*href="[^"]+"/);
    }
    render('preview-panel', PreviewPanel as ComponentType<never>, {}, site);
    expect([...errors.mock.calls, ...warnings.mock.calls]).toEqual([]);
  });

  it('the session keeper renders nothing', () => {
    expect(render('session-keeper', SessionKeeper as ComponentType<never>, {})).toBe('<div class="sf-root"></div>');
  });
});
