import r2wc from '@r2wc/core';
import { createElement, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createLogger } from '../log/logger';
import { upgradeProperties } from '../util/upgradeProperties';
import { propertyValue } from './attributes';
import { propertyName } from './declaration';
import { type AnyBlockDefinition, type ElementDefinition, elementRoot, isBlockDefinition, type RootProps } from './definition';
import { rendersSite } from './ElementShell';
import { CONTAINER_CLASS, prerenderedContainer } from './prerendering';
import { attributesOf } from './sharedDeclarations';
import { adoptStyles } from './styles';

/**
 * The custom state an element is in from its upgrade until its first render is on screen
 * (`:state(sf-pending)`): dist/storefront-elements.css keeps the element's space reserved through
 * it, as it does before the module runs (`:not(:defined)`).
 */
export const PENDING_STATE = 'sf-pending';

function setPending(internals: ElementInternals | undefined, pending: boolean) {
  try {
    if (pending) internals?.states?.add(PENDING_STATE);
    else internals?.states?.delete(PENDING_STATE);
  } catch {
    // Engines before :state() (Chrome 125, Firefox 126, Safari 17.4) take only --dashed names; they show no reserve after the upgrade.
  }
}

/** Calls `render` once `element` is within about one viewport of the visible page, or the page is idle; returns a cancel. */
function whenNearOrIdle(element: Element, render: () => void): () => void {
  let done = false;
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go(), {
    rootMargin: '100% 0px',
  });
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, IDLE_FALLBACK_MS));
  const cancelIdle = window.cancelIdleCallback ?? clearTimeout;
  const idleHandle = idle(() => go());
  function cancel() {
    done = true;
    observer.disconnect();
    cancelIdle(idleHandle as number);
  }
  function go() {
    if (done) return;
    cancel();
    render();
  }
  observer.observe(element);
  return cancel;
}

/** Where the engine has no idle callbacks (Safari), how long after connecting an element far below renders anyway. */
const IDLE_FALLBACK_MS = 500;

/**
 * How long a removed element keeps its React tree before it is torn down. Carousels, tab widgets
 * and CMS editors move nodes by removing and inserting them; an element inserted again within this
 * time keeps what the visitor typed, what it shows and the calls in flight.
 */
export const DISCONNECT_GRACE_MS = 1000;

/** The interactions that wake a pre-rendered element at once: the pointer or the focus reaching it. */
const WAKING_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** Calls `wake` on the first pointer or focus that reaches `element`; returns a cancel. */
function onFirstInteraction(element: Element, wake: () => void): () => void {
  const listener = () => wake();
  for (const type of WAKING_EVENTS) element.addEventListener(type, listener, { once: true, passive: true });
  return () => {
    for (const type of WAKING_EVENTS) element.removeEventListener(type, listener);
  };
}

/** A mounted element's React root, and how to take it down (the container with it: a torn-down element's shadow root is empty). */
interface View {
  root: Root;
  unmount(): void;
}

/**
 * Defines one element of the kit (elements/index.ts), unless its name is taken already (the module
 * loaded twice): a plain element class as it is, a block through the class below.
 */
export function defineElement(definition: ElementDefinition): void {
  const { tag } = definition.declaration;
  if (customElements.get(tag)) return;
  customElements.define(tag, isBlockDefinition(definition) ? blockElementClass(definition) : definition.elementClass());
}

/**
 * The custom element around a block. It owns the element: the attributes (parsed once, by the
 * root component), the properties (each attribute's reflects it; the others are kept here), the
 * open shadow root with its styles, when to render, and, once, whether to hydrate pre-rendered
 * markup or render. r2wc ties the React tree to the element's life through its public renderer
 * interface: it mounts the tree when this class connects it and unmounts it when this class
 * disconnects it; it observes nothing itself.
 */
