import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTranslation } from 'react-i18next';
import { booleanAttribute, declareElement, event, stringAttribute } from './declaration';
import { defineElement } from './define';
import { DISCONNECT_GRACE_MS } from './StorefrontElement';
import { blockElement } from '../test-support/blockElement';
import { useElement } from './context';
import { viewOf } from './view';
import { typeWhileHydrating } from './hydrationInput';

const probeDeclaration = declareElement({
  tag: 'test-probe',
  className: 'TestProbeElement',
  description: 'A probe block.',
  commonAttributes: 'all',
  attributes: { flag: booleanAttribute('A flag.'), label: stringAttribute('A label.') },
  properties: {},
  events: { 'probe-click': event<{ site: string }>('On a click.') },
  slots: [],
  cssParts: [],
  cssProperties: [],
});

function Probe({ flag, label }: { flag?: boolean; label?: string }) {
  const { site, locale, emit } = useElement<typeof probeDeclaration>();
  const { t } = useTranslation('common');
  return (
    <button type="button" onClick={() => emit('probe-click', { site })} data-flag={String(Boolean(flag))} data-label={label ?? ''}>
      {site} {locale} {t('close')}
    </button>
  );
}

defineElement(blockElement(probeDeclaration, Probe, { styles: [':host{color:red}'] }));

/** Mounts the markup and, unless told it renders nothing, waits until the element's shell has rendered. */
async function mount(html: string, { rendered = true } = {}) {
  document.body.innerHTML = html;
  const element = document.body.firstElementChild as HTMLElement;
  if (rendered) await expect.poll(() => element.shadowRoot?.querySelector('.sf-root')).not.toBeNull();
  return { element, root: element.shadowRoot! };
}

const flagOf = (root: ShadowRoot) => root.querySelector('button')?.dataset.flag;

