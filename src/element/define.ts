import r2wc from '@r2wc/core';
import { reportError } from '../log/report';
import { rendersSite } from '../sites/bundledSites';
import { upgradeProperties } from '../util/upgradeProperties';
import { propertyValue } from './attributes';
import { CONTAINER_CLASS, prerenderedContainer } from './container';
import { propertyName } from './declaration';
import type { FetchPriority } from '../util/chunkSet';
import type { AnyBlockDefinition, AnyElementView, ClassDefinition, ElementDefinition, MountedView, RootProps } from './definition';
import { isBlockDefinition, showsSomething } from './definition';
import { attributesOf } from './sharedDeclarations';
import { PENDING_STATE, RENDERED_STATE, setState } from './states';
import { adoptStyles } from './styles';
import { onFirstInteraction, onRetryTrigger, whenNearOrIdle } from './triggers';

/**
 * How long a removed element keeps its React tree before it is torn down. Carousels, tab widgets
 * and CMS editors move nodes by removing and inserting them; an element inserted again within this
 * time keeps what the visitor typed, what it shows and the calls in flight.
 */
export const DISCONNECT_GRACE_MS = 1000;

/**
 * Loads an element kind's view once for the page: the same promise for every element of the kind,
 * forgotten when it fails, so that the next element that needs it tries again.
 */