function blockElementClass(definition: AnyBlockDefinition): CustomElementConstructor {
  const { declaration, styles = [], render = 'when-near' } = definition;
  const attributes = attributesOf(declaration);
  const attributeNames = Object.keys(attributes);
  const ownProperties = Object.keys(declaration.properties);
  const takesSite = 'site' in attributes;

  let mountView: (element: StorefrontElement) => View;
  const Root = elementRoot(definition, (host) => pendingOff(host));
  let pendingOff: (host: HTMLElement) => void;
  const Base = r2wc(
    Root as never,
    {},
    {
      mount: (element) => mountView(element as unknown as StorefrontElement),
      update: () => undefined,
      unmount: (view: View) => view.unmount(),
    },
  ) as unknown as { new (): HTMLElement & { connectedCallback(): void; disconnectedCallback(): void } };

  class StorefrontElement extends Base {
    static observedAttributes = attributeNames;

    static {
      mountView = (element) => element.#mountView();
      pendingOff = (host) => setPending((host as StorefrontElement).#internals, false);
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
    #view: View | undefined;
    #teardown: ReturnType<typeof setTimeout> | undefined;
    #cancelWait: (() => void) | undefined;
    #mounted = false;

    constructor() {
      super();
      this.#internals = this.attachInternals?.();
      // A declarative shadow root is what the page shows already: kept (attachShadow would empty it).
      this.#shadowRoot = this.#internals?.shadowRoot ?? this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      this.#container = prerenderedContainer(this.#shadowRoot);
      this.#hydrate = this.#container !== undefined;
      if (!this.#hydrate) setPending(this.#internals, true);
      upgradeProperties(this, [...attributeNames.map(propertyName), ...ownProperties]);
    }

    connectedCallback() {
      clearTimeout(this.#teardown);
      this.#teardown = undefined;
      if (this.#mounted || render === 'at-once' || this.#isNested() || typeof IntersectionObserver === 'undefined') this.#mount();
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
        setPending(this.#internals, true);
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
      this.#mounted = true;
      this.#inTurn(() => super.connectedCallback());
    }

    #props(): RootProps {
      return {
        host: this,
        attributes: Object.fromEntries(attributeNames.map((name) => [name, this.getAttribute(name)])),
        properties: { ...this.#properties },
      };
    }

    /** r2wc's mount: the one place that renders or hydrates. */
    #mountView(): View {
      if (!this.#container) {
        this.#container = document.createElement('div');
        this.#container.className = CONTAINER_CLASS;
        this.#shadowRoot.append(this.#container);
      }
      // Parsing the sheets is a good part of an element's cost: an element that is not rendered yet needs none.
      // The pre-rendered markup's own <style> gives way to them, so each sheet is in the root once.
      for (const child of [...this.#shadowRoot.children]) if (child.localName === 'style') child.remove();
      adoptStyles(this.#shadowRoot, styles);
      const container = this.#container;
      const element = createElement(Root, this.#props());
      const hydrate = this.#hydrate && (!takesSite || rendersSite(this.getAttribute('site')));
      if (this.#hydrate && !hydrate) container.replaceChildren();
      this.#hydrate = false;
      const log = createLogger(this);
      const root = hydrate
        ? hydrateRoot(container, element, {
            onRecoverableError: (error) => log.error('its pre-rendered markup did not match; it was rendered again.', error),
          })
        : createRoot(container);
      if (!hydrate) root.render(element);
      this.#view = {
        root,
        unmount: () => {
          root.unmount();
          container.remove();
          this.#container = undefined;
          this.#view = undefined;
        },
      };
      return this.#view;
    }

    #update() {
      const view = this.#view;
      if (view) this.#inTurn(() => view.root.render(createElement(Root, this.#props())));
    }

    // Every render of an element on the page is a transition: React renders it in slices of a few
    // milliseconds between the page's own tasks and input, never in one long task. Inside another
    // element's shadow root (the footer's sign-up), the element is part of that element's content:
    // it renders with it, at once, so the content is never painted without it.
    #inTurn(render: () => void) {
      if (this.#isNested()) render();
      else startTransition(render);
    }

    #isNested() {
      return this.getRootNode() instanceof ShadowRoot;
    }
  }

  // Each attribute is the one truth of its property, so that what a framework sets and what the
  // markup says never disagree: `el.site = 'TR'` or `el.spa = false` writes the attribute (the
  // change then renders), and reading gives the attribute's value (a boolean is false when absent).
  for (const [name, spec] of Object.entries(attributes)) {
    Object.defineProperty(StorefrontElement.prototype, propertyName(name), {
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
  return StorefrontElement;
}
