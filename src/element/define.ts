import r2wc from '@r2wc/react-to-web-component';
import { createElement, startTransition, useLayoutEffect, type ComponentType } from 'react';
import { ElementShell } from '../host/ElementShell';
import { adoptStyles } from '../host/styles';
import { upgradeProperties } from '../util/upgradeProperties';
import { type BlockProps, type ElementDeclaration, propertyName } from './declaration';
import { attributesOf } from './sharedDeclarations';

export interface ElementDefinition<Declaration extends ElementDeclaration> {
  /** The element's public API declaration (src/<block folder>/<tag>.declaration.ts). */
  declaration: Declaration;
  /** The block; it receives its own attributes and properties as props. */
  block: ComponentType<BlockProps<Declaration>>;
  /** CSS texts (imported with ?inline) adopted in order: usually the widget kit's, then the block's. */
  styles?: string[];
  /**
   * When the element renders: `'when-near'` (what a visitor sees) once it comes within about one
   * viewport of the visible part of the page, or when the page is idle, whichever is first;
   * `'at-once'` where it has work to do from the start (the session keeper's timers).
   */
  render?: 'when-near' | 'at-once';
}

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

const SHELL_PROPS = new Set(['site', 'locale', 'apiOrigin', 'assetOrigin']);

/**
 * How long a removed element keeps its React tree before it is torn down. Carousels, tab widgets
 * and CMS editors move nodes by removing and inserting them; an element inserted again within this
 * time keeps what the visitor typed, what it shows and the calls in flight.
 */
export const DISCONNECT_GRACE_MS = 1000;

/**
 * Defines one custom element around a block, from its API declaration: open shadow root with
 * adopted styles, the declared attributes with HTML boolean semantics (present = on, removed =
 * off), live re-render on every attribute change, and no error when the name is already taken (the
 * module loaded twice).
 */
export function defineElement<Declaration extends ElementDeclaration>({
  declaration,
  block,
  styles = [],
  render = 'when-near',
}: ElementDefinition<Declaration>): void {
  if (customElements.get(declaration.tag)) return;

  const attributes = attributesOf(declaration);
  const takesSite = 'site' in attributes;
  const attributeToProp = new Map(Object.keys(attributes).map((name) => [name, propertyName(name)]));
  const propertyNames = [...attributeToProp.values(), ...Object.keys(declaration.properties)];

  // biome-ignore lint/correctness/noComponentHookFactories: one Host per element kind, made once when the element is defined
  function Host(props: Record<string, unknown>) {
    const { container, site, locale, apiOrigin, assetOrigin } = props;
    const host = (container as ShadowRoot).host;
    // The first render is in the document: the reserve can go in the same frame.
    useLayoutEffect(() => setPending(host, false), [host]);
    const blockProps: Record<string, unknown> = {};
    for (const name of propertyNames) if (!SHELL_PROPS.has(name)) blockProps[name] = props[name];
    return createElement(ElementShell, {
      container: container as ShadowRoot,
      block: block as ComponentType<Record<string, unknown>>,
      blockProps,
      takesSite,
      site: site as string | undefined,
      locale: locale as string | undefined,
      apiOrigin: apiOrigin as string | undefined,
      assetOrigin: assetOrigin as string | undefined,
    });
  }

  // Props are declared untyped so r2wc neither parses attributes (it reads a bare boolean as false
  // and ignores removals) nor reflects properties back into attributes; this class does the parsing.
  const untyped = Object.fromEntries(propertyNames.map((name) => [name, undefined])) as unknown as Record<string, 'string'>;
  const Base = r2wc(Host, { shadow: 'open', props: untyped }) as unknown as {
    new (): HTMLElement & { container: ShadowRoot; connectedCallback(): void; disconnectedCallback(): void };
  };

  class StorefrontElement extends Base {
    #teardown: ReturnType<typeof setTimeout> | undefined;
    #cancelWait: (() => void) | undefined;
    #mounted = false;
    #styled = false;

    static get observedAttributes() {
      return [...attributeToProp.keys()];
    }

    constructor() {
      super();
      // r2wc renders on every property set from construction on; an element a script makes and
      // configures renders (and calls its services) only once it is on the page.
      (this as unknown as Record<symbol, boolean>)[R2WC_CONNECTED] = false;
      const internals = this.attachInternals?.();
      if (internals) internalsOf.set(this, internals);
      setPending(this, true);
      upgradeProperties(this, propertyNames);
    }

    connectedCallback() {
      clearTimeout(this.#teardown);
      this.#teardown = undefined;
      if (this.#mounted || render === 'at-once' || this.#isNested() || typeof IntersectionObserver === 'undefined') this.#mount();
      else this.#cancelWait ??= whenNearOrIdle(this, () => this.#mountIfConnected());
    }

    // An element taken off the page before it came near waits again once it is back.
    #mountIfConnected() {
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
      (this as unknown as Record<string, unknown>)[prop] = attributes[name].type === 'boolean' ? value !== null : (value ?? undefined);
    }
  }

  customElements.define(declaration.tag, StorefrontElement);
}