function viewLoader(definition: AnyBlockDefinition): () => Promise<AnyElementView> {
  let loading: Promise<AnyElementView> | undefined;
  return () => {
    loading ??= definition.view().then(
      ({ default: view }) => view,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}

/** Each connected element whose view is still to be fetched, with its kind's fetch, until the next frame. */
const awaitingFetch = new Map<Element, (priority: FetchPriority) => void>();

/**
 * Starts fetching an element's view at a priority and a moment that fit where it is. Places are read
 * in the next animation frame callback, where the layout they need is the frame's own, due right
 * after (read as the module defines the elements, they would force a layout of the whole page inside
 * the module's task). An element in the viewport starts there, at high priority, before that frame
 * paints; one below the fold starts once the frame has painted, at low priority, so that it takes
 * nothing from the page's first screen.
 */
function fetchAheadSoon(element: HTMLElement, fetch: (priority: FetchPriority) => void): void {
  if (awaitingFetch.size === 0)
    requestAnimationFrame(() => {
      const waiting = [...awaitingFetch];
      awaitingFetch.clear();
      const below: Array<(priority: FetchPriority) => void> = [];
      for (const [placed, start] of waiting) {
        const { top, left, bottom, right } = placed.getBoundingClientRect();
        if (bottom >= 0 && right >= 0 && top <= innerHeight && left <= innerWidth) start('high');
        else below.push(start);
      }
      if (below.length)
        setTimeout(() => {
          for (const start of below) start('low');
        });
    });
  awaitingFetch.set(element, fetch);
}

/**
 * Defines one element of the kit (elements/index.ts), unless its name is taken already (the module
 * loaded twice): a block through the class below, a plain element class through plainElementClass.
 */
export function defineElement(definition: ElementDefinition): void {
  const { tag } = definition.declaration;
  if (customElements.get(tag)) return;
  customElements.define(tag, isBlockDefinition(definition) ? blockElementClass(definition) : plainElementClass(definition));
}

/**
 * The custom element around a block. It owns the element: the attributes (parsed once, by the
 * root component), the properties (each attribute's reflects it; the others are kept here), the
 * open shadow root with its styles, when to render, and, once, whether to hydrate pre-rendered
 * markup or render. Its view (block, styles, React) is loaded when it first needs to render. r2wc
 * ties the view to the element's life through its public renderer interface: it mounts the view
 * when this class connects it and unmounts it when this class disconnects it; it observes nothing
 * itself.
 */
function blockElementClass(definition: AnyBlockDefinition): CustomElementConstructor {
  const { declaration, render = 'when-near', shows = () => true, nests = () => [] } = definition;
  const attributes = attributesOf(declaration);
  const attributeNames = Object.keys(attributes);
  const ownProperties = Object.keys(declaration.properties);
  const takesSite = 'site' in attributes;
  const loadView = viewLoader(definition);
  /** The kind's view once loaded: what every later element of the kind renders with at once. */
  let loadedView: AnyElementView | undefined;

  let mountView: (element: StorefrontElement) => MountedView;
  const Base = r2wc(
    (() => null) as never,
    {},
    {
      mount: (element) => mountView(element as unknown as StorefrontElement),
      update: () => undefined,
      unmount: (view: MountedView) => view.unmount(),
    },
  ) as unknown as { new (): HTMLElement & { connectedCallback(): void; disconnectedCallback(): void } };

  class StorefrontElement extends Base {
    static observedAttributes = attributeNames;

    /** Loads this kind's view, if an element of it would show anything here (another element that renders one inside its own waits for it). */
    static async loadView(): Promise<void> {
      if (shows()) loadedView ??= await loadView();
    }

    /** Starts fetching this kind's view (in a market module), and the views of the elements `host` renders inside its own. */
    static fetchView(priority: FetchPriority, host?: HTMLElement): void {
      if (!shows() || loadedView) return;
      definition.view.preload?.(priority);
      for (const tag of host ? nests(host) : [])
        (customElements.get(tag) as { fetchView?: (priority: FetchPriority) => void } | undefined)?.fetchView?.(priority);
    }

    static {
      mountView = (element) => element.#mountView();
      // The properties only a script sets (objects, e.g. `content`) are kept here; each set renders.
      for (const name of ownProperties)
        Object.defineProperty(StorefrontElement.prototype, name, {
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

    readonly #internals: ElementInternals | undefined;
    readonly #shadowRoot: ShadowRoot;
    /** Where React renders: the pre-rendered wrapper, or one made at the first mount; the same element either way. */
    #container: HTMLElement | undefined;
    /** Pre-rendered markup (a declarative shadow root) that the first mount hydrates: decided once, when the element is made. */
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
      upgradeProperties(this, [...attributeNames.map(propertyName), ...ownProperties]);
    }

    /**
     * Resolves once the element's first render, or its hydration of pre-rendered markup, is in the
     * document; at once for an element with nothing to show on this page (the staff tool for a visitor).
     */
    get rendered(): Promise<void> {
      return this.#rendered;
    }

    connectedCallback() {
      clearTimeout(this.#teardown);
      this.#teardown = undefined;
      if (definition.view.preload && !this.#mounted && !loadedView)
        fetchAheadSoon(this, (priority) => StorefrontElement.fetchView(priority, this));
      const now = this.#mounted || render === 'at-once' || !shows() || this.#isNested() || typeof IntersectionObserver === 'undefined';
      if (now) this.#mount();
      else this.#cancelWait ??= this.#waitUntilNeeded();
    }

    // r2wc unmounts the React tree on every disconnect; a move (remove, then insert) must not.
    disconnectedCallback() {
      clearTimeout(this.#teardown);
      this.#teardown = setTimeout(() => {
        this.#teardown = undefined;
        if (this.isConnected) return;
        this.#cancelWait?.();
        this.#cancelWait = undefined;
        if (!this.#mounted) return;
        this.#mounted = false;
        super.disconnectedCallback();
        setState(this.#internals, RENDERED_STATE, false);
        setState(this.#internals, PENDING_STATE, true);
      }, DISCONNECT_GRACE_MS);
    }

    attributeChangedCallback() {
      this.#update();
    }

    // A pre-rendered element is on screen already: it also wakes on the first pointer or focus reaching it.
    #waitUntilNeeded(): () => void {
      const wake = () => this.#mountIfConnected();
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

    // An element taken off the page before it came near waits again once it is back.
    #mountIfConnected() {
      this.#cancelWait?.();
      if (this.isConnected) this.#mount();
      else this.#cancelWait = undefined;
    }

    #mount() {
      this.#cancelWait = undefined;
      if (this.#mounted || this.#loading) return;
      // Nothing to show on this page (the staff tool for a visitor): no code to load, no space to keep.
      if (!shows()) {
        this.#showRendered();
        return;
      }
      if (loadedView) {
        this.#mounted = true;
        super.connectedCallback();
        return;
      }
      this.#loading = true;
      // The views of the elements this one renders inside its own come with it; each of those reports its own failure.
      const nested = nests(this).map((tag) =>
        (customElements.get(tag) as { loadView?: () => Promise<void> } | undefined)?.loadView?.().catch(() => undefined),
      );
      Promise.all([loadView(), ...nested]).then(
        ([view]) => {
          this.#loading = false;
          loadedView = view;
          if (this.isConnected) this.#mount();
        },
        (error: unknown) => {
          this.#loading = false;
          // What the page shows stays (pre-rendered links, the form without script); the next interaction tries again.
          // The kit's own text: the address of its chunk (src/util/chunkSet.ts).
          reportError(this, [
            `its code did not load (${error instanceof Error ? error.message : String(error)}); it tries again at the next interaction.`,
          ]);
          if (this.isConnected) this.#cancelWait = onRetryTrigger(this, () => this.#mountIfConnected());
        },
      );
    }

    #props(): RootProps {
      return {
        host: this,
        attributes: Object.fromEntries(attributeNames.map((name) => [name, this.getAttribute(name)])),
        properties: { ...this.#properties },
      };
    }

    /** r2wc's mount: the one place that renders or hydrates, with the view loaded. */
    #mountView(): MountedView {
      const view = loadedView as AnyElementView;
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
      const hydrate = this.#hydrate && (!takesSite || rendersSite(this.getAttribute('site')));
      if (this.#hydrate && !hydrate) container.replaceChildren();
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

  reflectAttributes(StorefrontElement.prototype, attributes);
  return StorefrontElement;
}

/**
 * Each attribute is the one truth of its property, so that what a framework sets and what the
 * markup says never disagree: `el.site = 'TR'` or `el.spa = false` writes the attribute (the
 * change then renders), and reading gives the attribute's value (a boolean is false when absent).
 */
function reflectAttributes(prototype: HTMLElement, attributes: ReturnType<typeof attributesOf>): void {
  for (const [name, spec] of Object.entries(attributes)) {
    Object.defineProperty(prototype, propertyName(name), {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return propertyValue(spec, this.getAttribute(name));
      },
      set(this: HTMLElement, value: unknown) {
        if (spec.type === 'boolean')
          this.toggleAttribute(name, value != null && value !== false && propertyValue(spec, String(value)) === true);
        else if (value == null) this.removeAttribute(name);
        else this.setAttribute(name, String(value));
      },
    });
  }
}

/**
 * The custom element around a plain class (no React, no view to load): the class makes its shadow
 * root and updates it on its attributes' changes; this adds what every element of the kit has alike:
 * the observed attributes, their properties, properties set before the upgrade, and `rendered`
 * (at once: such an element is rendered as it is made).
 */
function plainElementClass(definition: ClassDefinition): CustomElementConstructor {
  const attributes = attributesOf(definition.declaration);
  const Base = definition.elementClass() as { new (): HTMLElement & { connectedCallback?(): void } };
  class PlainElement extends Base {
    static observedAttributes = Object.keys(attributes);

    get rendered(): Promise<void> {
      return Promise.resolve();
    }

    connectedCallback() {
      // Not in the constructor: a property's setter sets an attribute, which a constructor must not.
      upgradeProperties(this, Object.keys(attributes).map(propertyName));
      super.connectedCallback?.();
    }
  }
  reflectAttributes(PlainElement.prototype, attributes);
  return PlainElement;
}
