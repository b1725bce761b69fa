import r2wc from '@r2wc/react-to-web-component';
import { createElement, type ComponentType } from 'react';
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
}

/** r2wc's flag (a registered symbol) that lets a property set render the element. */
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

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
}: ElementDefinition<Declaration>): void {
  if (customElements.get(declaration.tag)) return;

  const attributes = attributesOf(declaration);
  const takesSite = 'site' in attributes;
  const attributeToProp = new Map(Object.keys(attributes).map((name) => [name, propertyName(name)]));
  const propertyNames = [...attributeToProp.values(), ...Object.keys(declaration.properties)];

  // biome-ignore lint/correctness/noComponentHookFactories: one Host per element kind, made once when the element is defined
  function Host(props: Record<string, unknown>) {
    const { container, site, locale, apiOrigin, assetOrigin } = props;
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

    static get observedAttributes() {
      return [...attributeToProp.keys()];
    }

    constructor() {
      super();
      // r2wc renders on every property set from construction on; an element a script makes and
      // configures renders (and calls its services) only once it is on the page.
      (this as unknown as Record<symbol, boolean>)[R2WC_CONNECTED] = false;
      adoptStyles(this.container, styles);
      upgradeProperties(this, propertyNames);
    }

    connectedCallback() {
      clearTimeout(this.#teardown);
      this.#teardown = undefined;
      super.connectedCallback();
    }

    // r2wc unmounts the React tree on every disconnect; a move (remove, then insert) must not.
    disconnectedCallback() {
      clearTimeout(this.#teardown);
      this.#teardown = setTimeout(() => {
        this.#teardown = undefined;
        if (!this.isConnected) super.disconnectedCallback();
      }, DISCONNECT_GRACE_MS);
    }

    attributeChangedCallback(name: string, _oldValue: string | null, value: string | null) {
      const prop = attributeToProp.get(name);
      if (!prop) return;
      (this as unknown as Record<string, unknown>)[prop] = attributes[name].type === 'boolean' ? value !== null : (value ?? undefined);
    }
  }

  customElements.define(declaration.tag, StorefrontElement);
}
