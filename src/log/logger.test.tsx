import { afterEach, describe, expect, it, vi } from 'vitest';
import { declareElement, stringAttribute } from '../element/declaration';
import { SHELL_EVENTS } from '../element/sharedDeclarations';
import { defineElement } from '../element/define';
import { blockElement } from '../test-support/blockElement';
import { useLog } from './useLog';
import { Icon, type IconName } from '../widgets';
import { createLogger, kitLogger, type StorefrontErrorDetail } from './logger';

/** Every storefront-error that reaches `target`, with the flags it travelled with. */
function collectErrors(target: EventTarget = document) {
  const seen: { detail: StorefrontErrorDetail; bubbles: boolean; composed: boolean }[] = [];
  const listener = (event: Event) => {
    const { detail, bubbles, composed } = event as CustomEvent<StorefrontErrorDetail>;
    seen.push({ detail, bubbles, composed });
  };
  target.addEventListener('storefront-error', listener);
  return { seen, stop: () => target.removeEventListener('storefront-error', listener) };
}

/** An element host inside another element's shadow root, as the footer's <nl-signup> is. */
function nestedHost(tag: string): HTMLElement {
  const outer = document.createElement('div');
  document.body.append(outer);
  const host = document.createElement(tag);
  outer.attachShadow({ mode: 'open' }).append(host);
  return host;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('createLogger(host)', () => {
  it('logs one console.error and dispatches one storefront-error that bubbles out of the shadow root to the document', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors = collectErrors();
    createLogger(nestedHost('nl-signup')).error('marketing image failed to load: /a.jpg');
    errors.stop();
    expect(error.mock.calls).toEqual([['[storefront-elements] <nl-signup>: marketing image failed to load: /a.jpg']]);
    expect(errors.seen).toEqual([
      { detail: { element: 'nl-signup', message: 'marketing image failed to load: /a.jpg' }, bubbles: true, composed: true },
    ]);
  });

  it('hands the cause to the console as safe text and appends it to the event message', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors = collectErrors();
    const log = createLogger(nestedHost('preview-panel'));
    log.error('The session check failed:', new TypeError('boom'));
    log.error('Answer:', { status: 'BAD_REQUEST' });
    errors.stop();
    expect(error.mock.calls).toEqual([
      ['[storefront-elements] <preview-panel>: The session check failed:', 'TypeError: boom'],
      ['[storefront-elements] <preview-panel>: Answer:', '{"status":"BAD_REQUEST"}'],
    ]);
    expect(errors.seen.map((seen) => seen.detail)).toEqual([
      { element: 'preview-panel', message: 'The session check failed: TypeError: boom' },
      { element: 'preview-panel', message: 'Answer: {"status":"BAD_REQUEST"}' },
    ]);
  });

  it('warns with console.warn and dispatches nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors = collectErrors();
    createLogger(nestedHost('shop-footer')).warn('Missing translation "footer:x" for de-DE.');
    errors.stop();
    expect(warn.mock.calls).toEqual([['[storefront-elements] <shop-footer>: Missing translation "footer:x" for de-DE.']]);
    expect(error).not.toHaveBeenCalled();
    expect(errors.seen).toEqual([]);
  });
});

describe('kitLogger', () => {
  it('logs without a tag and dispatches nothing (no element is involved)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors = collectErrors(window);
    kitLogger.error('Login failed. TimeoutError: Request to /x timed out after 15000 ms');
    errors.stop();
    expect(error.mock.calls).toEqual([['[storefront-elements] Login failed. TimeoutError: Request to /x timed out after 15000 ms']]);
    expect(errors.seen).toEqual([]);
  });
});

function LogProbe({ icon }: { icon?: string }) {
  const log = useLog();
  return (
    <button type="button" onClick={() => log.error('clicked')}>
      {icon && <Icon name={icon as IconName} />}
    </button>
  );
}

defineElement(
  blockElement(
    declareElement({
      tag: 'log-probe',
      className: 'LogProbeElement',
      description: 'A probe that logs an error when clicked.',
      commonAttributes: 'all',
      attributes: { icon: stringAttribute('An icon name; an unknown one is logged.') },
      properties: {},
      events: { ...SHELL_EVENTS },
      slots: [],
      cssParts: [],
      cssProperties: [],
    }),
    LogProbe,
  ),
);

describe('an element and the storefront-error event', () => {
  it('reports an unknown site from the element', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors = collectErrors();
    document.body.innerHTML = '<log-probe site="XX"></log-probe>';
    await vi.waitFor(() => expect(errors.seen).not.toEqual([]));
    errors.stop();
    expect(error).toHaveBeenCalledTimes(1);
    expect(errors.seen).toEqual([
      {
        detail: { element: 'log-probe', message: 'Unknown site "XX". Allowed sites: AT, CH, CH_FR, CZ, DE, HU, PL, SK, TR.' },
        bubbles: true,
        composed: true,
      },
    ]);
  });

  it('reaches a widget deep inside the block, and a block component, through useLog()', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors = collectErrors();
    document.body.innerHTML = '<log-probe icon="no-such-icon"></log-probe>';
    const button = await vi.waitFor(() => {
      const found = document.querySelector('log-probe')?.shadowRoot?.querySelector('button');
      if (!found) throw new Error('not rendered yet');
      return found;
    });
    button.click();
    errors.stop();
    const details = errors.seen.map((seen) => seen.detail);
    expect(details).toContainEqual({ element: 'log-probe', message: 'Unknown icon "no-such-icon"; nothing is rendered.' });
    expect(details.at(-1)).toEqual({ element: 'log-probe', message: 'clicked' });
    expect(error).toHaveBeenCalledTimes(errors.seen.length);
  });
});
