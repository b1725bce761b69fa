import r2wc from '@r2wc/core';
import { reportError } from '../log/report';
import { upgradeProperties } from '../util/upgradeProperties';
import { CONTAINER_CLASS, prerenderedContainer } from './container';
import { propertyName } from './declaration';
import type { AnyElementView, ElementProps, MountedView } from './definition';
import { showsSomething } from './definition';
import { type ElementKind, fetchAheadSoon } from './loading';
import { PENDING_STATE, RENDERED_STATE, setState } from './states';
import { adoptStyles } from './styles';
import { onFirstInteraction, onRetryTrigger, whenNearOrIdle } from './waiting';

/**
 * How long a removed element keeps its React tree before it is torn down. Carousels, tab widgets
 * and CMS editors move nodes by removing and inserting them; an element inserted again within this
 * time keeps what the visitor typed, what it shows and the calls in flight.
 */
export const DISCONNECT_GRACE_MS = 1000;

let renderOrHydrate: (element: StorefrontElement) => MountedView;

/**
 * r2wc ties a view to the element's life through its public renderer interface: it mounts the view
 * when the element connects it (super.connectedCallback) and unmounts it when the element
 * disconnects it; it observes nothing itself.
 */
const R2wcElement = r2wc(
  (() => null) as never,
  {},
  {
    mount: (element) => renderOrHydrate(element as unknown as StorefrontElement),
    update: () => undefined,
    unmount: (view: MountedView) => view.unmount(),
  },
) as unknown as { new (): HTMLElement & { connectedCallback(): void; disconnectedCallback(): void } };

/**
 * The custom element around a block; each kind is a subclass that sets `kind` (define.ts). It owns
 * the element: the attributes (given to its view as written, which reads them with the kind's one
 * reader), the properties (each attribute's reflects it; the others are kept here), the open shadow
 * root with its styles, and what happens when: it connects (fetches its view ahead, renders now or
 * waits), waits (until near, idle or touched), loads its view, renders or hydrates (pre-rendered
 * markup, found when it is made, is hydrated at the first render unless the view finds it was
 * rendered for a site this module does not render), moves (a removal undone within
 * DISCONNECT_GRACE_MS keeps everything) and retries (a view that did not load, at the next
 * interaction).
 */
export class StorefrontElement extends R2wcElement {
  declare static kind: ElementKind;

  /** The properties only a script sets (objects, e.g. `content`) are kept on the element; each set renders. */
  static keepProperties(prototype: StorefrontElement, names: readonly string[]): void {
    for (const name of names)
      Object.defineProperty(prototype, name, {
        configurable: true,
        enumerable: true,
        get(this: StorefrontElement) {
          return this.#properties[name];
        },
        set(this: StorefrontElement, value: unknown) {
          this.#properties[name] = value;
          this.#update();
        },
      });
  }

  static {
    renderOrHydrate = (element) => element.#renderOrHydrate();
  }

  readonly #kind = (this.constructor as typeof StorefrontElement).kind;
  readonly #internals: ElementInternals | undefined;
  readonly #shadowRoot: ShadowRoot;
  /** Where React renders: the pre-rendered wrapper, or one made at the first render; the same element either way. */
  #container: HTMLElement | undefined;
  /** Pre-rendered markup (a declarative shadow root), found when the element is made: the first render offers it to the view to hydrate. */
  #hydrate: boolean;
  readonly #properties: Record<string, unknown> = {};
  #view: MountedView | undefined;
  #teardown: ReturnType<typeof setTimeout> | undefined;
  #cancelWait: (() => void) | undefined;
  #mounted = false;
  #loading = false;
  readonly #rendered: Promise<void>;
  #resolveRendered: () => void = () => undefined;

