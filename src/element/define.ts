import r2wc, { type R2WCRenderer } from '@r2wc/core';
import { type ComponentType, createElement, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { rendersSite } from '../host/ElementShell';
import { prerenderedWrapper } from '../host/prerendering';
import { adoptStyles } from '../host/styles';
import { createLogger } from '../log/logger';
import { upgradeProperties } from '../util/upgradeProperties';
import { type ElementDeclaration, propertyName } from './declaration';
import { attributeProp, type ElementDefinition, elementRoot, type HostProps } from './definition';

/** r2wc's flag (a registered symbol) that lets a property set render the element. */
const R2WC_CONNECTED = Symbol.for('r2wc.connected');
/** r2wc's method (a registered symbol) that mounts or updates the React tree. */
const R2WC_RENDER = Symbol.for('r2wc.render');

/**
 * The custom state an element is in from its upgrade until its first render is on screen
 * (`:state(sf-pending)`): dist/storefront-elements.css keeps the element's space reserved through
 * it, as it does before the module runs (`:not(:defined)`).
 */
export const PENDING_STATE = 'sf-pending';
const internalsOf = new WeakMap<Element, ElementInternals>();

function setPending(host: Element, pending: boolean) {
  const states = internalsOf.get(host)?.states;
  try {
    if (pending) states?.add(PENDING_STATE);
    else states?.delete(PENDING_STATE);
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

interface Mounted {
  root: Root;
  Component: ComponentType<HostProps>;
}

/** The accessor r2wc defines for a prop on its element class. */
const propertyOf = (Base: { prototype: object }, prop: string): PropertyDescriptor =>
  Object.getOwnPropertyDescriptor(Base.prototype, prop) ?? {};

/** Wrappers of pre-rendered content React has hydrated once: a later mount (after a removal) renders into them anew. */
const hydrated = new WeakSet<Element>();

/**
 * Renders an element's React tree into its shadow root; where the root holds pre-rendered markup
 * (a declarative shadow root from src/server.tsx), hydrates that markup instead of rendering it again.
 * Markup of a site this module does not carry is dropped instead: the element then renders as one
 * the page wrote with that site (nothing, and the shell's one error naming the module to load).
 */
const rendererOf = (takesSite: boolean): R2WCRenderer<HostProps, Mounted> => ({
  mount(container, Component, props) {
    const shadowRoot = container as unknown as ShadowRoot;
    const wrapper = prerenderedWrapper(shadowRoot);
    const element = createElement(Component, props);
    const unhydrated = wrapper && !hydrated.has(wrapper) ? wrapper : undefined;
    if (unhydrated && takesSite && !rendersSite(props.site as string | undefined)) unhydrated.replaceChildren();
    else if (unhydrated) {
      hydrated.add(unhydrated);
      const log = createLogger(shadowRoot.host as HTMLElement);
      const root = hydrateRoot(unhydrated, element, {
        onRecoverableError: (error) => log.error('its pre-rendered markup did not match; it was rendered again.', error),
      });
      return { root, Component };
    }
    const root = createRoot(wrapper ?? shadowRoot);
    root.render(element);
    return { root, Component };
  },
  update({ root, Component }, props) {
    root.render(createElement(Component, props));
  },
  unmount({ root }) {
    root.unmount();
  },
});

/**
 * Defines one custom element around a block, from its definition: open shadow root with adopted
 * styles, the declared attributes with HTML boolean semantics (present = on, removed = off), live
 * re-render on every attribute change, no error when the name is already taken (the module loaded
 * twice), and pre-rendered markup (a declarative shadow root) kept on screen and hydrated when needed.
 */
export function defineElement<Declaration extends ElementDeclaration>(definition: ElementDefinition<Declaration>): void {
  const { declaration, styles = [], render = 'when-near' } = definition;
  if (customElements.get(declaration.tag)) return;

  const { Root, attributes, propertyNames } = elementRoot(definition as unknown as ElementDefinition, (host) => setPending(host, false));
  const attributeToProp = new Map(Object.keys(attributes).map((name) => [name, propertyName(name)]));

  // Props are declared untyped so r2wc neither parses attributes (it reads a bare boolean as false
  // and ignores removals) nor reflects properties back into attributes; this class does the parsing.
  const untyped = Object.fromEntries(propertyNames.map((name) => [name, undefined])) as unknown as Record<string, 'string'>;
  const Base = r2wc(Root as never, { shadow: 'open', props: untyped }, rendererOf('site' in attributes) as never) as unknown as {
    new (): HTMLElement & { container: ShadowRoot; connectedCallback(): void; disconnectedCallback(): void };
  };

  class StorefrontElement extends Base {
    #teardown: ReturnType<typeof setTimeout> | undefined;
    #cancelWait: (() => void) | undefined;
    #mounted = false;
    #styled = false;
    /** Painted from pre-rendered markup (a declarative shadow root) before the module ran. */
    #prerendered = false;

    static get observedAttributes() {
      return [...attributeToProp.keys()];
    }

    constructor() {
      super();
      // r2wc renders on every property set from construction on; an element a script makes and
      // configures renders (and calls its services) only once it is on the page.
      (this as unknown as Record<symbol, boolean>)[R2WC_CONNECTED] = false;
      this.#prerendered = prerenderedWrapper(this.container) !== undefined;
      const internals = this.attachInternals?.();
      if (internals) internalsOf.set(this, internals);
      if (!this.#prerendered) setPending(this, true);
      upgradeProperties(this, propertyNames);
    }

    /** r2wc attaches the shadow root in its constructor; a declarative one (pre-rendered markup) is kept, not emptied. */
    attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    connectedCallback() {
      clearTimeout(this.#teardown);
      this.#teardown = undefined;
      if (this.#mounted || render === 'at-once' || this.#isNested() || typeof IntersectionObserver === 'undefined') this.#mount();
      else this.#cancelWait ??= this.#waitUntilNeeded();
    }

    // A pre-rendered element is on screen already: it also wakes on the first pointer or focus reaching it.
    #waitUntilNeeded(): () => void {
      const wake = () => this.#mountIfConnected();
      const cancelNear = whenNearOrIdle(this, wake);
      if (!this.#prerendered) return cancelNear;
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
      // Parsing the sheets is a good part of an element's cost: an element that is not rendered yet needs none.
      if (!this.#styled) adoptStyles(this.container, styles);
      this.#styled = true;
      super.connectedCallback();
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
        setPending(this, true);
      }, DISCONNECT_GRACE_MS);
    }

    /**
     * Inside another element's shadow root (the footer's sign-up), the element is part of that
     * element's content: it renders with it, at once and not as a transition, so the content is
     * never painted without it.
     */
    #isNested() {
      return this.getRootNode() instanceof ShadowRoot;
    }

    // Every render of an element on the page is a transition: React renders it in slices of a few
    // milliseconds between the page's own tasks and input, never in one long task.
    [R2WC_RENDER]() {
      const render = () => (Base.prototype as unknown as Record<symbol, () => void>)[R2WC_RENDER].call(this);
      if (this.#isNested()) render();
      else startTransition(render);
    }

    attributeChangedCallback(name: string, _oldValue: string | null, value: string | null) {
      const prop = attributeToProp.get(name);
      if (!prop) return;
      propertyOf(Base, prop).set?.call(this, attributeProp(attributes[name], value));
    }
  }

  // Each attribute is the one truth of its property, so that what a framework sets and what the
  // markup says never disagree: `el.site = 'TR'` or `el.spa = false` writes the attribute (the
  // change then renders), and reading gives the attribute's value (a boolean is false when absent).
  for (const [name, prop] of attributeToProp) {
    const spec = attributes[name];
    Object.defineProperty(StorefrontElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return attributeProp(spec, this.getAttribute(name));
      },
      set(this: HTMLElement, value: unknown) {
        if (spec.type === 'boolean')
          this.toggleAttribute(name, attributeProp(spec, value == null || value === false ? null : String(value)) === true);
        else if (value == null) this.removeAttribute(name);
        else this.setAttribute(name, String(value));
      },
    });
  }

  customElements.define(declaration.tag, StorefrontElement);
}