describe('defineElement', () => {
  it('reads a bare boolean attribute as on and its removal as off', async () => {
    const { element, root } = await mount('<test-probe flag></test-probe>');
    expect(flagOf(root)).toBe('true');
    element.removeAttribute('flag');
    await expect.poll(() => flagOf(root)).toBe('false');
    element.setAttribute('flag', '');
    await expect.poll(() => flagOf(root)).toBe('true');
  });

  it('reads a boolean attribute whose value is "false", in any case, as off (React 18 writes flag="false")', async () => {
    const { element, root } = await mount('<test-probe flag="false"></test-probe>');
    expect(flagOf(root)).toBe('false');
    expect((element as HTMLElement & { flag: boolean }).flag).toBe(false);
    element.setAttribute('flag', 'FALSE');
    element.setAttribute('label', 'after');
    await expect.poll(() => root.querySelector('button')?.dataset.label).toBe('after');
    expect(flagOf(root)).toBe('false');
    element.setAttribute('flag', 'true');
    await expect.poll(() => flagOf(root)).toBe('true');
  });

  it('keeps properties and attributes in agreement: a property set writes its attribute, and reads give the attribute', async () => {
    const { element, root } = await mount('<test-probe site="DE"></test-probe>');
    const probe = element as HTMLElement & { site?: string; flag: boolean; label?: string; apiOrigin?: string };
    // Absent: a boolean reads false, a text undefined.
    expect([probe.flag, probe.label, probe.apiOrigin]).toEqual([false, undefined, undefined]);

    probe.site = 'TR';
    expect(element.getAttribute('site')).toBe('TR');
    await expect.poll(() => root.querySelector('.sf-root')?.getAttribute('lang')).toBe('tr-TR');
    probe.flag = true;
    expect(element.hasAttribute('flag')).toBe(true);
    await expect.poll(() => flagOf(root)).toBe('true');
    probe.apiOrigin = 'https://api.example';
    expect(element.getAttribute('api-origin')).toBe('https://api.example');

    probe.flag = false;
    expect(element.hasAttribute('flag')).toBe(false);
    await expect.poll(() => flagOf(root)).toBe('false');
    probe.label = undefined;
    expect(element.hasAttribute('label')).toBe(false);

    element.setAttribute('site', 'HU');
    expect(probe.site).toBe('HU');
    element.setAttribute('flag', '');
    expect(probe.flag).toBe(true);
  });

  it('re-renders on a live site change, with the language and lang of the new site', async () => {
    const { element, root } = await mount('<test-probe site="de"></test-probe>');
    expect(root.querySelector('.sf-root')?.getAttribute('lang')).toBe('de-DE');
    element.setAttribute('site', 'HU');
    await expect.poll(() => root.querySelector('.sf-root')?.getAttribute('lang')).toBe('hu-HU');
    expect(root.textContent).toContain('HU hu-HU');
  });

  it('renders nothing for an unknown site and logs one error naming it and the allowed codes', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { root } = await mount('<test-probe site="XX"></test-probe>', { rendered: false });
    await expect.poll(() => error.mock.calls.length).toBeGreaterThan(0);
    expect(root.querySelector('button')).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toMatch(/"XX".*AT, CH, CH_FR, CZ, DE, HU, PL, SK, TR/);
  });

  it("keeps the site's texts and lang for a locale without texts, with one warning", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The probe has no texts of its own: it counts the shared ones, which Italian lacks.
    const { element, root } = await mount('<test-probe site="CZ" locale="it-IT"></test-probe>');
    expect(root.querySelector('.sf-root')?.getAttribute('lang')).toBe('cs-CZ');
    expect(root.textContent).toContain('CZ cs-CZ Zavřít');
    element.setAttribute('flag', '');
    await expect.poll(() => flagOf(root)).toBe('true');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toBe(
      '[storefront-elements] <test-probe>: has no texts for locale "it-IT"; using the site\'s cs-CZ.',
    );
  });

  it('takes a locale of a language with texts', async () => {
    const { root } = await mount('<test-probe site="CH" locale="fr-CH"></test-probe>');
    expect(root.querySelector('.sf-root')?.getAttribute('lang')).toBe('fr-CH');
    expect(root.textContent).toContain('CH fr-CH Fermer');
  });

  it('leaves an already defined name alone', () => {
    expect(() => defineElement(blockElement(probeDeclaration, Probe))).not.toThrow();
  });

  it('dispatches bubbling, composed events from the host', async () => {
    const { root } = await mount('<test-probe site="AT"></test-probe>');
    const seen = vi.fn();
    document.body.addEventListener('probe-click', (event) => seen((event as CustomEvent).detail, event.composed));
    root.querySelector('button')!.click();
    expect(seen).toHaveBeenCalledWith({ site: 'AT' }, true);
  });

  it('keeps a property set before the element was upgraded', async () => {
    const element = document.createElement('test-late') as HTMLElement & { label?: string };
    element.label = 'early';
    document.body.replaceChildren(element);
    defineElement(blockElement({ ...probeDeclaration, tag: 'test-late' }, Probe));
    await expect.poll(() => element.shadowRoot?.querySelector('button')?.dataset.label).toBe('early');
  });

  it('renders only once on the page: an element made and configured by a script waits for its insertion', async () => {
    const element = document.createElement('test-probe') as HTMLElement & { label?: string };
    element.setAttribute('site', 'HU');
    element.label = 'set before insertion';
    await new Promise((done) => setTimeout(done, 50));
    expect(element.shadowRoot?.childElementCount).toBe(0);
    document.body.replaceChildren(element);
    await expect.poll(() => element.shadowRoot?.querySelector('button')?.dataset.label).toBe('set before insertion');
    expect(element.shadowRoot?.querySelector('button')?.textContent).toContain('HU');
  });

  it('keeps the typed text when moved (removed and inserted again), and tears down when it stays removed', async () => {
    const { element, root } = await mount('<test-probe></test-probe>');
    const button = root.querySelector('button')!;
    button.dataset.typed = 'kept';
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(element); // a carousel moves the node: disconnect, then connect
    await new Promise((done) => setTimeout(done, DISCONNECT_GRACE_MS + 100));
    expect(root.querySelector('button')).toBe(button);
    expect(button.dataset.typed).toBe('kept');

    element.remove();
    expect(root.querySelector('button')).toBe(button); // within the grace period nothing is lost yet
    await expect.poll(() => root.childElementCount, { timeout: DISCONNECT_GRACE_MS + 1000 }).toBe(0);
  });

  it('renders again after a render error once its props change', async () => {
    let failing = true;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Fragile({ label }: { label?: string }) {
      if (failing) throw new Error('content getter threw');
      return <p>{label}</p>;
    }
    defineElement(blockElement({ ...probeDeclaration, tag: 'test-fragile' }, Fragile));
    document.body.innerHTML = '<test-fragile label="first"></test-fragile>';
    const element = document.body.firstElementChild as HTMLElement;
    await expect.poll(() => error.mock.calls.some(([message]) => String(message).includes('<test-fragile>: failed to render'))).toBe(true);
    expect(element.shadowRoot!.querySelector('p')).toBeNull();
    failing = false;
    element.setAttribute('label', 'second');
    await expect.poll(() => element.shadowRoot!.querySelector('p')?.textContent).toBe('second');
    error.mockRestore();
  });
});