  constructor() {
    super();
    this.#internals = this.attachInternals?.();
    // A declarative shadow root is what the page shows already: kept (attachShadow would empty it).
    this.#shadowRoot = this.#internals?.shadowRoot ?? this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    this.#container = prerenderedContainer(this.#shadowRoot);
    this.#hydrate = this.#container !== undefined;
    this.#rendered = new Promise((resolve) => {
      this.#resolveRendered = resolve;
    });
    if (!this.#hydrate) setState(this.#internals, PENDING_STATE, true);
    upgradeProperties(this, [...this.#kind.attributeNames.map(propertyName), ...this.#kind.ownProperties]);
  }

  /**
   * Resolves once the element's first render, or its hydration of pre-rendered markup, is in the
   * document; at once for an element with nothing to show on this page (the staff tool for a visitor).
   */
  get rendered(): Promise<void> {
    return this.#rendered;
  }

  /** Connect: back from a move, it keeps what it has; new, it fetches its view ahead, then renders now or waits for its moment. */
  connectedCallback() {
    clearTimeout(this.#teardown);
    this.#teardown = undefined;
    const kind = this.#kind;
    if (kind.fetchesAhead && !this.#mounted) fetchAheadSoon(this, (priority) => kind.fetch(priority, this));
    const now =
      this.#mounted || kind.render === 'at-once' || !kind.shows() || this.#isNested() || typeof IntersectionObserver === 'undefined';
    if (now) this.#render();
    else this.#cancelWait ??= this.#wait();
  }

  /** Move: r2wc unmounts the React tree on every disconnect; an element inserted again within the grace keeps it. */
  disconnectedCallback() {
    clearTimeout(this.#teardown);
    this.#teardown = setTimeout(() => {
      this.#teardown = undefined;
      if (!this.isConnected) this.#tearDown();
    }, DISCONNECT_GRACE_MS);
  }

  attributeChangedCallback() {
    this.#update();
  }

  #tearDown() {
    this.#cancelWait?.();
    this.#cancelWait = undefined;
    if (!this.#mounted) return;
    this.#mounted = false;
    super.disconnectedCallback();
    setState(this.#internals, RENDERED_STATE, false);
    setState(this.#internals, PENDING_STATE, true);
  }

  /** Wait: until it comes near or the page is idle; pre-rendered, it is on screen already and also wakes on the first pointer or focus. */
  #wait(): () => void {
    const wake = () => this.#wake();
    const cancelNear = whenNearOrIdle(this, wake);
    if (!this.#hydrate) return cancelNear;
    const cancelInteraction = onFirstInteraction(this, () => {
      cancelNear();
      wake();
    });
    return () => {
      cancelNear();
      cancelInteraction();
    };
  }

  // An element taken off the page before its moment came waits again once it is back.
  #wake() {
    this.#cancelWait?.();
    if (this.isConnected) this.#render();
    else this.#cancelWait = undefined;
  }

  /** Render: with its view loaded, through r2wc (which calls #renderOrHydrate); without, it loads it first. */
  #render() {
    this.#cancelWait = undefined;
    if (this.#mounted || this.#loading) return;
    // Nothing to show on this page (the staff tool for a visitor): no code to load, no space to keep.
    if (!this.#kind.shows()) {
      this.#showRendered();
      return;
    }
    if (this.#kind.view) {
      this.#mounted = true;
      super.connectedCallback();
      return;
    }
    this.#load();
  }

  /** Load: its kind's view, with the views of the elements it renders inside its own. */
  #load() {
    this.#loading = true;
    this.#kind.load(this).then(
      () => {
        this.#loading = false;
        if (this.isConnected) this.#render();
      },
      (error: unknown) => {
        this.#loading = false;
        this.#retryLater(error);
      },
    );
  }

  /**
   * Retry: what the page shows stays (pre-rendered links, the form without script); the element
   * reports the failure, in the kit's own words (the address of the chunk, src/util/chunkSet.ts),
   * and the next interaction tries again.
   */
  #retryLater(error: unknown) {
    reportError(this, [
      `its code did not load (${error instanceof Error ? error.message : String(error)}); it tries again at the next interaction.`,
    ]);
    if (this.isConnected) this.#cancelWait = onRetryTrigger(this, () => this.#wake());
  }

  /** Render or hydrate: r2wc's mount, the one place that renders, with the view loaded. */
  #renderOrHydrate(): MountedView {
    const view = this.#kind.view as AnyElementView;
    if (!showsSomething(view)) {
      const plain = view.mount({ host: this, props: this.#props() });
      this.#showRendered();
      this.#view = {
        update: plain.update,
        unmount: () => {
          plain.unmount();
          this.#view = undefined;
        },
      };
      return this.#view;
    }
    if (!this.#container) {
      this.#container = document.createElement('div');
      this.#container.className = CONTAINER_CLASS;
      this.#shadowRoot.append(this.#container);
    }
    // Parsing the sheets is a good part of an element's cost: an element that is not rendered yet needs none.
    // The pre-rendered markup's own <style> gives way to them, so each sheet is in the root once.
    for (const child of [...this.#shadowRoot.children]) if (child.localName === 'style') child.remove();
    adoptStyles(this.#shadowRoot, view.styles);
    const container = this.#container;
    const hydrate = this.#hydrate;
    this.#hydrate = false;
    const mounted = view.mount({
      host: this,
      container,
      props: this.#props(),
      hydrate,
      nested: this.#isNested(),
      onFirstLayout: () => this.#showRendered(),
    });
    this.#view = {
      update: mounted.update,
      unmount: () => {
        mounted.unmount();
        container.remove();
        this.#container = undefined;
        this.#view = undefined;
      },
    };
    return this.#view;
  }

  #props(): ElementProps {
    return {
      host: this,
      attributes: Object.fromEntries(this.#kind.attributeNames.map((name) => [name, this.getAttribute(name)])),
      properties: { ...this.#properties },
    };
  }

  /** What the element shows on this page is in the document: its render, its hydrated markup, or nothing at all. */
  #showRendered() {
    setState(this.#internals, PENDING_STATE, false);
    setState(this.#internals, RENDERED_STATE, true);
    this.#resolveRendered();
  }

  #update() {
    this.#view?.update(this.#props(), this.#isNested());
  }

  #isNested() {
    return this.getRootNode() instanceof ShadowRoot;
  }
}