describe('when an element renders', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** An IntersectionObserver whose reports the test makes: `show(element)` says it came near the viewport. */
  function controlledViewport() {
    const observers: { callback: IntersectionObserverCallback; targets: Element[]; rootMargin?: string }[] = [];
    class FakeObserver {
      readonly entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, targets: [], rootMargin: options?.rootMargin };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
    }
    const idle: (() => void)[] = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    return {
      observers,
      show: (element: Element) => {
        for (const { callback, targets } of observers)
          if (targets.includes(element))
            callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      },
      idle: () => {
        for (const callback of idle.splice(0)) callback();
      },
    };
  }
  const settle = () => new Promise((done) => setTimeout(done, 50));

  it('renders an element far below the viewport only once it comes within one viewport of it, and only then takes its styles', async () => {
    const viewport = controlledViewport();
    const { element, root } = await mount('<test-probe label="below"></test-probe>', { rendered: false });
    await settle();
    expect(root.childElementCount).toBe(0);
    expect(root.adoptedStyleSheets).toEqual([]);
    expect(viewport.observers.map(({ rootMargin }) => rootMargin)).toEqual(['100% 0px']);
    viewport.show(element);
    await expect.poll(() => root.querySelector('button')?.dataset.label).toBe('below');
    expect(root.adoptedStyleSheets.map((sheet) => sheet.cssRules.length > 0)).toContain(true);
  });

  it('renders an element far below the viewport once the page is idle, if that comes first, and only once', async () => {
    const viewport = controlledViewport();
    const { element, root } = await mount('<test-probe label="idle"></test-probe>', { rendered: false });
    await settle();
    expect(root.childElementCount).toBe(0);
    viewport.idle();
    await expect.poll(() => root.querySelector('button')?.dataset.label).toBe('idle');
    const button = root.querySelector('button');
    viewport.show(element);
    await settle();
    expect(root.querySelector('button')).toBe(button);
  });

  it('renders an element taken off the page before it came near only when it is back and near', async () => {
    const viewport = controlledViewport();
    const { element, root } = await mount('<test-probe></test-probe>', { rendered: false });
    element.remove();
    viewport.idle();
    await settle();
    expect(root.childElementCount).toBe(0);
    document.body.append(element);
    viewport.show(element);
    await expect.poll(() => root.querySelector('.sf-root')).not.toBeNull();
  });

  it('renders an element inside another element’s shadow root with that element’s content, without waiting', async () => {
    controlledViewport();
    const outer = document.createElement('div');
    document.body.replaceChildren(outer);
    const inner = document.createElement('test-probe');
    outer.attachShadow({ mode: 'open' }).append(inner);
    await expect.poll(() => inner.shadowRoot?.querySelector('.sf-root')).not.toBeNull();
  });

  it('says at once that an element with nothing to show on the page has rendered, without loading its view', async () => {
    controlledViewport();
    const view = vi.fn(async () => ({ default: viewOf(probeDeclaration, { block: Probe }) }));
    defineElement({ declaration: { ...probeDeclaration, tag: 'test-hidden' }, view, shows: () => false });
    const { element, root } = await mount('<test-hidden></test-hidden>', { rendered: false });
    await (element as HTMLElement & { rendered: Promise<void> }).rendered;
    expect(root.childElementCount).toBe(0);
    expect(view).not.toHaveBeenCalled();
  });

  it('keeps the events of its text fields from React while it hydrates, and lets a button’s through (typeWhileHydrating)', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    container.innerHTML = '<input type="email" name="email"><textarea></textarea><input type="checkbox"><button type="submit">Go</button>';
    root.append(container);
    document.body.replaceChildren(host);
    // React's own listeners sit on the container, in the capture phase.
    const reached: string[] = [];
    for (const type of ['pointerdown', 'click', 'keydown', 'input'])
      container.addEventListener(type, (event) => reached.push(`${type} ${(event.target as Element).localName}`), { capture: true });
    const fire = (selector: string, type: string) =>
      root.querySelector(selector)!.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
    const release = typeWhileHydrating(root);
    for (const type of ['pointerdown', 'click', 'keydown', 'input']) fire('input[type=email]', type);
    fire('textarea', 'keydown');
    fire('input[type=checkbox]', 'click');
    fire('button', 'click');
    expect(reached).toEqual(['click input', 'click button']);
    release();
    fire('input[type=email]', 'keydown');
    expect(reached).toEqual(['click input', 'click button', 'keydown input']);
  });

  it('holds a view’s text fields while it hydrates, until its first layout, and not when it renders', async () => {
    const releases: string[] = [];
    const whileHydrating = vi.fn((root: ShadowRoot) => () => void releases.push(root.host.localName));
    const view = viewOf(probeDeclaration, { block: Probe, whileHydrating });
    for (const hydrate of [true, false]) {
      const host = document.createElement('test-view-host');
      const container = document.createElement('div');
      host.attachShadow({ mode: 'open' }).append(container);
      document.body.replaceChildren(host);
      const laidOut = vi.fn();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const mounted = view.mount({
        host,
        container,
        props: { host, attributes: { site: 'AT' }, properties: {} },
        hydrate,
        nested: false,
        onFirstLayout: laidOut,
      });
      await expect.poll(() => laidOut.mock.calls.length).toBe(1);
      mounted.unmount();
    }
    expect(whileHydrating.mock.calls.map(([root]) => root.host.localName)).toEqual(['test-view-host']);
    expect(releases).toEqual(['test-view-host', 'test-view-host']);
  });

  it('renders an element declared at-once without waiting for the viewport or idle time', async () => {
    controlledViewport();
    defineElement(blockElement({ ...probeDeclaration, tag: 'test-at-once' }, Probe, { render: 'at-once' }));
    await mount('<test-at-once site="AT"></test-at-once>');
  });
});
